/** 新增考试计划 (addExaminationPlanST); `?id=` edits (the plan goes back to 待审核). */
import { Alert } from '@arco-design/web-react';
import { getListExamPlansQueryKey, useGetExamPlan } from '@/generated/api/exam/exam';
import type { ExamPlanDetail } from '@/generated/model';
import { RecordFormPage, useEditId } from '@/kit';
import { useExamLine } from './exam-lines';
import { CREATE_PLAN, PLAN_FIELDS, submitPlan, UPDATE_PLAN, type PlanPayload } from './plan-form';

export function PlanFormPage() {
  const line = useExamLine();
  const id = useEditId();
  const plan = useGetExamPlan(id ?? 0, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<PlanPayload, ExamPlanDetail>
      noun="考试计划"
      editing={!!id}
      query={plan}
      fields={PLAN_FIELDS}
      schemas={{ create: CREATE_PLAN, update: UPDATE_PLAN }}
      submit={(payload) => submitPlan(line.type, payload)}
      list={{ queryKey: getListExamPlansQueryKey, route: line.planList }}
      notice={(record) =>
        record.is_pass === 1 ? (
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            content="该计划已审核通过，保存修改后将重新进入待审核，审核通过前学生不能报名。"
          />
        ) : undefined
      }
    />
  );
}
