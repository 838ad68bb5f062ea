/** 入学教育: 新生的入学教育视频、入学测试与学习承诺书完成情况。 */
import type { AdmissionEducation } from '@/generated/model';
import { optionsOf, type ListColumn, type SearchField, type StatusMap } from '@/kit';
import { ADMISSION_FILTERS, KEYWORD } from './enrolment-fields';

export const EDUCATION_STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '学习中', color: 'arcoblue' },
  2: { text: '已完成', color: 'green' },
};

export const EDUCATION_DONE = 2;

const PLEDGE: StatusMap = { 1: { text: '已签署', color: 'green' }, 0: { text: '未签署', color: 'orange' } };

export const educationSearch: SearchField[] = [
  KEYWORD,
  ...ADMISSION_FILTERS,
  { type: 'select', field: 'status', label: '完成状态', options: optionsOf(EDUCATION_STATUS) },
];

export const educationColumns: ListColumn<AdmissionEducation>[] = [
  { key: 'exam_no', title: '考生号', width: 150 },
  { key: 'name', title: '姓名', width: 90 },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'school_name', title: '录取院校', width: 140, ellipsis: true },
  { key: 'profession_name', title: '录取专业', width: 150, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'year', title: '招生年份', width: 90, hiddenByDefault: true },
  { key: 'video_progress', title: '视频进度', width: 100, valueType: 'percent' },
  { key: 'test_score', title: '入学测试', width: 90, valueType: 'number' },
  { key: 'pledge_signed', title: '学习承诺书', width: 110, valueType: 'status', statusMap: PLEDGE },
  { key: 'status', title: '完成状态', width: 100, valueType: 'status', statusMap: EDUCATION_STATUS },
  { key: 'finished_at', title: '完成时间', width: 160, valueType: 'datetime' },
];
