/** 院长信箱: search, columns and the letter's details as data. */
import type { DeanMailboxLetter, DeanMailboxLetterDetail } from '@/generated/model';
import { optionsOf } from '@/kit';
import type { DetailItem, FormField, ListColumn, SearchField, StatusMap } from '@/kit';

export const LETTER_CATEGORY: StatusMap = {
  1: { text: '建议', color: 'arcoblue' },
  2: { text: '投诉', color: 'red' },
  3: { text: '咨询', color: 'cyan' },
  4: { text: '表扬', color: 'green' },
};

export const LETTER_STATUS: StatusMap = {
  0: { text: '待回复', color: 'orange' },
  1: { text: '已回复', color: 'green' },
  2: { text: '已关闭', color: 'gray' },
};

export const mailboxSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '关键字', placeholder: '姓名、学号或主题' },
  { type: 'select', field: 'category', label: '来信类别', options: optionsOf(LETTER_CATEGORY) },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(LETTER_STATUS) },
  { type: 'dateRange', fields: ['start_date', 'end_date'], label: '来信日期' },
];

export const mailboxColumns: ListColumn<DeanMailboxLetter>[] = [
  { key: 'sender_name', title: '来信人', width: 100 },
  { key: 'student_no', title: '学号', width: 150 },
  { key: 'contact', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'subject', title: '主题', width: 280, ellipsis: true },
  { key: 'category', title: '类别', width: 90, valueType: 'status', statusMap: LETTER_CATEGORY },
  { key: 'created_at', title: '来信时间', width: 160, valueType: 'datetime' },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: LETTER_STATUS },
  { key: 'replied_at', title: '最近回复', width: 160, valueType: 'datetime', hiddenByDefault: true },
];

export const letterDetail: DetailItem<DeanMailboxLetterDetail>[] = [
  { key: 'sender_name', title: '来信人' },
  { key: 'student_no', title: '学号' },
  { key: 'contact', title: '联系电话', valueType: 'phone' },
  { key: 'major_name', title: '专业' },
  { key: 'category', title: '类别', valueType: 'status', statusMap: LETTER_CATEGORY },
  { key: 'status', title: '状态', valueType: 'status', statusMap: LETTER_STATUS },
  { key: 'created_at', title: '来信时间', valueType: 'datetime' },
  { key: 'replied_at', title: '最近回复', valueType: 'datetime' },
];

/** The reply form; the letter's id is sent along from the record. */
export const replyFields: FormField[] = [
  {
    type: 'textarea',
    field: 'content',
    label: '回复内容',
    maxLength: 1000,
    placeholder: '请输入回复内容（1000 字以内），回复后学生端可见',
  },
];
