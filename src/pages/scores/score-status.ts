/**
 * What the score grid says, as plain functions (unit-tested): the status line, where the first rule
 * that holds says it, in this order, else the keys that work; and the offer of kept drafts.
 */
import { keptNotice } from '@/kit';
import { MARK_COLUMN } from './score-drafts';
import type { DraftOffer, GridState, SaveCycle } from './score-grid-state';

export interface StatusFacts extends Pick<SaveCycle, 'saving' | 'failure' | 'savedAt'> {
  locked: boolean;
  /** Rows with drafts, with an invalid cell, refused by the server. */
  dirty: number;
  invalid: number;
  refused: number;
}

const RULES: { when: (facts: StatusFacts) => boolean; says: (facts: StatusFacts) => string }[] = [
  { when: (facts) => facts.locked, says: () => '已提交，只读' },
  { when: (facts) => facts.saving, says: () => '正在保存…' },
  {
    when: (facts) => !!facts.failure,
    says: (facts) => `保存失败：${facts.failure}。${facts.dirty} 行未保存，按 Ctrl+S 或点「保存」重试`,
  },
  { when: (facts) => facts.invalid > 0, says: (facts) => `${facts.invalid} 行有错误，改正后才能保存` },
  {
    when: (facts) => facts.refused > 0,
    says: (facts) => `${facts.refused} 行未保存：服务器拒绝了这些行，原因见行末`,
  },
  { when: (facts) => facts.dirty > 0, says: (facts) => `${facts.dirty} 行未保存` },
  { when: (facts) => !!facts.savedAt, says: (facts) => `已保存 ${facts.savedAt}` },
];

export const KEYS_HINT =
  '方向键、Tab、回车移动，Ctrl+Home / Ctrl+End 到首末格；Ctrl+S 保存；Ctrl+Z 撤销、Ctrl+Y 重做；Ctrl+D 向下填充；可从 Excel 粘贴多行多列';

export function statusText(facts: StatusFacts): string {
  return RULES.find((rule) => rule.when(facts))?.says(facts) ?? KEYS_HINT;
}

/** Whether the status says something is wrong (shown in red). */
export const statusIsBad = ({ failure, invalid, refused }: StatusFacts) => !!(failure || invalid || refused);

/** The drafts offered back, with when they were kept (in the school's time, to the minute). */
export function offerNotice({ count, at }: Pick<DraftOffer, 'count' | 'at'>): string {
  return `${keptNotice(count, '成绩', at)}，可以恢复继续保存。`;
}

/** What restoring the offer brings back, a line a cell, row by row: 王志强 期末考试：61. */
export function offerLines({ offer, rows, index, parts, columns }: GridState): string[] {
  if (!offer) return [];
  const names = new Map([...parts.map((part) => [part.key, part.name] as const), [MARK_COLUMN, '特殊情况']]);
  return Object.entries(offer.texts)
    .sort(([a], [b]) => (index.get(a) ?? 0) - (index.get(b) ?? 0))
    .flatMap(([uuid, cells]) => {
      const student = rows[index.get(uuid)!]!.student_name; // offered cells are of rows in the sheet
      return columns
        .filter((col) => col in cells)
        .map((col) => `${student} ${names.get(col)}：${cells[col]}`);
    });
}
