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
  type ListColumn,
  ListPage,
  reviewByStatus,
  reviewColumns,
  reviewSearch,
  type SearchField,
  type StatusMap,
  useLineList,
  useReview,
} from '@/kit';
import { STUDENT_COURSE_SEARCH, studentCourseColumns } from './student-course';
import { Attachments } from './attachments';
import { useExamLine } from './exam-lines';

const SEARCH: SearchField[] = [...STUDENT_COURSE_SEARCH, reviewSearch()];
const REASON = ReviewExamExemptionsBody.shape.reason.unwrap().min(1);

/** An application's attachments, its time and its review. */
const applicationColumns = <Row extends { attachments: ExamExemption['attachments'] }>(
  attachmentsWidth: number,
): ListColumn<Row>[] => [
  {
    key: 'attachments',
    title: '附件',
    width: attachmentsWidth,
    render: (row) => <Attachments files={row.attachments} />,
  },
  { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
  ...reviewColumns<Row>(),
];
/** Who applied for which course, and whether it still waits (both applications' review). */
const APPLICATION = {
  label: (row: { student_name: string; course_name: string }) => `${row.student_name}（${row.course_name}）`,
  isPending: (row: { status: number }) => row.status === 0,
};

const BASIS: StatusMap = {
  1: { text: '证书', color: 'arcoblue' },
  2: { text: '已修学分', color: 'cyan' },
  3: { text: '职业资格', color: 'purple' },
};

export function ExemptionPage() {
  const line = useExamLine();
  const list = useLineList(getListExamExemptionsQueryKey, listExamExemptions);
  const columns: ListColumn<ExamExemption>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamExemption>(line.stationNoun, '免考课程'),
      { key: 'basis', title: '免考依据', width: 100, valueType: 'status', statusMap: BASIS },
      { key: 'certificate', title: '证书或原课程', width: 240, ellipsis: true },
      ...applicationColumns<ExamExemption>(200),
    ],
    [line.stationNoun],
  );
  const decisions = useReview<ExamExemption>({
    noun: '免考申请',
    ...APPLICATION,
    ...reviewByStatus<ExamExemption>(reviewExamExemptions, REASON),
    reasons: ['证书扫描件不清晰，请重新上传', '证书与免考课程不对应', '原课程学分不足，不能免考'],
    warning: (rows, decision) => {
      const bare = rows.filter((row) => !row.attachments.length).length;
      return decision === 'approve' && bare ? `其中 ${bare} 个申请未上传附件。` : undefined;
    },
  });
  return (
    <>
      <ListPage<ExamExemption> list={list} rowKey="id" search={SEARCH} columns={columns} review={decisions} />
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
  const list = useLineList(getListExamRecognitionsQueryKey, listExamRecognitions);
  const columns: ListColumn<ExamRecognition>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamRecognition>(line.stationNoun, '认定课程'),
      { key: 'source', title: '成绩来源', width: 110, valueType: 'status', statusMap: SOURCE },
      { key: 'source_detail', title: '来源说明', width: 240, ellipsis: true },
      { key: 'original_score', title: '原成绩', width: 80, valueType: 'number' },
      { key: 'recognised_score', title: '认定成绩', width: 90, valueType: 'number' },
      ...applicationColumns<ExamRecognition>(180),
    ],
    [line.stationNoun],
  );
  const decisions = useReview<ExamRecognition>({
    noun: '成绩认定',
    ...APPLICATION,
    ...reviewByStatus<ExamRecognition>(reviewExamRecognitions, REASON),
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
        review={decisions}
      />
    </>
  );
}
