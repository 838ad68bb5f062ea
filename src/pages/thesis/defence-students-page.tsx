import { Alert, InputNumber, Message, Modal, Space, Table } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListFsThesisDefenceStudentsQueryKey,
  listFsThesisDefenceStudents,
  scoreFsThesisDefence,
} from '@/generated/api/thesis/thesis';
import type { ThesisDefenceStudent } from '@/generated/model';
import { ScoreFsThesisDefenceBody } from '@/generated/zod/thesis/thesis.zod';
import {
  ListPage,
  optionsOf,
  useScreenNavigation,
  type ListColumn,
  type SearchField,
  type StatusMap,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';
import { panelAverage } from './grading';

const SCORE_STATUS: StatusMap = {
  0: { text: '未评分', color: 'gray' },
  1: { text: '评分中', color: 'orange' },
  2: { text: '已评分', color: 'green' },
};
const RECORD_TABLE: Record<RouteLine, string> = {
  AE: 'dissertationStudentAETable',
  ST: 'dissertationStudentSTTable',
};

const search: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或论文题目' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(SCORE_STATUS) },
];
const columns: ListColumn<ThesisDefenceStudent>[] = [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'major_name', title: '专业', width: 120 },
  {
    key: 'scores',
    title: '委员评分',
    width: 240,
    render: (row) => row.scores.map((s) => `${s.member} ${s.score ?? '—'}`).join(' / '),
  },
  {
    key: 'average',
    title: '答辩成绩',
    width: 90,
    align: 'right',
    render: (row) => row.average?.toFixed(2) ?? '—',
  },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: SCORE_STATUS },
  { key: 'title', title: '论文题目', width: 220, ellipsis: true },
  { key: 'defence_at', title: '答辩时间', width: 150 },
  { key: 'defence_name', title: '答辩安排', width: 170, hiddenByDefault: true },
  { key: 'place', title: '地点', width: 180, ellipsis: true, hiddenByDefault: true },
];

/** The panel's scores of one student, the average shown as they are typed. */
function ScoreModal({ row, onClose }: { row: ThesisDefenceStudent; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [scores, setScores] = useState<(number | null)[]>(row.scores.map((s) => s.score));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const average = panelAverage(scores);
  const save = async () => {
    const body = { id: row.id, scores: row.scores.map((s, i) => ({ member: s.member, score: scores[i] })) };
    const missing = row.scores.filter((_, i) => scores[i] === null || scores[i] === undefined);
    if (missing.length) return setError(`请填写${missing.map((s) => s.member).join('、')}的评分`);
    const parsed = ScoreFsThesisDefenceBody.safeParse(body);
    if (!parsed.success) return setError('评分须在 0–100 之间');
    setSaving(true);
    try {
      await scoreFsThesisDefence(parsed.data);
      Message.success(`已保存${row.student_name}的答辩评分`);
      void queryClient.invalidateQueries({ queryKey: getListFsThesisDefenceStudentsQueryKey() });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`答辩评分：${row.student_name}`}
      visible
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      confirmLoading={saving}
      maskClosable={false}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>论文题目：{row.title}</div>
        <Table
          rowKey="member"
          size="small"
          pagination={false}
          data={row.scores}
          columns={[
            { title: '答辩委员', dataIndex: 'member' },
            { title: '角色', dataIndex: 'role' },
            {
              title: '评分',
              render: (_, member, index) => (
                <InputNumber
                  aria-label={`${member.member}的评分`}
                  min={0}
                  max={100}
                  precision={1}
                  value={scores[index] ?? undefined}
                  onChange={(value) => {
                    setError(undefined);
                    setScores((current) => current.map((s, i) => (i === index ? (value ?? null) : s)));
                  }}
                />
              ),
            },
          ]}
        />
        <div>
          答辩成绩（各委员平均，保留两位小数）：
          <b>{average === null ? '待全部委员评分' : average.toFixed(2)}</b>
        </div>
        {error && <Alert type="error" content={error} />}
      </Space>
    </Modal>
  );
}

/** 答辩评分 (defenceScoreStudentAE) / 答辩学生 (dissertationStudentST): the panel's scores per student, averaged; record tables printed. */
export function DefenceStudentsPage() {
  const line = useLine();
  const { open } = useScreenNavigation();
  const [scoring, setScoring] = useState<ThesisDefenceStudent>();
  const print = (rows: ThesisDefenceStudent[]) =>
    open(RECORD_TABLE[line.suffix], { ids: rows.map((row) => row.id).join(',') });
  return (
    <>
      <ListPage<ThesisDefenceStudent, Parameters<typeof listFsThesisDefenceStudents>[0]>
        list={{ queryKey: getListFsThesisDefenceStudentsQueryKey, fetcher: listFsThesisDefenceStudents }}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[
          { key: 'score', label: '评分', perm: 'edit', onClick: (row) => setScoring(row) },
          { key: 'print', label: '答辩记录表', perm: 'print', onClick: (row) => print([row]) },
        ]}
        batchActions={[
          { key: 'print', label: '打印答辩记录表', perm: 'print', onClick: (rows) => print(rows) },
        ]}
      />
      {scoring && <ScoreModal row={scoring} onClose={() => setScoring(undefined)} />}
    </>
  );
}
