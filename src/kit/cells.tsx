/** Shared value renderers for table cells and detail views: one way to show a date, money, an ID number… */
import { Tag } from '@arco-design/web-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { DictText } from './fields/use-lookups';
import type { DictionaryName } from './fields/lookups';
import { formatDate } from './dates';
import { formatMoney } from './money';
import { formatNumber, formatPercent } from './numbers';
import './styles';

export type StatusMap = Record<string | number, { text: string; color?: string }>;

export type ValueType =
  | 'text'
  /** A count or amount with thousands separators: 25,360.5. */
  | 'number'
  | 'date'
  | 'datetime'
  | 'money'
  | 'percent'
  /** 0–100 as a bar with its figure. */
  | 'progress'
  /** Seconds as 时分秒. */
  | 'duration'
  | 'idCard'
  | 'phone'
  | 'image'
  | 'dict'
  | 'status';

export interface ValueFormat {
  valueType?: ValueType;
  dict?: DictionaryName;
  statusMap?: StatusMap;
}

const EMPTY = '—';
const THUMBNAIL = { width: 48, height: 48, objectFit: 'cover' } as const;

// The thumbnail shows at once; the preview (Arco Image) loads with the first picture.
const PreviewImage = lazy(() => import('./fields/image').then((module) => ({ default: module.Image })));

function Thumbnail({ src }: { src: string }) {
  return (
    <Suspense fallback={<img src={src} alt="" style={THUMBNAIL} />}>
      <PreviewImage src={src} width={48} height={48} alt="" style={{ objectFit: 'cover' }} />
    </Suspense>
  );
}
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** 440106199803152718 → 440106********2718 */
export function maskIdCard(value: string): string {
  return value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : value;
}

/** 13800138000 → 138****8000 */
export function maskPhone(value: string): string {
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}

/** Seconds in Chinese: 3725 → 1小时2分5秒, 3600 → 1小时, 45 → 45秒, 0 → 0秒. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const parts: [number, string][] = [
    [Math.floor(total / 3600), '小时'],
    [Math.floor((total % 3600) / 60), '分'],
    [total % 60, '秒'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first < 0) return '0秒';
  const last = parts.findLastIndex(([value]) => value > 0);
  return parts
    .slice(first, last + 1)
    .map(([value, unit]) => `${value}${unit}`)
    .join('');
}

/** A percentage as a thin bar (no Arco Progress: this renderer is in every list chunk). */
function ProgressBar({ percent }: { percent: number }) {
  const value = Math.min(100, Math.max(0, percent));
  const color = value >= 100 ? 'rgb(var(--success-6))' : 'rgb(var(--primary-6))';
  const text = formatPercent(value);
  return (
    <span style={{ display: 'flex', gap: 8, alignItems: 'center' }} title={text}>
      <span
        role="progressbar"
        aria-label={`进度 ${text}`}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ flex: 1, height: 6, minWidth: 40, borderRadius: 3, background: 'var(--color-fill-3)' }}
      >
        <span
          style={{ display: 'block', width: `${value}%`, height: '100%', borderRadius: 3, background: color }}
        />
      </span>
      <span style={{ minWidth: 44, textAlign: 'right' }}>{text}</span>
    </span>
  );
}

export function renderValue(value: unknown, format: ValueFormat): ReactNode {
  if (isBlank(value)) return EMPTY;
  switch (format.valueType) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value, { maxFraction: 2 }) : String(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDate(String(value), true);
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'percent':
      return typeof value === 'number' ? formatPercent(value) : String(value);
    case 'progress':
      return typeof value === 'number' ? <ProgressBar percent={value} /> : String(value);
    case 'duration':
      return typeof value === 'number' ? formatDuration(value) : String(value);
    case 'idCard':
      return maskIdCard(String(value));
    case 'phone':
      return maskPhone(String(value));
    case 'image':
      return <Thumbnail src={String(value)} />;
    case 'dict':
      return format.dict ? <DictText dict={format.dict} value={value} /> : String(value);
    case 'status': {
      const status = format.statusMap?.[value as string | number];
      return status ? <Tag color={status.color}>{status.text}</Tag> : <Tag>{String(value)}</Tag>;
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
