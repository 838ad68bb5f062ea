import {
  exportFsPracticeRecords,
  getListFsPracticeRecordsQueryKey,
  listFsPracticeRecords,
} from '@/generated/api/learning/learning';
import type { ListFsPracticeRecordsParams, PracticeRecord } from '@/generated/model';
import { optionsOf, type DetailItem, type ListColumn, type StatusMap } from '@/kit';
import { courseColumn, learningSearch, studentColumns, studentDetailItems } from './learning-fields';
import { RecordList } from './record-list';

const PRACTICE_TYPE: StatusMap = {
  1: { text: '章节练习', color: 'arcoblue' },
  2: { text: '课后作业', color: 'purple' },
  3: { text: '综合练习', color: 'cyan' },
  4: { text: '模拟测试', color: 'orange' },
};

const search = learningSearch('提交日期', [
  { type: 'select', field: 'practice_type', label: '练习类型', options: optionsOf(PRACTICE_TYPE) },
]);

const columns: ListColumn<PracticeRecord>[] = [
  ...studentColumns(),
  courseColumn,
  { key: 'practice_name', title: '练习名称', width: 200, ellipsis: true },
  { key: 'practice_type', title: '练习类型', width: 100, valueType: 'status', statusMap: PRACTICE_TYPE },
  {
    key: 'correct_count',
    title: '答对/题数',
    width: 90,
    align: 'right',
    render: (row) => `${row.correct_count} / ${row.question_count}`,
  },
  { key: 'accuracy', title: '正确率', width: 150, valueType: 'progress' },
  {
    key: 'score',
    title: '得分/满分',
    width: 90,
    align: 'right',
    render: (row) => `${row.score} / ${row.total_score}`,
  },
  { key: 'duration_seconds', title: '答题用时', width: 120, valueType: 'duration' },
  { key: 'submitted_at', title: '提交时间', width: 150, valueType: 'datetime' },
];

const detailItems: DetailItem<PracticeRecord>[] = [
  ...studentDetailItems,
  { key: 'course_name', title: '课程' },
  { key: 'course_code', title: '课程代码' },
  { key: 'practice_name', title: '练习名称' },
  { key: 'practice_type', title: '练习类型', valueType: 'status', statusMap: PRACTICE_TYPE },
  { key: 'question_count', title: '题目数' },
  { key: 'correct_count', title: '答对题数' },
  { key: 'accuracy', title: '正确率', valueType: 'percent' },
  { key: 'score', title: '得分' },
  { key: 'total_score', title: '满分' },
  { key: 'duration_seconds', title: '答题用时', valueType: 'duration' },
  { key: 'submitted_at', title: '提交时间', valueType: 'datetime' },
];

/** 练习记录 (practiceRecordAE / practiceRecordST): chapter practice, homework and mock tests handed in. */
export function PracticeRecordPage() {
  return (
    <RecordList<PracticeRecord, ListFsPracticeRecordsParams>
      list={{ queryKey: getListFsPracticeRecordsQueryKey, fetcher: listFsPracticeRecords }}
      search={search}
      columns={columns}
      exportFile={exportFsPracticeRecords}
      exportName="练习记录.xlsx"
      detail={{ title: '练习记录详情', items: detailItems }}
    />
  );
}
