/**
 * 监考视频: the recordings of an online candidate (考生端摄像头) or of an offline session's
 * rooms (考场监控), played from a signed, time-limited address; room recordings are uploaded
 * with the kit's upload button (progress, 取消上传, 重试) and then registered.
 */
import { Alert, Button, Message, Modal, Popconfirm, Select, Space } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '@/access/access-context';
import {
  addExamMonitorVideo,
  deleteExamMonitorVideo,
  getListExamMonitorVideosQueryKey,
  listExamMonitorVideos,
  playExamMonitorVideo,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamMonitorVideo, ExamMonitorVideoPlay, ListExamMonitorVideosParams } from '@/generated/model';
import { DetailTable, type ListColumn } from '@/kit';
import { formatBytes, UploadButton, type UploadedObject } from '@/kit/upload';

const QUIET = { silent: true, loading: false };
const MAX_VIDEO_BYTES = 4 * 1024 ** 3;

export interface VideoTarget {
  /** What the recordings belong to, e.g. 梁子豪 · 马克思主义基本原理概论. */
  title: string;
  params: ListExamMonitorVideosParams;
  /** Rooms a recording can be uploaded for (offline sessions); none = no upload. */
  rooms?: { id: number; name: string }[];
}

/** 梁子豪-考试录像.mp4 → 梁子豪-考试录像 (at most 60 characters). */
export const videoNameOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, 60) || '监考录像';

function Uploader({ target, onDone }: { target: VideoTarget; onDone: () => void }) {
  const rooms = target.rooms ?? [];
  const [roomId, setRoomId] = useState<number | undefined>(rooms[0]?.id);

  const register = async (object: UploadedObject, file: File) => {
    await addExamMonitorVideo({
      session_id: target.params.session_id,
      room_id: roomId!,
      video_name: videoNameOf(file.name),
      file_id: object.url,
      size_bytes: object.size,
    });
    Message.success(`已上传「${file.name}」`);
    onDone();
  };

  return (
    <Space style={{ marginBottom: 12 }} wrap align="start">
      <Select
        aria-label="录像所属考场"
        style={{ width: 220 }}
        placeholder="选择考场"
        options={rooms.map((room) => ({ value: room.id, label: room.name }))}
        value={roomId}
        onChange={setRoomId}
      />
      <UploadButton
        folder="monitor"
        accept="video/*"
        maxBytes={MAX_VIDEO_BYTES}
        label="上传考场录像"
        disabled={!roomId}
        hint={roomId ? `单个文件不超过 ${formatBytes(MAX_VIDEO_BYTES)}` : '请先选择考场'}
        onUploaded={register}
      />
    </Space>
  );
}

export function MonitorVideoModal({
  target,
  onClose,
}: {
  target: VideoTarget | undefined;
  onClose: () => void;
}) {
  const { can } = usePermission();
  const [playing, setPlaying] = useState<{ video: ExamMonitorVideo; play: ExamMonitorVideoPlay }>();
  const params = target?.params ?? {};
  const videos = useQuery({
    queryKey: getListExamMonitorVideosQueryKey(params),
    queryFn: ({ signal }) => listExamMonitorVideos(params, QUIET, signal),
    enabled: !!target,
  });
  const play = async (video: ExamMonitorVideo) => {
    const answer = await playExamMonitorVideo(video.id);
    setPlaying({ video, play: answer.result });
  };
  const remove = async (video: ExamMonitorVideo) => {
    await deleteExamMonitorVideo(video.id);
    Message.success(`已删除「${video.video_name}」`);
    if (playing?.video.id === video.id) setPlaying(undefined);
    await videos.refetch();
  };
  const columns: ListColumn<ExamMonitorVideo>[] = [
    { key: 'video_name', title: '录像', width: 200, ellipsis: true },
    {
      key: 'source',
      title: '来源',
      width: 110,
      valueType: 'status',
      statusMap: { 1: { text: '考生端摄像头', color: 'arcoblue' }, 2: { text: '考场监控', color: 'purple' } },
    },
    { key: 'room_name', title: '考场', width: 90 },
    { key: 'duration_seconds', title: '时长', width: 110, valueType: 'duration' },
    { key: 'size_bytes', title: '大小', width: 90, render: (row) => formatBytes(row.size_bytes) },
    { key: 'upload_time', title: '上传时间', width: 160, valueType: 'datetime' },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (row) => (
        <Space size={4}>
          <Button type="text" size="mini" onClick={() => void play(row).catch(() => undefined)}>
            播放
          </Button>
          {can('delete') && (
            <Popconfirm
              title={`确定删除录像「${row.video_name}」吗？删除后不可恢复。`}
              onOk={() => remove(row).catch(() => undefined)}
            >
              <Button type="text" size="mini" status="danger">
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  const close = () => {
    setPlaying(undefined);
    onClose();
  };
  return (
    <Modal
      title={target ? `监考视频 · ${target.title}` : ''}
      visible={!!target}
      onCancel={close}
      footer={<Button onClick={close}>关闭</Button>}
      style={{ width: 960, maxWidth: 'calc(100vw - 32px)' }}
      unmountOnExit
    >
      {playing && (
        <div style={{ marginBottom: 12 }}>
          <video
            key={playing.video.id}
            src={playing.play.url}
            controls
            autoPlay
            style={{ width: '100%', maxHeight: 420, background: '#000' }}
            aria-label={playing.video.video_name}
          />
          <Alert
            style={{ marginTop: 8 }}
            content={`正在播放「${playing.video.video_name}」，播放地址 ${playing.play.expires_at} 前有效。`}
          />
        </div>
      )}
      {target?.rooms && can('add') && <Uploader target={target} onDone={() => void videos.refetch()} />}
      <DetailTable<ExamMonitorVideo>
        columns={columns}
        rowKey="id"
        rows={videos.data?.result}
        loading={videos.isFetching}
        error={videos.error}
        onRetry={() => void videos.refetch()}
      />
    </Modal>
  );
}
