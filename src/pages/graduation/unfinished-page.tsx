/**
 * 本年度未毕业学生 (yearsNoGradAE): students due to graduate this year who cannot, each with the
 * reasons (学分不足、欠费、论文未通过、照片未通过、未申请、学籍异常) and what was found.
 */
import { Space, Tag, Tooltip } from '@arco-design/web-react';
import {
  exportAdultGraduationUnfinished,
  getListAdultGraduationUnfinishedQueryKey,
  listAdultGraduationUnfinished,
} from '@/generated/api/graduation/graduation';
import type { GraduationUnfinished, ListAdultGraduationUnfinishedParams } from '@/generated/model';
import { type ListColumn, ListPage, type SearchField, studentColumns } from '@/kit';
import { creditsAndOwedColumns, PROFESSION_SEARCH, STUDENT_SEARCH } from './graduation-fields';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

export const UNFINISHED_REASONS: Record<string, string> = {
  credits: '学分不足',
  fees: '欠费',
  thesis: '论文未通过',
  photo: '照片未通过',
  apply: '未申请毕业',
  status: '学籍异常',
};

const LIST = {
  queryKey: getListAdultGraduationUnfinishedQueryKey,
  fetcher: listAdultGraduationUnfinished,
};
const SEARCH: SearchField[] = [
  STUDENT_SEARCH,
  PROFESSION_SEARCH,
  {
    type: 'select',
    field: 'reason',
    label: '未毕业原因',
    options: Object.entries(UNFINISHED_REASONS).map(([value, label]) => ({ label, value })),
  },
];

/** 「学分不足 2 人、欠费 2 人」 over the rows shown. */
export function reasonCounts(rows: GraduationUnfinished[]): string {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const reason of new Set(row.reasons.map((item) => item.code)))
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([code, count]) => `${UNFINISHED_REASONS[code] ?? code} ${count} 人`).join('、');
}

const COLUMNS: ListColumn<GraduationUnfinished>[] = [
  ...studentColumns<GraduationUnfinished>(station),
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'grade', title: '年级', width: 80 },
  {
    key: 'reasons',
    title: '未毕业原因',
    width: 240,
    render: (row) => (
      <Space size={4} wrap>
        {row.reasons.map((reason) => (
          <Tooltip key={reason.code} content={reason.detail}>
            <Tag color="red">{UNFINISHED_REASONS[reason.code] ?? reason.code}</Tag>
          </Tooltip>
        ))}
      </Space>
    ),
  },
  {
    key: 'detail',
    title: '说明',
    width: 320,
    ellipsis: true,
    render: (row) => row.reasons.map((reason) => reason.detail).join('；'),
  },
  ...creditsAndOwedColumns<GraduationUnfinished>(),
  { key: 'expected_date', title: '应毕业日期', width: 110, valueType: 'date' },
];

export function UnfinishedPage() {
  return (
    <ListPage<GraduationUnfinished, ListAdultGraduationUnfinishedParams>
      list={LIST}
      rowKey="id"
      search={SEARCH}
      columns={COLUMNS}
      exportFile={exportAdultGraduationUnfinished}
      exportName="本年度未毕业学生.xlsx"
      summary={(envelope) => {
        const counts = reasonCounts(envelope.result.list);
        return counts ? `本页原因：${counts}` : null;
      }}
    />
  );
}
