/**
 * 毕业申请 (diplomaApplyAE / diplomaApplyST): every application with the graduation conditions the
 * system checked (学分、缴费、论文、照片). Only applicants who meet every condition can be approved —
 * a bulk approval takes the eligible ones of the selection and says how many it leaves out; a
 * rejection starts from the failed conditions.
 */
import { Message } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  exportFsGraduationApplies,
  getListFsGraduationAppliesQueryKey,
  listFsGraduationApplies,
  reviewFsGraduationApplies,
} from '@/generated/api/graduation/graduation';
import type { GraduationApply, ListFsGraduationAppliesParams } from '@/generated/model';
import { ReviewFsGraduationAppliesBody } from '@/generated/zod/graduation/graduation.zod';
import {
  type BatchAction,
  type ListColumn,
  ListPage,
  reviewByStatus,
  ReviewCancelled,
  reviewColumns,
  reviewSearch,
  type SearchField,
  studentColumns,
  useReview,
} from '@/kit';
import {
  PROFESSION_SEARCH,
  STUDENT_SEARCH,
  useGraduationLine,
  YES_NO_OPTIONS,
  BY_STUDENT,
} from './graduation-fields';
import {
  failedSummary,
  formatCredits,
  graduationChecks,
  meetsAll,
  splitEligible,
  suggestedRejection,
} from './graduation-rules';
import { ConditionTags } from './condition-tags';

const LIST = {
  queryKey: getListFsGraduationAppliesQueryKey,
  fetcher: listFsGraduationApplies,
};
const SEARCH: SearchField[] = [
  STUDENT_SEARCH,
  PROFESSION_SEARCH,
  reviewSearch(),
  { type: 'select', field: 'eligible', label: '毕业条件', options: YES_NO_OPTIONS('全部满足', '有未满足') },
];
const REASON = ReviewFsGraduationAppliesBody.shape.reason;

export function ApplyPage() {
  const line = useGraduationLine();
  const columns: ListColumn<GraduationApply>[] = useMemo(
    () => [
      ...studentColumns<GraduationApply>(line.stationNoun),
      { key: 'level_name', title: '层次', width: 80 },
      { key: 'grade', title: '年级', width: 80 },
      {
        key: 'conditions',
        title: '毕业条件',
        width: 250,
        render: (row) => <ConditionTags checks={graduationChecks(row)} />,
      },
      {
        key: 'credits',
        title: '学分（已获/要求）',
        width: 130,
        align: 'right',
        render: (row) => `${formatCredits(row.credits_earned)} / ${formatCredits(row.credits_required)}`,
      },
      { key: 'owed', title: '欠费', width: 100, valueType: 'money' },
      { key: 'thesis_score', title: '论文成绩', width: 90 },
      ...reviewColumns<GraduationApply>(),
      { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
    ],
    [line.stationNoun],
  );
  const review = useReview<GraduationApply>({
    noun: '毕业申请',
    ...BY_STUDENT,
    ...reviewByStatus(reviewFsGraduationApplies, REASON.unwrap()),
    suggestReason: (rows) => suggestedRejection(rows),
    reasons: [
      '学分未修满，请补修后再申请',
      '尚有欠费，请缴清后再申请',
      '毕业照片不符合学信网要求，请重新采集',
    ],
  });
  /** Approves only the pending applicants of the selection who meet every condition. */
  const approveEligible: BatchAction<GraduationApply> = {
    key: 'approve',
    label: '批量通过（仅符合条件者）',
    perm: 'audit',
    onClick: (rows) => {
      const pending = rows.filter((row) => row.status === 0);
      const { eligible, blocked } = splitEligible(pending);
      if (!eligible.length) {
        Message.warning(
          pending.length
            ? `所选 ${pending.length} 份待审核申请都未满足毕业条件（${failedSummary(blocked)}），不能通过`
            : '所选毕业申请都已审核，无需再审',
        );
        return;
      }
      if (blocked.length)
        Message.info(`已排除 ${blocked.length} 份未满足毕业条件的申请（${failedSummary(blocked)}）`);
      return review.open('approve', eligible).catch((error: unknown) => {
        if (!(error instanceof ReviewCancelled)) throw error;
      });
    },
  };
  return (
    <>
      <ListPage<GraduationApply, ListFsGraduationAppliesParams>
        list={LIST}
        rowKey="id"
        search={SEARCH}
        columns={columns}
        rowActions={review.rowActions.map((action) =>
          action.key === 'approve'
            ? { ...action, hidden: (row: GraduationApply) => row.status !== 0 || !meetsAll(row) }
            : action,
        )}
        batchActions={[approveEligible, ...review.batchActions.filter((action) => action.key !== 'approve')]}
        exportFile={exportFsGraduationApplies}
        exportName="毕业申请.xlsx"
        summary={(envelope) => {
          const rows = envelope.result.list.filter((row) => row.status === 0);
          const { eligible } = splitEligible(rows);
          return `本页待审核 ${rows.length} 份，其中符合毕业条件 ${eligible.length} 份`;
        }}
      />
      {review.modal}
    </>
  );
}
