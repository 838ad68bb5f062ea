import {
  approveAdultThesisChecks,
  getListAdultThesisCheckHistoryQueryKey,
  getListAdultThesisChecksQueryKey,
  listAdultThesisCheckHistory,
  listAdultThesisChecks,
  rejectAdultThesisChecks,
} from '@/generated/api/thesis/thesis';
import type { ThesisCheck, ThesisCheckRound } from '@/generated/model';
import { ApproveAdultThesisChecksBody, RejectAdultThesisChecksBody } from '@/generated/zod/thesis/thesis.zod';
import {
  DrillDownModal,
  ListPage,
  useRecordModal,
  useReview,
  type ListColumn,
  type SearchField,
  type StatusMap,
  optionsOf,
} from '@/kit';
import { similarityText, THESIS_STUDENT_SEARCH, thesisStudentColumns } from './thesis-columns';

export const CHECK_STATUS: StatusMap = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已退回修改', color: 'red' },
};
export const isOver = (row: Pick<ThesisCheck, 'similarity' | 'threshold'>) => row.similarity > row.threshold;

const search: SearchField[] = [
  THESIS_STUDENT_SEARCH,
  {
    type: 'select',
    field: 'status',
    label: '审核状态',
    options: optionsOf(CHECK_STATUS),
  },
  { type: 'select', field: 'over', label: '重复率', options: [{ label: '超过阈值', value: 1 }] },
];
const columns: ListColumn<ThesisCheck>[] = [
  ...thesisStudentColumns<ThesisCheck>(),
  {
    key: 'similarity',
    title: '重复率',
    width: 100,
    align: 'right',
    render: (row) => (
      <span
        style={{
          color: isOver(row) ? 'rgb(var(--danger-6))' : undefined,
          fontWeight: isOver(row) ? 600 : undefined,
        }}
      >
        {similarityText(row.similarity)}
      </span>
    ),
  },
  {
    key: 'threshold',
    title: '阈值',
    width: 80,
    align: 'right',
    render: (row) => similarityText(row.threshold),
  },
  { key: 'check_count', title: '查重次数', width: 90, valueType: 'number' },
  { key: 'checked_at', title: '最近查重', width: 170, valueType: 'datetime' },
  { key: 'status', title: '审核状态', width: 110, valueType: 'status', statusMap: CHECK_STATUS },
  { key: 'reason', title: '退回原因', width: 220, ellipsis: true, hiddenByDefault: true },
];
const historyColumns: ListColumn<ThesisCheckRound>[] = [
  { key: 'round', title: '次数', width: 70, render: (row) => `第 ${row.round} 次` },
  { key: 'similarity', title: '重复率', width: 100, render: (row) => similarityText(row.similarity) },
  { key: 'checked_at', title: '查重时间', width: 170, valueType: 'datetime' },
  { key: 'result', title: '结果', width: 240 },
  { key: 'operator', title: '审核人', width: 100 },
];

/** 论文查重审核 (paperInspectionReviewAE): similarity against the threshold, pass or return with a reason. */
export function CheckReviewPage() {
  const history = useRecordModal<ThesisCheck>();
  const ids = (rows: ThesisCheck[]) => rows.map((row) => row.id);
  const review = useReview<ThesisCheck>({
    noun: '论文',
    unit: '篇',
    label: (row) => `${row.student_name}《${row.title}》`,
    isPending: (row) => row.status === 0,
    approve: {
      schema: ApproveAdultThesisChecksBody.shape.remark,
      send: (rows, remark) => approveAdultThesisChecks({ ids: ids(rows), ...(remark ? { remark } : {}) }),
    },
    reject: {
      schema: RejectAdultThesisChecksBody.shape.reason,
      send: (rows, reason) => rejectAdultThesisChecks({ ids: ids(rows), reason }),
    },
    reasons: ['重复率超过阈值，请修改后重新查重', '引用未标注出处，请规范引用格式'],
    suggestReason: (rows) => {
      const over = rows.filter(isOver);
      return over.length
        ? `重复率 ${over.map((row) => similarityText(row.similarity)).join('、')} 超过阈值，请修改后重新查重`
        : '';
    },
    warning: (rows, decision) => {
      const over = rows.filter(isOver).length;
      return decision === 'approve' && over ? `其中 ${over} 篇重复率超过阈值` : undefined;
    },
  });
  return (
    <>
      <ListPage<ThesisCheck, Parameters<typeof listAdultThesisChecks>[0]>
        list={{ queryKey: getListAdultThesisChecksQueryKey, fetcher: listAdultThesisChecks }}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[
          ...review.rowActions,
          { key: 'history', label: '查重记录', onClick: (row) => history.open(row) },
        ]}
        batchActions={review.batchActions}
      />
      {review.modal}
      <DrillDownModal<ThesisCheck, ThesisCheckRound, unknown>
        modal={history}
        title={(row) => `查重记录：${row.student_name}`}
        items={[
          { key: 'title', title: '论文题目' },
          { key: 'supervisor_name', title: '指导教师' },
        ]}
        columns={historyColumns}
        rowKey="round"
        rows={{
          queryKey: (row) => getListAdultThesisCheckHistoryQueryKey({ id: row.id }),
          fetcher: (row, options, signal) => listAdultThesisCheckHistory({ id: row.id }, options, signal),
        }}
      />
    </>
  );
}
