/**
 * The decision dialog of a reviewed record (通过 / 驳回): the records it applies to,
 * the reason (required when rejecting) or an optional remark, one-click common reasons,
 * length rules from the generated zod schema, server field errors, one submission at a time.
 */
import { Alert, Form, Input, Message, Modal, Space, Tag } from '@arco-design/web-react';
import { useId, useState } from 'react';
import * as zod from 'zod';
import { isApiError } from '@/api/errors';
import { useSingleFlight } from '@/ui/use-single-flight';
import { validateWithSchema } from '../form/zod-errors';
import '../styles';

export type ReviewDecision = 'approve' | 'reject';

export const DECISION_TEXT: Record<ReviewDecision, { title: string; field: string; done: string }> = {
  approve: { title: '审核通过', field: '审核意见', done: '已通过' },
  reject: { title: '驳回', field: '驳回原因', done: '已驳回' },
};

export interface ReviewModalProps {
  decision: ReviewDecision;
  /** Who or what is decided, e.g. 「陈浩然、黄丽娟 共 2 个申请」. */
  subject: string;
  /** Shown under the subject, e.g. 「另有 1 项已审核，将跳过」. */
  note?: string;
  /** Something to heed before deciding. */
  warning?: string;
  /** Text to start from (e.g. the failed automatic checks). */
  initialText?: string;
  reasons?: readonly string[];
  /** The generated zod schema of the text in the request body (its length rules). */
  schema?: zod.ZodType;
  /** Body field of the text, for server field errors (reason / remark). */
  field?: string;
  /** false when the decision takes no text (only approvals may). */
  withText?: boolean;
  send: (text: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Mounted for one decision (its text starts from initialText). */
export function ReviewModal({
  decision,
  subject,
  note,
  warning,
  initialText = '',
  reasons = [],
  schema,
  field = decision === 'reject' ? 'reason' : 'remark',
  withText = true,
  send,
  onDone,
  onCancel,
}: ReviewModalProps) {
  const text = DECISION_TEXT[decision];
  const [value, setValue] = useState(initialText);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const once = useSingleFlight();
  const id = useId();

  /** The message for the typed text, or undefined when it may be sent. */
  const check = (typed: string): string | undefined => {
    if (decision === 'reject' && !typed) return `请输入${text.field}`;
    if (!schema || !typed) return undefined;
    const { errors } = validateWithSchema(
      zod.object({ text: schema }),
      { text: typed },
      {
        text: { label: text.field },
      },
    );
    return errors.text;
  };

  const submit = () =>
    once(async () => {
      const typed = value.trim();
      const message = check(typed);
      setError(message);
      if (message) return;
      setSending(true);
      try {
        await send(typed);
        Message.success(`${text.done}：${subject}`);
        onDone();
      } catch (failure) {
        const fieldError = isApiError(failure) ? failure.fields?.[field] : undefined;
        if (fieldError) setError(fieldError);
      } finally {
        setSending(false);
      }
    });

  const choose = (reason: string) => {
    const next = value.includes(reason) ? value : [value.trim(), reason].filter(Boolean).join('；');
    setValue(next);
    setError(undefined);
  };

  return (
    <Modal
      visible
      title={text.title}
      okText={decision === 'reject' ? '确定驳回' : '确定通过'}
      okButtonProps={{ status: decision === 'reject' ? 'danger' : undefined }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onCancel}
      maskClosable={false}
      unmountOnExit
    >
      <Form layout="vertical" id={id} aria-label={text.title}>
        <p style={{ marginTop: 0 }}>
          {text.title}：{subject}
          {note && <span style={{ color: 'var(--color-text-3)' }}>（{note}）</span>}
        </p>
        {warning && <Alert type="warning" content={warning} style={{ marginBottom: 16 }} />}
        {(withText || decision === 'reject') && (
          <Form.Item
            label={text.field}
            required={decision === 'reject'}
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.TextArea
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(undefined);
              }}
              placeholder={decision === 'reject' ? '请写明原因，学生将看到这段文字' : '可不填'}
              maxLength={200}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        )}
        {decision === 'reject' && reasons.length > 0 && (
          <Space wrap size={[8, 8]} aria-label="常用原因">
            {reasons.map((reason) => (
              <Tag key={reason} checkable checked={value.includes(reason)} onCheck={() => choose(reason)}>
                {reason}
              </Tag>
            ))}
          </Space>
        )}
      </Form>
    </Modal>
  );
}
