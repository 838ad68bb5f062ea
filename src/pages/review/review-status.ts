/** The review states and recorded steps shared by the review screens (contract: 0 待审核，1 已通过，2 已驳回). */
import type { AuditLog, AuditLogAction } from '@/generated/model';
import { optionsOf, type ReviewStep, type StatusMap } from '@/kit';

export const PENDING = 0;

export const REVIEW_STATUS: StatusMap = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};

export const REVIEW_STATUS_OPTIONS = optionsOf(REVIEW_STATUS);

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
