/**
 * 视频资源 (videoResourcesAE / ST, `?id=` course): the course's videos by section, uploaded straight to
 * object storage with a progress bar and 取消, the duration read from the file, previewed in a player.
 * 课程视频审核 (reviewVideoAE): every course's new videos, watched and then passed or rejected with a reason.
 */
import { Alert, Button, Form, Input, Message, Modal, Select, Space } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createFsCurriculumVideo,
  deleteFsCurriculumVideos,
  getFsCurriculumChapterTree,
  getGetFsCurriculumChapterTreeQueryKey,
  getListAdultVideoReviewsQueryKey,
  getListFsCurriculumVideosQueryKey,
  listAdultVideoReviews,
  listFsCurriculumVideos,
  passAdultVideos,
  rejectAdultVideos,
} from '@/generated/api/courseware/courseware';
import type { CurriculumChapter, CurriculumVideo, ListAdultVideoReviewsParams } from '@/generated/model';
import { RejectAdultVideosBody } from '@/generated/zod/courseware/courseware.zod';
import {
  crudActions,
  type ListColumn,
  ListPage,
  LoadFailed,
  reviewSearch,
  reviewStatusColumn,
  type RowAction,
  type SearchField,
  type ToolbarAction,
  useReview,
  SummaryStrip,
  batchDeleteAction,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { useSingleFlight } from '@/ui/use-single-flight';
import { formatBytes, refuseFile, UploadProgress, useObjectUpload } from '@/kit/upload';
import { readVideoDuration } from '@/storage/video-duration';
import { COURSE_ROUTES, NoCourse } from './chapter-page';

export const MAX_VIDEO_BYTES = 2 * 1024 ** 3;
const VIDEO_FILES = { accept: 'video/*', maxBytes: MAX_VIDEO_BYTES };
/** 略读的三个步骤.mp4 → 略读的三个步骤 (at most 60 characters). */
export const videoTitleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, 60);

const VIDEO_COLUMNS: ListColumn<CurriculumVideo>[] = [
  { key: 'title', title: '视频标题', width: 200, ellipsis: true },
  { key: 'chapter_title', title: '所属章', width: 170, ellipsis: true },
  { key: 'section_title', title: '所属小节', width: 150, ellipsis: true },
  { key: 'duration', title: '时长', width: 100, valueType: 'duration' },
  {
    key: 'size_bytes',
    title: '大小',
    width: 90,
    align: 'right',
    render: (row) => formatBytes(row.size_bytes),
  },
  reviewStatusColumn('review_status', '审核', 90),
  { key: 'reject_reason', title: '驳回原因', width: 200, ellipsis: true },
  { key: 'uploader', title: '上传人', width: 90 },
  { key: 'uploaded_at', title: '上传时间', width: 170, valueType: 'datetime' },
];

function PreviewModal({ video, onClose }: { video: CurriculumVideo | undefined; onClose: () => void }) {
  return (
    <Modal
      title={video ? `预览 · ${video.title}` : ''}
      visible={!!video}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      style={{ width: 860, maxWidth: 'calc(100vw - 32px)' }}
      unmountOnExit
    >
      {video && (
        <>
          <video
            src={video.url}
            controls
            style={{ width: '100%', maxHeight: 460, background: '#000' }}
            aria-label={video.title}
          />
          <div style={{ marginTop: 8, color: 'var(--color-text-3)' }}>
            {video.course_name} · {video.chapter_title} · {video.section_title}
          </div>
        </>
      )}
    </Modal>
  );
}

const previewAction = (show: (row: CurriculumVideo) => void): RowAction<CurriculumVideo> => ({
  key: 'preview',
  label: '预览',
  onClick: (row) => show(row),
});

interface Picked {
  file: File;
  duration: number;
}

/** Upload dialog: section, title, file → object storage (progress, 取消) → registered to the section. */
function UploadModal({
  courseId,
  chapters,
  section,
  visible,
  onClose,
  onDone,
}: {
  courseId: number;
  chapters: CurriculumChapter[];
  section?: number;
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [sectionId, setSectionId] = useState<number | undefined>(section);
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<Picked>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const once = useSingleFlight();
  const input = useRef<HTMLInputElement>(null);
  const upload = useObjectUpload({ folder: 'video', ...VIDEO_FILES });
  const options = chapters.flatMap((chapter) =>
    chapter.sections.map((item) => ({ value: item.id, label: `${chapter.title} / ${item.title}` })),
  );
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const refused = refuseFile(file, VIDEO_FILES);
    if (refused) return setError(refused);
    if (!title) setTitle(videoTitleOf(file.name));
    setPicked({ file, duration: await readVideoDuration(file) });
  };
  const reset = () => {
    setPicked(undefined);
    setTitle('');
    setError(undefined);
    if (input.current) input.current.value = '';
  };
  const start = () =>
    once(async () => {
      if (!sectionId) return setError('请选择视频所属小节');
      if (!picked) return setError('请选择视频文件');
      if (!title.trim()) return setError('请输入视频标题');
      setError(undefined);
      setBusy(true);
      try {
        const object = await upload.start(picked.file);
        await createFsCurriculumVideo({
          course_id: courseId,
          section_id: sectionId,
          title: title.trim(),
          url: object.url,
          duration: picked.duration,
          size_bytes: object.size,
        });
        Message.success(`已上传「${title.trim()}」，等待审核`);
        reset();
        onDone();
      } catch (failure) {
        setError((failure as Error).message);
      } finally {
        setBusy(false);
      }
    });
  const close = () => {
    upload.cancel();
    reset();
    onClose();
  };
  return (
    <Modal
      title="上传视频"
      visible={visible}
      onCancel={close}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={close}>关闭</Button>
          <Button type="primary" loading={busy} onClick={() => void start()}>
            开始上传
          </Button>
        </Space>
      }
      unmountOnExit
    >
      <Form layout="vertical">
        <Form.Item label="所属小节" required>
          <Select
            aria-label="所属小节"
            placeholder="选择小节"
            options={options}
            value={sectionId}
            onChange={setSectionId}
            disabled={busy}
            showSearch
          />
        </Form.Item>
        <Form.Item label="视频标题" required>
          <Input aria-label="视频标题" value={title} maxLength={60} onChange={setTitle} disabled={busy} />
        </Form.Item>
        <Form.Item
          label="视频文件"
          required
          extra={`MP4 等视频格式，单个不超过 ${formatBytes(MAX_VIDEO_BYTES)}`}
        >
          <input
            ref={input}
            type="file"
            accept="video/*"
            aria-label="视频文件"
            hidden
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <Space>
            <Button icon={<IconUpload />} disabled={busy} onClick={() => input.current?.click()}>
              选择文件
            </Button>
            {picked && (
              <span>
                {picked.file.name}（{formatBytes(picked.file.size)}
                {picked.duration
                  ? `，时长 ${Math.floor(picked.duration / 60)} 分 ${picked.duration % 60} 秒`
                  : ''}
                ）
              </span>
            )}
          </Space>
        </Form.Item>
      </Form>
      {upload.percent !== undefined && <UploadProgress percent={upload.percent} onCancel={upload.cancel} />}
      {error && <Alert type="error" content={error} />}
    </Modal>
  );
}

export function VideoResourcesPage() {
  const routes = COURSE_ROUTES[useLine().suffix];
  const [params] = useSearchParams();
  const courseId = Number(params.get('id')) || 0;
  const section = Number(params.get('v_section_id')) || undefined;
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<CurriculumVideo>();
  const tree = useQuery({
    queryKey: getGetFsCurriculumChapterTreeQueryKey({ course_id: courseId }),
    queryFn: ({ signal }) => getFsCurriculumChapterTree({ course_id: courseId }, { silent: true }, signal),
    enabled: courseId > 0,
  });
  const chapters = useMemo(() => tree.data?.result.chapters ?? [], [tree.data]);
  const search: SearchField[] = useMemo(
    () => [
      { type: 'input', field: 'keyword', label: '视频标题' },
      {
        type: 'select',
        field: 'section_id',
        label: '小节',
        options: chapters.flatMap((chapter) =>
          chapter.sections.map((item) => ({ value: item.id, label: item.title })),
        ),
      },
      reviewSearch('review_status', '审核'),
    ],
    [chapters],
  );
  const list = useMemo(
    () => ({
      queryKey: (query: object) => getListFsCurriculumVideosQueryKey({ ...query, course_id: courseId }),
      fetcher: (query: object, options?: object, signal?: AbortSignal) =>
        listFsCurriculumVideos({ ...query, course_id: courseId }, options, signal),
    }),
    [courseId],
  );
  if (!courseId) return <NoCourse what="视频资源" list={routes.list} />;
  const course = tree.data?.result;
  const toolbar: ToolbarAction[] = [
    {
      key: 'upload',
      label: '上传视频',
      perm: 'add',
      primary: true,
      icon: <IconUpload />,
      onClick: () => setUploading(true),
    },
  ];
  const reload = () =>
    void queryClient.invalidateQueries({
      queryKey: getListFsCurriculumVideosQueryKey({ course_id: courseId }),
    });
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {tree.isError && <LoadFailed what="课程章节" error={tree.error} onRetry={tree.refetch} />}
      {course && (
        <SummaryStrip
          column={3}
          items={[
            { label: '课程代码', value: course.course_code },
            { label: '课程名称', value: course.course_name },
            {
              label: '章 / 小节',
              value: `${chapters.length} 章 ${chapters.reduce((n, chapter) => n + chapter.sections.length, 0)} 节`,
            },
          ]}
        />
      )}
      <ListPage<CurriculumVideo, object>
        list={list}
        rowKey="id"
        urlPrefix="v_"
        search={search}
        columns={VIDEO_COLUMNS}
        toolbar={toolbar}
        rowActions={crudActions<CurriculumVideo>({
          noun: '视频',
          name: (row) => row.title,
          remove: (row) => deleteFsCurriculumVideos({ ids: [row.id] }),
          extra: [previewAction(setPreview)],
        })}
        batchActions={[
          batchDeleteAction(
            (count) => `确定删除选中的 ${count} 个视频吗？删除后学生端不再显示，不可恢复。`,
            (rows) => deleteFsCurriculumVideos({ ids: rows.map((row) => row.id) }),
          ),
        ]}
        summary={(envelope) => {
          const rows = envelope.result.list;
          const seconds = rows.reduce((total, row) => total + row.duration, 0);
          const waiting = rows.filter((row) => row.review_status === 0).length;
          return `本页时长合计 ${Math.floor(seconds / 3600)} 小时 ${Math.floor((seconds % 3600) / 60)} 分；待审核 ${waiting} 个`;
        }}
      />
      <UploadModal
        courseId={courseId}
        chapters={chapters}
        section={section}
        visible={uploading}
        onClose={() => setUploading(false)}
        onDone={() => {
          setUploading(false);
          reload();
          void tree.refetch();
        }}
      />
      <PreviewModal video={preview} onClose={() => setPreview(undefined)} />
    </Space>
  );
}

const REVIEW_LIST = {
  queryKey: getListAdultVideoReviewsQueryKey,
  fetcher: listAdultVideoReviews,
};
const REVIEW_SEARCH: SearchField[] = [
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'input', field: 'keyword', label: '视频标题' },
  reviewSearch('review_status', '审核'),
];
const REVIEW_FIRST = ['title', 'review_status', 'section_title', 'duration'];
/** Reviewers see the course, the video and its state first; the rest follows. */
const REVIEW_COLUMNS: ListColumn<CurriculumVideo>[] = [
  { key: 'course_name', title: '课程', width: 150, ellipsis: true },
  ...REVIEW_FIRST.map((key) => VIDEO_COLUMNS.find((column) => column.key === key)!),
  ...VIDEO_COLUMNS.filter((column) => !REVIEW_FIRST.includes(column.key)).map((column) =>
    column.key === 'chapter_title' || column.key === 'size_bytes'
      ? { ...column, hiddenByDefault: true }
      : column,
  ),
];
const REASON = RejectAdultVideosBody.shape.reason;

export function VideoReviewPage() {
  const [preview, setPreview] = useState<CurriculumVideo>();
  const review = useReview<CurriculumVideo>({
    noun: '视频',
    label: (row) => `「${row.title}」`,
    isPending: (row) => row.review_status === 0,
    approve: { text: false, send: (rows) => passAdultVideos({ ids: rows.map((row) => row.id) }) },
    reject: {
      schema: REASON,
      field: 'reason',
      send: (rows, reason) => rejectAdultVideos({ ids: rows.map((row) => row.id), reason }),
    },
    reasons: ['画面或声音不清晰，请重新录制', '内容与所属小节不符', '含有与课程无关的内容'],
  });
  return (
    <>
      <ListPage<CurriculumVideo, ListAdultVideoReviewsParams>
        list={REVIEW_LIST}
        rowKey="id"
        search={REVIEW_SEARCH}
        columns={REVIEW_COLUMNS}
        rowActions={[previewAction(setPreview), ...review.rowActions]}
        batchActions={review.batchActions}
        summary={(envelope) => {
          const waiting = envelope.result.list.filter((row) => row.review_status === 0).length;
          return waiting ? `本页 ${waiting} 个视频待审核` : '';
        }}
      />
      {review.modal}
      <PreviewModal video={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
