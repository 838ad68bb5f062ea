/**
 * What staff do with a candidate of an online exam, on the monitor page and in the online
 * arrangement's 监控 drill-down: play the recordings, 标记异常 with a reason, 解除异常.
 */
import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { flagExamMonitorCandidates } from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamMonitorCandidate } from '@/generated/model';
import { type BatchAction, type RowAction, useReasonDialog } from '@/kit';
import { MonitorVideoModal, type VideoTarget } from './monitor-video-modal';

export const FLAG_REASONS = [
  '人脸核验未通过：疑似替考',
  '多次离开考试页面',
  '抓拍中出现他人',
  '抓拍中使用手机或资料',
];

const NAMES_SHOWN = 3;

/** 「梁子豪」, or 「梁子豪」「罗思敏」「郑伟明」等 5 名考生 */
export function candidatesText(rows: Pick<ExamMonitorCandidate, 'student_name'>[]): string {
  const names = rows
    .slice(0, NAMES_SHOWN)
    .map((row) => `「${row.student_name}」`)
    .join('');
  return rows.length > NAMES_SHOWN ? `${names}等 ${rows.length} 名考生` : names;
}

export function useMonitorActions() {
  const reason = useReasonDialog();
  const [videos, setVideos] = useState<VideoTarget>();

  const flag = (rows: ExamMonitorCandidate[]) => {
    const open = rows.filter((row) => row.flagged === 0);
    if (!open.length) {
      Message.warning('所选考生都已标记为异常');
      return Promise.resolve();
    }
    const skipped = rows.length - open.length;
    return reason.ask({
      title: '标记异常',
      summary:
        `将把${candidatesText(open)}标记为异常，其成绩在复核前不发布。` +
        (skipped ? `（另有 ${skipped} 名已是异常，将跳过）` : ''),
      label: '异常原因',
      okText: '标记异常',
      reasons: FLAG_REASONS,
      success: `已将 ${open.length} 名考生标记为异常`,
      send: (text) => flagExamMonitorCandidates({ ids: open.map((row) => row.id), flagged: 1, reason: text }),
    });
  };

  const rowActions: RowAction<ExamMonitorCandidate>[] = [
    {
      key: 'videos',
      label: '录像',
      hidden: (row) => row.video_count === 0,
      onClick: (row) =>
        setVideos({
          title: `${row.student_name}（${row.exam_no}）· ${row.course_name}`,
          params: { candidate_id: row.id },
        }),
    },
    {
      key: 'flag',
      label: '标记异常',
      perm: 'audit',
      hidden: (row) => row.flagged === 1,
      onClick: (row) => flag([row]),
    },
    {
      key: 'unflag',
      label: '解除异常',
      perm: 'audit',
      hidden: (row) => row.flagged === 0,
      confirm: (row) => `确定解除「${row.student_name}」的异常标记吗？解除后其成绩按正常流程发布。`,
      onClick: (row) => flagExamMonitorCandidates({ ids: [row.id], flagged: 0 }),
    },
  ];

  const batchActions: BatchAction<ExamMonitorCandidate>[] = [
    { key: 'flag', label: '标记异常', perm: 'audit', onClick: (rows) => flag(rows) },
  ];

  const elements = (
    <>
      {reason.element}
      <MonitorVideoModal target={videos} onClose={() => setVideos(undefined)} />
    </>
  );
  return { rowActions, batchActions, elements };
}
