/** Columns and status maps shared by the score screens. */
import type { ListColumn, StatusMap } from '@/kit';

export const STATE: StatusMap = {
  0: { text: '正常', color: 'green' },
  1: { text: '缺考', color: 'gray' },
  2: { text: '缓考', color: 'orange' },
  3: { text: '作弊', color: 'red' },
};
export const SOURCE: StatusMap = {
  1: { text: '线上考试', color: 'arcoblue' },
  2: { text: '线下录入', color: 'purple' },
  3: { text: '成绩认定', color: 'cyan' },
  4: { text: '免考', color: 'gray' },
};

interface Student {
  student_name: string;
  student_no: string;
  id_card: string;
  class_name: string;
  profession_name: string;
}

export function studentColumns<Row extends Student>(): ListColumn<Row>[] {
  return [
    { key: 'student_name', title: '姓名', width: 90 },
    { key: 'student_no', title: '学号', width: 140 },
    { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard', hiddenByDefault: true },
    { key: 'class_name', title: '班级', width: 190, ellipsis: true },
    { key: 'profession_name', title: '专业', width: 140, ellipsis: true, hiddenByDefault: true },
  ];
}

export function courseColumn<Row extends { course_name: string; course_code: string }>(): ListColumn<Row> {
  return {
    key: 'course_name',
    title: '课程',
    width: 200,
    ellipsis: true,
    render: (row) => `${row.course_name}（${row.course_code}）`,
  };
}

/** A score cell: 缺考 / 未录入 / the score, red when below the pass mark. */
export function scoreCell(
  score: number | null,
  passScore: number,
  state = 0,
): { text: string; failed: boolean } {
  if (state !== 0) return { text: STATE[state]!.text, failed: state !== 2 };
  if (score === null) return { text: '未录入', failed: false };
  return { text: String(score), failed: score < passScore };
}

export const STUDENT_SEARCH = {
  type: 'input',
  field: 'keyword',
  label: '学生',
  placeholder: '姓名、学号或身份证号',
} as const;
export const COURSE_SEARCH = { type: 'filter', field: 'course_id', label: '课程', kind: 'course' } as const;
