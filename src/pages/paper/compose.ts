/**
 * Composing a paper: rules (how many questions of a type, difficulty and chapter, marks each) drawn at
 * random from the bank with a seed, the shortfall of each rule, totals against the full marks, reordering.
 */
import { seededRandom } from '@/kit';

export interface ComposeRule {
  style: number;
  /** null: any difficulty. */
  difficulty: number | null;
  /** '': any chapter. */
  chapter_name: string;
  count: number;
  score: number;
}

export interface BankQuestion {
  id: number;
  style: number;
  difficulty: number;
  chapter_name: string;
  status: number;
}

export interface Picked<Q> {
  question: Q;
  score: number;
  /** Index of the rule that drew it; -1 for a question added by hand. */
  rule: number;
}

export interface RuleOutcome {
  rule: number;
  wanted: number;
  /** Questions of the bank the rule may draw (not already drawn by an earlier rule). */
  available: number;
  shortfall: number;
}

export const ruleMatches = (rule: ComposeRule, question: BankQuestion) =>
  question.status === 1 &&
  question.style === rule.style &&
  (rule.difficulty === null || question.difficulty === rule.difficulty) &&
  (!rule.chapter_name.trim() || question.chapter_name === rule.chapter_name.trim());

/**
 * Draws each rule's questions at random (seeded) from the enabled questions of the bank; a question is
 * drawn once. Rules are served in order; what a rule cannot get is its shortfall.
 */
export function drawByRules<Q extends BankQuestion>(
  rules: ComposeRule[],
  bank: Q[],
  seed: number,
): { picked: Picked<Q>[]; outcomes: RuleOutcome[] } {
  const random = seededRandom(seed);
  const used = new Set<number>();
  const picked: Picked<Q>[] = [];
  const outcomes = rules.map((rule, index) => {
    const pool = bank.filter((question) => !used.has(question.id) && ruleMatches(rule, question));
    // Fisher–Yates on a copy, only as far as needed
    const draw = [...pool];
    const take = Math.min(rule.count, draw.length);
    for (let i = 0; i < take; i += 1) {
      const j = i + Math.floor(random() * (draw.length - i));
      [draw[i], draw[j]] = [draw[j] as Q, draw[i] as Q];
    }
    for (const question of draw.slice(0, take)) {
      used.add(question.id);
      picked.push({ question, score: rule.score, rule: index });
    }
    return { rule: index, wanted: rule.count, available: pool.length, shortfall: rule.count - take };
  });
  return { picked, outcomes };
}

/** Marks the rules give: Σ count × score. */
export const rulesTotal = (rules: ComposeRule[]) =>
  round(rules.reduce((sum, rule) => sum + rule.count * rule.score, 0));

/** Marks of the picked questions. */
export const pickedTotal = (picked: { score: number }[]) =>
  round(picked.reduce((sum, item) => sum + item.score, 0));

const round = (value: number) => Math.round(value * 100) / 100;

/** What stops the paper from being saved, in Chinese; empty when it can be saved. */
export function composeProblems(args: {
  fullScore: number | undefined;
  passScore: number | undefined;
  picked: { score: number }[];
  outcomes?: RuleOutcome[];
}): string[] {
  const problems: string[] = [];
  const short = (args.outcomes ?? []).filter((outcome) => outcome.shortfall > 0);
  for (const outcome of short)
    problems.push(
      `规则 ${outcome.rule + 1} 题库只有 ${outcome.available} 道符合的试题，还差 ${outcome.shortfall} 道`,
    );
  if (!args.picked.length) problems.push('试卷还没有题目');
  const total = pickedTotal(args.picked);
  if (args.fullScore !== undefined && args.picked.length && total !== args.fullScore)
    problems.push(`题目分值合计 ${total} 分，与满分 ${args.fullScore} 分不一致`);
  if (args.fullScore !== undefined && args.passScore !== undefined && args.passScore > args.fullScore)
    problems.push('及格分不能高于满分');
  return problems;
}

/** The list with the item at `from` moved to `to` (both clamped). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
