/** 学费设置 (adult education): fee standards per major level × study form × batch. */
import type { TuitionStandard } from '@/generated/model';
import { ENABLED_OPTIONS, enabledStatusColumn, optionsOf } from '@/kit';
import type { FormField, ListColumn, SearchField, StatusMap } from '@/kit';

export const STUDY_FORMS: StatusMap = {
  1: { text: '函授', color: 'arcoblue' },
  2: { text: '业余', color: 'cyan' },
};
export const STUDY_FORM_OPTIONS = optionsOf(STUDY_FORMS);

export const tuitionSearch: SearchField[] = [
  { type: 'dict', field: 'level', label: '专业层次', dict: 'ProfessionLevel' },
  { type: 'select', field: 'study_form', label: '学习形式', options: STUDY_FORM_OPTIONS },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const tuitionColumns: ListColumn<TuitionStandard>[] = [
  { key: 'level', title: '专业层次', width: 100, valueType: 'dict', dict: 'ProfessionLevel' },
  { key: 'study_form', title: '学习形式', width: 100, valueType: 'status', statusMap: STUDY_FORMS },
  { key: 'batch_name', title: '批次', width: 120 },
  { key: 'tuition_per_year', title: '学费（每学年）', width: 140, valueType: 'money' },
  { key: 'book_fee', title: '教材费', width: 110, valueType: 'money' },
  { key: 'exam_fee', title: '考试费', width: 110, valueType: 'money' },
  { key: 'pay_deadline', title: '缴费截止日期', width: 130, valueType: 'date' },
  enabledStatusColumn(80),
  { key: 'remark', title: '备注', width: 180, ellipsis: true, hiddenByDefault: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

const money = (field: string, label: string, max: number): FormField => ({
  type: 'number',
  field,
  label,
  half: true,
  min: 0,
  max,
  precision: 2,
  suffix: '元',
});

export const tuitionFormFields: FormField[] = [
  { type: 'dict', field: 'level', label: '专业层次', dict: 'ProfessionLevel', half: true },
  { type: 'radio', field: 'study_form', label: '学习形式', options: STUDY_FORM_OPTIONS, half: true },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch', half: true },
  money('tuition_per_year', '每学年学费', 100000),
  money('book_fee', '教材费', 10000),
  money('exam_fee', '考试费', 10000),
  { type: 'date', field: 'pay_deadline', label: '缴费截止日期', half: true },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
