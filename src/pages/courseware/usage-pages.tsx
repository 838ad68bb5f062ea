/**
 * 教材使用设置 (textbookUsageSetViewAE): which textbook each course uses per grade and major, set in a
 * modal; 教材使用查看 (textbookUsageViewAE): per station, how many enrolled students use each textbook and
 * what it costs, with totals and an export.
 */

import {
  createAdultTextbookUsage,
  deleteAdultTextbookUsages,
  exportAdultTextbookUsageViews,
  getListAdultTextbookUsagesQueryKey,
  getListAdultTextbookUsageViewsQueryKey,
  listAdultTextbookUsages,
  listAdultTextbookUsageViews,
  updateAdultTextbookUsage,
} from '@/generated/api/courseware/courseware';
import type {
  ListAdultTextbookUsagesParams,
  ListAdultTextbookUsageViewsParams,
  TextbookUsage,
  TextbookUsageBody,
  TextbookUsageUpdateBody,
  TextbookUsageView,
} from '@/generated/model';
import {
  CreateAdultTextbookUsageBody,
  UpdateAdultTextbookUsageBody,
} from '@/generated/zod/courseware/courseware.zod';
import {
  batchDeleteAction,
  DialogList,
  formatMoney,
  type FormField,
  type ListColumn,
  ListPage,
  type SearchField,
  sumYuan,
} from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const SEMESTERS = Array.from({ length: 6 }, (_, index) => ({
  value: index + 1,
  label: `第${'一二三四五六'[index]}学期`,
}));
const semesterText = (semester: number) => SEMESTERS[semester - 1]?.label ?? `第${semester}学期`;

const USAGE_LIST = {
  queryKey: getListAdultTextbookUsagesQueryKey,
  fetcher: listAdultTextbookUsages,
};
const USAGE_SEARCH: SearchField[] = [
  { type: 'filter', field: 'year', label: '年级', kind: 'year' },
  { type: 'filter', field: 'major_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'input', field: 'keyword', label: '教材', placeholder: '教材名称或 ISBN' },
];
const USAGE_COLUMNS: ListColumn<TextbookUsage>[] = [
  { key: 'year', title: '年级', width: 80, render: (row) => `${row.year}级` },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'major_name', title: '专业', width: 130, ellipsis: true },
  { key: 'semester', title: '开课学期', width: 100, render: (row) => semesterText(row.semester) },
  { key: 'course_name', title: '课程', width: 170, ellipsis: true },
  { key: 'textbook_title', title: '教材', width: 180, ellipsis: true },
  { key: 'isbn', title: 'ISBN', width: 140 },
  { key: 'publisher', title: '出版社', width: 160, ellipsis: true },
  { key: 'price', title: '定价', width: 90, valueType: 'money' },
  { key: 'updated_at', title: '更新时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];
const USAGE_FIELDS: FormField[] = [
  { type: 'filter', field: 'year', label: '年级', kind: 'year', half: true },
  { type: 'filter', field: 'major_id', label: '专业', kind: 'profession', half: true },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course', half: true },
  { type: 'select', field: 'semester', label: '开课学期', options: SEMESTERS, half: true },
  {
    type: 'filter',
    field: 'textbook_id',
    label: '教材',
    kind: 'material',
    extra: '教材库中没有的教材，请先在「教材管理」中新增',
  },
];
const NEW_USAGE = { semester: 1 };

export function TextbookUsageSetPage() {
  return (
    <DialogList<TextbookUsage, ListAdultTextbookUsagesParams, TextbookUsageBody | TextbookUsageUpdateBody>
      list={USAGE_LIST}
      search={USAGE_SEARCH}
      columns={USAGE_COLUMNS}
      addLabel="新增设置"
      actions={{
        noun: '教材设置',
        name: (row) => `${row.year}级${row.major_name} · ${row.course_name}`,
        remove: (row) => deleteAdultTextbookUsages({ ids: [row.id] }),
      }}
      batchActions={[
        batchDeleteAction(
          (count) => `确定删除选中的 ${count} 条教材设置吗？已生成的教材计划不受影响。`,
          (rows) => deleteAdultTextbookUsages({ ids: rows.map((row) => row.id) }),
        ),
      ]}
      dialog={{
        width: 680,
        fields: USAGE_FIELDS,
        create: { title: '新增教材设置', schema: CreateAdultTextbookUsageBody, record: NEW_USAGE },
        edit: { title: '编辑教材设置', schema: UpdateAdultTextbookUsageBody },
        submit: (payload) =>
          'id' in payload ? updateAdultTextbookUsage(payload) : createAdultTextbookUsage(payload),
      }}
      listKey={getListAdultTextbookUsagesQueryKey}
    />
  );
}

const VIEW_LIST = {
  queryKey: getListAdultTextbookUsageViewsQueryKey,
  fetcher: listAdultTextbookUsageViews,
};
const VIEW_SEARCH: SearchField[] = [
  { type: 'filter', field: 'year', label: '年级', kind: 'year' },
  { type: 'filter', field: 'station_id', label: station, kind: 'station' },
  { type: 'filter', field: 'major_id', label: '专业', kind: 'profession' },
  { type: 'input', field: 'keyword', label: '教材', placeholder: '教材名称或 ISBN' },
];
const VIEW_COLUMNS: ListColumn<TextbookUsageView>[] = [
  { key: 'year', title: '年级', width: 80, render: (row) => `${row.year}级` },
  { key: 'station_name', title: station, width: 150, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'major_name', title: '专业', width: 130, ellipsis: true },
  { key: 'course_name', title: '课程', width: 170, ellipsis: true },
  { key: 'textbook_title', title: '教材', width: 180, ellipsis: true },
  { key: 'isbn', title: 'ISBN', width: 140 },
  { key: 'price', title: '定价', width: 90, valueType: 'money' },
  { key: 'student_count', title: '在读人数', width: 90, valueType: 'number' },
  { key: 'amount', title: '金额', width: 110, valueType: 'money' },
];

export function TextbookUsageViewPage() {
  return (
    <ListPage<TextbookUsageView, ListAdultTextbookUsageViewsParams>
      list={VIEW_LIST}
      rowKey="id"
      search={VIEW_SEARCH}
      columns={VIEW_COLUMNS}
      exportFile={exportAdultTextbookUsageViews}
      exportName="教材使用情况.xlsx"
      summary={(envelope) => {
        const rows = envelope.result.list;
        const students = rows.reduce((total, row) => total + row.student_count, 0);
        return `本页合计：在读 ${students} 人次，金额 ${formatMoney(sumYuan(rows.map((row) => row.amount)), { symbol: false })} 元`;
      }}
    />
  );
}
