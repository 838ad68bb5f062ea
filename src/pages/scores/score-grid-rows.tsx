/**
 * One student's row of the score grid. Memoised: a keystroke re-renders only the row whose drafts
 * changed (props are the saved row, that row's drafts and stable callbacks). A problem shows in the
 * row itself, as text beside the cells, not only in a tooltip.
 */
import { memo, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { ScoreEntryPart, ScoreEntryRow } from '@/generated/model';
import { evaluate, MARK_COLUMN, textOf, type RowDraft } from './score-drafts';
import { totalOf } from './score-grid';
import styles from './score-entry.module.css';

export interface CellHandlers {
  onType: (row: number, col: number, text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => void;
  onFocus: (row: number, col: number) => void;
}

export interface GridRowProps {
  index: number;
  row: ScoreEntryRow;
  draft: RowDraft | undefined;
  /** The server's msg when it refused this row. */
  refused: string | undefined;
  parts: readonly ScoreEntryPart[];
  passScore: number;
  locked: boolean;
  handlers: CellHandlers;
}

/** The id of a row's message, which its cells point at (aria-describedby). */
export const messageId = (index: number) => `score-row-message-${index}`;

/** The first problem of a row, as read out and shown beside it. */
export function rowMessage(
  errors: Record<string, string>,
  refused: string | undefined,
  parts: readonly ScoreEntryPart[],
): string | undefined {
  for (const part of parts) if (errors[part.key]) return `${part.name}：${errors[part.key]}`;
  if (errors[MARK_COLUMN]) return `特殊情况：${errors[MARK_COLUMN]}`;
  return refused ? `未保存：${refused}` : undefined;
}

function GridRowView({ index, row, draft, refused, parts, passScore, locked, handlers }: GridRowProps) {
  const state = evaluate(row, draft, parts);
  const total = totalOf(state.values, parts, state.mark);
  const message = rowMessage(state.errors, refused, parts);
  const cell = (col: string, position: number, label: string) => {
    const error = state.errors[col];
    return (
      <td key={col}>
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
      </td>
    );
  };
  return (
    <tr aria-rowindex={index + 2} data-problem={!!message}>
      <td>{row.student_no}</td>
      <td>{row.student_name}</td>
      {parts.map((part, position) => cell(part.key, position, part.name))}
      {cell(MARK_COLUMN, parts.length, '特殊情况')}
      <td className={`${styles.total} ${total !== null && total < passScore ? styles.failed : ''}`}>
        {state.mark ?? (total === null ? '—' : total)}
      </td>
      <td id={messageId(index)} className={styles.message}>
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
