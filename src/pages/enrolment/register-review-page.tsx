import {
  approveOwnRegisterReviews,
  exportOwnRegisterReviews,
  getListOwnRegisterReviewsQueryKey,
  listOwnRegisterReviews,
  rejectOwnRegisterReviews,
} from '@/generated/api/enrolment/enrolment';
import type { RegisterReview } from '@/generated/model';
import {
  ApproveOwnRegisterReviewsBody,
  RejectOwnRegisterReviewsBody,
} from '@/generated/zod/enrolment/enrolment.zod';
import { FEE_UNPAID, REGISTER_REASONS, registerColumns, registerSearch } from './register-review-fields';
import { ReviewList } from './review-list';

const CALLS = {
  approve: approveOwnRegisterReviews,
  reject: rejectOwnRegisterReviews,
  approveBody: ApproveOwnRegisterReviewsBody,
  rejectBody: RejectOwnRegisterReviewsBody,
};

/** 注册审核 (studentRegistReviewST): unpaid fees suggest the rejection reason. */
export function RegisterReviewPage() {
  return (
    <ReviewList<RegisterReview, Parameters<typeof listOwnRegisterReviews>[0]>
      list={{ queryKey: getListOwnRegisterReviewsQueryKey, fetcher: listOwnRegisterReviews }}
      rowKey="id"
      search={registerSearch}
      columns={registerColumns}
      calls={CALLS}
      review={{
        noun: '注册申请',
        label: (row) => row.name,
        reasons: REGISTER_REASONS,
        suggestReason: (rows) =>
          rows.some((row) => row.fee_status === FEE_UNPAID) ? REGISTER_REASONS[0] : '',
      }}
      exportFile={exportOwnRegisterReviews}
      exportName="注册审核.xlsx"
    />
  );
}
