/**
 * 毕业申请 (diplomaApplyAE / diplomaApplyST): every application with the graduation conditions the
 * system checked (学分、缴费、论文、照片). Only applicants who meet every condition can be approved —
 * a bulk approval takes the eligible ones of the selection and says how many it leaves out; a
 * rejection starts from the failed conditions.
 */
import { useMemo } from 'react';
import {
  exportFsGraduationApplies,
  getListFsGraduationAppliesQueryKey,
  listFsGraduationApplies,
  reviewFsGraduationApplies,
} from '@/generated/api/graduation/graduation';
import type { GraduationApply, ListFsGraduationAppliesParams } from '@/generated/model';
import { ReviewFsGraduationAppliesBody } from '@/generated/zod/graduation/graduation.zod';
import { type ListColumn, ListPage, reviewByStatus, reviewColumns, studentColumns, useReview } from '@/kit';
import {
  BY_STUDENT,
  checkedApplySearch,
  creditsAndOwedColumns,
  useGraduationLine,
} from './graduation-fields';
import { graduationChecks, splitEligible, suggestedRejection } from './graduation-rules';
import { ConditionTags } from './condition-tags';
import { approveEligibleAction, eligibleRowActions } from './eligible-review';

const LIST = {
  queryKey: getListFsGraduationAppliesQueryKey,
  fetcher: listFsGraduationApplies,
};
const SEARCH = checkedApplySearch('毕业条件');
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
      ...creditsAndOwedColumns<GraduationApply>(),
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
  const approveEligible = approveEligibleAction<GraduationApply>({
    conditions: '毕业条件',
    noun: '毕业申请',
    checks: graduationChecks,
    review,
  });
  return (
    <>
      <ListPage<GraduationApply, ListFsGraduationAppliesParams>
        list={LIST}
        rowKey="id"
        search={SEARCH}
        columns={columns}
        rowActions={eligibleRowActions(review.rowActions, graduationChecks)}
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
