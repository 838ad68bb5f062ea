/**
 * 考试资格审核 (examCheckAE): each plan's eligibility review in numbers; 审核学生名单
 * (examCheckViewStudentsAE, `?plan_id=`): every registration with the reasons the system found
 * (fees owed, learning progress, photo), approved or rejected one by one or in bulk — a
 * rejection starts from those reasons.
 */
import { Alert, Button, Space, Tag } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  exportExamCheckStudents,
  getListExamCheckPlansQueryKey,
  getListExamCheckStudentsQueryKey,
  listExamCheckPlans,
  listExamCheckStudents,
  reviewExamCheck,
  useGetExamPlan,
} from '@/generated/api/exam/exam';
import type { ExamCheckPlan, ExamCheckStudent } from '@/generated/model';
import { ReviewExamCheckBody } from '@/generated/zod/exam/exam.zod';
import {
  formatPercent,
  type ListColumn,
  ListPage,
  reviewByStatus,
  reviewSearch,
  reviewStatusColumn,
  type SearchField,
  useLineList,
  useReview,
  useScreenNavigation,
} from '@/kit';
import { STUDENT_COURSE_SEARCH, studentCourseColumns } from './student-course';
import { useExamLine } from './exam-lines';

import { REASON_LABELS, reasonSummary, suggestedRejection } from './exam-rules';

const PLANS = 'examCheckAE';
const STUDENTS = 'examCheckViewStudentsAE';

const PLAN_COLUMNS: ListColumn<ExamCheckPlan>[] = [
  { key: 'name', title: '考试计划', width: 220, ellipsis: true },
  { key: 'semester', title: '学期', width: 90 },
  { key: 'exam_start', title: '考试开始', width: 120, valueType: 'date' },
  { key: 'total', title: '报名人次', width: 100, valueType: 'number' },
  { key: 'pending', title: '待审核', width: 90, valueType: 'number' },
  { key: 'eligible', title: '已通过', width: 90, valueType: 'number' },
  { key: 'rejected', title: '已驳回', width: 90, valueType: 'number' },
  { key: 'flagged', title: '不符合条件', width: 110, valueType: 'number' },
  {
    key: 'progress',
    title: '审核进度',
    width: 110,
    align: 'right',
    // rounded down: a plan is at 100.0% only when nothing is pending
    render: (row) =>
      row.total ? formatPercent(Math.floor(((row.total - row.pending) / row.total) * 1000) / 10) : '—',
  },
];

export function CheckPlansPage() {
  const { open } = useScreenNavigation();
  const list = useLineList(getListExamCheckPlansQueryKey, listExamCheckPlans);
  return (
    <ListPage<ExamCheckPlan>
      list={list}
      rowKey="id"
      search={[{ type: 'input', field: 'name', label: '考试计划', placeholder: '考试计划名称' }]}
      columns={PLAN_COLUMNS}
      rowActions={[
        {
          key: 'students',
          label: '审核学生',
          perm: 'audit',
          onClick: (row) => open(STUDENTS, { plan_id: row.id }),
        },
      ]}
    />
  );
}

const REASON_OPTIONS = Object.entries(REASON_LABELS).map(([value, label]) => ({ label, value }));
const REASON_TEXT = ReviewExamCheckBody.shape.reason;

export function CheckStudentsPage() {
  const line = useExamLine();
  const { backTo } = useScreenNavigation();
  const [params] = useSearchParams();
  const planId = Number(params.get('plan_id')) || 0;
  const plan = useGetExamPlan(planId, { query: { enabled: planId > 0 }, request: { silent: true } });
  const search: SearchField[] = [
    ...STUDENT_COURSE_SEARCH,
    reviewSearch(),
    { type: 'select', field: 'reason', label: '不符合原因', options: REASON_OPTIONS },
  ];
  const columns: ListColumn<ExamCheckStudent>[] = useMemo(
    () => [
      // what decides the review first: who, which course, what the system found, the state
      ...studentCourseColumns<ExamCheckStudent>(line.stationNoun).filter(
        (column) => column.key !== 'id_card',
      ),
      {
        key: 'reasons',
        title: '系统检查',
        width: 220,
        render: (row) =>
          row.reasons.length ? (
            <Space size={4} wrap>
              {row.reasons.map((reason) => (
                <Tag key={reason.code} color="red" title={reason.detail}>
                  {REASON_LABELS[reason.code] ?? reason.code}
                </Tag>
              ))}
            </Space>
          ) : (
            <Tag color="green">符合条件</Tag>
          ),
      },
      reviewStatusColumn('status', '审核状态', 90),
      { key: 'progress', title: '学习进度', width: 90, valueType: 'percent' },
      { key: 'owed', title: '欠费', width: 100, valueType: 'money' },
      { key: 'review_reason', title: '驳回原因', width: 200, ellipsis: true },
      { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard', hiddenByDefault: true },
    ],
    [line.stationNoun],
  );
  const list = useMemo(
    () => ({
      queryKey: (query: object) => getListExamCheckStudentsQueryKey({ ...query, plan_id: planId }),
      fetcher: (query: object, options?: object, signal?: AbortSignal) =>
        listExamCheckStudents({ ...query, plan_id: planId }, options, signal),
    }),
    [planId],
  );
  const review = useReview<ExamCheckStudent>({
    noun: '考试资格',
    label: (row) => `${row.student_name}（${row.course_name}）`,
    isPending: (row) => row.status === 0,
    ...reviewByStatus(reviewExamCheck, REASON_TEXT.unwrap().min(1)),
    suggestReason: suggestedRejection,
    warning: (rows, decision) => {
      const flagged = rows.filter((row) => row.reasons.length);
      return decision === 'approve' && flagged.length
        ? `其中 ${flagged.length} 条未通过系统检查（${reasonSummary(flagged)}），通过后这些学生仍可参加考试。`
        : undefined;
    },
  });

  if (!planId)
    return (
      <Alert
        type="warning"
        content="请从「考试资格审核」中选择一个考试计划审核学生。"
        action={<Button onClick={() => backTo(PLANS)}>返回考试资格审核</Button>}
      />
    );
  return (
    <>
      {plan.data && (
        <Alert
          style={{ marginBottom: 12 }}
          content={`${plan.data.result.name} · 考试期 ${plan.data.result.exam_start} 至 ${plan.data.result.exam_end}`}
        />
      )}
      <ListPage<ExamCheckStudent>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        review={review}
        exportFile={(query, options) => exportExamCheckStudents({ ...query, plan_id: planId }, options)}
        exportName="考试资格审核名单.xlsx"
      />
    </>
  );
}
