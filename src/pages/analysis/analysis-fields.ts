/** Filters the analysis screens share: as the lists have them (school, major, batch, period, exam, course). */
import type { SearchField } from '@/kit';

export const FILTER = {
  school: { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  profession: { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  batch: { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  exam: { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  course: { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  period: { type: 'dateRange', fields: ['start_date', 'end_date'], label: '统计期间' },
} satisfies Record<string, SearchField>;
