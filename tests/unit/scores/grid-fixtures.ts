/** The class the score grid's unit tests type into: two parts, students made to order. */
import type { ScoreEntryRow } from '@/generated/model';

export const PARTS = [
  { key: 'usual', name: '平时成绩', weight: 30 },
  { key: 'final', name: '期末考试', weight: 70 },
];

export const student = (
  n: number,
  usual: number | null,
  final: number | null,
  mark: ScoreEntryRow['mark'] = null,
): ScoreEntryRow => ({
  student_uuid: `u${n}`,
  student_no: `20250000${n}`,
  student_name: `学生${n}`,
  scores: [
    { key: 'usual', score: usual },
    { key: 'final', score: final },
  ],
  mark,
});
