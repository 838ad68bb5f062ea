/**
 * 成绩录入 (scorViewingEntryAE, `?class_id=&course_id=`): a class's students × the course's score parts,
 * moved through like a spreadsheet (arrows, Tab, Enter), blocks pasted from Excel, undo / redo and
 * fill-down, every cell checked (0–100, one decimal; 缺考 / 缓考 / 作弊 in any column set 特殊情况),
 * the total from the assessment weights, saved as you go, and 提交 (locked) at the end.
 * Nothing typed is lost: a save's answer clears only the cells it sent, drafts are kept in the
 * browser until saved (offered back after a reload), and a row the server refuses keeps its
 * drafts with the server's msg while the other rows save. Only the rows in view are rendered and
 * a keystroke re-renders only its own row, so a class of 1,000 stays within a frame.
 */
import { Alert, Button, Empty, Message, Space, Spin } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getGetAdultScoreEntryQueryKey,
  inputOfflineExamScores,
  useGetAdultScoreEntry,
  useListAdultClassScores,
} from '@/generated/api/scores/scores';
import type { ScoreEntrySheet } from '@/generated/model';
import { DeferredSelect, LoadFailed, useFilter } from '@/kit';
import { getSession } from '@/session/session';
import { confirm } from '@/ui/confirm';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import {
  cellCount,
  draftKey,
  loadDrafts,
  offerOf,
  overlay,
  sentRow,
  storeDrafts,
  textsOf,
  type DraftTexts,
  type SentRow,
} from './score-drafts';
import { emptyCount, moveFrom, pastedBlock, type Position } from './score-grid';
import { GridRow, type CellHandlers } from './score-grid-rows';
import { initialState, rowOfState, type GridAction, type GridState } from './score-grid-state';
import {
  createGridStore,
  evaluateCached,
  useGridSelector,
  useStatusSlice,
  type GridStore,
} from './score-grid-store';
import { GridToolbar, ProblemList, type Problem } from './score-grid-toolbar';
import { sendRouted } from './score-save';
import { CLASS_CHOICES, sheetOptions, sheetParams } from './score-sheet-query';
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
const AUTOSAVE_MS = 2500;
/** Drafts reach the browser's storage this soon after a change (then when the browser is idle). */
const STORE_MS = 150;

const two = (value: number) => String(value).padStart(2, '0');
/** HH:mm:ss now (toLocaleTimeString costs about a millisecond a call: too much for every keystroke). */
const clock = () => {
  const now = new Date();
  return `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
};

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

const selectLog = (state: GridState) => state.log;
const idle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
};

interface StatusProps {
  store: GridStore;
  heading: string;
  locked: boolean;
  saving: boolean;
  failure: string | undefined;
  savedAt: string | undefined;
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
const GridStatus = memo(function GridStatus({
  store,
  locked,
  saving,
  failure,
  savedAt,
  onJump,
  ...toolbar
}: StatusProps) {
  const { dirty, invalid, refused, problems, canUndo, canRedo } = useStatusSlice(store);
  useUnsavedGuard(dirty > 0 || saving);
  const status = locked
    ? '已提交，只读'
    : saving
      ? '正在保存…'
      : failure
        ? `保存失败：${failure}。${dirty} 行未保存，按 Ctrl+S 或点「保存」重试`
        : invalid
          ? `${invalid} 行有错误，改正后才能保存`
          : refused
            ? `${refused} 行未保存：服务器拒绝了这些行，原因见行末`
            : dirty
              ? `${dirty} 行未保存`
              : savedAt
                ? `已保存 ${savedAt}`
                : '方向键、Tab、回车移动，Ctrl+Home / Ctrl+End 到首末格；Ctrl+S 保存；Ctrl+Z 撤销、Ctrl+Y 重做；Ctrl+D 向下填充；可从 Excel 粘贴多行多列';
  return (
    <>
      <GridToolbar
        {...toolbar}
        status={status}
        bad={!!(failure || invalid || refused)}
        locked={locked}
        canUndo={canUndo}
        canRedo={canRedo}
        canSave={dirty > 0 && !saving}
        canSubmit={!saving && invalid === 0}
      />
      <ProblemList problems={problems} onJump={onJump} />
    </>
  );
});

// loaded when first opened: its table and Excel export are not part of the grid's first paint
const ChangeLogDrawer = lazy(() =>
  import('./score-change-log').then(({ ChangeLogDrawer }) => ({ default: ChangeLogDrawer })),
);

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
  const queryClient = useQueryClient();
  const [store] = useState(() => createGridStore(initialState(sheet.parts, sheet.rows)));
  const count = sheet.rows.length;
  const [range, setRange] = useState(() => rangeFor(0, count));
  const [savedAt, setSavedAt] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [logOpen, setLogOpen] = useState(false);
  const [storageKey] = useState(() => draftKey(getSession('username') ?? '', classId, courseId));
  const [offer, setOffer] = useState<{ texts: DraftTexts; count: number; at: string }>(() => {
    const state = store.get();
    const stored = loadDrafts(window.localStorage, storageKey);
    const texts = offerOf(stored?.texts ?? {}, rowOfState(state), state.columns);
    const count = cellCount(texts);
    return { texts, count, at: stored?.at ?? '' };
  });
  const viewport = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<Position>(undefined);
  /** The cell last typed into (`row:col`): typing on there is one undo step. */
  const typing = useRef<string>(undefined);
  const savingNow = useRef(false);
  /** After a failed save, autosave waits for the next change (Ctrl+S or 保存 retry at once). */
  const autosavePaused = useRef(false);

  const locked = sheet.locked === 1;

  // the drafts live in the browser until saved: a reload, a crash or a closed tab loses nothing.
  // Written after a pause in typing, when the browser is idle (and at once when the page goes away),
  // never inside a keystroke's frame.
  const offerNow = useRef(offer);
  const keep = useRef<() => void>(undefined);
  useEffect(() => {
    let pending = false;
    let timer: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const write = () => {
      pending = false;
      const texts = textsOf(store.get().drafts);
      const kept = offerNow.current;
      storeDrafts(
        window.localStorage,
        storageKey,
        kept.count ? overlay(kept.texts, texts) : texts,
        new Date(),
      );
    };
    const schedule = () => {
      pending = true;
      window.clearTimeout(timer);
      cancelIdle?.();
      cancelIdle = undefined;
      timer = window.setTimeout(() => (cancelIdle = idle(write)), STORE_MS);
    };
    const flush = () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      if (pending) write();
    };
    keep.current = schedule;
    let drafts = store.get().drafts;
    const unsubscribe = store.subscribe(() => {
      const now = store.get().drafts;
      if (now === drafts) return;
      drafts = now;
      schedule();
    });
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      keep.current = undefined;
      flush();
    };
  }, [store, storageKey]);
  // an offer taken or given up changes what is kept
  useEffect(() => {
    offerNow.current = offer;
    keep.current?.();
  }, [offer]);

  const save = useCallback(
    async (submit: 0 | 1, auto = false) => {
      if (savingNow.current) return;
      const current = store.get();
      const sent: SentRow[] = [];
      if (submit) {
        for (const row of current.rows) {
          const ready = sentRow(row, current.drafts[row.student_uuid], current.parts);
          if (!ready) return;
          sent.push(ready);
        }
      } else {
        for (const uuid of Object.keys(current.drafts)) {
          if (auto && current.refused[uuid]) continue; // refused: sent again once changed, or on 保存
          const row = rowOfState(current)(uuid);
          const ready = row && sentRow(row, current.drafts[uuid], current.parts);
          if (ready) sent.push(ready);
        }
      }
      if (!sent.length) return;
      savingNow.current = true;
      setSaving(true);
      setFailure(undefined);
      try {
        const result = await sendRouted(
          sent,
          (part) =>
            inputOfflineExamScores(
              { class_id: classId, course_id: courseId, rows: part.map((row) => row.body), submit },
              { silent: true, loading: false },
            ),
          { split: submit === 0 },
        );
        store.dispatch({ type: 'saved', sent: result.saved });
        if (result.refused.length)
          store.dispatch({
            type: 'refused',
            rows: result.refused.map(({ row, msg }) => ({ sent: row, msg })),
          });
        if (result.error !== undefined) {
          autosavePaused.current = true;
          setFailure(result.error instanceof Error ? result.error.message : String(result.error));
          return;
        }
        setSavedAt(clock());
        if (submit) {
          Message.success('成绩已提交并锁定');
          await queryClient.invalidateQueries({
            queryKey: getGetAdultScoreEntryQueryKey({ class_id: classId, course_id: courseId }),
          });
        }
      } finally {
        savingNow.current = false;
        setSaving(false);
      }
    },
    [classId, courseId, queryClient, store],
  );

  // saved as you go: a pause in typing saves the finished rows
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (locked || savingNow.current || autosavePaused.current) return;
      if (!Object.keys(store.get().drafts).length) return;
      timer = window.setTimeout(() => void save(0, true), AUTOSAVE_MS);
    };
    let drafts = store.get().drafts;
    const unsubscribe = store.subscribe(() => {
      const now = store.get().drafts;
      if (now === drafts) return;
      drafts = now;
      arm();
    });
    if (!saving) arm();
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [store, locked, saving, save]);

  const focusCell = useCallback(
    (position: Position) => {
      const box = viewport.current;
      if (box) {
        // the cell's row in view under the header, with the next row in view too
        const top = position.row * ROW_HEIGHT;
        const before = box.scrollTop;
        let scrollTop = before;
        if (top < scrollTop) scrollTop = top;
        else if (HEAD_HEIGHT + top + ROW_HEIGHT * 2 > scrollTop + box.clientHeight)
          scrollTop = HEAD_HEIGHT + top + ROW_HEIGHT * 2 - box.clientHeight;
        if (scrollTop !== before) box.scrollTop = scrollTop;
        setRange((current) => rangeFor(box.scrollTop, count, current));
      }
      // a rendered cell takes the focus at once, so keys typed quickly land where they should;
      // the scrolling is done above, so the browser need not work out its own
      const rendered = box?.querySelector<HTMLInputElement>(`[data-cell="${position.row}:${position.col}"]`);
      if (rendered) return rendered.focus({ preventScroll: true });
      pendingFocus.current = position;
      requestAnimationFrame(() => {
        const target = pendingFocus.current;
        if (!target) return;
        box
          ?.querySelector<HTMLInputElement>(`[data-cell="${target.row}:${target.col}"]`)
          ?.focus({ preventScroll: true });
        pendingFocus.current = undefined;
      });
    },
    [count],
  );

  /** A change made by the user (not a save's answer): autosave runs again. */
  const act = useCallback(
    (action: GridAction) => {
      autosavePaused.current = false;
      store.dispatch(action);
    },
    [store],
  );

  /** Undo or redo, then the focus on the first cell it changed. */
  const step = useCallback(
    (kind: 'undo' | 'redo') => {
      const current = store.get();
      const taken = (kind === 'undo' ? current.history.undo : current.history.redo).at(-1)?.changes[0];
      typing.current = undefined;
      act({ type: kind, time: clock() });
      const row = taken && current.index.get(taken.uuid);
      if (taken && row !== undefined) focusCell({ row, col: current.columns.indexOf(taken.col) });
    },
    [act, focusCell, store],
  );

  const handlers = useMemo<CellHandlers>(
    () => ({
      onType: (row, col, text) => {
        const cell = `${row}:${col}`;
        act({ type: 'type', row, col, text, extend: typing.current === cell, time: clock() });
        typing.current = cell;
      },
      onFocus: (row, col) => {
        if (typing.current !== `${row}:${col}`) typing.current = undefined;
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
        const key = event.key.toLowerCase();
        const ctrl = event.ctrlKey || event.metaKey;
        if (ctrl && (event.key === 'Home' || event.key === 'End')) {
          // Ctrl+Home / Ctrl+End: the first or last cell (from there Shift+Tab / Tab leave the grid)
          const current = store.get();
          const to = moveFrom(
            { row, col },
            event.key,
            false,
            current.rows.length,
            current.columns.length,
            true,
          );
          if (!to) return;
          event.preventDefault();
          return focusCell(to);
        }
        if (ctrl) {
          const undoRedo =
            key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : undefined;
          if (key === 's') {
            event.preventDefault(); // Ctrl+S saves now, as in a spreadsheet
            if (!locked) void save(0);
          } else if (undoRedo) {
            event.preventDefault();
            if (!locked) step(undoRedo);
          } else if (key === 'd') {
            event.preventDefault(); // Ctrl+D fills the cell from the one above
            typing.current = undefined;
            if (!locked) act({ type: 'fill', row, col, time: clock() });
          }
          return;
        }
        const current = store.get();
        const next = moveFrom(
          { row, col },
          event.key,
          event.shiftKey,
          current.rows.length,
          current.columns.length,
        );
        if (!next) return;
        event.preventDefault();
        focusCell(next);
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
        const block = pastedBlock(event.clipboardData.getData('text'));
        if (block.length < 2 && (block[0]?.length ?? 0) < 2) return; // one value: the input takes it as typed
        event.preventDefault();
        typing.current = undefined;
        act({ type: 'paste', row, col, block, time: clock() });
        const rows = Math.min(block.length, store.get().rows.length - row);
        Message.info(`已粘贴 ${rows} 行`);
      },
    }),
    [act, focusCell, locked, save, step, store],
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
  const jump = useCallback((problem: Problem) => focusCell(problem), [focusCell]);

  const restore = () => {
    act({ type: 'restore', texts: offer.texts, time: clock() });
    setOffer({ texts: {}, count: 0, at: '' });
  };

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
      {offer.count > 0 && !locked && (
        <Alert
          className={styles.offer}
          type="warning"
          content={`有 ${offer.count} 个成绩上次没有保存${offer.at ? `（${new Date(offer.at).toLocaleString('zh-CN', { hour12: false })}）` : ''}，可以恢复继续保存。`}
          action={
            <Space>
              <Button size="small" type="primary" onClick={restore}>
                恢复 {offer.count} 个未保存的成绩
              </Button>
              <Button size="small" onClick={() => setOffer({ texts: {}, count: 0, at: '' })}>
                放弃
              </Button>
            </Space>
          }
        />
      )}
      <GridStatus
        store={store}
        heading={`${sheet.class_name} · ${sheet.course_name}（${sheet.course_code}）· 总评 = ${partsText} · 及格 ${sheet.pass_score} 分`}
        locked={locked}
        saving={saving}
        failure={failure}
        savedAt={savedAt}
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
