/**
 * Reviewed applications of the exam domain: 免考申请 (exemptionApplicationAE) and 认定课程成绩
 * (identifyCourseGradesST) — each with its basis, attachments and state, approved or rejected
 * with a reason one by one or in bulk.
 */
import { useMemo } from 'react';
import {
  getListExamExemptionsQueryKey,
  getListExamRecognitionsQueryKey,
  listExamExemptions,
  listExamRecognitions,
  reviewExamExemptions,
  reviewExamRecognitions,
} from '@/generated/api/exam/exam';
import type { ExamExemption, ExamRecognition } from '@/generated/model';
import { ReviewExamExemptionsBody } from '@/generated/zod/exam/exam.zod';
import {
  COURSE_SEARCH,
  courseColumn,
  lineList,
  type ListColumn,
  ListPage,
  type SearchField,
  type StatusMap,
  STUDENT_SEARCH,
  studentColumns,
  useReview,
} from '@/kit';
import { Attachments } from './attachments';
import { useExamLine } from './exam-lines';
import { REVIEW_OPTIONS, REVIEW_STATUS } from './exam-fields';

const SEARCH: SearchField[] = [
  STUDENT_SEARCH,
  COURSE_SEARCH,
  { type: 'select', field: 'status', label: '审核状态', options: REVIEW_OPTIONS },
];
const REASON = ReviewExamExemptionsBody.shape.reason.unwrap().min(1);
const review = (send: (body: { ids: number[]; status: 1 | 2; reason?: string }) => Promise<unknown>) => ({
  approve: {
    text: false as const,
    send: (rows: { id: number }[]) => send({ ids: rows.map((row) => row.id), status: 1 }),
  },
  reject: {
    schema: REASON,
    send: (rows: { id: number }[], reason: string) =>
      send({ ids: rows.map((row) => row.id), status: 2, reason }),
  },
});

const BASIS: StatusMap = {
  1: { text: '证书', color: 'arcoblue' },
  2: { text: '已修学分', color: 'cyan' },
  3: { text: '职业资格', color: 'purple' },
};

export function ExemptionPage() {
  const line = useExamLine();
  const list = useMemo(
    () => lineList(line.type, getListExamExemptionsQueryKey, listExamExemptions),
    [line.type],
  );
  const columns: ListColumn<ExamExemption>[] = useMemo(
    () => [
      ...studentColumns<ExamExemption>(line.stationNoun),
      courseColumn<ExamExemption>('免考课程'),
      { key: 'basis', title: '免考依据', width: 100, valueType: 'status', statusMap: BASIS },
      { key: 'certificate', title: '证书或原课程', width: 240, ellipsis: true },
      {
        key: 'attachments',
        title: '附件',
        width: 200,
        render: (row) => <Attachments files={row.attachments} />,
      },
      { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
      { key: 'status', title: '审核状态', width: 90, valueType: 'status', statusMap: REVIEW_STATUS },
      { key: 'review_reason', title: '驳回原因', width: 200, ellipsis: true },
    ],
    [line.stationNoun],
  );
  const decisions = useReview<ExamExemption>({
    noun: '免考申请',
    label: (row) => `${row.student_name}（${row.course_name}）`,
    isPending: (row) => row.status === 0,
    ...review(reviewExamExemptions),
    reasons: ['证书扫描件不清晰，请重新上传', '证书与免考课程不对应', '原课程学分不足，不能免考'],
    warning: (rows, decision) => {
      const bare = rows.filter((row) => !row.attachments.length).length;
      return decision === 'approve' && bare ? `其中 ${bare} 个申请未上传附件。` : undefined;
    },
  });
  return (
    <>
      <ListPage<ExamExemption>
        list={list}
        rowKey="id"
        search={SEARCH}
        columns={columns}
        rowActions={decisions.rowActions}
        batchActions={decisions.batchActions}
      />
      {decisions.modal}
    </>
  );
}

const SOURCE: StatusMap = {
  1: { text: '原自考考籍', color: 'arcoblue' },
  2: { text: '其他院校', color: 'cyan' },
  3: { text: '学分银行', color: 'purple' },
};

export function RecognitionPage() {
  const line = useExamLine();
  const list = useMemo(
    () => lineList(line.type, getListExamRecognitionsQueryKey, listExamRecognitions),
    [line.type],
  );
  const columns: ListColumn<ExamRecognition>[] = useMemo(
    () => [
      ...studentColumns<ExamRecognition>(line.stationNoun),
      courseColumn<ExamRecognition>('认定课程'),
      { key: 'source', title: '成绩来源', width: 110, valueType: 'status', statusMap: SOURCE },
      { key: 'source_detail', title: '来源说明', width: 240, ellipsis: true },
      { key: 'original_score', title: '原成绩', width: 80, valueType: 'number', align: 'right' },
      { key: 'recognised_score', title: '认定成绩', width: 90, valueType: 'number', align: 'right' },
      {
        key: 'attachments',
        title: '附件',
        width: 180,
        render: (row) => <Attachments files={row.attachments} />,
      },
      { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
      { key: 'status', title: '审核状态', width: 90, valueType: 'status', statusMap: REVIEW_STATUS },
      { key: 'review_reason', title: '驳回原因', width: 200, ellipsis: true },
    ],
    [line.stationNoun],
  );
  const decisions = useReview<ExamRecognition>({
    noun: '成绩认定',
    label: (row) => `${row.student_name}（${row.course_name}）`,
    isPending: (row) => row.status === 0,
    ...review(reviewExamRecognitions),
    reasons: ['原成绩不及格，不能认定', '成绩证明未盖章', '课程内容不对应，不能认定'],
    warning: (rows, decision) => {
      const failed = rows.filter((row) => row.original_score < 60).length;
      return decision === 'approve' && failed ? `其中 ${failed} 个申请的原成绩低于 60 分。` : undefined;
    },
  });
  return (
    <>
      <ListPage<ExamRecognition>
        list={list}
        rowKey="id"
        search={SEARCH}
        columns={columns}
        rowActions={decisions.rowActions}
        batchActions={decisions.batchActions}
      />
      {decisions.modal}
    </>
  );
}
