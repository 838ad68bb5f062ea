/** Shared value renderers for table cells and detail views: one way to show a date, money, an ID number… */
import { Image, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { DictText } from './fields/lookup-select';
import type { DictionaryName } from './fields/lookups';

export type StatusMap = Record<string | number, { text: string; color?: string }>;

export type ValueType =
  'text' | 'date' | 'datetime' | 'money' | 'percent' | 'idCard' | 'phone' | 'image' | 'dict' | 'status';

export interface ValueFormat {
  valueType?: ValueType;
  dict?: DictionaryName;
  statusMap?: StatusMap;
}

const EMPTY = '—';
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** 440106199803152718 → 440106********2718 */
export function maskIdCard(value: string): string {
  return value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : value;
}

/** 13800138000 → 138****8000 */
export function maskPhone(value: string): string {
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}

export function formatMoney(value: number): string {
  return `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** '2026-03-18 14:40:00' or ISO → '2026-03-18' (date) or '2026-03-18 14:40' (datetime). */
export function formatDate(value: string, withTime = false): string {
  const match = value.match(/^(\d{4}-\d{2}-\d{2})[T ]?(\d{2}:\d{2})?/);
  if (!match) return value;
  return withTime && match[2] ? `${match[1]} ${match[2]}` : match[1];
}

export function renderValue(value: unknown, format: ValueFormat): ReactNode {
  if (isBlank(value)) return EMPTY;
  switch (format.valueType) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDate(String(value), true);
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'percent':
      return typeof value === 'number' ? `${value.toFixed(1)}%` : String(value);
    case 'idCard':
      return maskIdCard(String(value));
    case 'phone':
      return maskPhone(String(value));
    case 'image':
      return <Image src={String(value)} width={48} height={48} alt="" style={{ objectFit: 'cover' }} />;
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
