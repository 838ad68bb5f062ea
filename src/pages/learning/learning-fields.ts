/**
 * What the five learning-record screens share: the spec §3 filters, the student
 * and course columns, and the student fields of a detail view.
 */
import type { StudyHistory, VideoProgress } from '@/generated/model';
import type { DetailItem, ListColumn, SearchField } from '@/kit';

/** The student fields every learning record carries. */
export type StudentRow = Pick<
  StudyHistory,
  'student_name' | 'id_card' | 'school_name' | 'profession_name' | 'level_name' | 'batch_name'
>;
type CourseRow = Pick<VideoProgress, 'course_code' | 'course_name'>;

/**
 * 学生（姓名或身份证号）、院校、专业、层次、批次、课程, then the screen's own
 * filters, then the date range (labelled by what it filters, e.g. 考试日期).
 */
export function learningSearch(dateLabel: string, own: SearchField[] = []): SearchField[] {
  return [
    { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名或身份证号' },
    { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
    { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
    { type: 'filter', field: 'level_id', label: '层次', kind: 'level' },
    { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
    { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
    ...own,
    { type: 'dateRange', fields: ['start_date', 'end_date'], label: dateLabel },
  ];
}

/** 学生姓名, masked 身份证号, 院校, 专业; 层次 and 批次 are in the column settings. */
export function studentColumns(): ListColumn<StudentRow>[] {
  return [
    { key: 'student_name', title: '学生姓名', width: 90, fixed: 'left' },
    { key: 'id_card', title: '身份证号', width: 160, valueType: 'idCard' },
    { key: 'school_name', title: '院校', width: 140, ellipsis: true },
    { key: 'profession_name', title: '专业', width: 120, ellipsis: true },
    { key: 'level_name', title: '层次', width: 90, hiddenByDefault: true },
    { key: 'batch_name', title: '批次', width: 110, hiddenByDefault: true },
  ];
}

/** 课程 as 「00015 英语（二）」. */
export const courseColumn: ListColumn<CourseRow> = {
  key: 'course_name',
  title: '课程',
  width: 200,
  ellipsis: true,
  render: (row) => `${row.course_code} ${row.course_name}`,
};

export const studentDetailItems: DetailItem<StudentRow>[] = [
  { key: 'student_name', title: '学生姓名' },
  { key: 'id_card', title: '身份证号', valueType: 'idCard' },
  { key: 'school_name', title: '院校' },
  { key: 'profession_name', title: '专业' },
  { key: 'level_name', title: '层次' },
  { key: 'batch_name', title: '批次' },
];
