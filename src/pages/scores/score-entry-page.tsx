/**
 * 成绩录入 (scorViewingEntryAE, `?class_id=&course_id=`): a class's students × the course's score parts,
 * moved through like a spreadsheet (arrows, Tab, Enter), a column pasted from Excel, every cell checked
 * (0–100, one decimal; 缺考 / 缓考 / 作弊 in 特殊情况), the total from the assessment weights, saved as you
 * go with unsaved cells marked, and 提交 (locked) at the end with a count of what is still empty.
 * Only the rows in view are rendered, so a class of 1,000 stays responsive.
 */
import { Alert, Button, Empty, Message, Modal, Select, Space, Spin } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
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
import type { ScoreEntryRow, ScoreEntrySheet } from '@/generated/model';
import { FilterSelect, LoadFailed } from '@/kit';
import {
  emptyCount,
  moveFrom,
  parseMark,
  parseScore,
  pastedLines,
  scoresOf,
  totalOf,
  valuesOf,
  type Mark,
  type Position,
  type Values,
} from './score-grid';
import styles from './score-entry.module.css';

const ROW_HEIGHT = 37;
const VIEWPORT = 540;
const OVERSCAN = 6;
const AUTOSAVE_MS = 2500;
const MARK_COLUMN = '__mark';

/** What has been typed into cells, per student and column, until it is saved. */
type Drafts = Record<string, Record<string, string>>;

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The row with its drafts applied, and the first problem of its cells. */
function merged(row: ScoreEntryRow, drafts: Drafts, keys: string[]) {
  const draft = drafts[row.student_uuid] ?? {};
  const saved = valuesOf(row.scores);
  const values: Values = { ...saved };
  const errors: Record<string, string> = {};
  for (const key of keys) {
    if (!(key in draft)) continue;
    const parsed = parseScore(draft[key]!);
    if (parsed.error) errors[key] = parsed.error;
    else values[key] = parsed.value;
  }
  let mark = (row.mark ?? null) as Mark | null;
  if (MARK_COLUMN in draft) {
    const parsed = parseMark(draft[MARK_COLUMN]!);
    if (parsed.error) errors[MARK_COLUMN] = parsed.error;
    else mark = parsed.mark;
  }
  return { saved, values, mark, errors };
}

function Grid({ sheet, classId, courseId }: { sheet: ScoreEntrySheet; classId: number; courseId: number }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(sheet.rows);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [scrollTop, setScrollTop] = useState(0);
  const [savedAt, setSavedAt] = useState<string>();
  const [saving, setSaving] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<Position>(undefined);
  const keys = sheet.parts.map((part) => part.key);
  const columns = [...keys, MARK_COLUMN];
  const locked = sheet.locked === 1;

  const current = useMemo(
    () => rows.map((row) => ({ row, ...merged(row, drafts, keys) })),
    // keys derive from the sheet, which does not change while the grid is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, drafts],
  );
  const dirty = current.filter((entry) => drafts[entry.row.student_uuid]);
  const invalid = dirty.filter((entry) => Object.keys(entry.errors).length);

  const save = useCallback(
    async (submit: 0 | 1) => {
      const ready = (submit ? current : dirty).filter((entry) => !Object.keys(entry.errors).length);
      if (!ready.length) return;
      setSaving(true);
      try {
        await inputOfflineExamScores({
          class_id: classId,
          course_id: courseId,
          rows: ready.map((entry) => ({
            student_uuid: entry.row.student_uuid,
            scores: scoresOf(entry.values, sheet.parts),
            mark: entry.mark,
          })),
          submit,
        });
        const done = new Map(ready.map((entry) => [entry.row.student_uuid, entry]));
        setRows((previous) =>
          previous.map((row) => {
            const entry = done.get(row.student_uuid);
            return entry ? { ...row, scores: scoresOf(entry.values, sheet.parts), mark: entry.mark } : row;
          }),
        );
        setDrafts((previous) =>
          Object.fromEntries(Object.entries(previous).filter(([uuid]) => !done.has(uuid))),
        );
        setSavedAt(new Date().toLocaleTimeString('zh-CN', { hour12: false }));
        if (submit) {
          Message.success('成绩已提交并锁定');
          await queryClient.invalidateQueries({
            queryKey: getGetAdultScoreEntryQueryKey({ class_id: classId, course_id: courseId }),
          });
        }
      } finally {
        setSaving(false);
      }
    },
    [current, dirty, classId, courseId, queryClient, sheet.parts],
  );

  // saved as you go: a pause in typing saves the finished rows
  useEffect(() => {
    if (locked || !dirty.length || saving) return;
    const timer = setTimeout(() => void save(0).catch(() => undefined), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [drafts, locked, dirty.length, saving, save]);

  const focusCell = (position: Position) => {
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
  };

  const type = (row: number, col: number, text: string) => {
    const uuid = rows[row]!.student_uuid;
    setDrafts((previous) => ({ ...previous, [uuid]: { ...previous[uuid], [columns[col]!]: text } }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, position: Position) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault(); // Ctrl+S saves now, as in a spreadsheet
      if (!locked) void save(0).catch(() => undefined);
      return;
    }
    const next = moveFrom(position, event.key, event.shiftKey, rows.length, columns.length);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, position: Position) => {
    const lines = pastedLines(event.clipboardData.getData('text'));
    if (lines.length < 2) return; // one value: the input takes it as typed
    event.preventDefault();
    setDrafts((previous) => {
      const next = { ...previous };
      lines.forEach((text, offset) => {
        const row = rows[position.row + offset];
        if (row) next[row.student_uuid] = { ...next[row.student_uuid], [columns[position.col]!]: text };
      });
      return next;
    });
    Message.info(`已粘贴 ${Math.min(lines.length, rows.length - position.row)} 行`);
  };

  const submit = () => {
    const empty = emptyCount(
      current.map((entry) => ({ values: entry.values, mark: entry.mark })),
      sheet.parts,
    );
    Modal.confirm({
      title: '提交成绩',
      content: `${empty ? `还有 ${empty} 个成绩为空。` : '全部成绩已录入。'}提交后成绩锁定，不能再修改，确定提交吗？`,
      okText: '提交',
      onOk: () => save(1),
    });
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT) + OVERSCAN);
  const partsText = sheet.parts.map((part) => `${part.name} ${part.weight}%`).join(' + ');

  return (
    <>
      <div className={styles.toolbar}>
        <span>
          {sheet.class_name} · {sheet.course_name}（{sheet.course_code}）· 总评 = {partsText} · 及格{' '}
          {sheet.pass_score} 分
        </span>
        <span className={styles.status} role="status">
          {locked
            ? '已提交，只读'
            : saving
              ? '正在保存…'
              : invalid.length
                ? `${invalid.length} 行有错误，改正后才能保存`
                : dirty.length
                  ? `${dirty.length} 行未保存`
                  : savedAt
                    ? `已保存 ${savedAt}`
                    : '方向键、Tab、回车移动；Ctrl+S 保存；可从 Excel 粘贴一列'}
        </span>
        {!locked && (
          <Space>
            <Button disabled={!dirty.length || saving} onClick={() => void save(0)}>
              保存
            </Button>
            <Button type="primary" disabled={saving || invalid.length > 0} onClick={submit}>
              提交
            </Button>
          </Space>
        )}
      </div>
      <div
        ref={viewport}
        className={styles.viewport}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        role="region"
        aria-label="成绩录入表"
      >
        <table className={styles.grid} role="grid" aria-rowcount={rows.length + 1}>
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
              <th style={{ width: 90 }}>总评</th>
            </tr>
          </thead>
          <tbody>
            {first > 0 && <tr style={{ height: first * ROW_HEIGHT }} aria-hidden />}
            {current.slice(first, last).map((entry, offset) => {
              const row = first + offset;
              const draft = drafts[entry.row.student_uuid] ?? {};
              const total = totalOf(entry.values, sheet.parts, entry.mark);
              const cell = (key: string, col: number, label: string, initial: string) => (
                <td key={key}>
                  <input
                    className={styles.cell}
                    data-cell={`${row}:${col}`}
                    aria-label={`${entry.row.student_name} ${label}`}
                    aria-invalid={!!entry.errors[key]}
                    data-dirty={key in draft}
                    title={entry.errors[key]}
                    disabled={locked}
                    value={key in draft ? draft[key] : initial}
                    onChange={(event) => type(row, col, event.target.value)}
                    onKeyDown={(event) => onKeyDown(event, { row, col })}
                    onPaste={(event) => onPaste(event, { row, col })}
                    onFocus={(event) => event.target.select()}
                  />
                </td>
              );
              return (
                <tr key={entry.row.student_uuid} aria-rowindex={row + 2}>
                  <td>{entry.row.student_no}</td>
                  <td>{entry.row.student_name}</td>
                  {sheet.parts.map((part, col) =>
                    cell(part.key, col, part.name, shown(entry.saved[part.key])),
                  )}
                  {cell(MARK_COLUMN, keys.length, '特殊情况', entry.row.mark ?? '')}
                  <td
                    className={`${styles.total} ${total !== null && total < sheet.pass_score ? styles.failed : ''}`}
                  >
                    {entry.mark ?? (total === null ? '—' : total)}
                  </td>
                </tr>
              );
            })}
            {last < rows.length && <tr style={{ height: (rows.length - last) * ROW_HEIGHT }} aria-hidden />}
          </tbody>
        </table>
      </div>
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
    <div style={{ background: 'var(--color-bg-2)', padding: 16 }}>
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
