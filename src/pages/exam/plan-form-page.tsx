/** 新增考试计划 (addExaminationPlanST); `?id=` edits (the plan goes back to 待审核). */
import { Alert } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListExamPlansQueryKey, useGetExamPlan } from '@/generated/api/exam/exam';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useExamLine } from './exam-lines';
import { CREATE_PLAN, PLAN_FIELDS, submitPlan, UPDATE_PLAN, type PlanPayload } from './plan-form';

export function PlanFormPage() {
  const line = useExamLine();
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const plan = useGetExamPlan(id ?? 0, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (plan.data ? { ...plan.data.result } : undefined), [plan.data]);

  if (id && plan.isPending) return <ScreenLoading />;
  return (
    <FormPage<PlanPayload>
      title={id ? '编辑考试计划' : '新增考试计划'}
      fields={PLAN_FIELDS}
      schema={id ? UPDATE_PLAN : CREATE_PLAN}
      record={id ? record : undefined}
      submit={(payload) => submitPlan(line.type, payload)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListExamPlansQueryKey() })}
      onBack={() => backTo(line.planList)}
      notice={
        plan.isError ? (
          <LoadFailed
            what="考试计划"
            error={plan.error}
            onRetry={plan.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : record?.is_pass === 1 ? (
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
