import {
  approveAdultTrusteeships,
  exportAdultTrusteeships,
  getListAdultTrusteeshipsQueryKey,
  listAdultTrusteeships,
  rejectAdultTrusteeships,
} from '@/generated/api/enrolment/enrolment';
import type { TeachTrusteeship } from '@/generated/model';
import {
  ApproveAdultTrusteeshipsBody,
  RejectAdultTrusteeshipsBody,
} from '@/generated/zod/enrolment/enrolment.zod';
import { DetailModal, useRecordModal, type RowAction } from '@/kit';
import { ReviewList } from './review-list';
import {
  TRUSTEESHIP_REASONS,
  trusteeshipColumns,
  trusteeshipDetail,
  trusteeshipSearch,
} from './trusteeship-fields';

const CALLS = {
  approve: approveAdultTrusteeships,
  reject: rejectAdultTrusteeships,
  approveBody: ApproveAdultTrusteeshipsBody,
  rejectBody: RejectAdultTrusteeshipsBody,
};

/** 教学托管申请 (teachTrusteeshipApplyAE): view an application, approve or reject it with a reason. */
export function TrusteeshipPage() {
  const detail = useRecordModal<TeachTrusteeship>();
  const view: RowAction<TeachTrusteeship> = {
    key: 'view',
    label: '查看',
    onClick: (row) => detail.open(row),
  };
  return (
    <>
      <ReviewList<TeachTrusteeship, Parameters<typeof listAdultTrusteeships>[0]>
        list={{ queryKey: getListAdultTrusteeshipsQueryKey, fetcher: listAdultTrusteeships }}
        rowKey="id"
        search={trusteeshipSearch}
        columns={trusteeshipColumns}
        rowActions={[view]}
        calls={CALLS}
        review={{ noun: '托管申请', label: (row) => row.unit_name, reasons: TRUSTEESHIP_REASONS }}
        exportFile={exportAdultTrusteeships}
        exportName="教学托管申请.xlsx"
      />
      <DetailModal
        modal={detail}
        title={(row) => `教学托管申请 ${row.apply_no}`}
        items={trusteeshipDetail}
        column={2}
        width={760}
      />
    </>
  );
}
