/**
 * 评分一致性 of one paper (阅卷进度, both lines): per question and per marker — done, left, speed per
 * hour, mean score and its deviation from the question's other markers, the share sent to arbitration —
 * as the kit's report (chart, table, 导出图片 / 导出表格), and the final scores decided by the lead.
 * Staff choose the paper and, if they like, one question; both stay in the URL (paper_id, topic_id).
 */
import { Card, Empty, Spin, Tag } from '@arco-design/web-react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListMarkingAssignmentsQueryKey,
  getListMarkingPapersQueryKey,
  listMarkingAnomalies,
  listMarkingAnswers,
  listMarkingAssignments,
  listMarkingMarks,
  listMarkingPapers,
} from '@/generated/api/paper/paper';
import type {
  ListMarkingPapersParams,
  MarkingAnomaly,
  MarkingAnswer,
  MarkingAssignment,
  MarkingMark,
} from '@/generated/model';
import { DetailTable, LoadFailed, type ListColumn, type SearchField } from '@/kit';
import {
  categoryChart,
  ReportPage,
  type ReportFigure,
  type ReportPanel,
  type ReportSource,
} from '@/kit/chart';
import { namesOf, questionMarkers, questionProgress, routesOf, type Route } from '@/kit/marking';
import type { Line } from '@/lines/line';

const READ = { silent: true, loading: false } as const;

interface TopicData {
  assignment: MarkingAssignment;
  marks: MarkingMark[];
  anomalies: MarkingAnomaly[];
  answers: MarkingAnswer[];
  routes: Map<number, Route>;
}

/** The paper and question shown; topic 0 is the whole paper. */
export interface ConsistencyScope {
  paper: number;
  topic: number;
}

const scopeOf = (params: { paper_id?: unknown; topic_id?: unknown }): ConsistencyScope => ({
  paper: Number(params.paper_id) || 0,
  topic: Number(params.topic_id) || 0,
});

/** Everything the report counts, under one key (按题批改 invalidates ['marking-consistency'] after a change). */
const dataKey = (scope: ConsistencyScope) => ['marking-consistency', scope.paper, scope.topic] as const;

const assignmentsOf = (queryClient: QueryClient, paperId: number, signal?: AbortSignal) =>
  queryClient.fetchQuery({
    queryKey: getListMarkingAssignmentsQueryKey({ paper_id: paperId }),
    queryFn: () => listMarkingAssignments({ paper_id: paperId }, READ, signal),
    retry: false, // the load that reads it retries (one level of retries, or a 502 takes 10 s to show)
  });

/**
 * Each question's assignment, marks, flags and answers; one question when the scope names one of the
 * paper's (a question of another paper, left in the URL, counts the whole paper).
 */
async function loadPaper(
  queryClient: QueryClient,
  scope: ConsistencyScope,
  signal?: AbortSignal,
): Promise<TopicData[]> {
  const { result: all } = await assignmentsOf(queryClient, scope.paper, signal);
  const chosen = all.filter((assignment) => assignment.topic_id === scope.topic);
  const assignments = chosen.length ? chosen : all;
  return Promise.all(
    assignments.map(async (assignment) => {
      const topic = { paper_id: scope.paper, topic_id: assignment.topic_id };
      const [marks, anomalies, answers] = await Promise.all([
        listMarkingMarks(topic, READ, signal),
        listMarkingAnomalies(topic, READ, signal),
        listMarkingAnswers(topic, READ, signal),
      ]);
      // only this question's answers count (a server answers per question; the demo answers all)
      const ofTopic = answers.result.filter((answer) => answer.topic_id === assignment.topic_id);
      const known = new Set(ofTopic.map((answer) => answer.answer_id));
      const ownMarks = marks.result.filter((mark) => known.has(mark.answer_id));
      const ownFlags = anomalies.result.filter((anomaly) => known.has(anomaly.answer_id));
      return {
        assignment,
        marks: ownMarks,
        anomalies: ownFlags,
        answers: ofTopic,
        routes: routesOf([...known], assignment, ownMarks, ownFlags),
      };
    }),
  );
}

/** One marker on one question (the table's row), with the question's own figures beside it. */
export interface ConsistencyRow {
  key: string;
  label: string;
  seq: number;
  teacher_name: string;
  mode: string;
  done: number;
  left: number;
  per_hour: number | null;
  mean: number | null;
  deviation: number | null;
  arbitration_rate: number | null;
  topic_answers: number;
  topic_decided: number;
  topic_arbitration: number;
  topic_anomalies: number;
  topic_final_mean: number | null;
}

export function consistencyRows(topics: readonly TopicData[]): ConsistencyRow[] {
  return topics.flatMap(({ assignment, marks, routes }) => {
    const names = namesOf(assignment);
    const progress = questionProgress(assignment, routes);
    const mode = assignment.double_marking === 1 ? `双评 · 误差 ${assignment.tolerance} 分` : '单评';
    return questionMarkers(assignment, marks).map((row) => ({
      key: `${assignment.topic_id}-${row.markerId}`,
      label: `第 ${assignment.seq} 题 · ${names.get(row.markerId) ?? row.markerId}`,
      seq: assignment.seq,
      teacher_name: names.get(row.markerId) ?? `老师 ${row.markerId}`,
      mode,
      done: row.done,
      left: row.left,
      per_hour: row.perHour,
      mean: row.mean,
      deviation: row.deviation,
      arbitration_rate:
        row.arbitrationShare === null ? null : Number((row.arbitrationShare * 100).toFixed(1)),
      topic_answers: progress.answers,
      topic_decided: progress.decided,
      topic_arbitration: progress.arbitration,
      topic_anomalies: progress.anomalies,
      topic_final_mean: progress.finalMean,
    }));
  });
}

/** Figures of the whole paper, one question counted once. */
function figures(rows: ConsistencyRow[]): ReportFigure[] {
  const topics = [...new Map(rows.map((row) => [row.seq, row])).values()];
  const sum = (field: keyof ConsistencyRow) =>
    topics.reduce((total, row) => total + Number(row[field] ?? 0), 0);
  const decided = sum('topic_decided');
  const finalTotal = topics.reduce(
    (total, row) => total + (row.topic_final_mean ?? 0) * row.topic_decided,
    0,
  );
  return [
    { label: '主观题答题', value: sum('topic_answers'), unit: '份' },
    { label: '已定分', value: decided, unit: '份' },
    { label: '待仲裁', value: sum('topic_arbitration'), unit: '份' },
    { label: '异常卷待处理', value: sum('topic_anomalies'), unit: '份' },
    { label: '最终得分均分', value: decided ? Number((finalTotal / decided).toFixed(2)) : null, unit: '分' },
  ];
}

const columns: ListColumn<ConsistencyRow>[] = [
  { key: 'seq', title: '题号', width: 70 },
  { key: 'mode', title: '阅卷方式', width: 130 },
  { key: 'teacher_name', title: '阅卷老师', width: 100 },
  { key: 'done', title: '已批阅', width: 80, valueType: 'number' },
  { key: 'left', title: '待批阅', width: 80, valueType: 'number' },
  { key: 'per_hour', title: '每小时', width: 80, valueType: 'number', total: false },
  { key: 'mean', title: '均分', width: 80, valueType: 'number', total: false },
  { key: 'deviation', title: '与同题其他老师之差', width: 150, valueType: 'number', total: false },
  { key: 'arbitration_rate', title: '送仲裁比例', width: 110, valueType: 'percent', total: false },
];

const progressColumns = columns.filter((column) =>
  ['seq', 'teacher_name', 'done', 'left', 'per_hour'].includes(column.key),
);

const BY: Record<string, string> = { single: '单评', average: '两评平均', lead: '组长定分', zero: '判零分' };

interface FinalRow {
  key: string;
  answer_id: number;
  seq: number;
  sheet_code: string;
  scores: string;
  final_score: number;
  by: string;
}

const finalColumns: ListColumn<FinalRow>[] = [
  { key: 'seq', title: '题号', width: 70 },
  { key: 'sheet_code', title: '密封号', width: 130 },
  { key: 'scores', title: '阅卷老师给分', width: 240 },
  { key: 'final_score', title: '最终得分', width: 100, valueType: 'number' },
  {
    key: 'by',
    title: '定分方式',
    width: 110,
    render: (row) => (
      <Tag color={row.by === '两评平均' || row.by === '单评' ? 'green' : 'purple'}>{row.by}</Tag>
    ),
  },
];

/** Answers decided by the lead (arbitration, a flag) or by two marks: the final score with the marks. */
export function finalRows(topics: readonly TopicData[]): FinalRow[] {
  return topics.flatMap(({ assignment, marks, answers, routes }) => {
    const names = namesOf(assignment);
    const codes = new Map(answers.map((answer) => [answer.answer_id, answer.sheet_code]));
    return [...routes.entries()].flatMap(([answerId, route]) => {
      if (route.to !== 'done') return [];
      const latest = new Map<number, number>();
      for (const mark of marks)
        if (mark.answer_id === answerId && mark.teacher_id !== assignment.lead_teacher_id)
          latest.set(mark.teacher_id, mark.score);
      return [
        {
          key: `${assignment.topic_id}-${answerId}`,
          answer_id: answerId,
          seq: assignment.seq,
          sheet_code: codes.get(answerId) ?? `答题 ${answerId}`,
          scores: [...latest].map(([id, score]) => `${names.get(id) ?? id} ${score} 分`).join('，') || '—',
          final_score: route.score,
          by: BY[route.by] ?? route.by,
        },
      ];
    });
  });
}

const CONSISTENCY_PANEL: ReportPanel<ConsistencyRow> = {
  title: '各阅卷老师评分一致性',
  rowKey: 'key',
  chart: (rows) =>
    categoryChart({
      rows,
      category: 'label',
      series: [
        { field: 'mean', name: '均分' },
        { field: 'deviation', name: '与同题其他老师之差' },
        { field: 'arbitration_rate', name: '送仲裁比例', rightAxis: true, line: true },
      ],
      unit: '分',
      rightUnit: '送仲裁比例',
      rightFormat: '{value}%',
    }),
  columns,
};

const PROGRESS_PANEL: ReportPanel<ConsistencyRow> = {
  title: '各阅卷老师批阅进度',
  rowKey: 'key',
  chart: (rows) =>
    categoryChart({
      rows,
      category: 'label',
      horizontal: true,
      series: [
        { field: 'done', name: '已批阅', stack: '答题' },
        { field: 'left', name: '待批阅', stack: '答题' },
      ],
      unit: '份',
    }),
  columns: progressColumns,
  height: 240,
};

/** The line's papers under marking, for the picker (the first 100: a marking season has far fewer). */
const papersOf = (type: ListMarkingPapersParams['type']): ListMarkingPapersParams => ({
  type,
  page: 1,
  limit: 100,
});

/**
 * 评分一致性 of the line's papers: the paper (by default the first one being marked) and optionally one
 * question are the report's search; the final scores follow the same choice.
 */
export function MarkingConsistency({ line }: { line: Line }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf({ paper_id: params.get('paper_id'), topic_id: params.get('topic_id') });
  const paperParams = papersOf(line.requestType);
  const papers = useQuery({
    queryKey: getListMarkingPapersQueryKey(paperParams),
    queryFn: ({ signal }) => listMarkingPapers(paperParams, READ, signal),
  });
  const list = papers.data?.result.list;
  const fallback = list?.find((paper) => paper.status === 1) ?? list?.[0];
  // opened without a paper: show the first one being marked (written to the URL, so the picker says so)
  useEffect(() => {
    if (scope.paper || !fallback) return;
    const next = new URLSearchParams(params);
    next.set('paper_id', String(fallback.id));
    setParams(next, { replace: true });
  }, [scope.paper, fallback, params, setParams]);
  const assignments = useQuery({
    queryKey: getListMarkingAssignmentsQueryKey({ paper_id: scope.paper }),
    queryFn: ({ signal }) => listMarkingAssignments({ paper_id: scope.paper }, READ, signal),
    enabled: scope.paper > 0,
    retry: false, // the question picker's options: a failure shows in the report, which retries
  });
  const search = useMemo<SearchField[]>(
    () => [
      {
        type: 'select',
        field: 'paper_id',
        label: '试卷',
        // short labels: a long one widens the select past its column
        options: (list ?? []).map((paper) => ({ label: paper.paper_name, value: paper.id })),
      },
      {
        type: 'select',
        field: 'topic_id',
        label: '题目',
        options: [...(assignments.data?.result ?? [])]
          .sort((a, b) => a.seq - b.seq)
          .map((item) => ({ label: `第 ${item.seq} 题`, value: item.topic_id })),
      },
    ],
    [list, assignments.data],
  );
  const source = useMemo<ReportSource<ConsistencyRow, Record<string, unknown>>>(
    () => ({
      queryKey: (values) => ['marking-consistency', 'report', scopeOf(values)],
      fetcher: async (values) => {
        const at = scopeOf(values);
        const topics = await queryClient.fetchQuery({
          queryKey: dataKey(at),
          queryFn: ({ signal }) => loadPaper(queryClient, at, signal),
        });
        return {
          result: {
            updated_at: new Date().toLocaleString('zh-CN', { hour12: false }),
            rows: consistencyRows(topics),
          },
        };
      },
      retriesItself: true, // the load above retries
    }),
    [queryClient],
  );
  const data = useQuery({
    queryKey: dataKey(scope),
    queryFn: ({ signal }) => loadPaper(queryClient, scope, signal),
    enabled: scope.paper > 0,
  });
  const finals = useMemo(() => (data.data ? finalRows(data.data) : undefined), [data.data]);

  if (papers.isError)
    return <LoadFailed what="阅卷试卷" error={papers.error} onRetry={() => void papers.refetch()} />;
  if (list && !list.length) return <Empty description={`暂无${line.label}的阅卷试卷`} />;
  if (!scope.paper) return <Spin style={{ display: 'block' }} tip="加载阅卷试卷…" />;
  return (
    <>
      <ReportPage<ConsistencyRow>
        name="阅卷进度"
        source={source}
        search={search}
        figures={figures}
        panels={[CONSISTENCY_PANEL, PROGRESS_PANEL]}
      />
      <Card title="定分结果" bordered={false} style={{ marginTop: 16 }}>
        <DetailTable<FinalRow>
          columns={finalColumns}
          rowKey="key"
          rows={finals}
          loading={data.isFetching}
          error={data.error}
          onRetry={() => void data.refetch()}
        />
      </Card>
    </>
  );
}
