/** The thesis plan a detail screen is about (`?plan_id=` and its name), or the way back when missing. */
import { Alert, Button } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import { useScreenNavigation } from '@/kit';

export const PLAN_LIST = 'dissertationToExamineAE';

export function usePlanQuery(): { planId: number; planName: string } {
  const [params] = useSearchParams();
  return { planId: Number(params.get('plan_id')) || 0, planName: params.get('plan_name') ?? '' };
}

/** Opened without ?plan_id=: says where to open it from and offers the way back. */
export function MissingPlan({ what }: { what: string }) {
  const { backTo } = useScreenNavigation();
  return (
    <Alert
      type="warning"
      content={`请从「论文计划分组」中选择一个论文计划${what}。`}
      action={<Button onClick={() => backTo(PLAN_LIST)}>返回论文计划分组</Button>}
    />
  );
}

export function PlanTitle({ name, extra }: { name: string; extra?: string }) {
  return (
    <div style={{ padding: '12px 16px 0', fontWeight: 500 }}>
      论文计划：{name || '（未命名）'}
      {extra && (
        <span style={{ marginLeft: 16, color: 'var(--color-text-3)', fontWeight: 400 }}>{extra}</span>
      )}
    </div>
  );
}
