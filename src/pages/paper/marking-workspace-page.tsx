import { Button, Card, Empty, Input, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListMarkingAnswersQueryKey,
  listMarkingAnswers,
  saveMarkingScore,
} from '@/generated/api/paper/paper';
import type { ListMarkingAnswersParams, MarkingAnswer } from '@/generated/model';
import { DictText, LoadFailed, useScreenNavigation } from '@/kit';
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
import { MissingQuery } from './missing-query';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';

const SAVE_OPTIONS = { silent: true, loading: false, keepEmpty: true } as const;
const STATE_COLOR: Record<SaveState | 'todo', string> = {
  saved: 'green',
  saving: 'arcoblue',
  failed: 'red',
  todo: 'gray',
};
const browserStore = (): DraftStore | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * 阅卷详情 (markingTestPaperDetail*, by answer sheet) and 按题批改详情 (modifyQuestionDetail*, one question
 * across all candidates): one answer at a time, scored with the keyboard; saves run in the background.
 */
export function MarkingWorkspacePage() {
  const line = useLine();
  const [params] = useSearchParams();
  const paperId = Number(params.get('paper_id')) || undefined;
  const sheetId = Number(params.get('sheet_id')) || undefined;
  const topicId = Number(params.get('topic_id')) || undefined;
  const { backTo } = useScreenNavigation();
  const listRoute = `marking${line.suffix}`;
  const request = useMemo<ListMarkingAnswersParams>(
    () => ({
      paper_id: paperId ?? 0,
      ...(sheetId ? { sheet_id: sheetId } : {}),
      ...(topicId ? { topic_id: topicId } : {}),
    }),
    [paperId, sheetId, topicId],
  );
  const answers = useQuery({
    queryKey: getListMarkingAnswersQueryKey(request),
    queryFn: ({ signal }) => listMarkingAnswers(request, { silent: true, loading: false }, signal),
    enabled: !!paperId,
    staleTime: Infinity,
  });

  if (!paperId) return <MissingQuery list="阅卷管理" onBack={() => backTo(listRoute)} />;
  if (answers.isPending) return <Spin style={{ display: 'block', marginTop: 80 }} tip="加载答题…" />;
  if (answers.isError)
    return <LoadFailed what="待批阅的答题" error={answers.error} onRetry={answers.refetch} />;
  return (
    <Workspace
      key={JSON.stringify(request)}
      paperId={paperId}
      answers={answers.data.result}
      onBack={() => backTo(listRoute)}
    />
  );
}

interface WorkspaceProps {
  paperId: number;
  answers: MarkingAnswer[];
  onBack: () => void;
}

function Workspace({ paperId, answers, onBack }: WorkspaceProps) {
  const queue = useMemo(
    () =>
      new SaveQueue({
        key: `marking:${paperId}`,
        store: browserStore(),
        send: ({ answerId, score, comment }) =>
          saveMarkingScore({ answer_id: answerId, score, comment }, SAVE_OPTIONS),
      }),
    [paperId],
  );
  useSyncExternalStore(queue.subscribe, queue.getVersion);
  // marks left unsaved by an earlier visit (closed tab, network failure): shown at once, sent below
  const [restored] = useState(() => new Map(queue.restore().map((draft) => [draft.answerId, draft])));
  const current = (item: MarkingAnswer): { score: number | null; comment: string } =>
    queue.get(item.answer_id) ?? restored.get(item.answer_id) ?? { score: item.score, comment: item.comment };
  const [index, setIndex] = useState(() =>
    firstUnmarked(answers.map((item) => ({ objective: item.objective, score: current(item).score }))),
  );
  const answer = answers[index];
  const [input, setInput] = useState(() => (answer ? scoreText(current(answer).score) : ''));
  const [comment, setComment] = useState(() => (answer ? current(answer).comment : ''));
  const [error, setError] = useState<string>();
  const [finished, setFinished] = useState(false);
  const scoreRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const known = new Set(answers.map((item) => item.answer_id));
    for (const draft of restored.values())
      if (known.has(draft.answerId) && !queue.get(draft.answerId)) queue.mark(draft);
  }, [answers, queue, restored]);
  // unsaved marks: closing the tab or the page asks first (they are also kept for the next visit)
  useUnsavedGuard(queue.unsaved().length > 0);
  useEffect(() => {
    scoreRef.current?.focus();
    scoreRef.current?.select();
  }, [index]);

  const go = (to: number) => {
    const target = answers[to];
    if (!target) return;
    const values = current(target);
    setIndex(to);
    setInput(scoreText(values.score));
    setComment(values.comment);
    setError(undefined);
    setFinished(false);
  };
  const save = (typed: string) => {
    if (!answer) return;
    if (answer.objective === 1) return moveOn();
    const checked = checkScore(typed, answer.max_score);
    if (checked.score === undefined) {
      setInput(typed);
      setError(checked.error);
      return;
    }
    queue.mark({ answerId: answer.answer_id, score: checked.score, comment: comment.trim() });
    moveOn();
  };
  const moveOn = () => {
    const next = nextIndex(answers, index);
    if (next === -1) {
      setError(undefined);
      setFinished(true);
    } else go(next);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!answer) return;
    const key = event.key;
    if (key === 'Enter' && (event.target === scoreRef.current || event.ctrlKey)) {
      event.preventDefault();
      save(event.target === scoreRef.current ? (event.target as HTMLInputElement).value : input);
    } else if (event.target === scoreRef.current && (key === 'f' || key === 'F')) {
      event.preventDefault();
      save(String(answer.max_score));
    } else if (event.target === scoreRef.current && (key === 'z' || key === 'Z')) {
      event.preventDefault();
      save('0');
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

  if (!answer) return <Empty description="没有需要批阅的答题" />;
  const counts = queue.counts();
  const subjective = answers.filter((item) => item.objective !== 1);
  const marked = subjective.filter((item) => current(item).score !== null).length;
  const stateOf = (item: MarkingAnswer): SaveState | 'todo' =>
    queue.get(item.answer_id)?.state ?? (current(item).score === null ? 'todo' : 'saved');

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
        </Space>
      }
      extra={
        <Space>
          <span aria-label="批阅进度">
            已批阅 {marked} / {subjective.length}
          </span>
          {counts.saving > 0 && <Tag color="arcoblue">保存中 {counts.saving}</Tag>}
          {counts.failed > 0 && (
            <>
              <Tag color="red">未保存 {counts.failed}</Tag>
              <Button size="small" status="danger" onClick={() => queue.retryFailed()}>
                重试保存
              </Button>
            </>
          )}
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
          {answer.objective === 1 ? (
            <Typography.Paragraph>
              客观题已由系统判分：<b>{answer.score ?? 0}</b> 分（按 Enter 继续）
            </Typography.Paragraph>
          ) : null}
          <label htmlFor="marking-score" style={{ display: 'block', marginBottom: 6 }}>
            得分（0–{answer.max_score}）
          </label>
          <input
            id="marking-score"
            ref={scoreRef}
            className="arco-input arco-input-size-large"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!!error}
            aria-describedby="marking-score-error"
            readOnly={answer.objective === 1}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setError(undefined);
            }}
            style={{ width: 160, fontSize: 20 }}
          />
          <div id="marking-score-error" role="alert" style={{ color: 'rgb(var(--danger-6))', minHeight: 22 }}>
            {error}
          </div>
          <label htmlFor="marking-comment" style={{ display: 'block', margin: '8px 0 6px' }}>
            批语（可选，Ctrl+Enter 保存）
          </label>
          <Input.TextArea
            id="marking-comment"
            value={comment}
            maxLength={200}
            onChange={setComment}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
          <Space wrap style={{ marginTop: 12 }}>
            <Button type="primary" onClick={() => save(input)}>
              保存并下一份（Enter）
            </Button>
            <Button onClick={() => save(String(answer.max_score))}>满分（F）</Button>
            <Button onClick={() => save('0')}>零分（Z）</Button>
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
          {finished && (
            <Typography.Paragraph style={{ marginTop: 12 }} type="success">
              本组答题已全部给分
              {counts.saving + counts.failed > 0 ? `，还有 ${counts.saving + counts.failed} 条正在保存` : ''}
              。
            </Typography.Paragraph>
          )}
        </form>
      </div>
      <div aria-label="答题列表" style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {answers.map((item, at) => (
          <Tag
            key={item.answer_id}
            color={STATE_COLOR[stateOf(item)]}
            bordered={at === index}
            checkable={false}
            style={{ cursor: 'pointer', fontWeight: at === index ? 600 : 400 }}
            onClick={() => go(at)}
            title={`${item.sheet_code} 第 ${item.seq} 题`}
          >
            {item.sheet_code.slice(-4)}·{item.seq}
            {stateOf(item) === 'failed' ? ' 未保存' : ''}
          </Tag>
        ))}
      </div>
    </Card>
  );
}

const scoreText = (score: number | null) => (score === null ? '' : String(score));
