import {
  approveAdultPreQualifications,
  exportAdultPreQualifications,
  getListAdultPreQualificationsQueryKey,
  listAdultPreQualifications,
  rejectAdultPreQualifications,
} from '@/generated/api/enrolment/enrolment';
import type { PreQualification } from '@/generated/model';
import {
  ApproveAdultPreQualificationsBody,
  RejectAdultPreQualificationsBody,
} from '@/generated/zod/enrolment/enrolment.zod';
import {
  CHSI_MISMATCH,
  PRE_QUALIFICATION_REASONS,
  preQualificationColumns,
  preQualificationSearch,
} from './pre-qualification-fields';
import { ReviewList } from './review-list';

const CALLS = {
  approve: approveAdultPreQualifications,
  reject: rejectAdultPreQualifications,
  approveBody: ApproveAdultPreQualificationsBody,
  rejectBody: RejectAdultPreQualificationsBody,
};

/** 前置学历审核 (preQualificationReviewAE): approve or reject, a 学信网 mismatch suggests its reason. */
export function PreQualificationPage() {
  return (
    <ReviewList<PreQualification, Parameters<typeof listAdultPreQualifications>[0]>
      list={{ queryKey: getListAdultPreQualificationsQueryKey, fetcher: listAdultPreQualifications }}
      rowKey="id"
      search={preQualificationSearch}
      columns={preQualificationColumns}
      calls={CALLS}
      review={{
        noun: '前置学历',
        unit: '份',
        label: (row) => row.name,
        reasons: PRE_QUALIFICATION_REASONS,
        suggestReason: (rows) =>
          rows.some((row) => row.chsi_result === CHSI_MISMATCH) ? PRE_QUALIFICATION_REASONS[0] : '',
      }}
      exportFile={exportAdultPreQualifications}
      exportName="前置学历审核.xlsx"
    />
  );
}
