/**
 * Degrees: 学士学位申请 (degreeApplicationAE / ST) with the conditions checked per applicant (平均成绩、
 * 学位英语、论文) and approval only of those who meet them; 学位证书申请 (baccalaureateApplyAE / ST),
 * reviewed with the degree photo; 学位名单 (academicDegreeListAE / ST), published and exported.
 */
import { Message } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  exportFsDegreeApplies,
  exportFsDegreeCertificates,
  getListFsDegreeAppliesQueryKey,
  getListFsDegreeCertificatesQueryKey,
  listFsDegreeApplies,
  listFsDegreeCertificates,
  publishFsDegreeList,
  reviewFsDegreeApplies,
  reviewFsDegreeCertificates,
} from '@/generated/api/graduation/graduation';
import type {
  DegreeApply,
  DegreeCertificate,
  ListFsDegreeAppliesParams,
  ListFsDegreeCertificatesParams,
} from '@/generated/model';
import { ReviewFsDegreeAppliesBody } from '@/generated/zod/graduation/graduation.zod';
import {
  type BatchAction,
  type ListColumn,
  ListPage,
  reviewByStatus,
  reviewColumns,
  reviewSearch,
  type StatusMap,
  studentColumns,
  useReview,
  useScreenNavigation,
  yesNoOptions,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { ConditionTags } from './condition-tags';
import { approveEligibleAction, eligibleRowActions } from './eligible-review';
import { degreeChecks, THESIS_GRADES } from './degree-rules';
import {
  BY_STUDENT,
  checkedApplySearch,
  PROFESSION_SEARCH,
  STUDENT_SEARCH,
  useGraduationLine,
} from './graduation-fields';
import { splitEligible, suggestedRejection } from './graduation-rules';

const REASON = ReviewFsDegreeAppliesBody.shape.reason;

// ---------------------------------------------------------------- 学士学位申请

const APPLY_LIST = {
  queryKey: getListFsDegreeAppliesQueryKey,
  fetcher: listFsDegreeApplies,
};
const APPLY_SEARCH = checkedApplySearch('授位条件');
/** The print route of the application form, per line. */
const FORM_PRINT = { AE: 'degreeApplicationAEPrint', ST: 'degreeApplicationSTPrint' } as const;

export function DegreeApplyPage() {
  const line = useGraduationLine();
  const { suffix } = useLine();
  const { open } = useScreenNavigation();
  const columns: ListColumn<DegreeApply>[] = useMemo(
    () => [
      ...studentColumns<DegreeApply>(line.stationNoun),
      { key: 'grade', title: '年级', width: 80 },
      {
        key: 'conditions',
        title: '授位条件',
        width: 300,
        render: (row) => <ConditionTags checks={degreeChecks(row)} />,
      },
      { key: 'average_score', title: '平均成绩', width: 90, valueType: 'number' },
      {
        key: 'english_score',
        title: '学位英语',
        width: 90,
        align: 'right',
        render: (row) => (row.english_score === null ? '未参加' : row.english_score),
      },
      { key: 'thesis_grade', title: '论文成绩', width: 90, render: (row) => THESIS_GRADES[row.thesis_grade] },
      ...reviewColumns<DegreeApply>(),
      { key: 'applied_at', title: '申请时间', width: 170, valueType: 'datetime' },
    ],
    [line.stationNoun],
  );
  const review = useReview<DegreeApply>({
    noun: '学位申请',
    ...BY_STUDENT,
    ...reviewByStatus(reviewFsDegreeApplies, REASON.unwrap()),
    suggestReason: (rows) => suggestedRejection(rows, degreeChecks),
  });
  const approveEligible = approveEligibleAction<DegreeApply>({
    conditions: '授位条件',
    noun: '学位申请',
    checks: degreeChecks,
    review,
  });
  return (
    <>
      <ListPage<DegreeApply, ListFsDegreeAppliesParams>
        list={APPLY_LIST}
        rowKey="id"
        search={APPLY_SEARCH}
        columns={columns}
        rowActions={[
          ...eligibleRowActions(review.rowActions, degreeChecks),
          {
            key: 'print',
            label: '打印申请表',
            perm: 'print',
            onClick: (row) => open(FORM_PRINT[suffix], { id: row.id }),
          },
        ]}
        batchActions={[approveEligible, ...review.batchActions.filter((action) => action.key !== 'approve')]}
        exportFile={exportFsDegreeApplies}
        exportName="学士学位申请.xlsx"
        summary={(envelope) => {
          const pending = envelope.result.list.filter((row) => row.status === 0);
          return `本页待审核 ${pending.length} 份，其中符合授位条件 ${splitEligible(pending, degreeChecks).eligible.length} 份`;
        }}
      />
      {review.modal}
    </>
  );
}

// ---------------------------------------------------------------- 学位证书申请 / 学位名单

export const PHOTO_STATUS: StatusMap = {
  0: { text: '未上传', color: 'gray' },
  1: { text: '待审核', color: 'orange' },
  2: { text: '已通过', color: 'green' },
  3: { text: '未通过', color: 'red' },
};
const PUBLISHED: StatusMap = {
  0: { text: '未公布', color: 'gray' },
  1: { text: '已公布', color: 'green' },
};

export const CERTIFICATE_LIST = {
  queryKey: getListFsDegreeCertificatesQueryKey,
  fetcher: listFsDegreeCertificates,
};

export function degreeColumns(stationNoun: string): ListColumn<DegreeCertificate>[] {
  return [
    ...studentColumns<DegreeCertificate>(stationNoun),
    { key: 'degree_name', title: '学位', width: 110 },
    { key: 'discipline', title: '学科门类', width: 90 },
    { key: 'awarded_at', title: '授予日期', width: 110, valueType: 'date' },
    { key: 'certificate_no', title: '学位证书编号', width: 170 },
  ];
}

export function CertificateApplyPage() {
  const line = useGraduationLine();
  const columns: ListColumn<DegreeCertificate>[] = useMemo(
    () => [
      ...degreeColumns(line.stationNoun),
      { key: 'photo_status', title: '学位照片', width: 90, valueType: 'status', statusMap: PHOTO_STATUS },
      ...reviewColumns<DegreeCertificate>(),
    ],
    [line.stationNoun],
  );
  const review = useReview<DegreeCertificate>({
    noun: '学位证书申请',
    ...BY_STUDENT,
    ...reviewByStatus(reviewFsDegreeCertificates, REASON.unwrap()),
    reasons: ['学位照片不清晰，请重新上传', '学位照片背景不符合要求', '学位信息有误，请联系教务处核对'],
    warning: (rows, decision) => {
      const noPhoto = rows.filter((row) => row.photo_status !== 2).length;
      return decision === 'approve' && noPhoto ? `其中 ${noPhoto} 人的学位照片尚未审核通过` : undefined;
    },
  });
  return (
    <>
      <ListPage<DegreeCertificate, ListFsDegreeCertificatesParams>
        list={CERTIFICATE_LIST}
        rowKey="id"
        search={[STUDENT_SEARCH, PROFESSION_SEARCH, reviewSearch()]}
        columns={columns}
        review={review}
        exportFile={exportFsDegreeCertificates}
        exportName="学位证书申请.xlsx"
      />
    </>
  );
}

export function DegreeListPage() {
  const line = useGraduationLine();
  const columns: ListColumn<DegreeCertificate>[] = useMemo(
    () => [
      ...degreeColumns(line.stationNoun),
      { key: 'published', title: '名单状态', width: 90, valueType: 'status', statusMap: PUBLISHED },
    ],
    [line.stationNoun],
  );
  const publish: BatchAction<DegreeCertificate> = {
    key: 'publish',
    label: '公布学位名单',
    perm: 'edit',
    confirm: (count) => `确定公布所选 ${count} 名学位获得者吗？公布后学生与学信网可查询，已公布的将跳过。`,
    onClick: (rows) => {
      const open = rows.filter((row) => row.published === 0);
      if (!open.length) return void Message.warning('所选学位获得者都已公布');
      return publishFsDegreeList({ ids: open.map((row) => row.id) }).then(() =>
        Message.success(`已公布 ${open.length} 名学位获得者`),
      );
    },
  };
  return (
    <ListPage<DegreeCertificate, ListFsDegreeCertificatesParams>
      list={CERTIFICATE_LIST}
      rowKey="id"
      search={[
        STUDENT_SEARCH,
        PROFESSION_SEARCH,
        {
          type: 'select',
          field: 'published',
          label: '名单状态',
          options: yesNoOptions('已公布', '未公布'),
        },
      ]}
      columns={columns}
      batchActions={[publish]}
      exportFile={exportFsDegreeCertificates}
      exportName="学位名单.xlsx"
      summary={(envelope) => {
        const rows = envelope.result.list;
        const counts = new Map<string, number>();
        for (const row of rows) counts.set(row.degree_name, (counts.get(row.degree_name) ?? 0) + 1);
        return `本页 ${rows.length} 人：${[...counts].map(([name, count]) => `${name} ${count} 人`).join('、')}`;
      }}
    />
  );
}
