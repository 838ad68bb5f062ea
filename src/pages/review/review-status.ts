/** The recorded steps of a review (submitted, approved, rejected) as the timeline shows them. */
import type { AuditLog, AuditLogAction } from '@/generated/model';
import { type ReviewStep } from '@/kit';

const STEP: Record<AuditLogAction, Pick<ReviewStep, 'action' | 'color' | 'remarkLabel'>> = {
  submit: { action: '提交申请', color: 'rgb(var(--primary-6))', remarkLabel: '申请说明' },
  approve: { action: '审核通过', color: 'rgb(var(--success-6))', remarkLabel: '审核意见' },
  reject: { action: '驳回', color: 'rgb(var(--danger-6))', remarkLabel: '驳回原因' },
};

/** The contract's audit log as timeline steps. */
export const toReviewSteps = (logs: readonly AuditLog[]): ReviewStep[] =>
  logs.map((log) => ({
    key: log.id,
    operator: log.operator,
    time: log.created_at,
    remark: log.remark,
    ...STEP[log.action],
  }));
