import {
  exportFsVideoProgress,
  getListFsVideoProgressQueryKey,
  getListFsVideoProgressVideosQueryKey,
  listFsVideoProgress,
  listFsVideoProgressVideos,
} from '@/generated/api/learning/learning';
import type { ListFsVideoProgressParams, VideoProgress, VideoWatch } from '@/generated/model';
import { optionsOf, type DetailItem, type ListColumn, type StatusMap } from '@/kit';
import { courseColumn, learningSearch, studentColumns, studentDetailItems } from './learning-fields';
import { RecordList } from './record-list';

const PROGRESS_STATUS: StatusMap = {
  0: { text: '未开始' },
  1: { text: '学习中' },
  2: { text: '已学完' },
};
const FINISHED: StatusMap = {
  1: { text: '已看完', color: 'green' },
  0: { text: '未看完', color: 'gray' },
};

const search = learningSearch('最近观看日期', [
  { type: 'select', field: 'progress_status', label: '学习状态', options: optionsOf(PROGRESS_STATUS) },
]);

const columns: ListColumn<VideoProgress>[] = [
  ...studentColumns(),
  courseColumn,
  {
    key: 'finished_video_count',
    title: '已看完/视频',
    width: 100,
    align: 'right',
    render: (row) => `${row.finished_video_count} / ${row.video_count}`,
  },
  { key: 'progress', title: '视频学习进度', width: 170, valueType: 'progress' },
  { key: 'watched_seconds', title: '已观看时长', width: 140, valueType: 'duration' },
  { key: 'video_seconds', title: '视频总时长', width: 140, valueType: 'duration' },
  { key: 'last_watched_at', title: '最近观看时间', width: 150, valueType: 'datetime' },
];

const detailItems: DetailItem<VideoProgress>[] = [
  ...studentDetailItems,
  { key: 'course_name', title: '课程' },
  { key: 'progress', title: '视频学习进度', valueType: 'progress' },
  { key: 'watched_seconds', title: '已观看时长', valueType: 'duration' },
  { key: 'video_seconds', title: '视频总时长', valueType: 'duration' },
  { key: 'last_watched_at', title: '最近观看时间', valueType: 'datetime' },
];

const videoColumns: ListColumn<VideoWatch>[] = [
  { key: 'chapter_name', title: '章节', width: 220, ellipsis: true },
  { key: 'video_name', title: '视频', width: 220, ellipsis: true },
  { key: 'video_seconds', title: '视频时长', width: 110, valueType: 'duration' },
  { key: 'watched_seconds', title: '已观看', width: 110, valueType: 'duration' },
  { key: 'progress', title: '观看进度', width: 160, valueType: 'progress' },
  { key: 'finished', title: '状态', width: 80, valueType: 'status', statusMap: FINISHED },
  { key: 'last_watched_at', title: '最近观看时间', width: 150, valueType: 'datetime' },
];

/** 视频学习进度 (videoProgressAE / videoProgressST): per student and course, drilling down to each video. */
export function VideoProgressPage() {
  return (
    <RecordList<VideoProgress, ListFsVideoProgressParams, VideoWatch>
      list={{ queryKey: getListFsVideoProgressQueryKey, fetcher: listFsVideoProgress }}
      search={search}
      columns={columns}
      exportFile={exportFsVideoProgress}
      exportName="视频学习进度.xlsx"
      drillDown={{
        label: '视频明细',
        title: (row) => `${row.student_name} · ${row.course_name} 视频学习进度`,
        items: detailItems,
        // every video of the course with how far the student watched it
        rows: {
          queryKey: ({ student_uuid, course_id }) =>
            getListFsVideoProgressVideosQueryKey({ student_uuid, course_id }),
          fetcher: ({ student_uuid, course_id }, options, signal) =>
            listFsVideoProgressVideos({ student_uuid, course_id }, options, signal),
        },
        columns: videoColumns,
        rowKey: 'video_id',
      }}
    />
  );
}
