/**
 * The marking workspace's 评分 form for the answer shown: the score box (its keys are the workspace's,
 * see commandFor), the rubric, the comment, the buttons of the same commands as the keys, and where
 * the marker stands once past the last answer.
 */
import { Button, Input, Space, Typography } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input';
import type { Dispatch, ReactNode, Ref } from 'react';
import type { MarkingAnswer, MarkingRubricItem } from '@/generated/model';
import { AnomalyPanel, RubricList } from './marking-panels';
import type { Command, WorkspaceAction, WorkspaceState } from './marking-workspace-state';

export interface ScoreFormProps {
  answer: MarkingAnswer;
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceAction>;
  /** A button's command, as its key would run it. */
  onCommand: (command: Command) => void;
  onSendFlag: () => void;
  /** The score box's id (its label's, and its error's with -error). */
  scoreId: string;
  scoreRef: Ref<RefInputType>;
  lead: boolean;
  /** The answer is flagged and before the lead. */
  anomaly: boolean;
  items: readonly MarkingRubricItem[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** Answers not marked yet (not decided, for the lead). */
  left: number;
  /** Marks still on their way to the server. */
  unsaved: number;
  /** Above the score: what the lead decides on. */
  children?: ReactNode;
}

export function ScoreForm({
  answer,
  state,
  dispatch,
  onCommand,
  onSendFlag,
  scoreId,
  scoreRef,
  lead,
  anomaly,
  items,
  hasPrevious,
  hasNext,
  left,
  unsaved,
  children,
}: ScoreFormProps) {
  const objective = answer.objective === 1;
  const done = state.handled.get(answer.answer_id);
  return (
    <form aria-label="评分" onSubmit={(event) => event.preventDefault()}>
      {children}
      {objective ? (
        <Typography.Paragraph>
          客观题已由系统判分：<b>{answer.score ?? 0}</b> 分（按 Enter 继续）
        </Typography.Paragraph>
      ) : null}
      {done && <Typography.Paragraph type="warning">{done}（按 Enter 继续）</Typography.Paragraph>}
      {state.flag && (
        <AnomalyPanel
          draft={state.flag}
          onChange={(draft) => dispatch({ type: 'editFlag', draft })}
          onSend={onSendFlag}
          onCancel={() => dispatch({ type: 'cancelFlag' })}
        />
      )}
      <label htmlFor={scoreId} style={{ display: 'block', marginBottom: 6 }}>
        {lead && !anomaly ? '最终得分' : '得分'}（0–{answer.max_score}）
      </label>
      <Input
        id={scoreId}
        ref={scoreRef}
        size="large"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={!!state.error}
        aria-describedby={`${scoreId}-error`}
        readOnly={objective || !!done}
        value={state.typed}
        onChange={(text) => dispatch({ type: 'typeScore', text })}
        style={{ width: 160, fontSize: 20 }}
      />
      <div id={`${scoreId}-error`} role="alert" style={{ color: 'rgb(var(--danger-6))', minHeight: 22 }}>
        {state.error}
      </div>
      {items.length > 0 && !objective && (
        <RubricList items={items} chosen={state.chosen} manual={state.manual} />
      )}
      <label htmlFor={`${scoreId}-comment`} style={{ display: 'block', margin: '8px 0 6px' }}>
        批语（可选，Ctrl+Enter 保存）
      </label>
      <Input.TextArea
        id={`${scoreId}-comment`}
        value={state.comment}
        maxLength={200}
        onChange={(text) => dispatch({ type: 'typeComment', text })}
        autoSize={{ minRows: 2, maxRows: 4 }}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => onCommand({ name: 'save' })}>
          {lead && !anomaly ? '定分并下一份（Enter）' : '保存并下一份（Enter）'}
        </Button>
        {anomaly ? (
          <>
            <Button onClick={() => onCommand({ name: 'return' })}>退回阅卷老师（R）</Button>
            <Button status="danger" onClick={() => onCommand({ name: 'zeroWithReason' })}>
              判零分（Z）
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => onCommand({ name: 'full' })}>满分（F）</Button>
            <Button onClick={() => onCommand({ name: 'zero' })}>零分（Z）</Button>
          </>
        )}
        {!lead && !objective && (
          <Button status="warning" onClick={() => onCommand({ name: 'flag' })}>
            标记异常（X）
          </Button>
        )}
        <Button disabled={!hasPrevious} onClick={() => onCommand({ name: 'previous' })}>
          上一份（PgUp）
        </Button>
        <Button disabled={!hasNext} onClick={() => onCommand({ name: 'next' })}>
          下一份（PgDn）
        </Button>
      </Space>
      {state.finished && left > 0 && (
        // the last answer reached with some left open (chosen out of order from the list)
        <Typography.Paragraph style={{ marginTop: 12 }} type="warning">
          已是最后一份，还有 {left} 份未{lead ? '处理' : '批阅'}
          ：按 PgUp 返回，或在下方答题列表中选择。
        </Typography.Paragraph>
      )}
      {state.finished && left === 0 && (
        <Typography.Paragraph style={{ marginTop: 12 }} type="success">
          {lead ? '待仲裁与异常卷已全部处理' : '本组答题已全部给分'}
          {unsaved > 0 ? `，还有 ${unsaved} 条正在保存` : ''}。
        </Typography.Paragraph>
      )}
    </form>
  );
}
