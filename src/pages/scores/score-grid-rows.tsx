/**
 * The score grid's rows: the header row, and one student's row. A student's row reads its own slice
 * of the grid's store (the saved row, its drafts, the server's refusal), so a keystroke re-renders
 * only the row typed into; its props (the position, the parts, stable callbacks) never change while
 * typing. A problem shows in the row itself, as text beside the cells, not only in a tooltip.
 */
import {
  createContext,
  memo,
  useContext,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { ScoreEntryPart } from '@/generated/model';
import { MARK_COLUMN, rowMessage, textOf } from './score-drafts';
import { totalOf } from './score-grid';
import { evaluateCached, useRowSlice, type GridStore } from './score-grid-store';
import styles from './score-entry.module.css';

export { rowMessage } from './score-drafts';

export interface CellHandlers {
  onType: (row: number, col: number, text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => void;
  onFocus: (row: number, col: number) => void;
}

export interface GridRowProps {
  index: number;
  store: GridStore;
  parts: readonly ScoreEntryPart[];
  passScore: number;
  locked: boolean;
  handlers: CellHandlers;
}

/** Told of every render of a row, by its position (tests count them: a keystroke renders one row). */
export const RowRenderProbe = createContext<((index: number) => void) | undefined>(undefined);

const preventSubmit = (event: FormEvent) => event.preventDefault();

/** The id of a row's message, which its cells point at (aria-describedby). */
export const messageId = (index: number) => `score-row-message-${index}`;

function GridRowView({ index, store, parts, passScore, locked, handlers }: GridRowProps) {
  const { row, draft, refused } = useRowSlice(store, index);
  useContext(RowRenderProbe)?.(index);
  const state = evaluateCached(row, draft, parts);
  const total = totalOf(state.values, parts, state.mark);
  const message = rowMessage(state.errors, refused, parts);
  const cell = (col: string, position: number, label: string) => {
    const error = state.errors[col];
    return (
      <td key={col} role="gridcell" className={col === MARK_COLUMN ? styles.mark : styles.part}>
        {/* a form of its own: the browser's autofill looks at the focused field's form on every
            focus and keystroke, and without one it looks at every field of the page */}
        <form className={styles.cellForm} onSubmit={preventSubmit}>
          <input
            className={styles.cell}
            data-cell={`${index}:${position}`}
            aria-label={`${row.student_name} ${label}`}
            aria-invalid={!!error}
            aria-describedby={message ? messageId(index) : undefined}
            data-dirty={!!draft?.[col]}
            data-refused={!!refused && !!draft?.[col]}
            data-muted={!!state.mark && col !== MARK_COLUMN}
            title={error}
            disabled={locked}
            value={textOf(row, draft, col)}
            onChange={(event) => handlers.onType(index, position, event.target.value)}
            onKeyDown={(event) => handlers.onKeyDown(event, index, position)}
            onPaste={(event) => handlers.onPaste(event, index, position)}
            onFocus={(event) => {
              event.target.select();
              handlers.onFocus(index, position);
            }}
          />
        </form>
      </td>
    );
  };
  return (
    <tr role="row" aria-rowindex={index + 2} data-problem={!!message}>
      <td role="gridcell" className={styles.no}>
        {row.student_no}
      </td>
      <td role="gridcell" className={styles.name}>
        {row.student_name}
      </td>
      {parts.map((part, position) => cell(part.key, position, part.name))}
      {cell(MARK_COLUMN, parts.length, '特殊情况')}
      <td
        role="gridcell"
        className={`${styles.total} ${total !== null && total < passScore ? styles.failed : ''}`}
      >
        {state.mark ?? (total === null ? '—' : total)}
      </td>
      <td role="gridcell" id={messageId(index)} className={styles.message}>
        {message && (
          <span className={refused && !Object.keys(state.errors).length ? styles.refused : styles.invalid}>
            <span aria-hidden>⚠ </span>
            {message}
          </span>
        )}
      </td>
    </tr>
  );
}

export const GridRow = memo(GridRowView);

/** The header row: 学号, 姓名, each score part with its weight, 特殊情况, 总评, 提示. */
export const GridHead = memo(function GridHead({ parts }: { parts: readonly ScoreEntryPart[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row" aria-rowindex={1}>
        <th role="columnheader" className={styles.no}>
          学号
        </th>
        <th role="columnheader" className={styles.name}>
          姓名
        </th>
        {parts.map((part) => (
          <th key={part.key} role="columnheader" className={styles.part}>
            {part.name}（{part.weight}%）
          </th>
        ))}
        <th role="columnheader" className={styles.mark}>
          特殊情况
        </th>
        <th role="columnheader" className={styles.total}>
          总评
        </th>
        <th role="columnheader" className={styles.message}>
          提示
        </th>
      </tr>
    </thead>
  );
});
