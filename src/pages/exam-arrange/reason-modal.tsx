/**
 * An action that needs a written reason (标记异常, 人工补签 …): a modal says what will happen
 * to how many records, offers one-click reasons, requires the text, and sends it. `ask()`
 * resolves once sent (a list then reloads) and rejects when closed without sending.
 */
import { Alert, Input, Modal, Tag } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { useSingleFlight } from '@/ui/use-single-flight';

export interface ReasonRequest {
  title: string;
  /** What will happen, e.g. 将把 3 名考生标记为异常，其成绩在复核前不发布。 */
  summary: string;
  /** What the text is: 异常原因, 补签说明 … */
  label: string;
  okText?: string;
  reasons?: readonly string[];
  initial?: string;
  maxLength?: number;
  send: (reason: string) => Promise<unknown>;
}

export class ReasonCancelled extends Error {
  constructor() {
    super('已取消');
  }
}

export function useReasonModal() {
  const [request, setRequest] = useState<ReasonRequest>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const settle = useRef<{ resolve: () => void; reject: (error: Error) => void }>(undefined);
  const once = useSingleFlight();

  const ask = (next: ReasonRequest) =>
    new Promise<void>((resolve, reject) => {
      settle.current?.reject(new ReasonCancelled());
      settle.current = { resolve, reject };
      setText(next.initial ?? '');
      setError(undefined);
      setRequest(next);
    });

  const cancel = () => {
    setRequest(undefined);
    settle.current?.reject(new ReasonCancelled());
    settle.current = undefined;
  };

  const submit = () =>
    once(async () => {
      if (!request) return;
      const reason = text.trim();
      if (!reason) return void setError(`请输入${request.label}`);
      setSending(true);
      try {
        await request.send(reason);
        setRequest(undefined);
        settle.current?.resolve();
        settle.current = undefined;
      } finally {
        setSending(false);
      }
    }).catch(() => undefined); // the API layer has shown why; the text stays for another try

  const max = request?.maxLength ?? 200;
  const element = (
    <Modal
      title={request?.title}
      visible={!!request}
      onOk={submit}
      onCancel={cancel}
      okText={request?.okText ?? '确定'}
      confirmLoading={sending}
      maskClosable={false}
      style={{ width: 560 }}
      unmountOnExit
    >
      {request && (
        <>
          <Alert content={request.summary} style={{ marginBottom: 12 }} />
          {!!request.reasons?.length && (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
              {request.reasons.map((reason) => (
                <Tag
                  key={reason}
                  checkable
                  checked={text === reason}
                  onCheck={() => {
                    setText(reason);
                    setError(undefined);
                  }}
                >
                  {reason}
                </Tag>
              ))}
            </div>
          )}
          <Input.TextArea
            aria-label={request.label}
            placeholder={`请输入${request.label}`}
            value={text}
            maxLength={max}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            status={error ? 'error' : undefined}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
          />
          {error && (
            <div role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 4 }}>
              {error}
            </div>
          )}
        </>
      )}
    </Modal>
  );
  return { ask, element };
}
