/**
 * The score grid of one class and course: it renders the store's state and turns keys into its
 * actions. What staff do to the grid is the store's (./score-grid-state, ./score-grid-store); the
 * drafts kept in the browser, the autosave and the save are hooks of their own. The grid itself
 * renders when the rows in view change, never for a keystroke.
 */
import { Message } from '@arco-design/web-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePermission } from '@/access/access-context';
import type { ScoreEntrySheet } from '@/generated/model';
import { schoolClock, useRovingFocus } from '@/kit';
import { keptEntry } from '@/session/user-storage';
import { confirm } from '@/ui/confirm';
import { DraftOfferAlert } from './score-draft-offer';
import { draftName, loadDrafts, type DraftTexts } from './score-drafts';
import { commandOf, emptyCount, moveOnKey, pastedBlock, type Position } from './score-grid';
import { GridHead, GridRow, type CellHandlers } from './score-grid-rows';
import { initialState, stepTarget } from './score-grid-state';
import { GridStatus, LogDrawer } from './score-grid-status';
import { createGridStore, evaluateCached } from './score-grid-store';
import { rangeFor, ROW_HEIGHT, scrollTopFor } from './score-grid-window';
import { useAutosave } from './use-autosave';
import { useDraftStorage } from './use-draft-storage';
import { useSaveScores } from './use-save-scores';
import styles from './score-entry.module.css';

/** Told of every render of the grid (tests count them: a keystroke renders none). */
export const GridRenderProbe = createContext<(() => void) | undefined>(undefined);

const cellId = ({ row, col }: Position) => `${row}:${col}`;

interface GridProps {
  sheet: ScoreEntrySheet;
  classId: number;
  courseId: number;
}

export function ScoreGrid({ sheet, classId, courseId }: GridProps) {
  useContext(GridRenderProbe)?.();
  // kept for the user signed in, offered back to them only (user-storage.ts)
  const kept = useMemo(() => keptEntry<DraftTexts>(draftName(classId, courseId)), [classId, courseId]);
  const keptLabel = useCallback(
    (cells: number) => `成绩录入：${sheet.class_name} ${sheet.course_name} 的 ${cells} 个成绩`,
    [sheet.class_name, sheet.course_name],
  );
  const [store] = useState(() => createGridStore(initialState(sheet.parts, sheet.rows, loadDrafts(kept))));
  const count = sheet.rows.length;
  const [range, setRange] = useState(() => rangeFor(0, count));
  const [logOpen, setLogOpen] = useState(false);
  const { can } = usePermission();
  // submitted, or the account may only view (entering scores is 成绩录入's 编辑)
  const locked = sheet.locked === 1 || !can('edit');
  const save = useSaveScores(store, classId, courseId, kept);
  useDraftStorage(store, kept, keptLabel);
  useAutosave(store, locked, save);

  const viewport = useRef<HTMLDivElement>(null);
  /** The cell last typed into (`row:col`): typing on there is one undo step. */
  const typing = useRef<string>(undefined);
  // every cell is in the tab order (no home): the hook keeps no state, and its two handlers stay the same
  const { focus: focusCell, onKeyDown: moveFromCell } = useRovingFocus<Position>({
    container: viewport,
    attribute: 'data-cell',
    id: cellId,
    move: (from, event) => {
      const { rows, columns } = store.get();
      return moveOnKey(from, event, rows.length, columns.length);
    },
    // the cell's row scrolled into view and rendered: the browser need not work out its own scrolling
    reveal: ({ row }) => {
      const box = viewport.current;
      if (!box) return;
      const scrollTop = scrollTopFor(row, box.scrollTop, box.clientHeight);
      if (scrollTop !== box.scrollTop) box.scrollTop = scrollTop;
      setRange((current) => rangeFor(box.scrollTop, count, current));
    },
    preventScroll: true,
  });

  /** Undo or redo, then the focus on the first cell it changed. */
  const step = useCallback(
    (kind: 'undo' | 'redo') => {
      const target = stepTarget(store.get(), kind);
      typing.current = undefined;
      store.dispatch({ type: kind, time: schoolClock() });
      if (target) focusCell(target);
    },
    [focusCell, store],
  );

  const handlers = useMemo<CellHandlers>(
    () => ({
      onType: (row, col, text) => {
        const cell = cellId({ row, col });
        store.dispatch({
          type: 'type',
          row,
          col,
          text,
          extend: typing.current === cell,
          time: schoolClock(),
        });
        typing.current = cell;
      },
      onFocus: (row, col) => {
        if (typing.current !== cellId({ row, col })) typing.current = undefined;
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
        if (moveFromCell(event, { row, col })) return;
        const command = commandOf(event);
        if (!command) return;
        event.preventDefault(); // the grid's, as in a spreadsheet, not the browser's
        if (locked) return;
        if (command === 'save') return void save(0);
        if (command !== 'fill') return step(command);
        typing.current = undefined;
        store.dispatch({ type: 'fill', row, col, time: schoolClock() });
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
        const block = pastedBlock(event.clipboardData.getData('text'));
        if (block.length < 2 && (block[0]?.length ?? 0) < 2) return; // one value: the input takes it as typed
        event.preventDefault();
        typing.current = undefined;
        store.dispatch({ type: 'paste', row, col, block, time: schoolClock() });
        Message.info(`已粘贴 ${Math.min(block.length, count - row)} 行`);
      },
    }),
    [count, locked, moveFromCell, save, step, store],
  );

  const submit = useCallback(() => {
    const current = store.get();
    const empty = emptyCount(
      current.rows.map((row) => evaluateCached(row, current.drafts[row.student_uuid], current.parts)),
      sheet.parts,
    );
    void confirm({
      title: '提交成绩',
      content: `${empty ? `还有 ${empty} 个成绩为空。` : '全部成绩已录入。'}提交后成绩锁定，不能再修改，确定提交吗？`,
      okText: '提交',
      onOk: () => save(1),
    });
  }, [save, sheet.parts, store]);
  const undoNow = useCallback(() => step('undo'), [step]);
  const redoNow = useCallback(() => step('redo'), [step]);
  const saveNow = useCallback(() => void save(0), [save]);
  const openLog = useCallback(() => setLogOpen(true), []);
  const closeLog = useCallback(() => setLogOpen(false), []);

  const { first, last } = range;
  const partsText = sheet.parts.map((part) => `${part.name} ${part.weight}%`).join(' + ');
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1)
    rows.push(
      <GridRow
        key={sheet.rows[index]!.student_uuid}
        index={index}
        store={store}
        parts={sheet.parts}
        passScore={sheet.pass_score}
        locked={locked}
        handlers={handlers}
      />,
    );

  return (
    <>
      {!locked && <DraftOfferAlert store={store} />}
      <GridStatus
        store={store}
        heading={`${sheet.class_name} · ${sheet.course_name}（${sheet.course_code}）· 总评 = ${partsText} · 及格 ${sheet.pass_score} 分`}
        locked={locked}
        onUndo={undoNow}
        onRedo={redoNow}
        onLog={openLog}
        onSave={saveNow}
        onSubmit={submit}
        onJump={focusCell}
      />
      <div
        ref={viewport}
        className={styles.viewport}
        onScroll={(event) => {
          const scrollTop = event.currentTarget.scrollTop;
          setRange((current) => rangeFor(scrollTop, count, current));
        }}
        role="region"
        aria-label="成绩录入表"
      >
        <table className={styles.grid} role="grid" aria-rowcount={count + 1}>
          <GridHead parts={sheet.parts} />
          <tbody role="rowgroup">
            {first > 0 && <tr style={{ height: first * ROW_HEIGHT }} aria-hidden />}
            {rows}
            {last < count && <tr style={{ height: (count - last) * ROW_HEIGHT }} aria-hidden />}
          </tbody>
        </table>
      </div>
      {logOpen && (
        <LogDrawer
          store={store}
          title={`${sheet.class_name}-${sheet.course_name}-成绩修改记录`}
          onClose={closeLog}
        />
      )}
    </>
  );
}
