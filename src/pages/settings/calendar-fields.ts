/** 校历设置: event types (coloured), the event form and month helpers. */
import type { CalendarEvent, CalendarSemester } from '@/generated/model';
import { type FormField, optionsOf, schoolMonth, type StatusMap, today } from '@/kit';

export const EVENT_TYPES: StatusMap = {
  1: { text: '开学', color: 'arcoblue' },
  2: { text: '面授', color: 'green' },
  3: { text: '考试周', color: 'orangered' },
  4: { text: '放假', color: 'gold' },
  5: { text: '毕业', color: 'purple' },
  6: { text: '其他', color: 'gray' },
};
export const EVENT_TYPE_OPTIONS = optionsOf(EVENT_TYPES);

export const eventFormFields = (semesters: CalendarSemester[]): FormField[] => [
  {
    type: 'select',
    field: 'semester',
    label: '所属学期',
    options: semesters.map((semester) => ({ label: semester.name, value: semester.code })),
    disabled: true,
  },
  { type: 'input', field: 'title', label: '事件名称', half: true, maxLength: 30, extra: '如 第一次集中面授' },
  { type: 'select', field: 'type', label: '事件类型', half: true, options: EVENT_TYPE_OPTIONS },
  { type: 'date', field: 'start_date', label: '开始日期', half: true },
  { type: 'date', field: 'end_date', label: '结束日期', half: true, extra: '单日事件与开始日期相同' },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

/** The month to show first: this month (the school's) when the semester is running, else its first month. */
export function defaultMonth(semester: CalendarSemester): string {
  const day = today();
  return day >= semester.start_date && day <= semester.end_date
    ? schoolMonth()
    : semester.start_date.slice(0, 7);
}

/** Events on one day ('YYYY-MM-DD'). */
export const eventsOn = (events: CalendarEvent[], day: string) =>
  events.filter((event) => event.start_date <= day && event.end_date >= day);

/** Events touching a month ('YYYY-MM'), by start date. */
export const eventsInMonth = (events: CalendarEvent[], month: string) =>
  events
    .filter((event) => event.start_date <= `${month}-31` && event.end_date >= `${month}-01`)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
