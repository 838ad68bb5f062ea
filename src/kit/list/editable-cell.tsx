/**
 * Cells typed into inside an Arco Table (a plan's credits and hours, a course's exam form).
 * - number / input / select, checked as they change with the contract's schema of the field
 *   (the kit's Chinese messages) and the screen's own check;
 * - the message stands under the cell and is read with it (aria-describedby, announced as it
 *   changes); a wrong cell keeps what was typed, and the row keeps its last good value;
 * - a wrong cell (red frame and message) looks unlike an unsaved one (an orange corner);
 * - the keyboard moves like a spreadsheet: Enter / ↓ to the next row, Shift+Enter / ↑ to the
 *   previous one (across the tables of one scope), ← → at the edge of the text to the
 *   neighbouring cell, Esc back to the last good value. An open select keeps its own keys.
 */
import { Input, Select, type TableColumnProps } from '@arco-design/web-react';
import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { messageFor } from '../form/zod-errors';
import styles from './editable-cell.module.css';
import '../styles';

export interface CellOption {
  label: string;
  value: string | number;
}

interface CellBase<Row, Value> {
  key: keyof Row & string;
  title: string;
  width?: number;
  /** The row's name, for the cell's accessible name and its problem: 「大学语文」学分不能大于 20. */
  name: (row: Row) => string;
  /** The contract's schema of the field (a body item's `credit`): its limits, in the kit's words. */
  schema?: ZodType;
  /** A further check of a value the schema accepts: the message, or undefined. */
  validate?: (value: Value, row: Row) => string | undefined;
  /** The value as last saved; any other value looks unsaved. */
  saved?: (row: Row) => unknown;
  /** A good value, as it is typed or chosen. */
  onChange: (row: Row, value: Value) => void;
}

export type EditableColumnSpec<Row> =
  // typed, right-aligned, never empty
  | (CellBase<Row, number> & { type: 'number' })
  | (CellBase<Row, string> & { type: 'input'; maxLength?: number })
  | (CellBase<Row, string | number> & {
      type: 'select';
      options: readonly CellOption[] | ((row: Row) => readonly CellOption[]);
    });

export interface EditableCells {
  /** What is wrong in the cells, e.g. 「大学语文」学分不能大于 20. */
  problems: string[];
  /** Puts the focus in the first wrong cell on the page. */
  focusFirst: () => void;
  /** Spread on the element around the tables: ↑ and ↓ move across all of them. */
  scope: { 'data-edit-scope': string };
  report: (cell: string, problem: string | undefined) => void;
}

/** The cells of one workspace: which are wrong (the workspace refuses to save while any is). */
export function useEditableCells(): EditableCells {
  const [wrong, setWrong] = useState<ReadonlyMap<string, string>>(new Map());
  const scopeId = useId();
  const report = useCallback(
    (cell: string, problem: string | undefined) =>
      setWrong((current) => {
        if (current.get(cell) === problem) return current;
        const next = new Map(current);
        if (problem) next.set(cell, problem);
        else next.delete(cell);
        return next;
      }),
    [],
  );
  return useMemo(
    () => ({
      problems: [...wrong.values()],
      focusFirst: () => {
        const cell = document.querySelector<HTMLElement>(
          `[data-edit-scope="${scopeId}"] [data-edit-cell][data-invalid]`,
        );
        if (cell) focusCell(cell);
      },
      scope: { 'data-edit-scope': scopeId },
      report,
    }),
    [wrong, scopeId, report],
  );
}

/** A Table column whose cells are edited in place. */
export function editableColumn<Row>(
  spec: EditableColumnSpec<Row>,
  cells: EditableCells,
): TableColumnProps<Row> {
  return {
    title: spec.title,
    dataIndex: spec.key,
    width: spec.width,
    render: (_: unknown, row: Row) => <EditableCell spec={spec} row={row} cells={cells} />,
  };
}

type Direction = 'up' | 'down' | 'left' | 'right';

function focusCell(cell: Element) {
  // a select's box (tabindex 0) or the text input; never a select's hidden search input
  const control = cell.querySelector<HTMLElement>('[tabindex="0"], input:not([tabindex="-1"])');
  control?.focus();
  if (control instanceof HTMLInputElement) control.select();
}

function moveFrom(cell: HTMLElement, direction: Direction) {
  const scope = cell.closest('[data-edit-scope]') ?? cell.closest('table');
  const peers =
    direction === 'left' || direction === 'right'
      ? [...(cell.closest('tr')?.querySelectorAll('[data-edit-cell]') ?? [])]
      : [...(scope?.querySelectorAll(`[data-edit-cell="${cell.dataset.editCell}"]`) ?? [])];
  const target = peers[peers.indexOf(cell) + (direction === 'up' || direction === 'left' ? -1 : 1)];
  if (target) focusCell(target);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The message for a value, or undefined when it is good. */
function problemOf<Row>(spec: EditableColumnSpec<Row>, value: unknown, row: Row): string | undefined {
  if (spec.type === 'number' && Number.isNaN(value)) return `${spec.title}须为数字`;
  if (spec.schema) {
    const checked = spec.schema.safeParse(value);
    if (!checked.success)
      return messageFor(checked.error.issues[0]!, value, {
        label: spec.title,
        chosen: spec.type === 'select',
      });
  }
  if (isBlank(value)) return spec.type === 'number' ? `请输入${spec.title}` : undefined; // a number cell is never empty
  return (spec.validate as ((value: unknown, row: Row) => string | undefined) | undefined)?.(value, row);
}

/** Typed text → the number it says: '' is no value, anything else unreadable is NaN. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/。/g, '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

function EditableCell<Row>({
  spec,
  row,
  cells,
}: {
  spec: EditableColumnSpec<Row>;
  row: Row;
  cells: EditableCells;
}) {
  const cellId = useId();
  const value = row[spec.key] as unknown;
  // what was typed and not yet settled (a number or text cell); undefined shows the row's value
  const [draft, setDraft] = useState<string>();
  const typed = spec.type !== 'select';
  const text = draft ?? (isBlank(value) ? '' : String(value));
  const current = draft === undefined ? value : spec.type === 'number' ? parseNumber(draft) : draft;
  const message = problemOf(spec, current, row);
  const name = spec.name(row);
  const dirty = !!spec.saved && !Object.is(current, spec.saved(row));

  const { report } = cells;
  const problem = message && `「${name}」${message}`;
  useEffect(() => report(cellId, problem), [report, cellId, problem]);
  useEffect(() => () => report(cellId, undefined), [report, cellId]);

  const type = (next: string) => {
    setDraft(next);
    const parsed = spec.type === 'number' ? parseNumber(next) : next;
    if (!problemOf(spec, parsed, row)) (spec.onChange as (row: Row, value: unknown) => void)(row, parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // an open select list takes the arrows and Enter
    if (target.closest('[role="combobox"]')?.getAttribute('aria-expanded') === 'true') return;
    const input = typed && target instanceof HTMLInputElement ? target : undefined;
    const atStart = !input || (input.selectionStart === 0 && input.selectionEnd === 0);
    const end = input?.value.length;
    const atEnd = !input || (input.selectionStart === end && input.selectionEnd === end);
    let direction: Direction | undefined;
    if (event.key === 'Enter' && typed) direction = event.shiftKey ? 'up' : 'down';
    else if (event.key === 'ArrowDown') direction = 'down';
    else if (event.key === 'ArrowUp') direction = 'up';
    else if (event.key === 'ArrowLeft' && atStart) direction = 'left';
    else if (event.key === 'ArrowRight' && atEnd) direction = 'right';
    else if (event.key === 'Escape' && draft !== undefined) {
      event.preventDefault();
      setDraft(undefined); // back to the row's last good value
      return;
    }
    if (!direction) return;
    event.preventDefault();
    event.stopPropagation();
    moveFrom(event.currentTarget, direction);
  };

  const messageId = `${cellId}-message`;
  const stateId = `${cellId}-state`;
  const described = [message && messageId, dirty && stateId].filter(Boolean).join(' ') || undefined;
  const common = {
    size: 'small' as const,
    status: message ? ('error' as const) : undefined,
    'aria-label': `${name}${spec.title}`,
    'aria-invalid': !!message,
    'aria-describedby': described,
  };
  let control: ReactNode;
  if (spec.type === 'select')
    control = (
      <Select
        {...common}
        value={value as string | number}
        options={[...(typeof spec.options === 'function' ? spec.options(row) : spec.options)]}
        onChange={(next: string | number) => spec.onChange(row, next)}
      />
    );
  else
    control = (
      <Input
        {...common}
        className={spec.type === 'number' ? styles.number : undefined}
        inputMode={spec.type === 'number' ? 'decimal' : undefined}
        maxLength={spec.type === 'input' ? spec.maxLength : undefined}
        value={text}
        onChange={type}
        onFocus={(event) => event.target.select()}
        // a good value settles to the row's own text; a wrong one stays as typed
        onBlur={() => !message && setDraft(undefined)}
      />
    );

  return (
    <div
      className={styles.cell}
      data-edit-cell={spec.key}
      data-dirty={dirty || undefined}
      data-invalid={!!message || undefined}
      onKeyDownCapture={onKeyDown}
    >
      {control}
      {/* hidden, yet read as the control's description */}
      <span id={stateId} hidden>
        {dirty ? '未保存' : ''}
      </span>
      <div id={messageId} className={styles.message} aria-live="polite">
        {message && (
          <>
            <IconExclamationCircleFill aria-hidden />
            {message}
          </>
        )}
      </div>
    </div>
  );
}
