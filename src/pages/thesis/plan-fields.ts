/** 论文计划 (both lines): search, columns and the form, with the milestone dates in order. */
import type { ThesisPlan } from '@/generated/model';
import { optionsOf, type FormField, type ListColumn, type SearchField, type StatusMap } from '@/kit';

export const PLAN_STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '进行中', color: 'arcoblue' },
  2: { text: '已结束', color: 'green' },
};

export const planSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '计划名称', placeholder: '计划名称' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(PLAN_STATUS) },
];

export const planColumns: ListColumn<ThesisPlan>[] = [
  { key: 'name', title: '计划名称', width: 240, ellipsis: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'major_name', title: '专业', width: 140 },
  { key: 'topic_at', title: '选题截止', width: 110, valueType: 'date' },
  { key: 'proposal_at', title: '开题截止', width: 110, valueType: 'date' },
  { key: 'midterm_at', title: '中期检查', width: 110, valueType: 'date' },
  { key: 'final_at', title: '定稿截止', width: 110, valueType: 'date' },
  { key: 'defence_at', title: '答辩日期', width: 110, valueType: 'date' },
  {
    key: 'grouped',
    title: '已分组 / 学生',
    width: 120,
    align: 'right',
    render: (row) => `${row.grouped_count} / ${row.student_count}`,
  },
  { key: 'supervisor_count', title: '指导教师', width: 90, valueType: 'number' },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: PLAN_STATUS },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

export const planFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '计划名称', maxLength: 50 },
  { type: 'input', field: 'batch_name', label: '批次', half: true, maxLength: 30, extra: '如 2024级春季' },
  { type: 'input', field: 'major_name', label: '专业', half: true, maxLength: 30 },
  { type: 'date', field: 'topic_at', label: '选题截止', half: true },
  { type: 'date', field: 'proposal_at', label: '开题截止', half: true },
  { type: 'date', field: 'midterm_at', label: '中期检查截止', half: true },
  { type: 'date', field: 'final_at', label: '定稿截止', half: true },
  {
    type: 'date',
    field: 'defence_at',
    label: '答辩日期',
    half: true,
    extra: '各环节日期须依次不早于前一环节',
  },
];
