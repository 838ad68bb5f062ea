/**
 * The marking workspace: one answer at a time, scored with the keyboard, its saves running in the
 * background. Its state and keys are marking-workspace-state.ts; this renders them and sends.
 */
import { Button, Card, Empty, Space, Tag } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input';
import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import { flagMarkingAnomaly, resolveMarkingAnomaly } from '@/generated/api/paper/paper';
import type { MarkingAnomalyFlagBodyKind, MarkingAnswer } from '@/generated/model';
import { KeptOffer, keptNotice, ReasonCancelled, useReasonDialog } from '@/kit';
import { anomalyLabel, checkAnomaly, openAnomaly } from '@/kit/marking';
import { AnswerList, type AnswerState } from './marking-answer-list';
import { AnswerTitle, AnswerView } from './marking-answer-view';
import { READ_OPTIONS } from './marking-answers';
import { LeadPanel, SaveTrouble } from './marking-panels';
import { checkScore, firstUnmarked, nextIndex, previousIndex } from './marking-queue';
import { SAVE_OPTIONS, useMarkingSaves } from './marking-saves';
import { ScoreForm } from './marking-score-form';
import {
  answerValues,
  commandFor,
  initialState,
  markOffer,
  offerLines,
  workspaceReducer,
  type Command,
  type MarkingTask,
} from './marking-workspace-state';

const NO_ITEMS: MarkingAnswer['rubric_items'] = [];

export interface WorkspaceProps {
  paperId: number;
  answers: MarkingAnswer[];
  task?: MarkingTask;
  onBack: () => void;
}

export function Workspace({ paperId, answers, task, onBack }: WorkspaceProps) {
  const teacherId = task?.teacherId;
  const { queue, kept } = useMarkingSaves(paperId, teacherId);
  const reason = useReasonDialog();
  const valuesOf = (item: MarkingAnswer) => answerValues(item, queue.get(item.answer_id), task);
  const [state, dispatch] = useReducer(workspaceReducer, undefined, () => {
    const index = firstUnmarked(
      answers.map((item) => ({ objective: item.objective, score: valuesOf(item).score })),
    );
    return initialState(index, answers[index] && valuesOf(answers[index]), markOffer(kept, answers));
  });
  const lead = task?.role === 'lead';
  const answer = answers[state.index];
  const scoreRef = useRef<RefInputType>(null);
  const scoreBox = () => scoreRef.current?.dom;
  // ids of its own: the AE and ST workspaces (or 阅卷详情 and 按题批改) stay open side by side as tabs
  const scoreId = useId();
  const items = answer?.rubric_items ?? NO_ITEMS;
  const anomaly = task && answer ? openAnomaly(task.anomalies, answer.answer_id) : undefined;

  useEffect(() => {
    if (state.flag) return;
    scoreRef.current?.dom.focus();
    scoreRef.current?.dom.select();
  }, [state.index, state.flag]);

  const open = (to: number) => {
    const target = answers[to];
    if (target) dispatch({ type: 'open', index: to, values: valuesOf(target) });
  };
  const moveOn = () => {
    const next = nextIndex(answers, state.index);
    if (next === -1) dispatch({ type: 'finished' });
    else open(next);
  };
  const decided = (text: string) => {
    if (!answer) return;
    dispatch({ type: 'decided', answerId: answer.answer_id, text });
    moveOn();
  };
  /** The lead's decision on a flagged answer (sent at once: the flag's state lives on the server). */
  const resolve = async (resolution: 1 | 2, score: number | null) => {
    if (!answer || !anomaly) return;
    try {
      await resolveMarkingAnomaly({ id: anomaly.id, resolution, score, reason: '' }, SAVE_OPTIONS);
      decided(resolution === 1 ? `已给分 ${score}` : '已退回');
    } catch (failure) {
      dispatch({ type: 'decisionFailed', error: failure instanceof Error ? failure.message : '处理失败' });
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
        scoreBox()?.focus();
      });
  };
  const save = (typed: string) => {
    if (!answer) return;
    if (answer.objective === 1 || state.handled.has(answer.answer_id)) return moveOn();
    const checked = checkScore(typed, answer.max_score);
    if (checked.score === undefined) return dispatch({ type: 'scoreRefused', typed, error: checked.error });
    if (anomaly) return void resolve(1, checked.score);
    queue.mark({
      answerId: answer.answer_id,
      score: checked.score,
      comment: state.comment.trim(),
      ...(items.length ? { rubricItemIds: state.chosen } : {}),
    });
    moveOn();
  };
  const sendFlag = async () => {
    const flag = state.flag;
    if (!answer || !flag || flag.sending) return;
    const issue = checkAnomaly(flag.kind, flag.note);
    if (issue) return dispatch({ type: 'flagRefused', error: issue });
    dispatch({ type: 'sendFlag' });
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
      dispatch({ type: 'flagSent', answerId: answer.answer_id, text: `异常：${anomalyLabel(flag.kind!)}` });
      moveOn();
    } catch (failure) {
      dispatch({ type: 'flagRefused', error: failure instanceof Error ? failure.message : '标记失败' });
    }
  };
  /** A key's or a button's command on the answer shown; a save takes what is typed (or the box's text). */
  const run = (command: Command, typed = state.typed) => {
    if (!answer) return;
    switch (command.name) {
      case 'save':
        return save(typed);
      case 'toggleItem':
        return dispatch({ type: 'toggleItem', at: command.item, items, max: answer.max_score });
      case 'manual':
        dispatch({ type: 'enterManually' });
        return scoreBox()?.select();
      case 'full':
        return save(String(answer.max_score));
      case 'zero':
        return save('0');
      case 'zeroWithReason':
        return zeroWithReason();
      case 'return':
        return void resolve(2, null);
      case 'flag':
        return dispatch({ type: 'startFlag' });
      case 'previous':
        return open(previousIndex(answers, state.index));
      case 'next':
        return open(nextIndex(answers, state.index));
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (!answer || state.flag) return;
    const box = scoreBox();
    const inScoreBox = !!box && event.target === box;
    const command = commandFor(event.key, {
      inScoreBox,
      rubric: items.length > 0,
      manual: state.manual,
      anomaly: !!anomaly,
      lead,
      objective: answer.objective === 1,
      ctrl: event.ctrlKey || event.metaKey,
      alt: event.altKey,
    });
    if (!command) return;
    event.preventDefault();
    run(command, inScoreBox ? box.value : state.typed);
  };
  /** The kept marks taken back: each is a mark again, sent now under the marker's own login. */
  const restoreOffer = () => {
    if (!state.offer) return;
    for (const draft of state.offer.drafts) queue.mark(draft);
    const shown = answer && state.offer.drafts.find((draft) => draft.answerId === answer.answer_id);
    dispatch({ type: 'offerRestored', values: shown && answerValues(answer, shown, task) });
  };
  const giveUpOffer = () => {
    if (!state.offer) return;
    queue.giveUp(state.offer.drafts.map((draft) => draft.answerId));
    dispatch({ type: 'offerGivenUp' });
  };
  /** An answer chosen in the list; with the keyboard the score box takes the focus (at once if it is shown). */
  const openFromList = (at: number, withKeyboard: boolean) => {
    open(at);
    if (withKeyboard && at === state.index) scoreBox()?.focus();
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
  const isDone = (item: MarkingAnswer) => state.handled.has(item.answer_id) || valuesOf(item).score !== null;
  const marked = subjective.filter(isDone).length;
  const stateOf = (item: MarkingAnswer): AnswerState =>
    state.handled.has(item.answer_id)
      ? 'flagged'
      : (queue.get(item.answer_id)?.state ?? (valuesOf(item).score === null ? 'todo' : 'saved'));

  return (
    <Card
      bordered={false}
      title={<AnswerTitle answer={answer} task={task} />}
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
      {state.offer && (
        <KeptOffer
          style={{ marginBottom: 16 }}
          notice={`${keptNotice(state.offer.drafts.length, '评分', state.offer.at)}，只为您保留。恢复后保存：`}
          lines={offerLines(state.offer, answers)}
          restoreLabel={`恢复并保存 ${state.offer.drafts.length} 个评分`}
          onRestore={restoreOffer}
          onGiveUp={giveUpOffer}
        />
      )}
      <div
        onKeyDown={onKey}
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)', gap: 24 }}
      >
        <AnswerView answer={answer} />
        <ScoreForm
          answer={answer}
          state={state}
          dispatch={dispatch}
          onCommand={(command) => run(command)}
          onSendFlag={() => void sendFlag()}
          scoreId={scoreId}
          scoreRef={scoreRef}
          lead={lead}
          anomaly={!!anomaly}
          items={items}
          hasPrevious={previousIndex(answers, state.index) !== -1}
          hasNext={nextIndex(answers, state.index) !== -1}
          left={subjective.length - marked}
          unsaved={counts.saving + counts.retrying + counts.failed}
        >
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
        </ScoreForm>
      </div>
      <AnswerList
        answers={answers}
        states={answers.map(stateOf)}
        shown={state.index}
        lead={lead}
        onOpen={openFromList}
      />
      {reason.element}
    </Card>
  );
}
