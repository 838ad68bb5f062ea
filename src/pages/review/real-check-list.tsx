/**
 * 真人核验审核 (face checks at online exams): the ID-card photo beside the exam
 * snapshots, approved or failed with a reason, one by one or in bulk. A second
 * list on the photo review screens, so its URL keys carry the prefix rc_.
 */
import { Space } from '@arco-design/web-react';
import { getListRealChecksQueryKey, listRealChecks } from '@/generated/api/dashboard/dashboard';
import { reviewRealCheck } from '@/generated/api/review/review';
import type { ListRealChecksParams, RealCheck } from '@/generated/model';
import { ReviewRealCheckBody } from '@/generated/zod/review/review.zod';
import {
  ListPage,
  optionsOf,
  useReview,
  type ListColumn,
  type ListParams,
  type ListSource,
  type SearchField,
  REAL_CHECK_STATUS,
} from '@/kit';
import { PhotoThumb, PreviewGroup } from './photo-thumb';

/** The old interface's codes (REAL_CHECK_STATUS): 1 待审核, 0 审核通过, 2 审核失败. */
const WAITING = 1;
const PASSED = 0;
const FAILED = 2;

const search: SearchField[] = [
  { type: 'input', field: 'studentName', label: '学生姓名' },
  { type: 'select', field: 'status', label: '审核状态', options: optionsOf(REAL_CHECK_STATUS) },
];

/** The list's page and size as the old interface names them (start, perPage). */
const toRealCheckParams = ({ page, limit, ...filters }: ListParams): ListRealChecksParams => ({
  ...(filters as Pick<ListRealChecksParams, 'status' | 'studentName'>),
  start: page,
  perPage: limit,
});

const source: ListSource<RealCheck, ListParams> = {
  queryKey: (params) => getListRealChecksQueryKey(toRealCheckParams(params)),
  fetcher: (params, options, signal) => listRealChecks(toRealCheckParams(params), options, signal),
};

function CheckPhotos({ row }: { row: RealCheck }) {
  return (
    <PreviewGroup infinite>
      <Space size={6}>
        <PhotoThumb src={row.frontCardImg} alt={`${row.studentName}的身份证照片`} width={72} height={45} />
        {row.imgs.map((src, index) => (
          <PhotoThumb
            key={`${src}-${index}`}
            src={src}
            alt={`${row.studentName}的抓拍 ${index + 1}`}
            width={60}
            height={45}
          />
        ))}
      </Space>
    </PreviewGroup>
  );
}

const columns: ListColumn<RealCheck>[] = [
  { key: 'studentName', title: '学生姓名', width: 100 },
  { key: 'idCard', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'examName', title: '考试名称', width: 260, ellipsis: true },
  { key: 'photos', title: '身份证照片 / 考试抓拍', width: 300, render: (row) => <CheckPhotos row={row} /> },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone' },
  { key: 'createDate', title: '申请时间', width: 160, valueType: 'datetime' },
  { key: 'state', title: '审核状态', width: 100, valueType: 'status', statusMap: REAL_CHECK_STATUS },
];

const REMARK = ReviewRealCheckBody.shape.remark;

/** One PATCH per face check (the interface decides one record at a time). */
const decide = (rows: RealCheck[], state: typeof PASSED | typeof FAILED, remark: string) =>
  Promise.all(
    rows.map((row) => reviewRealCheck(row.id, { state, phone: row.phone, ...(remark ? { remark } : {}) })),
  );

export function RealCheckList() {
  const review = useReview<RealCheck>({
    noun: '真人核验',
    unit: '条',
    label: (row) => row.studentName,
    isPending: (row) => row.state === WAITING,
    approve: { schema: REMARK, field: 'remark', send: (rows, remark) => decide(rows, PASSED, remark) },
    reject: { schema: REMARK, field: 'remark', send: (rows, reason) => decide(rows, FAILED, reason) },
    reasons: ['抓拍照片与身份证照片不是同一人', '抓拍照片模糊或未拍到正脸', '考试画面中出现他人'],
  });
  return (
    <>
      <ListPage<RealCheck, ListParams>
        urlPrefix="rc_"
        list={source}
        rowKey="id"
        search={search}
        columns={columns}
        review={review}
      />
    </>
  );
}
