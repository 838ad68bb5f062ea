/** Execution plans (执行计划): generated from a teaching plan for the classes of a grade, then adjusted. */
import type { CarryPlan, CarryPlanClass } from '@/generated/model';
import { optionsOf, type ListColumn, type SearchField, type StatusMap } from '@/kit';
import type { RouteLine } from '@/routes/types';

export const carryPlanRoutes = (suffix: RouteLine) => ({
  list: `implementPlan${suffix}`,
  classes: `viewClass${suffix}`,
});

export const CARRY_STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '执行中', color: 'green' },
  2: { text: '已结束', color: 'arcoblue' },
};

export const COURSE_STATUS: StatusMap = {
  0: { text: '未开课', color: 'gray' },
  1: { text: '进行中', color: 'green' },
  2: { text: '已结课', color: 'arcoblue' },
};

/** Share of the course arrangements that have dates and a teacher, 0–100. */
export const arrangedPercent = (row: { arranged_count: number; course_count: number }) =>
  row.course_count > 0 ? Math.round((row.arranged_count / row.course_count) * 100) : 0;

const arranged = (row: { arranged_count: number; course_count: number }) =>
  `${row.arranged_count} / ${row.course_count}`;

export const carryPlanSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '计划', placeholder: '执行计划或教学计划名称' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'level' },
  { type: 'select', field: 'status', label: '执行状态', options: optionsOf(CARRY_STATUS) },
];

export const carryPlanColumns: ListColumn<CarryPlan>[] = [
  { key: 'name', title: '执行计划', width: 240, ellipsis: true },
  { key: 'teach_plan_name', title: '依据的教学计划', width: 240, ellipsis: true, hiddenByDefault: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'profession_name', title: '专业', width: 130, ellipsis: true },
  { key: 'level_name', title: '层次', width: 90 },
  { key: 'start_date', title: '开始日期', width: 110, valueType: 'date' },
  { key: 'class_count', title: '班级数', width: 80, valueType: 'number' },
  { key: 'student_count', title: '学生数', width: 80, valueType: 'number' },
  { key: 'arranged_count', title: '已安排课程', width: 110, align: 'right', render: arranged },
  { key: 'status', title: '执行状态', width: 90, valueType: 'status', statusMap: CARRY_STATUS },
  { key: 'created_at', title: '生成时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

export const carryPlanClassColumns = (noun: string): ListColumn<CarryPlanClass>[] => [
  { key: 'name', title: '班级', width: 240, ellipsis: true },
  { key: 'station_name', title: noun, width: 160, ellipsis: true },
  {
    key: 'head_teacher_name',
    title: '班主任',
    width: 90,
    render: (row) => row.head_teacher_name || '未指定',
  },
  { key: 'student_count', title: '学生数', width: 80, valueType: 'number' },
  {
    key: 'current_semester',
    title: '当前学期',
    width: 90,
    render: (row) => `第 ${row.current_semester} 学期`,
  },
  { key: 'arranged_count', title: '已安排课程', width: 110, align: 'right', render: arranged },
];
