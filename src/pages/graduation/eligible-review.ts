/**
 * Approval of checked applications (毕业申请, 学士学位申请): only applicants who meet every condition
 * can be approved, one by one or as the eligible part of a selection.
 */
import { Message } from '@arco-design/web-react';
import { type BatchAction, type ReviewDecision, ReviewCancelled, type RowAction } from '@/kit';
import { type ConditionCheck, failedSummary, splitEligible } from './graduation-rules';

interface Checked {
  status: number;
}

interface EligibleReview<Row> {
  /** What the conditions are called (毕业条件, 授位条件) and what is reviewed (毕业申请, 学位申请). */
  conditions: string;
  noun: string;
  checks: (row: Row) => ConditionCheck[];
  review: { open: (decision: ReviewDecision, rows: Row[]) => Promise<unknown> };
}

/** 批量通过 of the selection's pending applicants who meet every condition; says how many it leaves out. */
export function approveEligibleAction<Row extends Checked>({
  conditions,
  noun,
  checks,
  review,
}: EligibleReview<Row>): BatchAction<Row> {
  return {
    key: 'approve',
    label: '批量通过（仅符合条件者）',
    perm: 'audit',
    onClick: (rows) => {
      const pending = rows.filter((row) => row.status === 0);
      const { eligible, blocked } = splitEligible(pending, checks);
      if (!eligible.length)
        return void Message.warning(
          pending.length
            ? `所选 ${pending.length} 份待审核申请都未满足${conditions}（${failedSummary(blocked, checks)}），不能通过`
            : `所选${noun}都已审核，无需再审`,
        );
      if (blocked.length)
        Message.info(
          `已排除 ${blocked.length} 份未满足${conditions}的申请（${failedSummary(blocked, checks)}）`,
        );
      return review.open('approve', eligible).catch((error: unknown) => {
        if (!(error instanceof ReviewCancelled)) throw error;
      });
    },
  };
}

/** The review's row actions, with 通过 only on pending applicants who meet every condition. */
export const eligibleRowActions = <Row extends Checked>(
  actions: RowAction<Row>[],
  checks: (row: Row) => ConditionCheck[],
): RowAction<Row>[] =>
  actions.map((action) =>
    action.key === 'approve'
      ? { ...action, hidden: (row: Row) => row.status !== 0 || !checks(row).every((check) => check.ok) }
      : action,
  );
