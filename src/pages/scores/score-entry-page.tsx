/**
 * 成绩录入 (scorViewingEntryAE, `?class_id=&course_id=`): a class's students × the course's score parts,
 * moved through like a spreadsheet (arrows, Tab, Enter), blocks pasted from Excel, undo / redo and
 * fill-down, every cell checked (0–100, one decimal; 缺考 / 缓考 / 作弊 in any column set 特殊情况),
 * the total from the assessment weights, saved as you go, and 提交 (locked) at the end.
 * Nothing typed is lost: a save's answer clears only the cells it sent, drafts are kept in the
 * browser until saved (offered back after a reload), and a row the server refuses keeps its
 * drafts with the server's msg while the other rows save. Only the rows in view are rendered and
 * a keystroke re-renders only its own row, so a class of 1,000 stays within a frame.
 * The grid's state and what staff do to it are the store's (./score-grid-state, ./score-grid-store):
 * this file renders it and turns keys into its actions.
 */
import { Alert, Empty, Message, Spin, Space } from '@arco-design/web-react';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetAdultScoreEntry, useListAdultClassScores } from '@/generated/api/scores/scores';
import type { ScoreEntrySheet } from '@/generated/model';
import { DeferredSelect, LoadFailed, schoolClock, useFilter, useRovingFocus } from '@/kit';
import { getSession } from '@/session/session';
import { confirm } from '@/ui/confirm';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { draftKey } from './score-drafts';
import { DraftOfferAlert, useDraftOffer } from './score-draft-offer';
import { emptyCount, moveFrom, pastedBlock, type Position } from './score-grid';
import { GridRow, type CellHandlers } from './score-grid-rows';
import { initialState, type GridAction, type GridState } from './score-grid-state';
import {
  createGridStore,
  evaluateCached,
  useGridSelector,
  useStatusSlice,
  type GridStore,
} from './score-grid-store';
import { GridToolbar, ProblemList, type Problem } from './score-grid-toolbar';
import { statusIsBad, statusText } from './score-status';
import { CLASS_CHOICES, sheetOptions, sheetParams } from './score-sheet-query';
import { useAutosave } from './use-autosave';
import { useDraftStorage } from './use-draft-storage';
import { useSaveScores } from './use-save-scores';
import styles from './score-entry.module.css';

const ROW_HEIGHT = 37;
/** The header row's height: the first student's row starts under it. */
const HEAD_HEIGHT = 40;
const VIEWPORT = 540;
/**
 * Rows rendered beyond those in view, each way, when the rendered window moves: few, since every
 * frame paints and commits all the rendered rows, and a move then mounts only a few rows.
 */
const OVERSCAN = 4;
/** The window moves only once fewer than this many rendered rows are left beyond the view. */
const SLACK = 1;

interface Range {
  first: number;
  last: number;
}

/**
 * The rows to render for a scroll position: the same window while it still covers the rows in view
 * with some to spare, so moving through the grid one row at a time re-renders nothing but the rows
 * that change; a new, wider window only when the view comes near its edge.
 */
export function rangeFor(scrollTop: number, count: number, current?: Range): Range {
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const end = Math.min(count, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT));
  if (current && current.first <= Math.max(0, start - SLACK) && current.last >= Math.min(count, end + SLACK))
    return current;
  return { first: Math.max(0, start - OVERSCAN), last: Math.min(count, end + OVERSCAN) };
}

/** Where a key leads from a cell: arrows, Tab, Enter, and Ctrl+Home / Ctrl+End to the first or last cell. */
function cellMove(store: GridStore) {
  return (from: Position, event: KeyboardEvent): Position | undefined => {
    const ctrl = event.ctrlKey || event.metaKey;
    const { rows, columns } = store.get();
    if (ctrl && event.key !== 'Home' && event.key !== 'End') return undefined; // Ctrl+S, Z, Y, D
    return moveFrom(from, event.key, ctrl ? false : event.shiftKey, rows.length, columns.length, ctrl);
  };
}
const cellId = ({ row, col }: Position) => `${row}:${col}`;
/** The grid's commands with Ctrl (or ⌘). */
const CTRL_COMMANDS: Record<string, 'save' | 'undo' | 'redo' | 'fill'> = { s: 'save', y: 'redo', d: 'fill' };
const ctrlCommand = (event: KeyboardEvent) => {
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return CTRL_COMMANDS[key];
};

interface StatusProps {
  store: GridStore;
  heading: string;
  locked: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onLog: () => void;
  onSave: () => void;
  onSubmit: () => void;
  onJump: (problem: Problem) => void;
}

/**
 * The status line, the toolbar and the problem list: what the whole grid's state says. Most
 * keystrokes change none of it, and then it does not render.
 */
const GridStatus = memo(function GridStatus({ store, locked, onJump, ...toolbar }: StatusProps) {
  const slice = useStatusSlice(store);
  const { dirty, invalid, problems, canUndo, canRedo, save } = slice;
  useUnsavedGuard(dirty > 0 || save.saving);
  const facts = { ...slice, ...save, locked };
  return (
    <>
      <GridToolbar
        {...toolbar}
        status={statusText(facts)}
        bad={statusIsBad(facts)}
        locked={locked}
        canUndo={canUndo}
        canRedo={canRedo}
        canSave={dirty > 0 && !save.saving}
        canSubmit={!save.saving && invalid === 0}
      />
      <ProblemList problems={problems} onJump={onJump} />
    </>
  );
});

// loaded when first opened: its table and Excel export are not part of the grid's first paint
const ChangeLogDrawer = lazy(() =>
  import('./score-change-log').then(({ ChangeLogDrawer }) => ({ default: ChangeLogDrawer })),
);

const selectLog = (state: GridState) => state.log;

/** 修改记录, reading the log from the store while open. */
function LogDrawer({ store, title, onClose }: { store: GridStore; title: string; onClose: () => void }) {
  const log = useGridSelector(store, selectLog);
  return (
    <Suspense fallback={null}>
      <ChangeLogDrawer log={log} title={title} onClose={onClose} />
    </Suspense>
  );
}

function Grid({ sheet, classId, courseId }: { sheet: ScoreEntrySheet; classId: number; courseId: number }) {
  const [store] = useState(() => createGridStore(initialState(sheet.parts, sheet.rows)));
  const count = sheet.rows.length;
  const [range, setRange] = useState(() => rangeFor(0, count));
  const [logOpen, setLogOpen] = useState(false);
  const storageKey = useMemo(
    () => draftKey(getSession('username') ?? '', classId, courseId),
    [classId, courseId],
  );
  const { offer, restore, giveUp } = useDraftOffer(store, storageKey);
  const locked = sheet.locked === 1;
  const save = useSaveScores(store, classId, courseId);
  useDraftStorage(store, storageKey, offer);
  useAutosave(store, locked, save);

  const viewport = useRef<HTMLDivElement>(null);
  /** The cell last typed into (`row:col`): typing on there is one undo step. */
  const typing = useRef<string>(undefined);
  // the cell's row scrolled into view under the header (the next row too) and rendered; the
  // browser need not work out its own scrolling
  const reveal = useCallback(
    ({ row }: Position) => {
      const box = viewport.current;
      if (!box) return;
      const top = row * ROW_HEIGHT;
      let scrollTop = box.scrollTop;
      if (top < scrollTop) scrollTop = top;
      else if (HEAD_HEIGHT + top + ROW_HEIGHT * 2 > scrollTop + box.clientHeight)
        scrollTop = HEAD_HEIGHT + top + ROW_HEIGHT * 2 - box.clientHeight;
      if (scrollTop !== box.scrollTop) box.scrollTop = scrollTop;
      setRange((current) => rangeFor(box.scrollTop, count, current));
    },
    [count],
  );
  const move = useMemo(() => cellMove(store), [store]);
  // every cell is in the tab order (no home): the hook keeps no state, and its two handlers stay the same
  const { focus: focusCell, onKeyDown: moveFromCell } = useRovingFocus<Position>({
    container: viewport,
    attribute: 'data-cell',
    id: cellId,
    move,
    reveal,
    preventScroll: true,
  });

  /** Undo or redo, then the focus on the first cell it changed. */
  const step = useCallback(
    (kind: 'undo' | 'redo') => {
      const current = store.get();
      const taken = (kind === 'undo' ? current.history.undo : current.history.redo).at(-1)?.changes[0];
      typing.current = undefined;
      store.dispatch({ type: kind, time: schoolClock() });
      const row = taken && current.index.get(taken.uuid);
      if (taken && row !== undefined) focusCell({ row, col: current.columns.indexOf(taken.col) });
    },
    [focusCell, store],
  );

  const handlers = useMemo<CellHandlers>(() => {
    const act = (action: GridAction) => store.dispatch(action);
    return {
      onType: (row, col, text) => {
        const cell = cellId({ row, col });
        act({ type: 'type', row, col, text, extend: typing.current === cell, time: schoolClock() });
        typing.current = cell;
      },
      onFocus: (row, col) => {
        if (typing.current !== cellId({ row, col })) typing.current = undefined;
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
        if (moveFromCell(event, { row, col }) || !(event.ctrlKey || event.metaKey)) return;
        const command = ctrlCommand(event);
        if (!command) return;
        event.preventDefault(); // as in a spreadsheet, not the browser's
        if (locked) return;
        if (command === 'save') return void save(0);
        if (command !== 'fill') return step(command);
        typing.current = undefined; // Ctrl+D fills the cell from the one above
        act({ type: 'fill', row, col, time: schoolClock() });
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
        const block = pastedBlock(event.clipboardData.getData('text'));
        if (block.length < 2 && (block[0]?.length ?? 0) < 2) return; // one value: the input takes it as typed
        event.preventDefault();
        typing.current = undefined;
        act({ type: 'paste', row, col, block, time: schoolClock() });
        Message.info(`已粘贴 ${Math.min(block.length, store.get().rows.length - row)} 行`);
      },
    };
  }, [locked, moveFromCell, save, step, store]);

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
  const jump = useCallback((problem: Problem) => focusCell(problem), [focusCell]);

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
      {!locked && <DraftOfferAlert offer={offer} onRestore={restore} onGiveUp={giveUp} />}
      <GridStatus
        store={store}
        heading={`${sheet.class_name} · ${sheet.course_name}（${sheet.course_code}）· 总评 = ${partsText} · 及格 ${sheet.pass_score} 分`}
        locked={locked}
        onUndo={undoNow}
        onRedo={redoNow}
        onLog={openLog}
        onSave={saveNow}
        onSubmit={submit}
        onJump={jump}
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
          <thead role="rowgroup">
            <tr role="row" aria-rowindex={1}>
              <th role="columnheader" className={styles.no}>
                学号
              </th>
              <th role="columnheader" className={styles.name}>
                姓名
              </th>
              {sheet.parts.map((part) => (
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

export function ScoreEntryPage() {
  const [params, setParams] = useSearchParams();
  const chosen = sheetParams(params);
  const { class_id: classId, course_id: courseId } = chosen;
  const classes = useListAdultClassScores(CLASS_CHOICES);
  const courses = useFilter('course');
  const sheet = useGetAdultScoreEntry(chosen, sheetOptions(chosen));
  const choose = (key: string, value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, String(value));
    else next.delete(key);
    setParams(next, { replace: true });
  };

  // The pickers show their choice at once and load Arco's Select when first used: the grid is drawn
  // without waiting for it (the pickers change once per class and course, the grid is worked all day)
  return (
    <div className={styles.page}>
      <Space style={{ marginBottom: 12 }} wrap>
        <DeferredSelect
          aria-label="班级"
          placeholder="请选择班级"
          style={{ width: 260 }}
          showSearch
          allowClear
          loading={classes.isPending}
          value={classId || undefined}
          onChange={(value: number | undefined) => choose('class_id', value)}
          options={(classes.data?.result.list ?? []).map((item) => ({
            label: item.class_name,
            value: item.id,
          }))}
        />
        <DeferredSelect
          aria-label="课程"
          placeholder="请选择课程"
          style={{ width: 260 }}
          showSearch
          allowClear
          loading={courses.isFetching}
          value={courseId || undefined}
          onChange={(value: number | undefined) => choose('course_id', value)}
          options={courses.items}
          notFoundContent={
            courses.isError ? (
              <LoadFailed what="课程" error={courses.error} onRetry={() => courses.refetch()} />
            ) : (
              '暂无课程'
            )
          }
        />
      </Space>
      {!classId || !courseId ? (
        <Empty description="请选择班级和课程，开始录入成绩" />
      ) : sheet.isError ? (
        <LoadFailed what="成绩录入表" error={sheet.error} onRetry={sheet.refetch} />
      ) : !sheet.data ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} tip="加载中…" />
      ) : sheet.data.result.rows.length === 0 ? (
        <Alert type="warning" content="该班级没有学生，无需录入成绩。" />
      ) : (
        <Grid
          key={`${classId}-${courseId}-${sheet.data.result.locked}`}
          sheet={sheet.data.result}
          classId={classId}
          courseId={courseId}
        />
      )}
    </div>
  );
}
