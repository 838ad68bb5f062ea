/** 前置学历审核: 专升本新生的专科毕业证书与学信网核验结果。 */
import type { PreQualification } from '@/generated/model';
import { type ListColumn, optionsOf, reviewSearch, type SearchField, type StatusMap } from '@/kit';

import { KEYWORD, reviewedColumns } from './enrolment-fields';

export const CHSI_RESULT: StatusMap = {
  0: { text: '未核验', color: 'gray' },
  1: { text: '核验一致', color: 'green' },
  2: { text: '核验不一致', color: 'red' },
};

export const CHSI_MISMATCH = 2;

export const PRE_QUALIFICATION_REASONS = [
  '毕业证书编号与学信网记录不一致',
  '未上传毕业证书',
  '前置学历层次不符合专升本报考要求',
  '毕业时间晚于入学时间',
] as const;

export const preQualificationSearch: SearchField[] = [
  KEYWORD,
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'select', field: 'chsi_result', label: '学信网核验', options: optionsOf(CHSI_RESULT) },
  reviewSearch(),
];

export const preQualificationColumns: ListColumn<PreQualification>[] = [
  { key: 'exam_no', title: '考生号', width: 150 },
  { key: 'name', title: '姓名', width: 90 },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'school_name', title: '录取院校', width: 140, ellipsis: true },
  { key: 'profession_name', title: '录取专业', width: 140, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80, hiddenByDefault: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'prior_school', title: '毕业院校', width: 180, ellipsis: true },
  { key: 'prior_major', title: '原专业', width: 120, ellipsis: true },
  { key: 'graduated_at', title: '毕业日期', width: 110, valueType: 'date' },
  { key: 'diploma_no', title: '毕业证书编号', width: 180 },
  { key: 'chsi_result', title: '学信网核验', width: 110, valueType: 'status', statusMap: CHSI_RESULT },
  ...reviewedColumns(),
  { key: 'submitted_at', title: '提交时间', width: 160, valueType: 'datetime' },
];
