/** Laying out a paper on A4 pages: sections by question type, and pages filled by estimated lines. */

export interface LayoutQuestion {
  seq: number;
  style: number;
  stem: string;
  options: string;
  score: number;
}

export const SECTION_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八'];
const CHARS_PER_LINE = 38;
/** Lines of answer space left under a subjective question (fill-in 1, short answer 6, essay 12). */
const ANSWER_LINES: Record<number, number> = { 4: 1, 5: 6, 6: 12 };
/** Lines of an A4 page (portrait, 5 号字) after its margins. */
export const PAGE_LINES = 44;

export interface Section<Q> {
  style: number;
  questions: Q[];
  total: number;
}

/** Questions grouped by type, in the order of their first appearance, numbered as on the paper. */
export function sections<Q extends LayoutQuestion>(questions: Q[]): Section<Q>[] {
  const byStyle = new Map<number, Q[]>();
  for (const question of questions)
    byStyle.set(question.style, [...(byStyle.get(question.style) ?? []), question]);
  return [...byStyle.entries()].map(([style, list]) => ({
    style,
    questions: list,
    total: Math.round(list.reduce((sum, question) => sum + question.score, 0) * 100) / 100,
  }));
}

/**
 * Estimated printed lines of a question: its stem, its options and — when answers are written on the
 * paper itself rather than on the answer sheet — the space to answer.
 */
export function questionLines(question: LayoutQuestion, answerSpace = false): number {
  const stem = Math.max(1, Math.ceil(question.stem.length / CHARS_PER_LINE));
  const options = question.options ? question.options.split('\n').filter(Boolean).length : 0;
  return stem + options + (answerSpace ? (ANSWER_LINES[question.style] ?? 0) : 0) + 1;
}

/**
 * Splits the questions into pages of at most `capacity` lines (the first page keeps `header` lines for
 * the title and the candidate's details; every section heading takes 2). A question is never split.
 */
export function paginate<Q extends LayoutQuestion>(
  questions: Q[],
  capacity = PAGE_LINES,
  header = 8,
  answerSpace = false,
): { style: number; heading: boolean; question: Q }[][] {
  const pages: { style: number; heading: boolean; question: Q }[][] = [[]];
  let used = header;
  let lastStyle: number | undefined;
  for (const question of questions) {
    const heading = question.style !== lastStyle;
    const need = questionLines(question, answerSpace) + (heading ? 2 : 0);
    if (used + need > capacity && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)?.push({ style: question.style, heading, question });
    used += need;
    lastStyle = question.style;
  }
  return pages;
}
