/** Status maps and the score cell shared by the score screens. */
import type { StatusMap } from '@/kit';

export const STATE: StatusMap = {
  0: { text: '正常', color: 'green' },
  1: { text: '缺考', color: 'gray' },
  2: { text: '缓考', color: 'orange' },
  3: { text: '作弊', color: 'red' },
};
export const SOURCE: StatusMap = {
  1: { text: '线上考试', color: 'arcoblue' },
  2: { text: '线下录入', color: 'purple' },
  3: { text: '成绩认定', color: 'cyan' },
  4: { text: '免考', color: 'gray' },
};

/** A score cell: 缺考 / 未录入 / the score, red when below the pass mark. */
export function scoreCell(
  score: number | null,
  passScore: number,
  state = 0,
): { text: string; failed: boolean } {
  if (state !== 0) return { text: STATE[state]!.text, failed: state !== 2 };
  if (score === null) return { text: '未录入', failed: false };
  return { text: String(score), failed: score < passScore };
}
