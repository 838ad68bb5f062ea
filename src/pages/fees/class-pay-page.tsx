/** 班级缴费 (classPayAE): each class's tuition this year — receivable, paid, reduced, owed — and its students' payments. */
import { useMemo } from 'react';
import {
  exportAdultClassPays,
  getListAdultClassPaysQueryKey,
  listAdultClassPays,
} from '@/generated/api/fees/fees';
import type { FeeClass, ListAdultClassPaysParams } from '@/generated/model';
import { ListPage, useScreenNavigation, type ListColumn, type SearchField } from '@/kit';
import { moneyTotals, yuanText } from './fee-rules';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '班级', placeholder: '班级名称' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'station_id', label: station, kind: 'station' },
  { type: 'input', field: 'year', label: '学年', placeholder: '如 2025-2026' },
  {
    type: 'select',
    field: 'owed',
    label: '欠费',
    options: [
      { label: '只看有欠费的班级', value: 1 },
      { label: '全部', value: 0 },
    ],
  },
];

const COLUMNS: ListColumn<FeeClass>[] = [
  { key: 'class_name', title: '班级', width: 200, ellipsis: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'profession_name', title: '专业', width: 140, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'station_name', title: station, width: 150, ellipsis: true },
  { key: 'year', title: '学年', width: 100 },
  {
    key: 'student_count',
    title: '已缴清 / 人数',
    width: 120,
    align: 'right',
    render: (row) => `${row.paid_count} / ${row.student_count}`,
  },
  { key: 'receivable', title: '应收', width: 120, valueType: 'money' },
  { key: 'paid', title: '实收', width: 120, valueType: 'money' },
  { key: 'reduced', title: '减免', width: 100, valueType: 'money' },
  { key: 'owed', title: '欠费', width: 120, valueType: 'money' },
];

const LIST = {
  queryKey: getListAdultClassPaysQueryKey,
  fetcher: listAdultClassPays,
};

export function ClassPayPage() {
  const { open } = useScreenNavigation();
  const summary = useMemo(
    () => (envelope: { result: { list: FeeClass[] } }) => {
      const sum = moneyTotals(envelope.result.list, ['receivable', 'paid', 'reduced', 'owed']);
      return `本页应收 ${yuanText(sum.receivable)} 元，实收 ${yuanText(sum.paid)} 元，减免 ${yuanText(sum.reduced)} 元，欠费 ${yuanText(sum.owed)} 元`;
    },
    [],
  );
  return (
    <ListPage<FeeClass, ListAdultClassPaysParams>
      list={LIST}
      rowKey="id"
      search={SEARCH}
      columns={COLUMNS}
      rowActions={[
        {
          key: 'students',
          label: '学生缴费',
          onClick: (row) => open('gradeStudentPayAE', { class_id: row.id }),
        },
      ]}
      exportFile={exportAdultClassPays}
      exportName="班级缴费.xlsx"
      summary={summary}
    />
  );
}
