/** Papers (考试试卷、练习试卷、作业、模拟考试): search fields and columns, as data. */
import type { Paper, PaperQuestion } from '@/generated/model';
import type { ListColumn, SearchField } from '@/kit';

export const KIND_NOUN: Record<number, string> = { 1: '试卷', 2: '练习试卷', 3: '作业', 4: '模拟试卷' };
export const KIND_OPTIONS = [
  { label: '考试试卷', value: 1 },
  { label: '练习试卷', value: 2 },
  { label: '作业', value: 3 },
  { label: '模拟考试', value: 4 },
];

export const paperSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '名称' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  {
    type: 'select',
    field: 'status',
    label: '状态',
    options: [
      { label: '已发布', value: 1 },
      { label: '未发布', value: 0 },
    ],
  },
];

export const paperColumns = (noun: string): ListColumn<Paper>[] => [
  { key: 'name', title: `${noun}名称`, width: 230, ellipsis: true },
  { key: 'course_name', title: '课程', width: 150 },
  {
    key: 'compose_mode',
    title: '组卷方式',
    width: 100,
    valueType: 'status',
    statusMap: { 1: { text: '规则抽题', color: 'arcoblue' }, 2: { text: '手工选题', color: 'purple' } },
  },
  { key: 'question_count', title: '题数', width: 70, valueType: 'number' },
  {
    key: 'total_score',
    title: '分值合计 / 满分',
    width: 130,
    render: (row) => (
      <span style={{ color: row.total_score === row.full_score ? undefined : 'rgb(var(--danger-6))' }}>
        {row.total_score} / {row.full_score}
        {row.total_score === row.full_score ? '' : '（不一致）'}
      </span>
    ),
  },
  { key: 'pass_score', title: '及格分', width: 80, valueType: 'number' },
  { key: 'duration', title: '时长（分钟）', width: 110, valueType: 'number' },
  {
    key: 'status',
    title: '状态',
    width: 90,
    valueType: 'status',
    statusMap: { 1: { text: '已发布', color: 'green' }, 0: { text: '未发布', color: 'gray' } },
  },
  { key: 'creator', title: '组卷人', width: 90 },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const paperQuestionColumns: ListColumn<PaperQuestion>[] = [
  { key: 'seq', title: '题号', width: 70 },
  { key: 'style', title: '题型', width: 90, valueType: 'dict', dict: 'QuestionStyle' },
  { key: 'stem', title: '题干', width: 320, ellipsis: true },
  { key: 'chapter_name', title: '章节', width: 140, ellipsis: true },
  { key: 'answer', title: '参考答案', width: 160, ellipsis: true },
  { key: 'score', title: '分值', width: 70, valueType: 'number' },
];
