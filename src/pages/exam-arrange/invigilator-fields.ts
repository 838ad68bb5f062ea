/** 监考老师: search, columns and form of the invigilator pool. */
import type { Invigilator } from '@/generated/model';
import { yesNoOptions, type FormField, type ListColumn, type SearchField } from '@/kit';
import { recordTailColumns, STATUS_RADIO, STATUS_SEARCH } from './record-fields';

export const invigilatorSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '监考老师', placeholder: '姓名或工号' },
  { type: 'input', field: 'unit', label: '工作单位' },
  STATUS_SEARCH,
];

export const invigilatorColumns: ListColumn<Invigilator>[] = [
  { key: 'teacher_no', title: '工号', width: 110 },
  { key: 'name', title: '姓名', width: 90 },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone' },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard', hiddenByDefault: true },
  { key: 'unit', title: '工作单位', width: 200, ellipsis: true },
  { key: 'title', title: '职称', width: 100 },
  {
    key: 'chief_qualified',
    title: '可任主监考',
    width: 110,
    valueType: 'status',
    statusMap: { 1: { text: '是', color: 'arcoblue' }, 0: { text: '否', color: 'gray' } },
  },
  {
    key: 'duty_count',
    title: '本学期监考',
    width: 110,
    align: 'right',
    render: (row) => `${row.duty_count} 场`,
  },
  ...recordTailColumns<Invigilator>(160),
];

export const invigilatorFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '姓名', half: true, maxLength: 20 },
  { type: 'input', field: 'teacher_no', label: '工号', half: true, maxLength: 20 },
  { type: 'dict', field: 'sex', label: '性别', half: true, dict: 'Sex' },
  { type: 'input', field: 'phone', label: '手机号', half: true },
  { type: 'input', field: 'id_card', label: '身份证号', half: true, extra: '用于监考费发放，可稍后补充' },
  { type: 'input', field: 'title', label: '职称', half: true, maxLength: 20, placeholder: '如 讲师' },
  {
    type: 'input',
    field: 'unit',
    label: '工作单位',
    maxLength: 50,
    placeholder: '如 华南师范大学继续教育学院',
  },
  { type: 'radio', field: 'chief_qualified', label: '可任主监考', half: true, options: yesNoOptions() },
  STATUS_RADIO,
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200, placeholder: '如 仅周末可监考' },
];
