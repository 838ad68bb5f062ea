/**
 * The columns and searches that name a student or a course, the same on every list of them:
 * 姓名 · 学号 · where the student studies · 专业 · 身份证号 (masked, hidden until shown).
 */
import type { ListColumn, SearchField } from './types';

interface StudentRow {
  student_name: string;
  student_no: string;
  id_card: string;
  profession_name: string;
}

function withPlace<Row extends StudentRow>(
  place: ListColumn<Row>,
  professionHidden: boolean,
): ListColumn<Row>[] {
  return [
    { key: 'student_name', title: '姓名', width: 90, fixed: 'left' },
    { key: 'student_no', title: '学号', width: 140 },
    place,
    { key: 'profession_name', title: '专业', width: 140, ellipsis: true, hiddenByDefault: professionHidden },
    { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard', hiddenByDefault: true },
  ];
}

/** A student and the station (函授站 / 学习中心) they study at. */
export function studentColumns<Row extends StudentRow & { station_name: string }>(
  stationNoun: string,
): ListColumn<Row>[] {
  return withPlace<Row>({ key: 'station_name', title: stationNoun, width: 150, ellipsis: true }, false);
}

/** A student and their class (the class says the major, so 专业 starts hidden). */
export function classStudentColumns<Row extends StudentRow & { class_name: string }>(): ListColumn<Row>[] {
  return withPlace<Row>({ key: 'class_name', title: '班级', width: 190, ellipsis: true }, true);
}

/** 课程名称（代码） */
export function courseColumn<Row extends { course_name: string; course_code: string }>(
  title = '课程',
): ListColumn<Row> {
  return {
    key: 'course_name',
    title,
    width: 200,
    ellipsis: true,
    render: (row) => `${row.course_name}（${row.course_code}）`,
  };
}

export const STUDENT_SEARCH = {
  type: 'input',
  field: 'keyword',
  label: '学生',
  placeholder: '姓名、学号或身份证号',
} as const satisfies SearchField;

export const COURSE_SEARCH = {
  type: 'filter',
  field: 'course_id',
  label: '课程',
  kind: 'course',
} as const satisfies SearchField;
