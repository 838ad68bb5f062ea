/**
 * The one dialog for an action that takes a written reason (驳回, 标记异常, 人工补签, 补打 …): it says
 * what will happen to how many records, offers one-click reasons, checks the text (required unless
 * said otherwise, its length by the contract's zod schema, Chinese messages) and sends it once at a
 * time. A failed send keeps the dialog open with the typed text: the server's field error under the
 * text, any other failure above the buttons. `useReasonDialog().ask({...})` resolves with the sent
 * text, and rejects with ReasonCancelled when the dialog is closed without sending.
 */
import { Alert, Form, Input, Message, Modal, Space, Tag } from '@arco-design/web-react';
import { useRef, useState, type ReactNode } from 'react';
import * as zod from 'zod';
import { isApiError } from '@/api/errors';
import { useSingleFlight } from '@/ui/use-single-flight';
import { validateWithSchema } from '../form/zod-errors';
import '../styles';

export interface ReasonRequest {
  title: string;
  /** What will happen to how many records, e.g. 将把「冯浩然」「彭文博」标记为异常…（另有 1 名已是异常，将跳过） */
  summary?: ReactNode;
  /** Something to heed before sending, shown as a warning. */
  warning?: ReactNode;
  /** More about the records, under the summary (e.g. the certificates already printed). */
  details?: ReactNode;
  /** What the text is: 驳回原因, 异常原因, 补签说明 … */
  label: string;
  /** required (default); optional (a remark that may stay empty); none (nothing to write: a confirmation). */
  text?: 'required' | 'optional' | 'none';
  /** The message when the required text is missing (default 请输入{label}). */
  requiredMessage?: string;
  placeholder?: string;
  /** Text to start from, e.g. the failed automatic checks of the records. */
  initial?: string;
  /** One-click reasons: a click adds the reason to the text, another click takes it out. */
  reasons?: readonly string[];
  /** The generated zod schema of the text in the request body (its length rules). */
  schema?: zod.ZodType;
  /** Longest text (default the schema's maximum, else 200). */
  maxLength?: number;
  /** Body field of the text, for the server's field errors (default reason). */
  field?: string;
  okText?: string;
  /** A destructive action (驳回): the button is red. */
  danger?: boolean;
  /** Shown once sent, e.g. 已驳回：陈浩然的申请. */
  success?: string;
  send: (text: string) => Promise<unknown>;
}

/** The promise of ask() rejects with this when the dialog is closed without sending. */
export class ReasonCancelled extends Error {
  constructor() {
    super('已取消');
  }
}

const DEFAULT_MAX = 200;
const SEPARATOR = '；';

/** The longest text a string schema allows (zod keeps it on the schema), if any. */
const maxOf = (schema: zod.ZodType | undefined) =>
  (schema as { maxLength?: number | null } | undefined)?.maxLength ?? undefined;

/** The message for the typed text, or undefined when it may be sent. */
function reasonIssue(request: ReasonRequest, typed: string): string | undefined {
  const mode = request.text ?? 'required';
  if (mode === 'none') return undefined;
  if (!typed) return mode === 'required' ? (request.requiredMessage ?? `请输入${request.label}`) : undefined;
  if (request.schema) {
    const { errors } = validateWithSchema(
      zod.object({ text: request.schema }),
      { text: typed },
      { text: { label: request.label } },
    );
    if (errors.text) return errors.text;
  }
  const max = request.maxLength ?? maxOf(request.schema) ?? DEFAULT_MAX;
  return typed.length > max ? `${request.label}不能超过 ${max} 个字` : undefined;
}

/** Adds a one-click reason to the text, or takes it out when it is there. */
function toggleReason(text: string, reason: string): string {
  const parts = text
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.includes(reason)) return parts.filter((part) => part !== reason).join(SEPARATOR);
  return text.includes(reason) ? text : [...parts, reason].join(SEPARATOR);
}

/** Mounted for one request: its text starts from `initial`. */
function ReasonDialog({
  request,
  onSent,
  onCancel,
}: {
  request: ReasonRequest;
  onSent: (text: string) => void;
  onCancel: () => void;
}) {
  const mode = request.text ?? 'required';
  const [value, setValue] = useState(request.initial ?? '');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const once = useSingleFlight();
  const max = request.maxLength ?? maxOf(request.schema) ?? DEFAULT_MAX;

  const edit = (next: string) => {
    setValue(next);
    setError(undefined);
    setFailure(undefined);
  };

  const submit = () =>
    once(async () => {
      const typed = mode === 'none' ? '' : value.trim();
      const issue = reasonIssue(request, typed);
      setError(issue);
      setFailure(undefined);
      if (issue) return;
      setSending(true);
      try {
        await request.send(typed);
      } catch (caught) {
        setSending(false);
        if (isApiError(caught) && caught.kind === 'canceled') return;
        const fieldError = isApiError(caught) ? caught.fields?.[request.field ?? 'reason'] : undefined;
        if (fieldError && mode !== 'none') setError(fieldError);
        else setFailure(caught instanceof Error ? caught.message : String(caught));
        return;
      }
      setSending(false);
      if (request.success) Message.success(request.success);
      onSent(typed);
    });

  return (
    <Modal
      visible
      title={request.title}
      okText={request.okText ?? '确定'}
      okButtonProps={{ status: request.danger ? 'danger' : undefined }}
      cancelButtonProps={{ disabled: sending }}
      closable={!sending}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={() => !sending && onCancel()}
      maskClosable={false}
      style={{ width: 560 }}
    >
      <Form layout="vertical" aria-label={request.title}>
        {request.summary && <p style={{ marginTop: 0 }}>{request.summary}</p>}
        {request.warning && <Alert type="warning" content={request.warning} style={{ marginBottom: 16 }} />}
        {request.details}
        {mode !== 'none' && (
          <Form.Item
            label={request.label}
            required={mode === 'required'}
            validateStatus={error ? 'error' : undefined}
            help={error}
            style={request.reasons?.length ? { marginBottom: 8 } : undefined}
          >
            <Input.TextArea
              aria-label={request.label}
              value={value}
              onChange={edit}
              placeholder={request.placeholder ?? (mode === 'required' ? `请输入${request.label}` : '可不填')}
              maxLength={max}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        )}
        {mode !== 'none' && !!request.reasons?.length && (
          <Space wrap size={[8, 8]} aria-label="常用原因">
            {request.reasons.map((reason) => (
              <Tag
                key={reason}
                checkable
                checked={value.includes(reason)}
                onCheck={() => edit(toggleReason(value, reason))}
              >
                {reason}
              </Tag>
            ))}
          </Space>
        )}
        {failure && <Alert type="error" content={failure} style={{ marginTop: 16 }} />}
      </Form>
    </Modal>
  );
}

/** `ask(request)` opens the dialog: resolves with the sent text, rejects with ReasonCancelled. */
export function useReasonDialog() {
  const [open, setOpen] = useState<{ request: ReasonRequest; serial: number }>();
  const settle = useRef<{ resolve: (text: string) => void; reject: (error: Error) => void }>(undefined);
  const serial = useRef(0);

  const ask = (request: ReasonRequest) =>
    new Promise<string>((resolve, reject) => {
      settle.current?.reject(new ReasonCancelled());
      settle.current = { resolve, reject };
      serial.current += 1;
      setOpen({ request, serial: serial.current });
    });

  const close = (text?: string) => {
    setOpen(undefined);
    if (text === undefined) settle.current?.reject(new ReasonCancelled());
    else settle.current?.resolve(text);
    settle.current = undefined;
  };

  const element = open ? (
    <ReasonDialog
      key={open.serial}
      request={open.request}
      onSent={(text) => close(text)}
      onCancel={() => close()}
    />
  ) : null;
  return { ask, element };
}
