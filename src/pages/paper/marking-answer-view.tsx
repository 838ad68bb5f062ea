/** The answer shown in the marking workspace: its card's title, and the question with the candidate's answer. */
import { Space, Tag, Typography } from '@arco-design/web-react';
import type { MarkingAnswer } from '@/generated/model';
import { DictText } from '@/kit';
import type { MarkingTask } from './marking-workspace-state';

/** 密封号, question, type and full marks; in a task, who works it and how (单评, 双评, 组长). */
export function AnswerTitle({ answer, task }: { answer: MarkingAnswer; task?: MarkingTask }) {
  const lead = task?.role === 'lead';
  return (
    <Space size="large">
      <span>
        密封号 <b data-testid="sheet-code">{answer.sheet_code}</b>
      </span>
      <span>
        第 {answer.seq} 题 · <DictText dict="QuestionStyle" value={answer.style} /> · 满分 {answer.max_score}{' '}
        分
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
  );
}

/** 题干, 考生作答, 参考答案 and 评分标准. */
export function AnswerView({ answer }: { answer: MarkingAnswer }) {
  return (
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
  );
}
