/** 教学托管申请: 函授站或合作单位申请把一个学期的课程交由平台授课。 */
import type { TeachTrusteeship } from '@/generated/model';
import {
  type DetailItem,
  type ListColumn,
  REVIEW_STATUS,
  reviewSearch,
  reviewStatusColumn,
  type SearchField,
} from '@/kit';

export const TRUSTEESHIP_REASONS = [
  '托管学生数不足 20 人',
  '申请课程不在本学期执行计划内',
  '请补充托管期间的教学安排说明',
] as const;

export const trusteeshipSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '关键字', placeholder: '申请编号、申请单位或申请人' },
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  reviewSearch(),
];

export const trusteeshipColumns: ListColumn<TeachTrusteeship>[] = [
  { key: 'apply_no', title: '申请编号', width: 130 },
  { key: 'unit_name', title: '申请单位', width: 150, ellipsis: true },
  { key: 'school_name', title: '院校', width: 140, ellipsis: true },
  { key: 'profession_name', title: '专业', width: 120, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'batch_name', title: '批次', width: 110, hiddenByDefault: true },
  { key: 'term', title: '托管学期', width: 140 },
  { key: 'student_count', title: '学生数', width: 80, valueType: 'number' },
  { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
  { key: 'applicant', title: '申请人', width: 90 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'applied_at', title: '申请时间', width: 160, valueType: 'datetime' },
  reviewStatusColumn(),
  { key: 'reviewer', title: '审核人', width: 110, hiddenByDefault: true },
  { key: 'reason', title: '驳回原因', width: 200, ellipsis: true },
];

export const trusteeshipDetail: DetailItem<TeachTrusteeship>[] = [
  { key: 'apply_no', title: '申请编号' },
  { key: 'unit_name', title: '申请单位' },
  { key: 'school_name', title: '院校' },
  { key: 'profession_name', title: '专业' },
  { key: 'level_name', title: '层次' },
  { key: 'batch_name', title: '批次' },
  { key: 'term', title: '托管学期' },
  { key: 'student_count', title: '托管学生数' },
  { key: 'course_count', title: '托管课程数' },
  { key: 'applicant', title: '申请人' },
  { key: 'phone', title: '联系电话', valueType: 'phone' },
  { key: 'applied_at', title: '申请时间', valueType: 'datetime' },
  { key: 'status', title: '审核状态', valueType: 'status', statusMap: REVIEW_STATUS },
  { key: 'reviewer', title: '审核人' },
  { key: 'reviewed_at', title: '审核时间', valueType: 'datetime' },
  { key: 'reason', title: '驳回原因' },
  { key: 'description', title: '申请说明' },
];
