/** 安卓版本管理 (both lines): releases of the students' Android app. */
import '@arco-design/web-react/es/Link/style/css.js';
import { Link } from '@arco-design/web-react';
import type { AndroidRelease } from '@/generated/model';
import type { DetailItem, FormField, ListColumn, SearchField, StatusMap } from '@/kit';
import { isSafeUrl } from '@/ui/safe-url';

export const FORCED: StatusMap = {
  1: { text: '是', color: 'red' },
  0: { text: '否', color: 'gray' },
};

export const versionSearch: SearchField[] = [
  { type: 'input', field: 'version', label: '版本号', placeholder: '如 7.5' },
];

/** A link only for http(s) addresses; anything else (javascript:, data:) is shown as text. */
const downloadLink = (url: string) =>
  isSafeUrl(url) ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  ) : (
    url
  );

export const versionColumns: ListColumn<AndroidRelease>[] = [
  { key: 'version_name', title: '版本号', width: 100 },
  { key: 'version_code', title: '版本代码', width: 100, valueType: 'number' },
  {
    key: 'download_url',
    title: '下载地址',
    width: 300,
    ellipsis: true,
    render: (row) => downloadLink(row.download_url),
  },
  { key: 'is_update', title: '强制更新', width: 90, valueType: 'status', statusMap: FORCED },
  { key: 'content', title: '更新说明', width: 280, ellipsis: true },
  { key: 'operator', title: '发布人', width: 100 },
  { key: 'created_at', title: '发布时间', width: 170, valueType: 'datetime' },
];

export const versionDetailItems: DetailItem<AndroidRelease>[] = [
  { key: 'version_name', title: '版本号' },
  { key: 'version_code', title: '版本代码' },
  { key: 'is_update', title: '强制更新', valueType: 'status', statusMap: FORCED },
  { key: 'operator', title: '发布人' },
  { key: 'created_at', title: '发布时间', valueType: 'datetime' },
];

export { downloadLink };

export const versionFormFields = (latest?: AndroidRelease): FormField[] => [
  {
    type: 'input',
    field: 'version_name',
    label: '版本号',
    half: true,
    maxLength: 11,
    extra: '格式 x.y.z，如 7.5.21',
  },
  {
    type: 'number',
    field: 'version_code',
    label: '版本代码',
    half: true,
    min: 1,
    precision: 0,
    extra: latest ? `须大于当前最新版本 ${latest.version_name}（${latest.version_code}）` : '递增的整数',
  },
  {
    type: 'input',
    field: 'download_url',
    label: '下载地址',
    maxLength: 255,
    placeholder: 'https://…/app.apk',
  },
  { type: 'switch', field: 'is_update', label: '强制更新', checkedText: '是', uncheckedText: '否' },
  { type: 'textarea', field: 'content', label: '更新说明', maxLength: 500 },
];
