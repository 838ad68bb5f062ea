import {
  exportFsExamRecords,
  getListFsExamRecordsQueryKey,
  listFsExamRecords,
} from '@/generated/api/learning/learning';
import type { ExamRecord, ListFsExamRecordsParams } from '@/generated/model';
import { optionsOf, type DetailItem, type ListColumn, type StatusMap } from '@/kit';
import { courseColumn, learningSearch, studentColumns, studentDetailItems } from './learning-fields';
import { RecordList } from './record-list';

const EXAM_TYPE: StatusMap = {
  1: { text: '线上考试', color: 'arcoblue' },
  2: { text: '线下考试', color: 'purple' },
  3: { text: '模拟考试', color: 'cyan' },
};
const EXAM_RESULT: StatusMap = {
  1: { text: '已通过', color: 'green' },
  2: { text: '未通过', color: 'red' },
  3: { text: '待阅卷', color: 'orange' },
  4: { text: '缺考', color: 'gray' },
};

const search = learningSearch('考试日期', [
  { type: 'select', field: 'exam_type', label: '考试方式', options: optionsOf(EXAM_TYPE) },
  { type: 'select', field: 'status', label: '考试结果', options: optionsOf(EXAM_RESULT) },
]);

const columns: ListColumn<ExamRecord>[] = [
  ...studentColumns(),
  courseColumn,
  { key: 'exam_name', title: '考试名称', width: 180, ellipsis: true },
  { key: 'exam_type', title: '考试方式', width: 100, valueType: 'status', statusMap: EXAM_TYPE },
  { key: 'score', title: '成绩', width: 80, valueType: 'number' },
  {
    key: 'pass_score',
    title: '及格/总分',
    width: 90,
    align: 'right',
    render: (row) => `${row.pass_score} / ${row.total_score}`,
  },
  { key: 'status', title: '考试结果', width: 90, valueType: 'status', statusMap: EXAM_RESULT },
  { key: 'duration_seconds', title: '答题用时', width: 120, valueType: 'duration' },
  { key: 'screen_switches', title: '切屏次数', width: 90, align: 'right', hiddenByDefault: true },
  { key: 'started_at', title: '开考时间', width: 150, valueType: 'datetime' },
  { key: 'submitted_at', title: '交卷时间', width: 150, valueType: 'datetime' },
];

const detailItems: DetailItem<ExamRecord>[] = [
  ...studentDetailItems,
  { key: 'course_name', title: '课程' },
  { key: 'course_code', title: '课程代码' },
  { key: 'exam_name', title: '考试名称' },
  { key: 'exam_type', title: '考试方式', valueType: 'status', statusMap: EXAM_TYPE },
  { key: 'score', title: '成绩' },
  { key: 'status', title: '考试结果', valueType: 'status', statusMap: EXAM_RESULT },
  { key: 'total_score', title: '试卷总分' },
  { key: 'pass_score', title: '及格分' },
  { key: 'duration_seconds', title: '答题用时', valueType: 'duration' },
  { key: 'screen_switches', title: '切屏次数' },
  { key: 'started_at', title: '开考时间', valueType: 'datetime' },
  { key: 'submitted_at', title: '交卷时间', valueType: 'datetime' },
];

/** 考试记录 (examRecordAE / examRecordST): every exam a student sat, with score and result. */
export function ExamRecordPage() {
  return (
    <RecordList<ExamRecord, ListFsExamRecordsParams>
      list={{ queryKey: getListFsExamRecordsQueryKey, fetcher: listFsExamRecords }}
      search={search}
      columns={columns}
      exportFile={exportFsExamRecords}
      exportName="考试记录.xlsx"
      detail={{ title: '考试记录详情', items: detailItems }}
    />
  );
}
