import { Button, Card, Empty, Input, Space, Tag, Typography } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  flagMarkingAnomaly,
  getListMarkingAnomaliesQueryKey,
  getListMarkingAssignmentsQueryKey,
  getListMarkingMarksQueryKey,
  listMarkingAnomalies,
  listMarkingAssignments,
  listMarkingMarks,
  resolveMarkingAnomaly,
  saveMarkingScore,
} from '@/generated/api/paper/paper';
import type {
  MarkingAnomaly,
  MarkingAnomalyFlagBodyKind,
  MarkingAnswer,
  MarkingAssignment,
  MarkingMark,
} from '@/generated/model';
import {
  DictText,
  LoadFailed,
  ReasonCancelled,
  useReasonDialog,
  useScreenNavigation,
  ScreenLoading,
} from '@/kit';
import {
  anomalyLabel,
  checkAnomaly,
  inTask,
  namesOf,
  openAnomaly,
  ownMark,
  roleOf,
  routesOf,
  rubricKeyIndex,
  rubricScore,
  toggleRubricItem,
  type Route,
  type TaskRole,
} from '@/kit/marking';
import { useLine } from '@/lines/page-type';
import {
  checkScore,
  firstUnmarked,
  nextIndex,
  previousIndex,
  SaveQueue,
  type DraftStore,
  type SaveState,
} from './marking-queue';
import { answersQuery, answersRequest, questionStyles, READ_OPTIONS } from './marking-answers';
import { AnomalyPanel, LeadPanel, RubricList, SaveTrouble, type FlagDraft } from './marking-panels';
import { MissingQuery } from './missing-query';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';

const SAVE_OPTIONS = { silent: true, loading: false, keepEmpty: true } as const;
const STATE_COLOR: Record<SaveState | 'todo' | 'flagged', string> = {
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
const browserStore = (): DraftStore | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;
const NO_ITEMS: MarkingAnswer['rubric_items'] = [];

/** A marker's or the lead's task on one question (opened with teacher_id): see marking-task.ts. */
interface Task {
  role: TaskRole;
  teacherId: number;
  assignment: MarkingAssignment;
  names: Map<number, string>;
  routes: Map<number, Route>;
  marks: MarkingMark[];
  anomalies: MarkingAnomaly[];
}

/**
 * 阅卷详情 (markingTestPaperDetail*, by answer sheet) and 按题批改详情 (modifyQuestionDetail*, one question
 * across all candidates): one answer at a time, scored with the keyboard; saves run in the background.
 * Opened with teacher_id for a question, it is that teacher's task: a marker sees only the answers
 * still open to markers (double marking: blind to the other marker), the lead the arbitrations and
 * the flagged answers.
 */
export function MarkingWorkspacePage() {
  const line = useLine();
  const [params] = useSearchParams();
  const paperId = Number(params.get('paper_id')) || undefined;
  const topicId = Number(params.get('topic_id')) || undefined;
  const teacherId = (topicId && Number(params.get('teacher_id'))) || undefined;
  const { backTo } = useScreenNavigation();
  const listRoute = `marking${line.suffix}`;
  const request = answersRequest(params);
  const answers = useQuery(answersQuery(request));
  // the card is drawn with its question type's name (the name replacing the value moved the card); a
  // dictionary that cannot be read holds it only until its first failure (the value is shown instead)
  const styles = useQuery(questionStyles());
  const stylesPending = styles.isPending && styles.errorUpdateCount === 0;
  const topic = { paper_id: paperId ?? 0, topic_id: topicId ?? 0 };
  const forTask = !!paperId && !!teacherId;
  // a task opens on fresh marks and flags (another teacher may have marked meanwhile): its reads are
  // the teacher's own and dropped when the task closes (gcTime 0), and its queue stays as it was
  // opened while the teacher works it
  const opened = `teacher:${teacherId}`;
  const fresh = { gcTime: 0, staleTime: Infinity, enabled: forTask } as const;
  const assignments = useQuery({
    queryKey: [...getListMarkingAssignmentsQueryKey({ paper_id: topic.paper_id }), opened],
    queryFn: ({ signal }) => listMarkingAssignments({ paper_id: topic.paper_id }, READ_OPTIONS, signal),
    ...fresh,
  });
  const marks = useQuery({
    queryKey: [...getListMarkingMarksQueryKey(topic), opened],
    queryFn: ({ signal }) => listMarkingMarks(topic, READ_OPTIONS, signal),
    ...fresh,
  });
  const anomalies = useQuery({
    queryKey: [...getListMarkingAnomaliesQueryKey(topic), opened],
    queryFn: ({ signal }) => listMarkingAnomalies(topic, READ_OPTIONS, signal),
    ...fresh,
  });

  if (!paperId) return <MissingQuery list="阅卷管理" onBack={() => backTo(listRoute)} />;
  const reads = forTask ? [answers, assignments, marks, anomalies] : [answers];
  if (reads.some((read) => read.isPending) || stylesPending) return <ScreenLoading tip="加载答题…" />;
  const failed = reads.find((read) => read.isError);
  if (failed?.error || !answers.data)
    return (
      <LoadFailed
        what="待批阅的答题"
        error={failed?.error ?? null}
        onRetry={() => reads.forEach((read) => void read.refetch())}
      />
    );

  let task: Task | undefined;
  let list = answers.data.result;
  if (forTask) {
    const assignment = assignments.data?.result.find((item) => item.topic_id === topicId);
    const role = assignment && roleOf(assignment, teacherId);
    if (!assignment || !role)
      return (
        <Empty
          style={{ marginTop: 80 }}
          description={assignment ? '您不是本题的阅卷老师或阅卷组长' : '本题尚未分配阅卷老师'}
        />
      );
    const ofTopic = list.filter((item) => item.topic_id === topicId && item.objective !== 1);
    const routes = routesOf(
      ofTopic.map((item) => item.answer_id),
      assignment,
      marks.data?.result ?? [],
      anomalies.data?.result ?? [],
    );
    task = {
      role,
      teacherId,
      assignment,
      names: namesOf(assignment),
      routes,
      marks: marks.data?.result ?? [],
      anomalies: anomalies.data?.result ?? [],
    };
    list = ofTopic.filter((item) => inTask(routes.get(item.answer_id), role));
  }
  return (
    <Workspace
      key={`${JSON.stringify(request)}:${teacherId ?? ''}`}
      paperId={paperId}
      answers={list}
      task={task}
      onBack={() => backTo(listRoute)}
    />
  );
}

interface WorkspaceProps {
  paperId: number;
  answers: MarkingAnswer[];
  task?: Task;
  onBack: () => void;
}

interface Values {
  score: number | null;
  comment: string;
  items: number[];
}

function Workspace({ paperId, answers, task, onBack }: WorkspaceProps) {
  const teacherId = task?.teacherId;
  const queue = useMemo(
    () =>
      new SaveQueue({
        key: teacherId ? `marking:${paperId}:${teacherId}` : `marking:${paperId}`,
        store: browserStore(),
        send: ({ answerId, score, comment, rubricItemIds }) =>
          saveMarkingScore(
            {
              answer_id: answerId,
              score,
              comment,
              ...(teacherId ? { teacher_id: teacherId } : {}),
              ...(rubricItemIds ? { rubric_item_ids: rubricItemIds } : {}),
            },
            SAVE_OPTIONS,
          ),
      }),
    [paperId, teacherId],
  );
  useSyncExternalStore(queue.subscribe, queue.getVersion);
  const reason = useReasonDialog();
  // marks left unsaved by an earlier visit (closed tab, network failure): shown at once, sent below
  const [restored] = useState(() => new Map(queue.restore().map((draft) => [draft.answerId, draft])));
  // answers flagged (by this marker) or decided on a flag (by the lead) in this visit
  const [handled, setHandled] = useState(() => new Map<number, string>());
  const lead = task?.role === 'lead';
  const current = (item: MarkingAnswer): Values => {
    const draft = queue.get(item.answer_id) ?? restored.get(item.answer_id);
    if (draft) return { score: draft.score, comment: draft.comment, items: draft.rubricItemIds ?? [] };
    if (task) {
      // the lead starts from nothing; a marker from their own mark (never the other marker's)
      const own = lead ? undefined : ownMark(task.marks, item.answer_id, task.teacherId);
      return own
        ? { score: own.score, comment: own.comment, items: own.rubric_item_ids }
        : { score: null, comment: '', items: [] };
    }
    return { score: item.score, comment: item.comment, items: item.rubric_item_ids };
  };
  const [index, setIndex] = useState(() =>
    firstUnmarked(answers.map((item) => ({ objective: item.objective, score: current(item).score }))),
  );
  const answer = answers[index];
  const [input, setInput] = useState(() => (answer ? scoreText(current(answer).score) : ''));
  const [comment, setComment] = useState(() => (answer ? current(answer).comment : ''));
  const [chosen, setChosen] = useState<number[]>(() => (answer ? current(answer).items : []));
  const [manual, setManual] = useState(false);
  const [flag, setFlag] = useState<FlagDraft>();
  const [error, setError] = useState<string>();
  const [finished, setFinished] = useState(false);
  // the answer list is one tab stop (a roving tabindex): the answer the arrows moved to, else the shown one
  const [listAt, setListAt] = useState<number>();
  const listRef = useRef<HTMLDivElement>(null);
  const scoreRef = useRef<HTMLInputElement>(null);
  // ids of its own: the AE and ST workspaces (or 阅卷详情 and 按题批改) stay open side by side as tabs
  const scoreId = useId();
  const items = answer?.rubric_items ?? NO_ITEMS;
  const anomaly = task && answer ? openAnomaly(task.anomalies, answer.answer_id) : undefined;

  useEffect(() => {
    const known = new Set(answers.map((item) => item.answer_id));
    for (const draft of restored.values())
      if (known.has(draft.answerId) && !queue.get(draft.answerId)) queue.mark(draft);
  }, [answers, queue, restored]);
  // unsaved marks: closing the tab or the page asks first (they are also kept for the next visit)
  useUnsavedGuard(queue.unsaved().length > 0);
  useEffect(() => {
    if (flag) return;
    scoreRef.current?.focus();
    scoreRef.current?.select();
  }, [index, flag]);

  const go = (to: number) => {
    const target = answers[to];
    if (!target) return;
    const values = current(target);
    setIndex(to);
    setInput(scoreText(values.score));
    setComment(values.comment);
    setChosen(values.items);
    setManual(false);
    setError(undefined);
    setFinished(false);
    setListAt(undefined);
  };
  const moveOn = () => {
    const next = nextIndex(answers, index);
    if (next === -1) {
      setError(undefined);
      setFinished(true);
    } else go(next);
  };
  const decided = (text: string) => {
    if (!answer) return;
    setHandled((before) => new Map(before).set(answer.answer_id, text));
    moveOn();
  };
  /** The lead's decision on a flagged answer (sent at once: the flag's state lives on the server). */
  const resolve = async (resolution: 1 | 2, score: number | null) => {
    if (!answer || !anomaly) return;
    try {
      await resolveMarkingAnomaly({ id: anomaly.id, resolution, score, reason: '' }, SAVE_OPTIONS);
      decided(resolution === 1 ? `已给分 ${score}` : '已退回');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '处理失败');
    }
  };
  const zeroWithReason = () => {
    if (!answer || !anomaly) return;
    reason
      .ask({
        title: '判零分',
        summary: `密封号 ${answer.sheet_code} 第 ${answer.seq} 题（${anomalyLabel(anomaly.kind)}）将判为 0 分。`,
        label: '判零原因',
        reasons: ['空白未作答', '抄袭属实', '与题目无关'],
        okText: '判零分',
        danger: true,
        send: (text) =>
          resolveMarkingAnomaly({ id: anomaly.id, resolution: 3, score: null, reason: text }, SAVE_OPTIONS),
      })
      .then(() => decided('已判零分'))
      .catch((failure: unknown) => {
        if (!(failure instanceof ReasonCancelled)) throw failure;
        scoreRef.current?.focus();
      });
  };
  const save = (typed: string) => {
    if (!answer) return;
    if (answer.objective === 1 || handled.has(answer.answer_id)) return moveOn();
    const checked = checkScore(typed, answer.max_score);
    if (checked.score === undefined) {
      setInput(typed);
      setError(checked.error);
      return;
    }
    if (anomaly) return void resolve(1, checked.score);
    queue.mark({
      answerId: answer.answer_id,
      score: checked.score,
      comment: comment.trim(),
      ...(items.length ? { rubricItemIds: chosen } : {}),
    });
    moveOn();
  };
  const sendFlag = async () => {
    if (!answer || !flag || flag.sending) return;
    const issue = checkAnomaly(flag.kind, flag.note);
    if (issue) return setFlag({ ...flag, error: issue });
    setFlag({ ...flag, sending: true });
    try {
      await flagMarkingAnomaly(
        {
          answer_id: answer.answer_id,
          kind: flag.kind as MarkingAnomalyFlagBodyKind,
          note: flag.note.trim(),
          ...(teacherId ? { teacher_id: teacherId } : {}),
        },
        READ_OPTIONS,
      );
      setFlag(undefined);
      decided(`异常：${anomalyLabel(flag.kind!)}`);
    } catch (failure) {
      setFlag({ ...flag, sending: false, error: failure instanceof Error ? failure.message : '标记失败' });
    }
  };
  const toggle = (at: number) => {
    const next = toggleRubricItem(items, chosen, at);
    setChosen(next);
    setInput(String(rubricScore(items, next, answer?.max_score ?? 0)));
    setError(undefined);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!answer || flag) return;
    const key = event.key;
    const inScore = event.target === scoreRef.current;
    if (key === 'Enter' && (inScore || event.ctrlKey)) {
      event.preventDefault();
      save(inScore ? (event.target as HTMLInputElement).value : input);
    } else if (inScore && items.length && !manual && rubricKeyIndex(key) !== -1) {
      // a number key toggles its item; one beyond the list changes nothing (E types a score)
      event.preventDefault();
      if (rubricKeyIndex(key) < items.length) toggle(rubricKeyIndex(key));
    } else if (inScore && items.length && (key === 'e' || key === 'E')) {
      event.preventDefault();
      setManual(true);
      scoreRef.current?.select();
    } else if (inScore && (key === 'f' || key === 'F') && !anomaly) {
      event.preventDefault();
      save(String(answer.max_score));
    } else if (inScore && (key === 'z' || key === 'Z')) {
      event.preventDefault();
      if (anomaly) zeroWithReason();
      else save('0');
    } else if (inScore && (key === 'r' || key === 'R') && anomaly) {
      event.preventDefault();
      void resolve(2, null);
    } else if (inScore && (key === 'x' || key === 'X') && !lead && answer.objective !== 1) {
      event.preventDefault();
      setFlag({ note: '' });
    } else if (key === 'PageUp' || (event.altKey && key === 'ArrowLeft')) {
      event.preventDefault();
      const previous = previousIndex(answers, index);
      if (previous !== -1) go(previous);
    } else if (key === 'PageDown' || (event.altKey && key === 'ArrowRight')) {
      event.preventDefault();
      const next = nextIndex(answers, index);
      if (next !== -1) go(next);
    }
  };

  /** The answer list: arrows and Home / End move along it, Enter or Space opens the answer to mark. */
  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = listAt ?? index;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(answers.length - 1, at + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? answers.length - 1
              : undefined;
    if (to !== undefined) {
      event.preventDefault();
      setListAt(to);
      listRef.current?.querySelector<HTMLElement>(`[data-answer="${to}"]`)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      go(at);
      // the score box takes the focus (the shown answer chosen again: at once)
      if (at === index) scoreRef.current?.focus();
    }
  };

  if (!answer)
    return (
      <Empty
        style={{ marginTop: 80 }}
        description={
          lead ? '没有待仲裁的答题或异常卷' : task ? '本题没有需要您批阅的答题' : '没有需要批阅的答题'
        }
      />
    );
  const counts = queue.counts();
  const subjective = answers.filter((item) => item.objective !== 1);
  const isDone = (item: MarkingAnswer) => handled.has(item.answer_id) || current(item).score !== null;
  const marked = subjective.filter(isDone).length;
  const stateOf = (item: MarkingAnswer): SaveState | 'todo' | 'flagged' =>
    handled.has(item.answer_id)
      ? 'flagged'
      : (queue.get(item.answer_id)?.state ?? (current(item).score === null ? 'todo' : 'saved'));
  const done = handled.get(answer.answer_id);

  return (
    <Card
      bordered={false}
      title={
        <Space size="large">
          <span>
            密封号 <b data-testid="sheet-code">{answer.sheet_code}</b>
          </span>
          <span>
            第 {answer.seq} 题 · <DictText dict="QuestionStyle" value={answer.style} /> · 满分{' '}
            {answer.max_score} 分
          </span>
          {task && (
            <Tag color={lead ? 'purple' : 'arcoblue'}>
              {task.names.get(task.teacherId)}
              {lead
                ? ' · 阅卷组长（仲裁与异常卷）'
                : task.assignment.double_marking === 1
                  ? ` · 双评（允许误差 ${task.assignment.tolerance} 分）`
                  : ' · 单评'}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Space>
          <span aria-label="批阅进度">
            {lead ? '已处理' : '已批阅'} {marked} / {subjective.length}
          </span>
          {counts.saving > 0 && <Tag color="arcoblue">保存中 {counts.saving}</Tag>}
          <SaveTrouble queue={queue} />
          <Button size="small" onClick={onBack}>
            返回阅卷管理
          </Button>
        </Space>
      }
    >
      <div
        onKeyDown={onKey}
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)', gap: 24 }}
      >
        <section aria-label="答题">
          <Typography.Title heading={6}>题干</Typography.Title>
          <Typography.Paragraph>{answer.stem}</Typography.Paragraph>
          <Typography.Title heading={6}>考生作答</Typography.Title>
          <Typography.Paragraph
            data-testid="answer-content"
            style={{ background: 'var(--color-fill-2)', padding: 12, minHeight: 96, whiteSpace: 'pre-wrap' }}
          >
            {answer.content || '（未作答）'}
          </Typography.Paragraph>
          <Typography.Title heading={6}>参考答案</Typography.Title>
          <Typography.Paragraph>{answer.reference_answer}</Typography.Paragraph>
          {answer.analysis && (
            <>
              <Typography.Title heading={6}>评分标准</Typography.Title>
              <Typography.Paragraph type="secondary">{answer.analysis}</Typography.Paragraph>
            </>
          )}
        </section>
        <form aria-label="评分" onSubmit={(event) => event.preventDefault()}>
          {lead && task && (
            <LeadPanel
              route={task.routes.get(answer.answer_id)}
              marks={task.marks.filter(
                (mark) => mark.answer_id === answer.answer_id && mark.teacher_id !== task.teacherId,
              )}
              anomaly={anomaly}
              names={task.names}
              tolerance={task.assignment.tolerance}
              items={items}
            />
          )}
          {answer.objective === 1 ? (
            <Typography.Paragraph>
              客观题已由系统判分：<b>{answer.score ?? 0}</b> 分（按 Enter 继续）
            </Typography.Paragraph>
          ) : null}
          {done && <Typography.Paragraph type="warning">{done}（按 Enter 继续）</Typography.Paragraph>}
          {flag && (
            <AnomalyPanel
              draft={flag}
              onChange={setFlag}
              onSend={() => void sendFlag()}
              onCancel={() => setFlag(undefined)}
            />
          )}
          <label htmlFor={scoreId} style={{ display: 'block', marginBottom: 6 }}>
            {lead && !anomaly ? '最终得分' : '得分'}（0–{answer.max_score}）
          </label>
          <input
            id={scoreId}
            ref={scoreRef}
            className="arco-input arco-input-size-large"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!!error}
            aria-describedby={`${scoreId}-error`}
            readOnly={answer.objective === 1 || !!done}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setError(undefined);
            }}
            style={{ width: 160, fontSize: 20 }}
          />
          <div id={`${scoreId}-error`} role="alert" style={{ color: 'rgb(var(--danger-6))', minHeight: 22 }}>
            {error}
          </div>
          {items.length > 0 && answer.objective !== 1 && (
            <RubricList items={items} chosen={chosen} manual={manual} />
          )}
          <label htmlFor={`${scoreId}-comment`} style={{ display: 'block', margin: '8px 0 6px' }}>
            批语（可选，Ctrl+Enter 保存）
          </label>
          <Input.TextArea
            id={`${scoreId}-comment`}
            value={comment}
            maxLength={200}
            onChange={setComment}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
          <Space wrap style={{ marginTop: 12 }}>
            <Button type="primary" onClick={() => save(input)}>
              {lead && !anomaly ? '定分并下一份（Enter）' : '保存并下一份（Enter）'}
            </Button>
            {anomaly ? (
              <>
                <Button onClick={() => void resolve(2, null)}>退回阅卷老师（R）</Button>
                <Button status="danger" onClick={zeroWithReason}>
                  判零分（Z）
                </Button>
              </>
            ) : (
              <>
                <Button onClick={() => save(String(answer.max_score))}>满分（F）</Button>
                <Button onClick={() => save('0')}>零分（Z）</Button>
              </>
            )}
            {!lead && answer.objective !== 1 && (
              <Button status="warning" onClick={() => setFlag({ note: '' })}>
                标记异常（X）
              </Button>
            )}
            <Button
              disabled={previousIndex(answers, index) === -1}
              onClick={() => go(previousIndex(answers, index))}
            >
              上一份（PgUp）
            </Button>
            <Button disabled={nextIndex(answers, index) === -1} onClick={() => go(nextIndex(answers, index))}>
              下一份（PgDn）
            </Button>
          </Space>
          {finished && marked < subjective.length && (
            // the last answer reached with some left open (chosen out of order from the list)
            <Typography.Paragraph style={{ marginTop: 12 }} type="warning">
              已是最后一份，还有 {subjective.length - marked} 份未{lead ? '处理' : '批阅'}
              ：按 PgUp 返回，或在下方答题列表中选择。
            </Typography.Paragraph>
          )}
          {finished && marked === subjective.length && (
            <Typography.Paragraph style={{ marginTop: 12 }} type="success">
              {lead ? '待仲裁与异常卷已全部处理' : '本组答题已全部给分'}
              {counts.saving + counts.retrying + counts.failed > 0
                ? `，还有 ${counts.saving + counts.retrying + counts.failed} 条正在保存`
                : ''}
              。
            </Typography.Paragraph>
          )}
        </form>
      </div>
      <div
        ref={listRef}
        role="toolbar"
        aria-label="答题列表"
        aria-describedby={`${scoreId}-list-hint`}
        onKeyDown={onListKey}
        style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 6 }}
      >
        {answers.map((item, at) => {
          const state = stateOf(item);
          const stateText = state === 'flagged' ? (lead ? '已处理' : '异常') : STATE_TEXT[state];
          // shown: 0002·6, with the state when it needs attention (0002·6 未保存)
          const shown = `${item.sheet_code.slice(-4)}·${item.seq}`;
          const noted = ['failed', 'retrying', 'flagged'].includes(state) ? ` ${stateText}` : '';
          return (
            <Tag
              key={item.answer_id}
              color={STATE_COLOR[state]}
              bordered={at === index}
              checkable={false}
              role="button"
              data-answer={at}
              tabIndex={at === (listAt ?? index) ? 0 : -1}
              aria-current={at === index ? 'true' : undefined}
              // what it shows, whole (label in name), then the question and its state: MF-21-0002·6，第 6 题，未批阅
              aria-label={`${item.sheet_code}·${item.seq}${noted}，第 ${item.seq} 题${noted ? '' : `，${stateText}`}`}
              style={{ cursor: 'pointer', fontWeight: at === index ? 600 : 400 }}
              onClick={() => go(at)}
              onFocus={() => setListAt(at)}
              title={`${item.sheet_code} 第 ${item.seq} 题`}
            >
              {shown}
              {noted}
            </Tag>
          );
        })}
      </div>
      <p id={`${scoreId}-list-hint`} className="visually-hidden">
        方向键在答题间移动，Enter 打开该份批阅
      </p>
      {reason.element}
    </Card>
  );
}

const scoreText = (score: number | null) => (score === null ? '' : String(score));
