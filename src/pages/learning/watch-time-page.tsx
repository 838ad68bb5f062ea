import {
  exportFsWatchRecords,
  getListFsWatchRecordsQueryKey,
  listFsWatchRecords,
} from '@/generated/api/learning/learning';
import type { ListFsWatchRecordsParams, WatchRecord, WatchRecordListResponse } from '@/generated/model';
import { formatDuration, optionsOf, type ListColumn, type ListEnvelope, type StatusMap } from '@/kit';
import { courseColumn, learningSearch, studentColumns } from './learning-fields';
import { RecordList } from './record-list';

const TERMINAL: StatusMap = {
  1: { text: '电脑网页', color: 'arcoblue' },
  2: { text: '手机 App', color: 'green' },
  3: { text: '微信小程序', color: 'cyan' },
};

const search = learningSearch('观看日期', [
  { type: 'select', field: 'terminal', label: '观看终端', options: optionsOf(TERMINAL) },
]);

const columns: ListColumn<WatchRecord>[] = [
  ...studentColumns(),
  courseColumn,
  { key: 'video_name', title: '观看视频', width: 200, ellipsis: true },
  { key: 'watch_seconds', title: '观看时长', width: 120, valueType: 'duration' },
  { key: 'valid_seconds', title: '有效学习时长', width: 120, valueType: 'duration' },
  { key: 'started_at', title: '开始时间', width: 150, valueType: 'datetime' },
  { key: 'ended_at', title: '结束时间', width: 150, valueType: 'datetime' },
  { key: 'terminal', title: '观看终端', width: 100, valueType: 'status', statusMap: TERMINAL },
  { key: 'ip', title: 'IP 地址', width: 130, hiddenByDefault: true },
];

/** The status bar's totals over everything the search finds, not just this page. */
function totals(envelope: ListEnvelope<WatchRecord>) {
  const { result } = envelope as WatchRecordListResponse;
  return (
    <span>
      合计观看 {formatDuration(result.total_watch_seconds)}，有效学习{' '}
      {formatDuration(result.total_valid_seconds)}
    </span>
  );
}

/** 观看时长 (watchTimeAE / watchTimeST): each viewing session with its watched and counted time. */
export function WatchTimePage() {
  return (
    <RecordList<WatchRecord, ListFsWatchRecordsParams>
      list={{ queryKey: getListFsWatchRecordsQueryKey, fetcher: listFsWatchRecords }}
      search={search}
      columns={columns}
      summary={totals}
      exportFile={exportFsWatchRecords}
      exportName="观看时长.xlsx"
    />
  );
}
