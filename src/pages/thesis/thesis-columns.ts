/** What the thesis review lists share: the student search, who wrote which thesis, and its similarity. */
import { formatPercent, type ListColumn, type SearchField } from '@/kit';

/** One box for the student: 姓名、学号 or 论文题目. */
export const THESIS_STUDENT_SEARCH: SearchField = {
  type: 'input',
  field: 'keyword',
  label: '学生',
  placeholder: '姓名、学号或论文题目',
};

interface ThesisStudent {
  student_name: string;
  student_no: string;
  major_name: string;
  supervisor_name: string;
  title: string;
}

/** 姓名、学号、专业、指导教师 and 论文题目, the columns a thesis review list begins with. */
export const thesisStudentColumns = <Row extends ThesisStudent>(titleWidth = 240): ListColumn<Row>[] => [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'major_name', title: '专业', width: 120 },
  { key: 'supervisor_name', title: '指导教师', width: 100 },
  { key: 'title', title: '论文题目', width: titleWidth, ellipsis: true },
];

/** A similarity (0.123) as a percentage with one decimal (12.3%). */
export const similarityText = (value: number) => formatPercent(value * 100);
