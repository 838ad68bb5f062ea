/** 考场: search, columns and form of the room list (examinationRoomAE) and of a test site's rooms (testSiteST). */
import type { ExamRoom } from '@/generated/model';
import type { FormField, ListColumn, SearchField } from '@/kit';
import { recordTailColumns, STATUS_RADIO, STATUS_SEARCH } from './record-fields';

/** 30 座 · 5 排 × 6 列 */
export function roomLayout(room: Pick<ExamRoom, 'capacity' | 'seat_cols'>): string {
  const cols = Math.max(1, room.seat_cols);
  return `${Math.ceil(room.capacity / cols)} 排 × ${cols} 列`;
}

export const roomSearch = (venueNoun: string, withVenue: boolean): SearchField[] => [
  { type: 'input', field: 'name', label: '考场', placeholder: '考场名称或编号' },
  ...(withVenue ? [{ type: 'filter', field: 'venue_id', label: venueNoun, kind: 'station' } as const] : []),
  STATUS_SEARCH,
];

export const roomColumns = (venueNoun: string, withVenue: boolean): ListColumn<ExamRoom>[] => [
  { key: 'code', title: '考场编号', width: 120 },
  { key: 'name', title: '考场名称', width: 110 },
  ...(withVenue ? [{ key: 'venue_name', title: `所在${venueNoun}`, width: 160, ellipsis: true }] : []),
  { key: 'location', title: '楼栋与教室', width: 140, ellipsis: true },
  { key: 'capacity', title: '座位数', width: 90, valueType: 'number' },
  { key: 'layout', title: '座位布局', width: 120, render: roomLayout },
  {
    key: 'has_camera',
    title: '监控',
    width: 80,
    valueType: 'status',
    statusMap: { 1: { text: '有', color: 'arcoblue' }, 0: { text: '无', color: 'gray' } },
  },
  { key: 'session_count', title: '本学期场次', width: 110, valueType: 'number' },
  ...recordTailColumns<ExamRoom>(200),
];

/** The venue field: a station to choose (adult) or the test site the rooms belong to, shown read-only. */
export const roomFormFields = (venue: FormField): FormField[] => [
  {
    type: 'input',
    field: 'code',
    label: '考场编号',
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 KC-TH-101',
  },
  { type: 'input', field: 'name', label: '考场名称', half: true, maxLength: 30, placeholder: '如 第1考场' },
  venue,
  {
    type: 'input',
    field: 'location',
    label: '楼栋与教室',
    half: true,
    maxLength: 50,
    placeholder: '如 教学楼A栋101',
  },
  {
    type: 'number',
    field: 'capacity',
    label: '座位数',
    half: true,
    min: 1,
    max: 200,
    precision: 0,
    suffix: '座',
  },
  {
    type: 'number',
    field: 'seat_cols',
    label: '每排座位数',
    half: true,
    min: 1,
    max: 20,
    precision: 0,
    suffix: '座',
    extra: '座位表按此列数排布，座位号从第一排左侧起',
  },
  {
    type: 'switch',
    field: 'has_camera',
    label: '监控摄像头',
    half: true,
    checkedText: '有',
    uncheckedText: '无',
  },
  STATUS_RADIO,
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
