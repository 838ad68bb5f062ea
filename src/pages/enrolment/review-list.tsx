/**
 * The reviewed lists of this domain (前置学历, 教学托管, 新生, 注册): a ListPage whose
 * pending rows get 通过 / 驳回 (one or the selected ones) from the kit's useReview,
 * sending the contract's approve ({ids, remark}) and reject ({ids, reason}) bodies.
 */
import type * as zod from 'zod';
import { ListPage, type ListPageProps, PENDING_REVIEW, type ReviewOptions, useReview } from '@/kit';

interface Reviewed {
  id: number;
  status: number;
}

/** The generated approve / reject calls and body schemas of one list. */
export interface ReviewCalls {
  approve: (body: { ids: number[]; remark?: string }) => Promise<unknown>;
  reject: (body: { ids: number[]; reason: string }) => Promise<unknown>;
  approveBody: zod.ZodObject<{ remark: zod.ZodType }>;
  rejectBody: zod.ZodObject<{ reason: zod.ZodType }>;
}

type ReviewText<Row> = Omit<ReviewOptions<Row>, 'isPending' | 'approve' | 'reject'>;

export function ReviewList<Row extends Reviewed, Params>({
  calls,
  review,
  ...props
}: Omit<ListPageProps<Row, Params>, 'review'> & { calls: ReviewCalls; review: ReviewText<Row> }) {
  const ids = (rows: Row[]) => rows.map((row) => row.id);
  const decisions = useReview<Row>({
    ...review,
    isPending: (row) => row.status === PENDING_REVIEW,
    approve: {
      schema: calls.approveBody.shape.remark,
      send: (rows, remark) => calls.approve({ ids: ids(rows), ...(remark ? { remark } : {}) }),
    },
    reject: {
      schema: calls.rejectBody.shape.reason,
      send: (rows, reason) => calls.reject({ ids: ids(rows), reason }),
    },
  });
  return <ListPage<Row, Params> {...props} review={decisions} />;
}
