/**
 * 录取管理: the list columns are also the Excel round trip (`sheet`): the export,
 * the import template and the import check share these titles and rules.
 */
import type { Admission } from '@/generated/model';
import type { SearchField, SheetColumn } from '@/kit';
import { ADMISSION_FILTERS, ADMISSION_STATUS, ADMISSION_STATUS_OPTIONS, KEYWORD } from './enrolment-fields';

export const admissionSearch: SearchField[] = [
  KEYWORD,
  ...ADMISSION_FILTERS,
  { type: 'select', field: 'status', label: '录取状态', options: ADMISSION_STATUS_OPTIONS },
];

export const admissionColumns: SheetColumn<Admission>[] = [
  { key: 'exam_no', title: '考生号', width: 150, sheet: { unique: true } },
  { key: 'name', title: '姓名', width: 100, sheet: {} },
  {
    key: 'sex',
    title: '性别',
    width: 70,
    valueType: 'dict',
    dict: 'Sex',
    sheet: { lookup: { dict: 'Sex' } },
  },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard', sheet: { unique: true } },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone', sheet: {} },
  { key: 'year', title: '招生年份', width: 90, sheet: { type: 'integer' } },
  {
    key: 'school_name',
    title: '录取院校',
    width: 150,
    ellipsis: true,
    sheet: { field: 'school_id', lookup: { filter: 'school' } },
  },
  {
    key: 'profession_name',
    title: '录取专业',
    width: 150,
    ellipsis: true,
    sheet: { field: 'profession_id', lookup: { filter: 'profession' } },
  },
  {
    key: 'level_name',
    title: '层次',
    width: 90,
    sheet: { field: 'level_id', lookup: { filter: 'ss_level' } },
  },
  {
    key: 'modality_name',
    title: '学习形式',
    width: 90,
    sheet: { field: 'modality_id', lookup: { filter: 'ss_modality' } },
  },
  { key: 'batch_name', title: '批次', width: 110, sheet: { field: 'batch_id', lookup: { filter: 'batch' } } },
  {
    key: 'nation_name',
    title: '民族',
    width: 80,
    hiddenByDefault: true,
    sheet: { field: 'nation_id', lookup: { filter: 'ss_nation' } },
  },
  {
    key: 'outlook_name',
    title: '政治面貌',
    width: 100,
    hiddenByDefault: true,
    sheet: { field: 'outlook_id', lookup: { filter: 'ss_outlook' } },
  },
  { key: 'score', title: '总分', width: 80, align: 'right', sheet: { type: 'integer' } },
  { key: 'status', title: '录取状态', width: 100, valueType: 'status', statusMap: ADMISSION_STATUS },
  { key: 'admitted_at', title: '录取日期', width: 110, valueType: 'date' },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, hiddenByDefault: true, sheet: {} },
];
