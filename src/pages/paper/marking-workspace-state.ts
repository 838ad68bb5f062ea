/**
 * The marking workspace without React: what the marker does to the answer shown (types a score or a
 * comment, ticks rubric items, flags it, moves on, takes back or gives up the marks kept from an
 * earlier visit) as a reducer, and which key does which of it.
 */
import type { MarkingAnomaly, MarkingAnswer, MarkingAssignment, MarkingMark } from '@/generated/model';
import {
  ownMark,
  rubricKeyIndex,
  rubricScore,
  toggleRubricItem,
  type Route,
  type RubricItem,
  type TaskRole,
} from '@/kit/marking';
import type { MarkDraft } from './marking-queue';

/** A marker's or the lead's task on one question (opened with teacher_id), built by `@/kit/marking`. */
export interface MarkingTask {
  role: TaskRole;
  teacherId: number;
  assignment: MarkingAssignment;
  names: Map<number, string>;
  routes: Map<number, Route>;
  marks: MarkingMark[];
  anomalies: MarkingAnomaly[];
}

/** What an answer opens with: its score, comment and ticked rubric items so far. */
export interface AnswerValues {
  score: number | null;
  comment: string;
  items: number[];
}

/**
 * An answer's values: the mark not yet saved (this visit's or an earlier one's), else in a task the
 * marker's own mark (never the other marker's; the lead starts from nothing), else the answer's own.
 */
export function answerValues(
  answer: MarkingAnswer,
  draft: MarkDraft | undefined,
  task: MarkingTask | undefined,
): AnswerValues {
  if (draft) return { score: draft.score, comment: draft.comment, items: draft.rubricItemIds ?? [] };
  if (task) {
    const own = task.role === 'lead' ? undefined : ownMark(task.marks, answer.answer_id, task.teacherId);
    return own
      ? { score: own.score, comment: own.comment, items: own.rubric_item_ids }
      : { score: null, comment: '', items: [] };
  }
  return { score: answer.score, comment: answer.comment, items: answer.rubric_item_ids };
}

export const scoreText = (score: number | null) => (score === null ? '' : String(score));

/** The anomaly flag (X) being filled in. */
export interface FlagDraft {
  kind?: number;
  note: string;
  error?: string;
  sending?: boolean;
}

/** Marks an earlier visit left unsaved (kept for this marker only), offered back until taken or given up. */
export interface MarkOffer {
  drafts: MarkDraft[];
  /** When they were kept (ISO). */
  at: string;
}

/** The kept marks worth offering in this list: those of its answers (a paper's other sheets wait). */
export function markOffer(
  kept: MarkOffer | undefined,
  answers: readonly MarkingAnswer[],
): MarkOffer | undefined {
  const shown = new Set(answers.map((item) => item.answer_id));
  const drafts = kept?.drafts.filter((draft) => shown.has(draft.answerId)) ?? [];
  return drafts.length ? { drafts, at: kept!.at } : undefined;
}

/** What taking the offer back sends, one line a mark: 密封号 MF-21-0002 第 6 题：4 分，批语「…」. */
export function offerLines(offer: MarkOffer, answers: readonly MarkingAnswer[]): string[] {
  const byId = new Map(answers.map((item) => [item.answer_id, item]));
  return offer.drafts.map((draft) => {
    const item = byId.get(draft.answerId);
    const where = item ? `密封号 ${item.sheet_code} 第 ${item.seq} 题` : `答题 ${draft.answerId}`;
    return `${where}：${draft.score} 分${draft.comment ? `，批语「${draft.comment}」` : ''}`;
  });
}

export interface WorkspaceState {
  /** The answer shown: its place in the list. */
  index: number;
  /** The score box, as typed. */
  typed: string;
  comment: string;
  /** The ticked rubric items' ids, in the rubric's order. */
  chosen: number[];
  /** E pressed: the number keys type the score instead of ticking items. */
  manual: boolean;
  flag?: FlagDraft;
  /** Why the score or the lead's decision was refused. */
  error?: string;
  /** Moved on past the last answer. */
  finished: boolean;
  /** Answers flagged (by a marker) or decided (by the lead) in this visit, with what is shown for them. */
  handled: ReadonlyMap<number, string>;
  /** Marks kept from an earlier visit, offered back: nothing of them is shown or sent until taken. */
  offer?: MarkOffer;
}

/** The per-answer part of the state, as an answer opens. */
const opened = (index: number, values: AnswerValues | undefined) => ({
  index,
  typed: scoreText(values?.score ?? null),
  comment: values?.comment ?? '',
  chosen: values?.items ?? [],
  manual: false,
  error: undefined,
  finished: false,
});

/** The workspace opening on answer `index` (no values: the list is empty), with kept marks on offer. */
export function initialState(
  index: number,
  values: AnswerValues | undefined,
  offer?: MarkOffer,
): WorkspaceState {
  return { ...opened(index, values), flag: undefined, handled: new Map(), offer };
}

export type WorkspaceAction =
  /** Shows another answer (or the same again) from its values; the flag stays as it is. */
  | { type: 'open'; index: number; values: AnswerValues }
  | { type: 'typeScore'; text: string }
  | { type: 'typeComment'; text: string }
  /** A number key: ticks or unticks the item and scores the ticked ones; an item beyond the list changes nothing. */
  | { type: 'toggleItem'; at: number; items: readonly RubricItem[]; max: number }
  /** E: the number keys now type the score. */
  | { type: 'enterManually' }
  | { type: 'startFlag' }
  | { type: 'editFlag'; draft: FlagDraft }
  | { type: 'cancelFlag' }
  | { type: 'sendFlag' }
  /** The flag was not sent: the check's or the server's reason. */
  | { type: 'flagRefused'; error: string }
  /** The marker's flag was taken: `text` is shown for the answer. */
  | { type: 'flagSent'; answerId: number; text: string }
  /** The lead decided on a flagged answer: `text` is shown for it. */
  | { type: 'decided'; answerId: number; text: string }
  /** The typed score was not a score: the box keeps what was tried, the reason under it. */
  | { type: 'scoreRefused'; typed: string; error?: string }
  /** The lead's decision failed on the server. */
  | { type: 'decisionFailed'; error: string }
  /** Moved on from the last answer. */
  | { type: 'finished' }
  /** The kept marks taken back (they are sent); `values`: the shown answer's, when it is one of them. */
  | { type: 'offerRestored'; values?: AnswerValues }
  /** The kept marks given up: the browser forgets them. */
  | { type: 'offerGivenUp' };

const handle = (handled: ReadonlyMap<number, string>, answerId: number, text: string) =>
  new Map(handled).set(answerId, text);

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'open':
      return { ...state, ...opened(action.index, action.values) };
    case 'typeScore':
      return { ...state, typed: action.text, error: undefined };
    case 'typeComment':
      return { ...state, comment: action.text };
    case 'toggleItem': {
      if (!action.items[action.at]) return state;
      const chosen = toggleRubricItem(action.items, state.chosen, action.at);
      const typed = String(rubricScore(action.items, chosen, action.max));
      return { ...state, chosen, typed, error: undefined };
    }
    case 'enterManually':
      return { ...state, manual: true };
    case 'startFlag':
      return { ...state, flag: { note: '' } };
    case 'editFlag':
      return { ...state, flag: action.draft };
    case 'cancelFlag':
      return { ...state, flag: undefined };
    case 'sendFlag':
      return state.flag ? { ...state, flag: { ...state.flag, sending: true } } : state;
    case 'flagRefused':
      return state.flag ? { ...state, flag: { ...state.flag, sending: false, error: action.error } } : state;
    case 'flagSent':
      return { ...state, flag: undefined, handled: handle(state.handled, action.answerId, action.text) };
    case 'decided':
      return { ...state, handled: handle(state.handled, action.answerId, action.text) };
    case 'scoreRefused':
      return { ...state, typed: action.typed, error: action.error };
    case 'decisionFailed':
      return { ...state, error: action.error };
    case 'finished':
      return { ...state, error: undefined, finished: true };
    case 'offerRestored':
      if (!state.offer) return state;
      return { ...state, offer: undefined, ...(action.values && opened(state.index, action.values)) };
    case 'offerGivenUp':
      return state.offer ? { ...state, offer: undefined } : state;
  }
}

/** What a key (or a button) does in the workspace. */
export type Command =
  | { name: 'toggleItem'; item: number }
  | {
      name: 'save' | 'manual' | 'full' | 'zero' | 'zeroWithReason' | 'return' | 'flag' | 'previous' | 'next';
    };

/** Where a key was pressed and on what answer. */
export interface KeyContext {
  inScoreBox: boolean;
  /** The answer's question has rubric items. */
  rubric: boolean;
  manual: boolean;
  /** The answer is flagged and before the lead. */
  anomaly: boolean;
  lead: boolean;
  objective: boolean;
  ctrl: boolean;
  alt: boolean;
}

interface Binding {
  when: (context: KeyContext) => boolean;
  command: Command;
}

const inScoreBox =
  (also: (context: KeyContext) => boolean = () => true) =>
  (context: KeyContext) =>
    context.inScoreBox && also(context);
const always = () => true;

/**
 * Each key's commands, the first whose condition holds. Letters are looked up in lower case; in the
 * score box they are commands, and the digits tick rubric items until E.
 */
const KEYS = new Map<string, Binding[]>([
  ['Enter', [{ when: (context) => context.inScoreBox || context.ctrl, command: { name: 'save' } }]],
  ...[...'123456789'].map((key): [string, Binding[]] => [
    key,
    [
      {
        when: inScoreBox((context) => context.rubric && !context.manual),
        command: { name: 'toggleItem', item: rubricKeyIndex(key) },
      },
    ],
  ]),
  ['e', [{ when: inScoreBox((context) => context.rubric), command: { name: 'manual' } }]],
  ['f', [{ when: inScoreBox((context) => !context.anomaly), command: { name: 'full' } }]],
  [
    'z',
    [
      { when: inScoreBox((context) => context.anomaly), command: { name: 'zeroWithReason' } },
      { when: inScoreBox(), command: { name: 'zero' } },
    ],
  ],
  ['r', [{ when: inScoreBox((context) => context.anomaly), command: { name: 'return' } }]],
  ['x', [{ when: inScoreBox((context) => !context.lead && !context.objective), command: { name: 'flag' } }]],
  ['PageUp', [{ when: always, command: { name: 'previous' } }]],
  ['PageDown', [{ when: always, command: { name: 'next' } }]],
  ['ArrowLeft', [{ when: (context) => context.alt, command: { name: 'previous' } }]],
  ['ArrowRight', [{ when: (context) => context.alt, command: { name: 'next' } }]],
]);

/** The command of a key pressed in the workspace, or undefined: the key is left to the browser. */
export function commandFor(key: string, context: KeyContext): Command | undefined {
  // Ctrl+Z, Ctrl+F … are the browser's and the box's own (undo, find): never a mark
  if (key.length === 1 && (context.ctrl || context.alt)) return undefined;
  const bindings = KEYS.get(key.length === 1 ? key.toLowerCase() : key);
  return bindings?.find((binding) => binding.when(context))?.command;
}

/** Where an arrow, Home or End leads in the answer list of `count` answers (undefined: not a move). */
export function answerListMove(from: number, key: string, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, from + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, from - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
