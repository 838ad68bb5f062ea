/**
 * 考试签到 (examSignInST): each candidate's sign-in at the offline exams with the face-check
 * photo beside the registration photo and the similarity (below 80 checked by a person);
 * 核对 compares the photos large, 补签 after checking the ID (with a note), 标记缺考 / 撤销缺考;
 * the same in bulk on the selection; figures of everything the search finds.
 */
import { Message } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  exportExamSignIns,
  getListExamSignInsQueryKey,
  listExamSignIns,
  setExamSignInAbsent,
  signInExamManually,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamSignInPage, ExamSignInRecord } from '@/generated/model';
import {
  type BatchAction,
  DetailModal,
  lineExport,
  type ListEnvelope,
  ListPage,
  PhotoWall,
  type RowAction,
  useLineList,
  useReasonDialog,
  useRecordModal,
} from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { candidatesText } from './monitor-actions';
import {
  faceScoreText,
  isDoubtful,
  signInColumns,
  signInDetail,
  signInFigures,
  signInSearch,
} from './signin-fields';

export const MANUAL_REASONS = [
  '人脸识别设备故障，已核对身份证原件',
  '相貌变化较大，已核对身份证原件与准考证',
  '迟到入场，已核对身份证原件',
];

function Figures({ envelope }: { envelope: ListEnvelope<ExamSignInRecord> }) {
  const { stats } = envelope.result as ExamSignInPage;
  return stats ? <span>{signInFigures(stats)}</span> : null;
}

export function SignInPage() {
  const line = useArrangeLine();
  const reason = useReasonDialog();
  const detail = useRecordModal<ExamSignInRecord>();
  const list = useLineList(getListExamSignInsQueryKey, listExamSignIns);
  const search = useMemo(() => signInSearch(line.venueNoun), [line.venueNoun]);
  const columns = useMemo(() => signInColumns(line.venueNoun), [line.venueNoun]);
  const items = useMemo(() => signInDetail(line.venueNoun), [line.venueNoun]);

  const signIn = (rows: ExamSignInRecord[]) => {
    const pending = rows.filter((row) => row.state === 0);
    if (!pending.length) {
      Message.warning('所选考生都不是「未签到」，无需补签');
      return Promise.resolve();
    }
    const skipped = rows.length - pending.length;
    return reason.ask({
      title: '人工补签',
      summary:
        `核对证件后为${candidatesText(pending)}补签，签到方式记为「人工补签」。` +
        (skipped ? `（另有 ${skipped} 名已签到或缺考，将跳过）` : ''),
      label: '补签说明',
      okText: '确定补签',
      reasons: MANUAL_REASONS,
      success: `已为 ${pending.length} 名考生补签`,
      send: (text) => signInExamManually({ ids: pending.map((row) => row.id), reason: text }),
    });
  };

  const markAbsent = async (rows: ExamSignInRecord[]) => {
    const pending = rows.filter((row) => row.state === 0);
    if (!pending.length) return void Message.warning('所选考生都不是「未签到」，无需标记缺考');
    await setExamSignInAbsent({ ids: pending.map((row) => row.id), absent: 1 });
    Message.success(`已将 ${pending.length} 名考生标记为缺考`);
  };

  const rowActions: RowAction<ExamSignInRecord>[] = [
    { key: 'check', label: '核对', onClick: (row) => detail.open(row) },
    {
      key: 'manual',
      label: '补签',
      perm: 'edit',
      hidden: (row) => row.state !== 0,
      onClick: (row) => signIn([row]),
    },
    {
      key: 'absent',
      label: '标记缺考',
      perm: 'edit',
      hidden: (row) => row.state !== 0,
      confirm: (row) => `确定将「${row.student_name}」标记为缺考吗？`,
      onClick: (row) => markAbsent([row]),
    },
    {
      key: 'undo-absent',
      label: '撤销缺考',
      perm: 'edit',
      hidden: (row) => row.state !== 2,
      confirm: (row) => `确定撤销「${row.student_name}」的缺考吗？将恢复为「未签到」。`,
      onClick: (row) => setExamSignInAbsent({ ids: [row.id], absent: 0 }),
    },
  ];
  const batchActions: BatchAction<ExamSignInRecord>[] = [
    { key: 'manual', label: '补签', perm: 'edit', onClick: (rows) => signIn(rows) },
    {
      key: 'absent',
      label: '标记缺考',
      perm: 'edit',
      confirm: (count) => `将所选 ${count} 名考生中「未签到」的标记为缺考（已签到的不变），确定吗？`,
      onClick: (rows) => markAbsent(rows),
    },
  ];

  return (
    <>
      <ListPage<ExamSignInRecord>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={rowActions}
        batchActions={batchActions}
        summary={(envelope) => <Figures envelope={envelope} />}
        exportFile={lineExport(line.type, exportExamSignIns)}
        exportName="考试签到.xlsx"
      />
      <DetailModal<ExamSignInRecord>
        modal={detail}
        title={(row) => `核对签到 · ${row.student_name}（${row.exam_no}）`}
        items={items}
        width={820}
      >
        {(row) => (
          <div style={{ marginTop: 16 }}>
            {isDoubtful(row) && (
              <p style={{ color: 'rgb(var(--orange-8))', margin: '0 0 8px' }}>
                {`人脸比对 ${faceScoreText(row)}：请对照报名照片与签到照片，必要时核对身份证原件。`}
              </p>
            )}
            <PhotoWall
              size={200}
              empty="没有照片"
              photos={[
                ...(row.photo ? [{ src: row.photo, title: '报名照片' }] : []),
                ...(row.face_photo
                  ? [{ src: row.face_photo, title: '签到照片', description: row.signed_at ?? undefined }]
                  : []),
              ]}
            />
          </div>
        )}
      </DetailModal>
      {reason.element}
    </>
  );
}
