/**
 * The marking workspace's answer list: one tag per answer with its state, one tab stop (the shown
 * answer, or where the arrows moved); arrows and Home / End move along it, Enter or Space opens one.
 */
import { Tag } from '@arco-design/web-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { MarkingAnswer } from '@/generated/model';
import { useRovingFocus } from '@/kit';
import type { SaveState } from './marking-queue';
import { answerListMove } from './marking-workspace-state';

/** An answer's state in the list: its save's, not marked yet, or flagged / decided in this visit. */
export type AnswerState = SaveState | 'todo' | 'flagged';

const STATE_COLOR: Record<AnswerState, string> = {
  saved: 'green',
  saving: 'arcoblue',
  retrying: 'orange',
  failed: 'red',
  todo: 'gray',
  flagged: 'orangered',
};
/** An answer's state as read out in the answer list. */
const STATE_TEXT: Record<SaveState | 'todo', string> = {
  saved: '已给分',
  saving: '保存中',
  retrying: '重试中',
  failed: '未保存', // these two (and 异常 / 已处理) are shown on the answer too
  todo: '未批阅',
};

/** The answer an element of the list stands for. */
const answerAt = (target: EventTarget) => {
  const at = target instanceof HTMLElement ? target.dataset.answer : undefined;
  return at === undefined ? undefined : Number(at);
};

export function AnswerList({
  answers,
  states,
  shown,
  lead,
  onOpen,
}: {
  answers: readonly MarkingAnswer[];
  /** Each answer's state, in the list's order. */
  states: readonly AnswerState[];
  /** The answer in the workspace (its place in the list). */
  shown: number;
  lead: boolean;
  /** Opens an answer: chosen with the keyboard (Enter, Space) or the pointer. */
  onOpen: (at: number, withKeyboard: boolean) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const roving = useRovingFocus<number>({
    container,
    attribute: 'data-answer',
    id: String,
    move: (from, event) => answerListMove(from, event.key, answers.length),
    home: shown,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // from the answer with the focus, which the arrows moved to (or a click)
    const at = answerAt(event.target) ?? roving.current;
    if (roving.onKeyDown(event, at) || at === undefined) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(at, true);
    }
  };
  return (
    <>
      <div
        ref={container}
        role="toolbar"
        aria-label="答题列表"
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 6 }}
      >
        {answers.map((item, at) => {
          const state = states[at] ?? 'todo';
          const stateText = state === 'flagged' ? (lead ? '已处理' : '异常') : STATE_TEXT[state];
          // shown: 0002·6, with the state when it needs attention (0002·6 未保存)
          const short = `${item.sheet_code.slice(-4)}·${item.seq}`;
          const noted = ['failed', 'retrying', 'flagged'].includes(state) ? ` ${stateText}` : '';
          return (
            <Tag
              key={item.answer_id}
              color={STATE_COLOR[state]}
              bordered={at === shown}
              checkable={false}
              role="button"
              data-answer={at}
              tabIndex={roving.tabIndex(at)}
              aria-current={at === shown ? 'true' : undefined}
              // what it shows, whole (label in name), then the question and its state: MF-21-0002·6，第 6 题，未批阅
              aria-label={`${item.sheet_code}·${item.seq}${noted}，第 ${item.seq} 题${noted ? '' : `，${stateText}`}`}
              style={{ cursor: 'pointer', fontWeight: at === shown ? 600 : 400 }}
              onClick={() => onOpen(at, false)}
              title={`${item.sheet_code} 第 ${item.seq} 题`}
            >
              {short}
              {noted}
            </Tag>
          );
        })}
      </div>
      <p id={hintId} className="visually-hidden">
        方向键在答题间移动，Enter 打开该份批阅
      </p>
    </>
  );
}
