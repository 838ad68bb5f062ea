/**
 * 实践考核管理 (practicalAssessmentSt): practical assessments (internships, course designs,
 * experiments) — 通过 records the score, 驳回 a reason (one or in bulk); 实践考核申请详情
 * (viewPracticalApplicationST, `?id=`): the application, its materials and review history.
 */
import { Alert, Button, Card, Space } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as zod from 'zod';
import { usePermission } from '@/access/access-context';
import {
  getGetExamPracticalQueryKey,
  getListExamPracticalsQueryKey,
  listExamPracticals,
  reviewExamPracticals,
  useGetExamPractical,
} from '@/generated/api/exam/exam';
import type { ExamPractical, ExamPracticalDetail } from '@/generated/model';
import { ReviewExamPracticalsBody } from '@/generated/zod/exam/exam.zod';
import {
  type DetailItem,
  DetailView,
  type FormField,
  FormModal,
  type ListColumn,
  ListPage,
  LoadFailed,
  REVIEW_STATUS,
  reviewSearch,
  reviewStatusColumn,
  ReviewTimeline,
  type SearchField,
  type StatusMap,
  useLineList,
  useReview,
  useScreenNavigation,
} from '@/kit';
import { STUDENT_COURSE_SEARCH, studentCourseColumns } from './student-course';
import { Attachments } from './attachments';
import { useExamLine } from './exam-lines';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.ST.nouns.station;

const LIST = 'practicalAssessmentSt';
const DETAIL = 'viewPracticalApplicationST';

const KIND: StatusMap = {
  1: { text: '毕业实习', color: 'arcoblue' },
  2: { text: '课程设计', color: 'cyan' },
  3: { text: '实验', color: 'purple' },
};
const SEARCH: SearchField[] = [
  ...STUDENT_COURSE_SEARCH,
  {
    type: 'select',
    field: 'kind',
    label: '实践类型',
    options: [1, 2, 3].map((value) => ({ value, label: KIND[value]!.text })),
  },
  reviewSearch(),
];

/** 通过 with the score: one application at a time (each gets its own score). */
const SCORE_FIELDS: FormField[] = [
  {
    type: 'number',
    field: 'score',
    label: '考核成绩',
    min: 0,
    max: 100,
    precision: 1,
    suffix: '分',
    required: true,
  },
];
const SCORE_SCHEMA = zod.object({ score: ReviewExamPracticalsBody.shape.score.unwrap().unwrap() });
const REASON = ReviewExamPracticalsBody.shape.reason.unwrap().min(1);

/** 通过并评分 (a dialog) and 驳回 (the kit's review, also in bulk) of practical assessments. */
function usePracticalReview(onDone: () => void) {
  const [scoring, setScoring] = useState<{ id: number; student_name: string; course_name: string }>();
  const review = useReview<ExamPractical>({
    noun: '实践考核申请',
    label: (row) => `${row.student_name}（${row.course_name}）`,
    isPending: (row) => row.status === 0,
    reject: {
      schema: REASON,
      send: (rows, reason) => reviewExamPracticals({ ids: rows.map((row) => row.id), status: 2, reason }),
    },
    reasons: ['实习证明缺少单位盖章', '实践报告字数不足', '实践时间不足规定周数'],
  });
  const dialog = (
    <FormModal<{ score: number }>
      title={scoring ? `通过并评分 · ${scoring.student_name}（${scoring.course_name}）` : '通过并评分'}
      visible={!!scoring}
      onClose={() => setScoring(undefined)}
      fields={SCORE_FIELDS}
      schema={SCORE_SCHEMA}
      submit={({ score }) => reviewExamPracticals({ ids: [scoring!.id], status: 1, score })}
      onSaved={onDone}
    />
  );
  return {
    score: setScoring,
    reject: (row: ExamPractical) => review.open('reject', [row]).then(onDone),
    rejectActions: review.rowActions,
    rejectBatch: review.batchActions,
    modals: (
      <>
        {dialog}
        {review.modal}
      </>
    ),
  };
}

export function PracticalListPage() {
  const line = useExamLine();
  const queryClient = useQueryClient();
  const { open } = useScreenNavigation();
  const list = useLineList(getListExamPracticalsQueryKey, listExamPracticals);
  const decisions = usePracticalReview(
    () => void queryClient.invalidateQueries({ queryKey: getListExamPracticalsQueryKey() }),
  );
  const columns: ListColumn<ExamPractical>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamPractical>(line.stationNoun, '实践课程'),
      { key: 'kind', title: '实践类型', width: 100, valueType: 'status', statusMap: KIND },
      { key: 'unit', title: '实践单位', width: 200, ellipsis: true },
      { key: 'tutor', title: '指导老师', width: 90 },
      { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
      reviewStatusColumn('status', '审核状态', 90),
      { key: 'score', title: '成绩', width: 70, valueType: 'number' },
      { key: 'review_reason', title: '驳回原因', width: 200, ellipsis: true },
    ],
    [line.stationNoun],
  );
  return (
    <>
      <ListPage<ExamPractical>
        list={list}
        rowKey="id"
        search={SEARCH}
        columns={columns}
        rowActions={[
          { key: 'view', label: '详情', onClick: (row) => open(DETAIL, { id: row.id }) },
          {
            key: 'approve',
            label: '通过并评分',
            perm: 'audit',
            hidden: (row) => row.status !== 0,
            onClick: (row) => decisions.score(row),
          },
          ...decisions.rejectActions,
        ]}
        batchActions={decisions.rejectBatch}
      />
      {decisions.modals}
    </>
  );
}

const DETAIL_ITEMS: DetailItem<ExamPracticalDetail>[] = [
  { key: 'student_name', title: '姓名' },
  { key: 'student_no', title: '学号' },
  { key: 'profession_name', title: '专业' },
  { key: 'station_name', title: station },
  { key: 'course_name', title: '实践课程' },
  { key: 'kind', title: '实践类型', valueType: 'status', statusMap: KIND },
  { key: 'unit', title: '实践单位' },
  { key: 'tutor', title: '指导老师' },
  { key: 'start_date', title: '开始日期', valueType: 'date' },
  { key: 'end_date', title: '结束日期', valueType: 'date' },
  { key: 'status', title: '审核状态', valueType: 'status', statusMap: REVIEW_STATUS },
  { key: 'score', title: '考核成绩', valueType: 'number' },
];

export function PracticalDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const application = useGetExamPractical(id, { query: { enabled: id > 0 }, request: { silent: true } });
  const { can } = usePermission();
  const decisions = usePracticalReview(() => {
    void queryClient.invalidateQueries({ queryKey: getGetExamPracticalQueryKey(id) });
    void queryClient.invalidateQueries({ queryKey: getListExamPracticalsQueryKey() });
  });

  if (!id)
    return (
      <Alert
        type="warning"
        content="请从「实践考核管理」中选择一条申请查看详情。"
        action={<Button onClick={() => backTo(LIST)}>返回实践考核管理</Button>}
      />
    );
  if (application.isError)
    return <LoadFailed what="实践考核申请" error={application.error} onRetry={application.refetch} />;
  const detail = application.data?.result;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card
        bordered={false}
        title="实践考核申请"
        loading={application.isPending}
        extra={
          detail?.status === 0 && can('audit') ? (
            <Space>
              <Button type="primary" onClick={() => decisions.score(detail)}>
                通过并评分
              </Button>
              <Button status="danger" onClick={() => void decisions.reject(detail).catch(() => undefined)}>
                驳回
              </Button>
            </Space>
          ) : (
            <Button onClick={() => backTo(LIST)}>返回列表</Button>
          )
        }
      >
        {detail && (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {detail.status === 2 && <Alert type="error" content={`驳回原因：${detail.review_reason}`} />}
            <DetailView items={DETAIL_ITEMS} data={detail} column={3} />
            <div>
              <h4>实践内容与总结</h4>
              <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.content}</p>
            </div>
            <div>
              <h4>材料</h4>
              <Attachments files={detail.attachments} />
            </div>
          </Space>
        )}
      </Card>
      {detail && (
        <Card bordered={false} title="审核记录">
          <ReviewTimeline
            steps={detail.history.map((step, index) => ({
              key: index,
              action: step.action,
              operator: step.by,
              time: step.at,
              remark: step.remark,
            }))}
          />
        </Card>
      )}
      {decisions.modals}
    </Space>
  );
}
