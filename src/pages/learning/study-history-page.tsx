import {
  exportFsStudyHistories,
  getListFsStudyCoursesQueryKey,
  getListFsStudyHistoriesQueryKey,
  listFsStudyCourses,
  listFsStudyHistories,
} from '@/generated/api/learning/learning';
import type { ListFsStudyHistoriesParams, StudyCourse, StudyHistory } from '@/generated/model';
import { optionsOf, type DetailItem, type ListColumn, type StatusMap } from '@/kit';
import { courseColumn, learningSearch, studentColumns, studentDetailItems } from './learning-fields';
import { RecordList } from './record-list';

const STUDENT_STATUS: StatusMap = {
  1: { text: '在籍', color: 'green' },
  2: { text: '休学', color: 'orange' },
  3: { text: '退学', color: 'red' },
  4: { text: '已毕业', color: 'arcoblue' },
  5: { text: '学籍过期', color: 'gray' },
};
const COURSE_TYPE: StatusMap = {
  1: { text: '公共基础课', color: 'arcoblue' },
  2: { text: '专业课', color: 'purple' },
  3: { text: '选修课', color: 'cyan' },
  4: { text: '实践课', color: 'orange' },
};

const search = learningSearch('最近学习日期', [
  { type: 'select', field: 'status', label: '学籍状态', options: optionsOf(STUDENT_STATUS) },
]);

const columns: ListColumn<StudyHistory>[] = [
  ...studentColumns(),
  { key: 'status', title: '学籍状态', width: 100, valueType: 'status', statusMap: STUDENT_STATUS },
  {
    key: 'course_count',
    title: '已学完/选课',
    width: 110,
    align: 'right',
    render: (row) => `${row.finished_course_count} / ${row.course_count}`,
  },
  { key: 'progress', title: '学习进度', width: 170, valueType: 'progress' },
  { key: 'study_seconds', title: '累计学习时长', width: 150, valueType: 'duration' },
  { key: 'exam_count', title: '考试次数', width: 90, align: 'right', hiddenByDefault: true },
  { key: 'practice_count', title: '练习次数', width: 90, align: 'right', hiddenByDefault: true },
  { key: 'last_study_at', title: '最近学习时间', width: 150, valueType: 'datetime' },
  { key: 'enrolled_at', title: '入学日期', width: 110, valueType: 'date', hiddenByDefault: true },
];

const detailItems: DetailItem<StudyHistory>[] = [
  ...studentDetailItems,
  { key: 'status', title: '学籍状态', valueType: 'status', statusMap: STUDENT_STATUS },
  { key: 'enrolled_at', title: '入学日期', valueType: 'date' },
  { key: 'last_study_at', title: '最近学习时间', valueType: 'datetime' },
  { key: 'progress', title: '学习进度', valueType: 'progress' },
  { key: 'study_seconds', title: '累计学习时长', valueType: 'duration' },
];

const courseColumns: ListColumn<StudyCourse>[] = [
  { ...courseColumn, width: 180 },
  { key: 'course_type', title: '课程类型', width: 100, valueType: 'status', statusMap: COURSE_TYPE },
  { key: 'credit', title: '学分', width: 60, valueType: 'number' },
  {
    key: 'video_count',
    title: '视频完成',
    width: 90,
    align: 'right',
    render: (row) => `${row.finished_video_count} / ${row.video_count}`,
  },
  { key: 'progress', title: '学习进度', width: 150, valueType: 'progress' },
  { key: 'study_seconds', title: '学习时长', width: 130, valueType: 'duration' },
  { key: 'homework_score', title: '作业平均分', width: 110, valueType: 'number' },
  { key: 'exam_score', title: '考试成绩', width: 90, valueType: 'number' },
  { key: 'last_study_at', title: '最近学习时间', width: 150, valueType: 'datetime' },
];

/** 学习记录 (studentHistoryAE / studentHistoryST): each student's status and learning, with their courses. */
export function StudyHistoryPage() {
  return (
    <RecordList<StudyHistory, ListFsStudyHistoriesParams, StudyCourse>
      list={{ queryKey: getListFsStudyHistoriesQueryKey, fetcher: listFsStudyHistories }}
      rowKey="student_uuid"
      search={search}
      columns={columns}
      exportFile={exportFsStudyHistories}
      exportName="学习记录.xlsx"
      drillDown={{
        label: '课程进度',
        title: (row) => `${row.student_name}的学习记录`,
        items: detailItems,
        // the student's courses with their progress
        rows: {
          queryKey: (row) => getListFsStudyCoursesQueryKey({ student_uuid: row.student_uuid }),
          fetcher: (row, options, signal) =>
            listFsStudyCourses({ student_uuid: row.student_uuid }, options, signal),
        },
        columns: courseColumns,
        rowKey: 'course_id',
      }}
    />
  );
}
