import {
  approveAdultThesisDefenceApplies,
  getListAdultThesisDefenceAppliesQueryKey,
  listAdultThesisDefenceApplies,
  rejectAdultThesisDefenceApplies,
} from '@/generated/api/thesis/thesis';
import type { ThesisDefenceApply } from '@/generated/model';
import {
  ApproveAdultThesisDefenceAppliesBody,
  RejectAdultThesisDefenceAppliesBody,
} from '@/generated/zod/thesis/thesis.zod';
import {
  type ListColumn,
  ListPage,
  reviewSearch,
  reviewStatusColumn,
  type SearchField,
  useReview,
} from '@/kit';
import { similarityText, THESIS_STUDENT_SEARCH, thesisStudentColumns } from './thesis-columns';

const search: SearchField[] = [THESIS_STUDENT_SEARCH, reviewSearch()];
const columns: ListColumn<ThesisDefenceApply>[] = [
  ...thesisStudentColumns<ThesisDefenceApply>(),
  {
    key: 'similarity',
    title: '重复率',
    width: 90,
    align: 'right',
    render: (row) => similarityText(row.similarity),
  },
  { key: 'supervisor_opinion', title: '指导教师意见', width: 180, ellipsis: true },
  { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
  reviewStatusColumn(),
  { key: 'reason', title: '驳回原因', width: 200, ellipsis: true, hiddenByDefault: true },
];

/** 答辩申请 (paperScoreStudentAE): defence applications approved or rejected with a reason, one or many. */
export function ApplyReviewPage() {
  const ids = (rows: ThesisDefenceApply[]) => rows.map((row) => row.id);
  const review = useReview<ThesisDefenceApply>({
    noun: '答辩申请',
    label: (row) => row.student_name,
    isPending: (row) => row.status === 0,
    approve: {
      schema: ApproveAdultThesisDefenceAppliesBody.shape.remark,
      send: (rows, remark) =>
        approveAdultThesisDefenceApplies({ ids: ids(rows), ...(remark ? { remark } : {}) }),
    },
    reject: {
      schema: RejectAdultThesisDefenceAppliesBody.shape.reason,
      send: (rows, reason) => rejectAdultThesisDefenceApplies({ ids: ids(rows), reason }),
    },
    reasons: ['查重未通过，不具备答辩资格', '论文材料不全，请补交后重新申请', '指导教师未同意答辩'],
    warning: (rows, decision) => {
      const over = rows.filter((row) => row.similarity > 0.3).length;
      return decision === 'approve' && over ? `其中 ${over} 人重复率超过 30%` : undefined;
    },
  });
  return (
    <>
      <ListPage<ThesisDefenceApply, Parameters<typeof listAdultThesisDefenceApplies>[0]>
        list={{ queryKey: getListAdultThesisDefenceAppliesQueryKey, fetcher: listAdultThesisDefenceApplies }}
        rowKey="id"
        search={search}
        columns={columns}
        review={review}
      />
    </>
  );
}
