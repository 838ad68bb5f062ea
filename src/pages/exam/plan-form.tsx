/** The exam plan form, shared by 新增考试计划 (addExaminationPlanST) and the adult list's dialog. */
import { createExamPlan, updateExamPlan } from '@/generated/api/exam/exam';
import type { ExamPlanBody, ExamPlanUpdateBody } from '@/generated/model';
import * as zod from 'zod';
import { CreateExamPlanBody } from '@/generated/zod/exam/exam.zod';
import { FilterSelect, withIssues, type FormField } from '@/kit';
import { planDateIssues } from './exam-rules';
import type { LineType } from '@/kit';

export type PlanPayload = Omit<ExamPlanBody, 'type'> | Omit<ExamPlanUpdateBody, 'type'>;

export const PLAN_FIELDS: FormField[] = [
  {
    type: 'input',
    field: 'name',
    label: '考试计划名称',
    maxLength: 50,
    placeholder: '如 2026年上半年课程考试',
  },
  { type: 'input', field: 'semester', label: '学期', half: true, maxLength: 20, placeholder: '如 2026春' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch', half: true },
  { type: 'date', field: 'register_start', label: '报名开始日期', half: true },
  { type: 'date', field: 'register_end', label: '报名截止日期', half: true },
  { type: 'date', field: 'exam_start', label: '考试开始日期', half: true, extra: '须晚于报名截止日期' },
  { type: 'date', field: 'exam_end', label: '考试结束日期', half: true },
  {
    type: 'custom',
    field: 'course_ids',
    label: '考试课程',
    render: () => <FilterSelect kind="course" mode="multiple" placeholder="请选择考试课程（可多选）" />,
  },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

/** The line's `type` is fixed by the screen: the form validates the body without it. */
const PLAN_FORM = CreateExamPlanBody.omit({ type: true });
export const CREATE_PLAN = withIssues(PLAN_FORM, planDateIssues);
export const UPDATE_PLAN = withIssues(PLAN_FORM.extend({ id: zod.number().int().min(1) }), planDateIssues);

export function submitPlan(type: LineType, payload: PlanPayload) {
  return 'id' in payload ? updateExamPlan({ ...payload, type }) : createExamPlan({ ...payload, type });
}
