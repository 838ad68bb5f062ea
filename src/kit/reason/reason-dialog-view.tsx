/** The reason dialog itself (reason-dialog.tsx): loaded when a screen first asks, so a screen's first paint does not wait for Arco's Form, Modal and Alert. */
import { Alert, Form, Input, Message, Modal, Space, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import * as zod from 'zod';
import { isApiError } from '@/api/errors';
import { useSingleFlight } from '@/ui/use-single-flight';
import { validateWithSchema } from '../form/zod-errors';
import '../styles';
import type { ReasonRequest } from './reason-dialog';

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
export default function ReasonDialog({
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
