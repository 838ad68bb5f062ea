import { Tag } from '@arco-design/web-react';
import {
  exportAdultThesisSummaries,
  getListAdultThesisSummariesQueryKey,
  listAdultThesisSummaries,
} from '@/generated/api/thesis/thesis';
import type { ThesisSummary } from '@/generated/model';
import { formatPercent, ListPage, type ListColumn, type ListEnvelope, type SearchField } from '@/kit';

const COUNTS = [
  { key: 'excellent', title: '优秀' },
  { key: 'good', title: '良好' },
  { key: 'medium', title: '中等' },
  { key: 'pass', title: '及格' },
  { key: 'fail', title: '不及格' },
  { key: 'pending', title: '未评定' },
] as const;

/** The grade counts of a plan add up to its students (otherwise the row says so). */
export const countedOf = (row: ThesisSummary) => COUNTS.reduce((sum, { key }) => sum + row[key], 0);

/** Totals of the rows shown: students and each grade, and the pass rate of those evaluated. */
export function summaryTotals(rows: readonly ThesisSummary[]) {
  const sum = (key: keyof ThesisSummary) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  const evaluated = sum('student_count') - sum('pending');
  const passed = evaluated - sum('fail');
  return {
    students: sum('student_count'),
    counts: Object.fromEntries(COUNTS.map(({ key }) => [key, sum(key)])) as Record<
      (typeof COUNTS)[number]['key'],
      number
    >,
    passRate: evaluated ? Math.round((passed / evaluated) * 1000) / 10 : null,
  };
}

const search: SearchField[] = [{ type: 'input', field: 'name', label: '论文计划' }];
const columns: ListColumn<ThesisSummary>[] = [
  { key: 'plan_name', title: '论文计划', width: 260, ellipsis: true },
  { key: 'major_name', title: '专业', width: 140 },
  {
    key: 'student_count',
    title: '学生数',
    width: 90,
    align: 'right',
    render: (row) =>
      countedOf(row) === row.student_count ? (
        row.student_count
      ) : (
        <Tag color="red">{`${row.student_count}（各等级合计 ${countedOf(row)}）`}</Tag>
      ),
  },
  ...COUNTS.map(({ key, title }) => ({ key, title, width: 80, align: 'right' as const })),
  {
    key: 'average',
    title: '平均总评',
    width: 100,
    align: 'right',
    render: (row) => row.average?.toFixed(1) ?? '—',
  },
];

function Totals({ envelope }: { envelope: ListEnvelope<ThesisSummary> }) {
  const totals = summaryTotals(envelope.result.list);
  return (
    <span>
      本页合计：学生 {totals.students} 人，
      {COUNTS.map(({ key, title }) => `${title} ${totals.counts[key]}`).join('，')}
      {totals.passRate !== null && `；已评定的及格率 ${formatPercent(totals.passRate)}`}
    </span>
  );
}

/** 论文成绩汇总 (studentSummaryViewAE): per plan the counts per grade and the average, with totals and export. */
export function SummaryPage() {
  return (
    <ListPage<ThesisSummary, Parameters<typeof listAdultThesisSummaries>[0]>
      list={{ queryKey: getListAdultThesisSummariesQueryKey, fetcher: listAdultThesisSummaries }}
      rowKey="plan_id"
      search={search}
      columns={columns}
      summary={(envelope) => <Totals envelope={envelope} />}
      exportFile={exportAdultThesisSummaries}
      exportName="论文成绩汇总.xlsx"
    />
  );
}
