/**
 * 阅卷进度与评分一致性 of one paper: per question and per marker — done, left, speed per hour, mean
 * score and its deviation from the question's other markers, the share sent to arbitration — as the
 * kit's report (chart, table, 导出图片 / 导出表格), and the final scores decided by the lead.
 */
import { Card, Tag } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  listMarkingAnomalies,
  listMarkingAnswers,
  listMarkingAssignments,
  listMarkingMarks,
} from '@/generated/api/paper/paper';
import type { MarkingAnomaly, MarkingAnswer, MarkingAssignment, MarkingMark } from '@/generated/model';
import { DetailTable, type ListColumn } from '@/kit';
import { categoryChart, ReportPage, type ReportFigure } from '@/kit/chart';
import type { Route } from './marking-rules';
import { namesOf, questionMarkers, questionProgress, routesOf } from './marking-task';

const READ = { silent: true, loading: false } as const;

interface TopicData {
  assignment: MarkingAssignment;
  marks: MarkingMark[];
  anomalies: MarkingAnomaly[];
  answers: MarkingAnswer[];
  routes: Map<number, Route>;
}

/** Everything the view counts: each question's assignment, marks, flags and answers. */
async function loadPaper(paperId: number, signal?: AbortSignal): Promise<TopicData[]> {
  const { result: assignments } = await listMarkingAssignments({ paper_id: paperId }, READ, signal);
  return Promise.all(
    assignments.map(async (assignment) => {
      const topic = { paper_id: paperId, topic_id: assignment.topic_id };
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

export function MarkingConsistency({ paperId }: { paperId: number }) {
  const queryClient = useQueryClient();
  const queryKey = ['marking-consistency', paperId] as const;
  const data = useQuery({ queryKey, queryFn: ({ signal }) => loadPaper(paperId, signal) });
  const finals = useMemo(() => (data.data ? finalRows(data.data) : undefined), [data.data]);
  const source = useMemo(
    () => ({
      queryKey: () => ['marking-consistency-report', paperId],
      fetcher: async () => {
        const topics = await queryClient.fetchQuery({
          queryKey: ['marking-consistency', paperId],
          queryFn: ({ signal }) => loadPaper(paperId, signal),
        });
        return {
          result: {
            updated_at: new Date().toLocaleString('zh-CN', { hour12: false }),
            rows: consistencyRows(topics),
          },
        };
      },
    }),
    [paperId, queryClient],
  );
  return (
    <>
      <ReportPage<ConsistencyRow>
        name="阅卷进度"
        source={source}
        search={[]}
        figures={figures}
        panels={[
          {
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
          },
          {
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
          },
        ]}
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
