import {
  Alert,
  Button,
  Card,
  InputNumber,
  Message,
  Space,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useScreenRoute, usePermission } from '@/access/access-context';
import { getGetFsPaperQueryKey, saveFsPaperQuestions, useGetFsPaper } from '@/generated/api/paper/paper';
import type { PaperQuestion, PaperRule } from '@/generated/model';
import {
  DetailTable,
  DetailView,
  DictText,
  LoadFailed,
  useScreenNavigation,
  type ListColumn,
  ScreenLoading,
  useEditId,
} from '@/kit';
import { composeProblems, move, pickedTotal, rulesTotal } from './compose';
import { MissingQuery } from './missing-query';
import { DIFFICULTY_OPTIONS } from './question-fields';

const difficulty = (value: number | null) =>
  value === null
    ? '不限'
    : (DIFFICULTY_OPTIONS.find((option) => option.value === value)?.label ?? String(value));
const RULE_COLUMNS: ListColumn<PaperRule & { key: number }>[] = [
  { key: 'style', title: '题型', width: 100, valueType: 'dict', dict: 'QuestionStyle' },
  { key: 'difficulty', title: '难度', width: 80, render: (row) => difficulty(row.difficulty) },
  { key: 'chapter_name', title: '章节', width: 160, render: (row) => row.chapter_name || '不限' },
  { key: 'count', title: '题数', width: 70, valueType: 'number' },
  { key: 'score', title: '每题分值', width: 90, valueType: 'number' },
  { key: 'subtotal', title: '小计', width: 80, align: 'right', render: (row) => row.count * row.score },
];
/** Per route: where it comes from, and whether the questions can be changed here. */
const ROUTES: Record<string, { list: string; listTitle: string; editable: boolean }> = {
  testPaperTopicST: { list: 'testPaperST', listTitle: '试卷管理', editable: true },
  viewGroupVolumeAE: { list: 'examManagementAE', listTitle: '考试管理', editable: false },
};

/** 试卷题目管理 (testPaperTopicST: reorder, marks, remove) and 查看组卷 (viewGroupVolumeAE: read only). */
export function PaperTopicsPage() {
  const route = ROUTES[useScreenRoute()?.name ?? ''] ?? ROUTES.testPaperTopicST!;
  const id = useEditId();
  const { open, backTo } = useScreenNavigation();
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const paper = useGetFsPaper(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true, loading: false } },
  );
  // the questions as edited here; undefined: as loaded
  const [edited, setEdited] = useState<PaperQuestion[]>();
  const [saving, setSaving] = useState(false);
  const items = edited ?? paper.data?.result.questions ?? [];
  const setItems = (change: (list: PaperQuestion[]) => PaperQuestion[]) => setEdited(change(items));
  if (!id) return <MissingQuery list={route.listTitle} onBack={() => backTo(route.list)} />;
  if (paper.isPending) return <ScreenLoading tip="试卷加载中…" />;
  if (paper.isError) return <LoadFailed what="试卷" error={paper.error} onRetry={paper.refetch} />;
  const detail = paper.data.result;
  const editable = route.editable && can('edit');
  const problems = composeProblems({
    fullScore: detail.full_score,
    passScore: detail.pass_score,
    picked: items,
  });
  const changed = JSON.stringify(items) !== JSON.stringify(detail.questions);

  const save = async () => {
    setSaving(true);
    try {
      await saveFsPaperQuestions({
        id,
        questions: items.map((item) => ({ question_id: item.question_id, score: item.score })),
      });
      Message.success('试卷题目已保存');
      await queryClient.invalidateQueries({ queryKey: getGetFsPaperQueryKey({ id }) });
      setEdited(undefined);
    } catch {
      // the request layer has shown the message; the edits stay on screen
    } finally {
      setSaving(false);
    }
  };
  const columns: TableColumnProps<PaperQuestion & { index: number }>[] = [
    { title: '题号', width: 72, render: (_, row) => row.index + 1 },
    { title: '题型', width: 90, render: (_, row) => <DictText dict="QuestionStyle" value={row.style} /> },
    { title: '题干', dataIndex: 'stem', ellipsis: true },
    { title: '章节', dataIndex: 'chapter_name', width: 140, ellipsis: true },
    { title: '难度', width: 70, render: (_, row) => difficulty(row.difficulty) },
    { title: '参考答案', dataIndex: 'answer', width: 150, ellipsis: true },
    {
      title: '分值',
      width: 110,
      render: (_, row) =>
        editable ? (
          <InputNumber
            aria-label={`第 ${row.index + 1} 题分值`}
            min={0.5}
            max={100}
            step={0.5}
            value={row.score}
            onChange={(value) =>
              setItems((list) =>
                list.map((item, at) => (at === row.index ? { ...item, score: value ?? 0.5 } : item)),
              )
            }
          />
        ) : (
          row.score
        ),
    },
    ...(editable
      ? [
          {
            title: '操作',
            width: 170,
            render: (_: unknown, row: PaperQuestion & { index: number }) => (
              <Space size={4}>
                <Button
                  size="mini"
                  type="text"
                  disabled={row.index === 0}
                  onClick={() => setItems((list) => move(list, row.index, row.index - 1))}
                >
                  上移
                </Button>
                <Button
                  size="mini"
                  type="text"
                  disabled={row.index === items.length - 1}
                  onClick={() => setItems((list) => move(list, row.index, row.index + 1))}
                >
                  下移
                </Button>
                <Button
                  size="mini"
                  type="text"
                  status="danger"
                  onClick={() => setItems((list) => list.filter((_, at) => at !== row.index))}
                >
                  移除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      bordered={false}
      title={detail.name}
      extra={
        <Space>
          <Button onClick={() => open('previewExamAE', { id })}>预览试卷</Button>
          <Button onClick={() => backTo(route.list)}>返回</Button>
        </Space>
      }
    >
      <DetailView
        column={4}
        data={detail}
        items={[
          { key: 'course_name', title: '课程' },
          { key: 'full_score', title: '满分' },
          { key: 'pass_score', title: '及格分' },
          { key: 'duration', title: '时长（分钟）' },
          {
            key: 'compose_mode',
            title: '组卷方式',
            valueType: 'status',
            statusMap: {
              1: { text: '规则抽题', color: 'arcoblue' },
              2: { text: '手工选题', color: 'purple' },
            },
          },
          { key: 'creator', title: '组卷人' },
          { key: 'created_at', title: '创建时间', valueType: 'datetime' },
        ]}
      />
      {detail.rules.length > 0 && (
        <Card
          size="small"
          title={`组卷规则（合计 ${rulesTotal(detail.rules)} 分）`}
          style={{ marginTop: 12 }}
        >
          <DetailTable
            columns={RULE_COLUMNS}
            rowKey="key"
            rows={detail.rules.map((rule, key) => ({ ...rule, key }))}
            totals={{
              style: '合计',
              count: detail.rules.reduce((sum, rule) => sum + rule.count, 0),
              subtotal: rulesTotal(detail.rules),
            }}
          />
        </Card>
      )}
      <Card
        size="small"
        title={`题目（${items.length} 道，合计 ${pickedTotal(items)} 分 / 满分 ${detail.full_score} 分）`}
        style={{ marginTop: 12 }}
      >
        <Table
          rowKey="question_id"
          size="small"
          pagination={false}
          columns={columns}
          data={items.map((item, index) => ({ ...item, index }))}
        />
      </Card>
      {problems.length > 0 && (
        <Alert type="warning" style={{ marginTop: 12 }} content={problems.join('；')} />
      )}
      {editable && (
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            loading={saving}
            disabled={!changed || problems.length > 0}
            onClick={() => void save()}
          >
            保存题目
          </Button>
          <Button disabled={!changed} onClick={() => setEdited(undefined)}>
            撤销修改
          </Button>
        </Space>
      )}
    </Card>
  );
}
