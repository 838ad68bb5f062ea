import { Alert, Button, InputNumber, Message, Modal, Space } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  assessAdultThesisResults,
  getListAdultThesisResultsQueryKey,
  listAdultThesisResults,
} from '@/generated/api/thesis/thesis';
import type { ThesisResult } from '@/generated/model';
import { ListPage, type ListColumn } from '@/kit';
import { DEFAULT_WEIGHTS, describeRule, evaluate, GRADES, weightsProblem, type Weights } from './grading';
import { resultColumns, resultSearch } from './result-fields';

const PARTS: { key: keyof Weights; label: string }[] = [
  { key: 'supervision', label: '指导成绩' },
  { key: 'review', label: '评阅成绩' },
  { key: 'defence', label: '答辩成绩' },
];

/** What the rule gives for a row: 「91.8 优秀」 or what is missing. */
export function previewOf(row: ThesisResult, weights: Weights): string {
  const result = evaluate(row, weights);
  if ('missing' in result) return `缺${result.missing.join('、')}`;
  return `${result.total} ${GRADES.find((g) => g.value === result.grade)!.label}`;
}

function WeightsModal({
  value,
  onSave,
  onClose,
}: {
  value: Weights;
  onSave: (w: Weights) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const problem = weightsProblem(draft);
  return (
    <Modal
      title="评定权重"
      visible
      onCancel={onClose}
      onOk={() => {
        if (!problem) onSave(draft);
      }}
      okButtonProps={{ disabled: !!problem }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {PARTS.map((part) => (
          <Space key={part.key}>
            <span style={{ width: 80, display: 'inline-block' }}>{part.label}</span>
            <InputNumber
              aria-label={`${part.label}权重`}
              min={0}
              max={100}
              precision={0}
              suffix="%"
              value={draft[part.key]}
              onChange={(v) => setDraft((d) => ({ ...d, [part.key]: v ?? 0 }))}
            />
          </Space>
        ))}
        {problem ? (
          <Alert type="error" content={problem} />
        ) : (
          <Alert type="info" content={describeRule(draft)} />
        )}
      </Space>
    </Modal>
  );
}

/** 成绩评定 (assessmentAE): the total from weighted parts mapped to 优秀…不及格, the rule on screen, saved for the selected. */
export function AssessmentPage() {
  const queryClient = useQueryClient();
  const [weights, setWeights] = useState<Weights>(DEFAULT_WEIGHTS);
  const [editing, setEditing] = useState(false);
  // what the rule gives, right after the saved total and grade
  const preview: ListColumn<ThesisResult> = {
    key: 'preview',
    title: '按规则评定',
    width: 130,
    render: (row) => previewOf(row, weights),
  };
  const at = resultColumns.findIndex((column) => column.key === 'grade') + 1;
  const columns = [...resultColumns.slice(0, at), preview, ...resultColumns.slice(at)];
  const assess = async (rows: ThesisResult[]) => {
    const items = rows.flatMap((row) => {
      const result = evaluate(row, weights);
      return 'missing' in result ? [] : [{ id: row.id, total_score: result.total, grade: result.grade }];
    });
    const skipped = rows.length - items.length;
    if (!items.length) {
      Message.warning('所选学生的成绩都不完整，无法评定');
      return;
    }
    await assessAdultThesisResults({ weights, items });
    Message.success(`已评定 ${items.length} 名学生${skipped ? `，${skipped} 名成绩不完整未评定` : ''}`);
    void queryClient.invalidateQueries({ queryKey: getListAdultThesisResultsQueryKey() });
  };
  return (
    <>
      <Alert
        style={{ margin: '12px 16px 0', width: 'auto' }}
        type="info"
        title="评定规则"
        content={describeRule(weights)}
        action={
          <Button size="small" icon={<IconSettings />} onClick={() => setEditing(true)}>
            调整权重
          </Button>
        }
      />
      <ListPage<ThesisResult, Parameters<typeof listAdultThesisResults>[0]>
        list={{ queryKey: getListAdultThesisResultsQueryKey, fetcher: listAdultThesisResults }}
        rowKey="id"
        search={resultSearch}
        columns={columns}
        rowActions={[
          {
            key: 'assess',
            label: '评定',
            perm: 'edit',
            hidden: (row) => row.status === 2,
            onClick: (row) => assess([row]),
          },
        ]}
        batchActions={[
          {
            key: 'assess',
            label: '批量评定',
            perm: 'edit',
            confirm: (count) =>
              `将按当前规则评定选中的 ${count} 名学生（成绩不完整的跳过，已发布的不变），确定吗？`,
            onClick: (rows) => assess(rows.filter((row) => row.status !== 2)),
          },
        ]}
      />
      {editing && (
        <WeightsModal
          value={weights}
          onClose={() => setEditing(false)}
          onSave={(w) => {
            setWeights(w);
            setEditing(false);
          }}
        />
      )}
    </>
  );
}
