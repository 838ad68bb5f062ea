/** Teaching plans (教学计划): per batch, major and level; shared by both lines. */
import type { TeachPlan } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type ListColumn,
  type SearchField,
  type StatusMap,
  enabledStatusColumn,
} from '@/kit';
import type { RouteLine } from '@/routes/types';

export const teachPlanRoutes = (suffix: RouteLine) => ({
  list: `teachingPlan${suffix}`,
  editor: `editTeachingPlan${suffix}`,
});

export const COURSE_TYPE: StatusMap = {
  1: { text: '公共基础课', color: 'arcoblue' },
  2: { text: '专业课', color: 'purple' },
  3: { text: '选修课', color: 'cyan' },
  4: { text: '实践课', color: 'orange' },
};

export const EXAM_FORM: StatusMap = {
  1: { text: '闭卷' },
  2: { text: '开卷' },
  3: { text: '论文' },
  4: { text: '实践考核' },
};

export const teachPlanSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '计划名称', placeholder: '教学计划名称' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'level' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const CREDITS_MET: StatusMap = {
  1: { text: '达标', color: 'green' },
  0: { text: '学分不足', color: 'red' },
};

export const teachPlanColumns: ListColumn<TeachPlan & { credits_met: number }>[] = [
  { key: 'name', title: '计划名称', width: 240, ellipsis: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'profession_name', title: '专业', width: 150, ellipsis: true },
  { key: 'level_name', title: '层次', width: 90 },
  { key: 'semester_count', title: '学期数', width: 80, valueType: 'number' },
  { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
  {
    key: 'total_credits',
    title: '总学分 / 要求',
    width: 120,
    align: 'right',
    render: (row) => `${row.total_credits} / ${row.required_credits}`,
  },
  { key: 'credits_met', title: '学分达标', width: 100, valueType: 'status', statusMap: CREDITS_MET },
  { key: 'total_hours', title: '总学时', width: 90, valueType: 'number' },
  enabledStatusColumn(80),
  { key: 'remark', title: '备注', width: 200, ellipsis: true, hiddenByDefault: true },
  { key: 'updated_at', title: '更新时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];
