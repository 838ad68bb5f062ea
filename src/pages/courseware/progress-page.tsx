/**
 * 学习进度 (rateOfLearningAE / ST): per student and course, the videos watched, the progress and the
 * watch time, filtered by class, course and stage, exported with the same filters.
 */
import {
  exportFsLearningProgress,
  getListFsLearningProgressQueryKey,
  listFsLearningProgress,
} from '@/generated/api/courseware/courseware';
import type { LearningProgress, ListFsLearningProgressParams } from '@/generated/model';
import { formatPercent, ListPage, optionsOf, type ListColumn, type SearchField, type StatusMap } from '@/kit';

export const STAGE: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '学习中', color: 'arcoblue' },
  2: { text: '已完成', color: 'green' },
};
const LIST = {
  queryKey: getListFsLearningProgressQueryKey,
  fetcher: listFsLearningProgress,
};
const SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  { type: 'input', field: 'class_name', label: '班级', placeholder: '班级名称' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'select', field: 'stage', label: '学习阶段', options: optionsOf(STAGE) },
];
const COLUMNS: ListColumn<LearningProgress>[] = [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard', hiddenByDefault: true },
  { key: 'class_name', title: '班级', width: 210, ellipsis: true },
  { key: 'course_name', title: '课程', width: 170, ellipsis: true },
  {
    key: 'video_done',
    title: '已看 / 视频数',
    width: 110,
    align: 'right',
    render: (row) => `${row.video_done} / ${row.video_total}`,
  },
  { key: 'progress', title: '进度', width: 160, valueType: 'progress' },
  { key: 'watch_seconds', title: '观看时长', width: 130, valueType: 'duration' },
  { key: 'last_study_at', title: '最近学习', width: 160, valueType: 'datetime' },
];

/** 「本页 5 人次，平均进度 50.1%，已完成 1 人次，未开始 1 人次」 */
export function progressSummary(rows: readonly LearningProgress[]): string {
  if (!rows.length) return '';
  const average = rows.reduce((total, row) => total + row.progress, 0) / rows.length;
  const done = rows.filter((row) => row.progress >= 100).length;
  const idle = rows.filter((row) => row.progress <= 0).length;
  return `本页 ${rows.length} 人次，平均进度 ${formatPercent(average)}，已完成 ${done} 人次，未开始 ${idle} 人次`;
}

export function LearningProgressPage() {
  return (
    <ListPage<LearningProgress, ListFsLearningProgressParams>
      list={LIST}
      rowKey="id"
      search={SEARCH}
      columns={COLUMNS}
      exportFile={exportFsLearningProgress}
      exportName="学习进度.xlsx"
      summary={(envelope) => progressSummary(envelope.result.list)}
    />
  );
}
