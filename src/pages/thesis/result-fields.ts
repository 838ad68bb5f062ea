/** The thesis results (答辩成绩管理, 成绩评定): parts, total, grade. */
import type { ThesisResult } from '@/generated/model';
import { optionsOf, type ListColumn, type SearchField, type StatusMap } from '@/kit';
import { GRADE_STATUS } from './grading';

export const RESULT_STATUS: StatusMap = {
  0: { text: '未评定', color: 'gray' },
  1: { text: '已评定', color: 'arcoblue' },
  2: { text: '已发布', color: 'green' },
};

export const resultSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或论文题目' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(RESULT_STATUS) },
];

const score = (value: number | null) => (value === null ? '—' : String(value));

export const resultColumns: ListColumn<ThesisResult>[] = [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'major_name', title: '专业', width: 120 },
  { key: 'title', title: '论文题目', width: 220, ellipsis: true },
  {
    key: 'supervision_score',
    title: '指导成绩',
    width: 90,
    align: 'right',
    render: (r) => score(r.supervision_score),
  },
  { key: 'review_score', title: '评阅成绩', width: 90, align: 'right', render: (r) => score(r.review_score) },
  {
    key: 'defence_score',
    title: '答辩成绩',
    width: 90,
    align: 'right',
    render: (r) => score(r.defence_score),
  },
  { key: 'total_score', title: '总评', width: 80, align: 'right', render: (r) => score(r.total_score) },
  { key: 'grade', title: '等级', width: 80, valueType: 'status', statusMap: GRADE_STATUS },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: RESULT_STATUS },
  { key: 'plan_name', title: '论文计划', width: 220, ellipsis: true, hiddenByDefault: true },
];
