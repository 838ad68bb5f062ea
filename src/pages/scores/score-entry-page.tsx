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
import { Alert, Button, Empty, Message, Modal, Select, Space, Spin } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getGetAdultScoreEntryQueryKey,
  inputOfflineExamScores,
  useGetAdultScoreEntry,
  useListAdultClassScores,
} from '@/generated/api/scores/scores';
import type { ScoreEntrySheet } from '@/generated/model';
import { FilterSelect, LoadFailed } from '@/kit';
import { getSession } from '@/session/session';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { ChangeLogDrawer } from './score-change-log';
import {
  cellCount,
  draftKey,
  evaluate,
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
import { GridRow, rowMessage, type CellHandlers } from './score-grid-rows';
import { GridToolbar, ProblemList, type Problem } from './score-grid-toolbar';
import { gridReducer, initialState, rowOfState, type GridState } from './score-grid-state';
import { sendRouted } from './score-save';
import styles from './score-entry.module.css';

const ROW_HEIGHT = 37;
const VIEWPORT = 540;
const OVERSCAN = 6;
const AUTOSAVE_MS = 2500;
/** Drafts reach the browser's storage this soon after a change. */
const STORE_MS = 150;

const two = (value: number) => String(value).padStart(2, '0');
/** HH:mm:ss now (toLocaleTimeString costs about a millisecond a call: too much for every keystroke). */
const clock = () => {
  const now = new Date();
  return `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
};

/** The rows with drafts, those with invalid cells, and each row's problem with the cell to jump to. */
function summary(state: GridState) {
  const problems: Problem[] = [];
  let dirty = 0;
  let invalid = 0;
  const uuids = new Set([...Object.keys(state.drafts), ...Object.keys(state.refused)]);
  for (const uuid of uuids) {
    const row = state.index.get(uuid);
    if (row === undefined) continue;
    const draft = state.drafts[uuid];
    if (draft) dirty += 1;
    const { errors } = evaluate(state.rows[row]!, draft, state.parts);
    const bad = Object.keys(errors);
    if (bad.length) invalid += 1;
    const text = rowMessage(errors, state.refused[uuid], state.parts);
    if (!text) continue;
    const col = state.columns.indexOf(bad[0] ?? Object.keys(draft ?? {})[0] ?? state.columns[0]!);
    problems.push({ uuid, row, col: Math.max(0, col), text: `${state.rows[row]!.student_name} ${text}` });
  }
  problems.sort((a, b) => a.row - b.row);
  return { dirty, invalid, refused: Object.keys(state.refused).length, problems };
}

function Grid({ sheet, classId, courseId }: { sheet: ScoreEntrySheet; classId: number; courseId: number }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(gridReducer, undefined, () => initialState(sheet.parts, sheet.rows));
  const [scrollTop, setScrollTop] = useState(0);
  const [savedAt, setSavedAt] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [logOpen, setLogOpen] = useState(false);
  const [storageKey] = useState(() => draftKey(getSession('username') ?? '', classId, courseId));
  const [offer, setOffer] = useState<{ texts: DraftTexts; count: number; at: string }>(() => {
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
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const locked = sheet.locked === 1;
  const { dirty, invalid, refused, problems } = useMemo(() => summary(state), [state]);
  useUnsavedGuard(dirty > 0 || saving);

  // the drafts live in the browser until saved: a reload, a crash or a closed tab loses nothing.
  // Written just after the keystroke's frame (and at once when the page goes away), not inside it.
  const kept = useRef<() => void>(undefined);
  useEffect(() => {
    const write = () => {
      kept.current = undefined;
      const texts = textsOf(state.drafts);
      storeDrafts(
        window.localStorage,
        storageKey,
        offer.count ? overlay(offer.texts, texts) : texts,
        new Date(),
      );
    };
    kept.current = write;
    const timer = setTimeout(write, STORE_MS);
    return () => clearTimeout(timer);
  }, [state.drafts, offer, storageKey]);
  useEffect(() => {
    const flush = () => kept.current?.();
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, []);

  const save = useCallback(
    async (submit: 0 | 1, auto = false) => {
      if (savingNow.current) return;
      const current = latest.current;
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
        dispatch({ type: 'saved', sent: result.saved });
        if (result.refused.length)
          dispatch({ type: 'refused', rows: result.refused.map(({ row, msg }) => ({ sent: row, msg })) });
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
    [classId, courseId, queryClient],
  );

  // saved as you go: a pause in typing saves the finished rows
  useEffect(() => {
    if (locked || saving || autosavePaused.current || !Object.keys(state.drafts).length) return;
    const timer = setTimeout(() => void save(0, true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state.drafts, locked, saving, save]);

  const focusCell = useCallback((position: Position) => {
    const box = viewport.current;
    if (box) {
      const top = position.row * ROW_HEIGHT;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (top + ROW_HEIGHT * 2 > box.scrollTop + VIEWPORT)
        box.scrollTop = top + ROW_HEIGHT * 2 - VIEWPORT;
      setScrollTop(box.scrollTop);
    }
    // a rendered cell takes the focus at once, so keys typed quickly land where they should
    const rendered = box?.querySelector<HTMLInputElement>(`[data-cell="${position.row}:${position.col}"]`);
    if (rendered) return rendered.focus();
    pendingFocus.current = position;
    requestAnimationFrame(() => {
      const target = pendingFocus.current;
      if (!target) return;
      box?.querySelector<HTMLInputElement>(`[data-cell="${target.row}:${target.col}"]`)?.focus();
      pendingFocus.current = undefined;
    });
  }, []);

  /** A change made by the user (not a save's answer): autosave runs again. */
  const act = useCallback((action: Parameters<typeof dispatch>[0]) => {
    autosavePaused.current = false;
    dispatch(action);
  }, []);

  /** Undo or redo, then the focus on the first cell it changed. */
  const step = useCallback(
    (kind: 'undo' | 'redo') => {
      const current = latest.current;
      const taken = (kind === 'undo' ? current.history.undo : current.history.redo).at(-1)?.changes[0];
      typing.current = undefined;
      act({ type: kind, time: clock() });
      const row = taken && current.index.get(taken.uuid);
      if (taken && row !== undefined) focusCell({ row, col: current.columns.indexOf(taken.col) });
    },
    [act, focusCell],
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
          const current = latest.current;
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
        const current = latest.current;
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
        const rows = Math.min(block.length, latest.current.rows.length - row);
        Message.info(`已粘贴 ${rows} 行`);
      },
    }),
    [act, focusCell, locked, save, step],
  );

  const submit = useCallback(() => {
    const current = latest.current;
    const empty = emptyCount(
      current.rows.map((row) => evaluate(row, current.drafts[row.student_uuid], current.parts)),
      sheet.parts,
    );
    Modal.confirm({
      title: '提交成绩',
      content: `${empty ? `还有 ${empty} 个成绩为空。` : '全部成绩已录入。'}提交后成绩锁定，不能再修改，确定提交吗？`,
      okText: '提交',
      onOk: () => save(1),
    });
  }, [save, sheet.parts]);
  const undoNow = useCallback(() => step('undo'), [step]);
  const redoNow = useCallback(() => step('redo'), [step]);
  const saveNow = useCallback(() => void save(0), [save]);
  const openLog = useCallback(() => setLogOpen(true), []);
  const jump = useCallback((problem: Problem) => focusCell(problem), [focusCell]);

  const restore = () => {
    act({ type: 'restore', texts: offer.texts, time: clock() });
    setOffer({ texts: {}, count: 0, at: '' });
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(state.rows.length, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT) + OVERSCAN);
  const partsText = sheet.parts.map((part) => `${part.name} ${part.weight}%`).join(' + ');
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
      <GridToolbar
        heading={`${sheet.class_name} · ${sheet.course_name}（${sheet.course_code}）· 总评 = ${partsText} · 及格 ${sheet.pass_score} 分`}
        status={status}
        bad={!!(failure || invalid || refused)}
        locked={locked}
        canUndo={state.history.undo.length > 0}
        canRedo={state.history.redo.length > 0}
        canSave={dirty > 0 && !saving}
        canSubmit={!saving && invalid === 0}
        onUndo={undoNow}
        onRedo={redoNow}
        onLog={openLog}
        onSave={saveNow}
        onSubmit={submit}
      />
      <ProblemList problems={problems} onJump={jump} />
      <div
        ref={viewport}
        className={styles.viewport}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        role="region"
        aria-label="成绩录入表"
      >
        <table className={styles.grid} role="grid" aria-rowcount={state.rows.length + 1}>
          <thead>
            <tr>
              <th style={{ width: 140 }}>学号</th>
              <th style={{ width: 100 }}>姓名</th>
              {sheet.parts.map((part) => (
                <th key={part.key} style={{ width: 120 }}>
                  {part.name}（{part.weight}%）
                </th>
              ))}
              <th style={{ width: 110 }}>特殊情况</th>
              <th style={{ width: 80 }}>总评</th>
              <th>提示</th>
            </tr>
          </thead>
          <tbody>
            {first > 0 && <tr style={{ height: first * ROW_HEIGHT }} aria-hidden />}
            {state.rows.slice(first, last).map((row, offset) => (
              <GridRow
                key={row.student_uuid}
                index={first + offset}
                row={row}
                draft={state.drafts[row.student_uuid]}
                refused={state.refused[row.student_uuid]}
                parts={state.parts}
                passScore={sheet.pass_score}
                locked={locked}
                handlers={handlers}
              />
            ))}
            {last < state.rows.length && (
              <tr style={{ height: (state.rows.length - last) * ROW_HEIGHT }} aria-hidden />
            )}
          </tbody>
        </table>
      </div>
      {logOpen && (
        <ChangeLogDrawer
          log={state.log}
          title={`${sheet.class_name}-${sheet.course_name}-成绩修改记录`}
          onClose={() => setLogOpen(false)}
        />
      )}
    </>
  );
}

export function ScoreEntryPage() {
  const [params, setParams] = useSearchParams();
  const classId = Number(params.get('class_id')) || 0;
  const courseId = Number(params.get('course_id')) || 0;
  const classes = useListAdultClassScores({ page: 1, limit: 100 });
  const sheet = useGetAdultScoreEntry(
    { class_id: classId, course_id: courseId },
    { query: { enabled: classId > 0 && courseId > 0 }, request: { silent: true } },
  );
  const choose = (key: string, value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, String(value));
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
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
        <FilterSelect
          kind="course"
          aria-label="课程"
          placeholder="请选择课程"
          style={{ width: 260 }}
          value={courseId || undefined}
          onChange={(value: number | undefined) => choose('course_id', value)}
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
