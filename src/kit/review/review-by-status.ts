import type * as zod from 'zod';
import { REVIEW_OPTIONS, REVIEW_STATUS } from './review-status';
import type { ListColumn, SearchField } from '../list/types';
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

/** The 审核状态 search select; `field` is the record's name for it (status, is_pass, review_status …). */
export const reviewSearch = (field = 'status', label = '审核状态'): SearchField => ({
  type: 'select',
  field,
  label,
  options: REVIEW_OPTIONS,
});

/** A reviewed record's 审核状态 column (REVIEW_STATUS). */
export const reviewStatusColumn = <Row>(
  key = 'status',
  title = '审核状态',
  width = 100,
): ListColumn<Row> => ({
  key,
  title,
  width,
  valueType: 'status',
  statusMap: REVIEW_STATUS,
});

/** A reviewed record's 审核状态 and 驳回原因 columns. */
export const reviewColumns = <Row>(): ListColumn<Row>[] => [
  reviewStatusColumn('status', '审核状态', 90),
  { key: 'review_reason', title: '驳回原因', width: 200, ellipsis: true },
];
