/**
 * The one dialog for an action that takes a written reason (驳回, 标记异常, 人工补签, 补打 …): it says
 * what will happen to how many records, offers one-click reasons, checks the text (required unless
 * said otherwise, its length by the contract's zod schema, Chinese messages) and sends it once at a
 * time. A failed send keeps the dialog open with the typed text: the server's field error under the
 * text, any other failure above the buttons. `useReasonDialog().ask({...})` resolves with the sent
 * text, and rejects with ReasonCancelled when the dialog is closed without sending.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type * as zod from 'zod';

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

const ReasonDialog = lazy(() => import('./reason-dialog-view'));

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
    <Suspense fallback={null}>
      <ReasonDialog
        key={open.serial}
        request={open.request}
        onSent={(text) => close(text)}
        onCancel={() => close()}
      />
    </Suspense>
  ) : null;
  return { ask, element };
}
