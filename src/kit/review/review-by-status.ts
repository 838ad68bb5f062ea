import type * as zod from 'zod';
import { REVIEW_STATUS } from '../status';
import type { ListColumn } from '../list/types';
import type { ReviewOptions } from './use-review';

/** A review call of the contract's usual shape: the rows' ids with 1 通过 or 2 驳回 (and the reason). */
export type ReviewByStatusCall = (body: {
  ids: number[];
  status: 1 | 2;
  reason?: string;
}) => Promise<unknown>;

/**
 * useReview's 通过 (no remark) and 驳回 (a reason, checked by the body's `reason` schema) over
 * one review call that takes `{ ids, status, reason }`.
 */
export function reviewByStatus<Row extends { id: number }>(
  send: ReviewByStatusCall,
  reasonSchema?: zod.ZodType,
): Pick<ReviewOptions<Row>, 'approve' | 'reject'> {
  const ids = (rows: Row[]) => rows.map((row) => row.id);
  return {
    approve: { text: false, send: (rows) => send({ ids: ids(rows), status: 1 }) },
    reject: { schema: reasonSchema, send: (rows, reason) => send({ ids: ids(rows), status: 2, reason }) },
  };
}

/** A reviewed record's 审核状态 (REVIEW_STATUS) and 驳回原因 columns. */
export const reviewColumns = <Row>(): ListColumn<Row>[] => [
  { key: 'status', title: '审核状态', width: 90, valueType: 'status', statusMap: REVIEW_STATUS },
  { key: 'review_reason', title: '驳回原因', width: 200, ellipsis: true },
];
