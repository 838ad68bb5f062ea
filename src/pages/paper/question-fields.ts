/**
 * 课程题库: search fields, columns and the question form, as data. Columns with a `sheet`
 * rule are also the Excel import's (same titles); options come in as 选项A … 选项F.
 */
import type { Question } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type SearchField,
  type SheetColumn,
  enabledStatusColumn,
} from '@/kit';
import { optionLetters } from './question-rules';

export const DIFFICULTY_OPTIONS = [
  { label: '容易', value: 1 },
  { label: '较易', value: 2 },
  { label: '中等', value: 3 },
  { label: '较难', value: 4 },
  { label: '困难', value: 5 },
];

export const questionSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '题干', placeholder: '题干或知识点' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'dict', field: 'style', label: '题型', dict: 'QuestionStyle' },
  { type: 'dict', field: 'source', label: '题目来源', dict: 'Topic' },
  { type: 'select', field: 'difficulty', label: '难度', options: DIFFICULTY_OPTIONS },
  { type: 'select', field: 'duplicate', label: '重复题干', options: [{ label: '只看疑似重复', value: 1 }] },
];

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The text of one option of an options text (「B. 说明环保的重要性」 → 说明环保的重要性). */
function optionText(options: string, letter: string): string {
  const line = options.split('\n').find((text) => optionLetters(text)[0] === letter);
  return line?.replace(/^\s*[A-Za-z][.．、\s]\s*/, '') ?? '';
}

const optionColumns: SheetColumn<Question>[] = OPTION_LETTERS.map((letter) => ({
  key: `option_${letter.toLowerCase()}`,
  title: `选项${letter}`,
  width: 140,
  ellipsis: true,
  hiddenByDefault: true,
  render: (row: Question) => optionText(row.options, letter),
  sheet: {},
}));

export const questionColumns: SheetColumn<Question>[] = [
  { key: 'stem', title: '题干', width: 300, ellipsis: true, sheet: {} },
  {
    key: 'course_name',
    title: '课程',
    width: 150,
    sheet: { field: 'course_id', lookup: { filter: 'course' } },
  },
  { key: 'chapter_name', title: '章节', width: 160, ellipsis: true, sheet: {} },
  {
    key: 'style',
    title: '题型',
    width: 90,
    valueType: 'dict',
    dict: 'QuestionStyle',
    sheet: { lookup: { dict: 'QuestionStyle' } },
  },
  {
    key: 'source',
    title: '来源',
    width: 100,
    valueType: 'dict',
    dict: 'Topic',
    sheet: { lookup: { dict: 'Topic' } },
  },
  {
    key: 'difficulty',
    title: '难度',
    width: 80,
    // the import reads 1 (容易) … 5 (困难): a sheet lookup is a dictionary or a filter
    sheet: { type: 'integer' },
    valueType: 'status',
    statusMap: {
      1: { text: '容易', color: 'green' },
      2: { text: '较易', color: 'cyan' },
      3: { text: '中等', color: 'blue' },
      4: { text: '较难', color: 'orange' },
      5: { text: '困难', color: 'red' },
    },
  },
  { key: 'knowledge_point', title: '知识点', width: 120, ellipsis: true, sheet: {} },
  ...optionColumns,
  { key: 'answer', title: '参考答案', width: 160, ellipsis: true, hiddenByDefault: true, sheet: {} },
  { key: 'analysis', title: '解析', width: 200, ellipsis: true, hiddenByDefault: true, sheet: {} },
  { key: 'score', title: '分值', width: 70, align: 'right', sheet: { type: 'number' } },
  {
    key: 'duplicate',
    title: '重复',
    width: 90,
    valueType: 'status',
    statusMap: { 1: { text: '疑似重复', color: 'orangered' }, 0: { text: '—', color: 'gray' } },
  },
  enabledStatusColumn(80),
  { key: 'created_at', title: '录入时间', width: 170, valueType: 'datetime' },
];

export const questionFormFields: FormField[] = [
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course', half: true },
  { type: 'input', field: 'chapter_name', label: '章节', half: true, maxLength: 50 },
  { type: 'dict', field: 'style', label: '题型', dict: 'QuestionStyle', half: true },
  { type: 'dict', field: 'source', label: '题目来源', dict: 'Topic', half: true },
  { type: 'select', field: 'difficulty', label: '难度', options: DIFFICULTY_OPTIONS, half: true },
  { type: 'input', field: 'knowledge_point', label: '知识点', half: true, maxLength: 50 },
  {
    type: 'textarea',
    field: 'stem',
    label: '题干',
    maxLength: 2000,
    extra: '图片可写成 <img src="…">，预览与试卷中按图片显示',
  },
  {
    type: 'textarea',
    field: 'options',
    label: '选项',
    maxLength: 2000,
    extra: '单选、多选题必填：每行一个，如「A. 介绍一种新技术」',
  },
  {
    type: 'textarea',
    field: 'answer',
    label: '参考答案',
    maxLength: 2000,
    extra: '选择题填字母，如 B 或 AC；判断题填「正确」或「错误」',
  },
  { type: 'textarea', field: 'analysis', label: '解析', maxLength: 2000 },
  {
    type: 'number',
    field: 'score',
    label: '默认分值',
    min: 0.5,
    max: 100,
    precision: 1,
    suffix: '分',
    half: true,
  },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
];
