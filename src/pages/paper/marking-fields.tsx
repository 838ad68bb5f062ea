/** 阅卷管理: search fields and columns of the marking lists, as data. */
import type { MarkingPaper, MarkingSheet, MarkingTopic } from '@/generated/model';
import { renderValue, type ListColumn, type SearchField, optionsOf } from '@/kit';

/** Share done as the kit's progress bar, with the counts beside it, e.g. 240 / 378. */
export function ProgressCell({ done, total }: { done: number; total: number }) {
  const percent = total ? Math.round((done / total) * 1000) / 10 : 0;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span style={{ flex: 1, minWidth: 90 }}>{renderValue(percent, { valueType: 'progress' })}</span>
      <span style={{ whiteSpace: 'nowrap' }}>
        {done} / {total}
      </span>
    </span>
  );
}

const PAPER_STATUS = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '批阅中', color: 'arcoblue' },
  2: { text: '已完成', color: 'green' },
};
export const SHEET_STATUS = {
  0: { text: '未批阅', color: 'gray' },
  1: { text: '批阅中', color: 'arcoblue' },
  2: { text: '已批阅', color: 'green' },
  3: { text: '重新批阅', color: 'orangered' },
};

export const markingSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '考试 / 试卷', placeholder: '考试或试卷名称' },
  {
    type: 'select',
    field: 'status',
    label: '阅卷状态',
    options: optionsOf(PAPER_STATUS),
  },
];

export const markingColumns: ListColumn<MarkingPaper>[] = [
  { key: 'exam_name', title: '考试', width: 190, ellipsis: true },
  { key: 'paper_name', title: '试卷', width: 200, ellipsis: true },
  { key: 'course_name', title: '课程', width: 140 },
  {
    key: 'sheets',
    title: '答卷（已阅 / 总数）',
    width: 260,
    render: (row) => <ProgressCell done={row.sheet_marked} total={row.sheet_count} />,
  },
  {
    key: 'answers',
    title: '主观题答题（已阅 / 总数）',
    width: 260,
    render: (row) => <ProgressCell done={row.answer_marked} total={row.answer_total} />,
  },
  { key: 'marker_names', title: '阅卷老师', width: 150, ellipsis: true },
  { key: 'deadline', title: '截止日期', width: 110, valueType: 'date' },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: PAPER_STATUS },
];

export const sheetSearch: SearchField[] = [
  { type: 'input', field: 'code', label: '密封号' },
  {
    type: 'select',
    field: 'status',
    label: '批阅状态',
    options: optionsOf(SHEET_STATUS),
  },
];

export const sheetColumns: ListColumn<MarkingSheet>[] = [
  { key: 'code', title: '密封号', width: 130 },
  { key: 'objective_score', title: '客观题得分', width: 100, valueType: 'number' },
  { key: 'subjective_score', title: '主观题得分', width: 100, valueType: 'number' },
  { key: 'total_score', title: '总分', width: 90, valueType: 'number' },
  {
    key: 'progress',
    title: '批阅进度',
    width: 170,
    render: (row) => <ProgressCell done={row.marked_count} total={row.question_count} />,
  },
  { key: 'marker_name', title: '批阅老师', width: 100 },
  { key: 'status', title: '状态', width: 100, valueType: 'status', statusMap: SHEET_STATUS },
  { key: 'reopen_reason', title: '重新批阅原因', width: 220, ellipsis: true },
  { key: 'submitted_at', title: '交卷时间', width: 170, valueType: 'datetime' },
];

export const topicColumns: ListColumn<MarkingTopic>[] = [
  { key: 'seq', title: '题号', width: 70 },
  { key: 'style', title: '题型', width: 90, valueType: 'dict', dict: 'QuestionStyle' },
  { key: 'stem', title: '题干', width: 300, ellipsis: true },
  { key: 'max_score', title: '满分', width: 70, valueType: 'number' },
  {
    key: 'progress',
    title: '批阅进度',
    width: 190,
    render: (row) => <ProgressCell done={row.marked_count} total={row.answer_count} />,
  },
  { key: 'average_score', title: '平均分', width: 80, valueType: 'number' },
  { key: 'teacher_names', title: '阅卷老师', width: 160, ellipsis: true },
];
