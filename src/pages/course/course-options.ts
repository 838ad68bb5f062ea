/** Option lists of the course domain (labels of the contract's integer enums) and their lookup. */
import { today } from '@/kit';

export interface Option {
  label: string;
  value: number;
}

export const COURSE_TYPE_OPTIONS: Option[] = [
  { label: '公共基础课', value: 1 },
  { label: '专业课', value: 2 },
  { label: '选修课', value: 3 },
  { label: '实践课', value: 4 },
];

export const EXAM_FORM_OPTIONS: Option[] = [
  { label: '闭卷', value: 1 },
  { label: '开卷', value: 2 },
  { label: '论文', value: 3 },
  { label: '实践考核', value: 4 },
];

export const NODE_TYPE_OPTIONS: Option[] = [
  { label: '视频', value: 1 },
  { label: '作业', value: 2 },
  { label: '测验', value: 3 },
  { label: '面授', value: 4 },
];

export const NATURE_OPTIONS: Option[] = [
  { label: '必考', value: 1 },
  { label: '选考', value: 2 },
  { label: '加考', value: 3 },
];

export const TIME_SLOT_OPTIONS: Option[] = [
  { label: '上午 09:00–11:30', value: 1 },
  { label: '下午 14:30–17:00', value: 2 },
];

/** The label of an enum value, or the value itself when unknown. */
export function labelOf(options: readonly Option[], value: number): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** Self-taught exam sessions (April and October) from last year to two years ahead, e.g. 2026年4月. */
export function examSemesterOptions(now = new Date()): { label: string; value: string }[] {
  const year = Number(today(now).slice(0, 4));
  return [year - 1, year, year + 1, year + 2].flatMap((y) =>
    [4, 10].map((month) => ({ label: `${y}年${month}月`, value: `${y}年${month}月` })),
  );
}
