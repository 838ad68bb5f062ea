/**
 * esignH5 (spec §2): the hidden handwritten-signature page a phone opens by
 * scanning the QR code of EsignQrButton. No login and no shell: the phone
 * authenticates with the short-lived signing ticket of the URL (`?ticket=`),
 * sent in the `ticket` request header — never with a session token.
 *
 * Submit: /v1-oss-upload-policy (ticket; the server signs one PNG under sign/) → upload the PNG to
 * OSS → /v1-esign-submit (ticket). The ticket never unlocks the storage secret: this page uploads
 * only through the server's signature, whatever the build's storage mode.
 */
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { Button, Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import SignaturePad from 'signature_pad';
import { isApiError } from '@/api/errors';
import type { RequestOptions } from '@/api/http';
import { submitEsign } from '@/generated/api/esign/esign';
import { CONFIG_INVALID, OBJECT_UPLOAD_FAILED, uploadObject } from '@/storage/object-upload';
import { StatusResult } from '@/ui/status-result';
import styles from './esign-page.module.css';

const TICKET_EXPIRED = '二维码已过期或已使用，请在电脑上重新生成后扫码';
const SUBMIT_FAILED = '签名提交失败，请重试';
const UPLOAD_FAILED = '签名上传失败，请重试';
/** A signature PNG is far smaller; the server's policy for a ticket allows at most this. */
const MAX_SIGNATURE_BYTES = 5 * 1024 * 1024;
const UPLOAD_TIMEOUT_MS = 60_000;

/** A message the user can act on; never raw technical text. */
function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.kind === 'unauthorized' ? TICKET_EXPIRED : error.message;
  if (error instanceof Error && error.message === OBJECT_UPLOAD_FAILED) return UPLOAD_FAILED;
  if (error instanceof Error && error.message === CONFIG_INVALID) return CONFIG_INVALID;
  return SUBMIT_FAILED;
}

/** `data:image/png;base64,…` → Blob, without fetch (no `data:` in connect-src needed). */
function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1)), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * Sizes the canvas bitmap to its CSS box × devicePixelRatio (sharp lines on
 * phones). Changing the size wipes the bitmap, so the strokes — kept in CSS
 * pixels — are redrawn. Same size (a scroll-triggered resize event) → nothing.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (!width || !height || (canvas.width === width && canvas.height === height)) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.fromData(strokes);
}

interface SignatureBoardProps {
  ticket: string;
  onSubmitted: () => void;
}

function SignatureBoard({ ticket, onSubmitted }: SignatureBoardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Synchronous guard: a double tap lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1d2129', minWidth: 1, maxWidth: 3.2 });
    padRef.current = pad;
    const sync = () => setStrokes(pad.toData().length);
    const fit = () => fitCanvas(canvas, pad);
    pad.addEventListener('endStroke', sync);
    fit();
    window.addEventListener('resize', fit);
    window.addEventListener('orientationchange', fit);
    return () => {
      window.removeEventListener('resize', fit);
      window.removeEventListener('orientationchange', fit);
      pad.removeEventListener('endStroke', sync);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setStrokes(0);
  };

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setStrokes(data.length);
  };

  const submit = async () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty() || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    // No session here: a 401 means the ticket is bad, handled below — never the login redirect.
    const request: RequestOptions = {
      headers: { ticket },
      silent: true,
      skipAuthRedirect: true,
      loading: false,
    };
    try {
      const image = dataUrlToBlob(pad.toDataURL('image/png'));
      const { url: signImg } = await uploadObject(image, {
        folder: 'sign',
        format: { extension: 'png', type: 'image/png' },
        maxBytes: MAX_SIGNATURE_BYTES,
        request,
        signedOnly: true,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      await submitEsign({ signImg }, request);
      onSubmitted();
    } catch (error) {
      // The drawing stays on the canvas so the user can simply tap 提交 again.
      Message.error({ content: failureMessage(error), duration: 4000 });
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>手写签名</h1>
        <p className={styles.hint}>请在下方白色区域内用手指签写姓名，横屏书写更方便</p>
      </header>
      <div className={styles.board}>
        <canvas ref={canvasRef} className={styles.canvas} aria-label="签名区域" />
        {strokes === 0 && (
          <div className={styles.placeholder} aria-hidden="true">
            签名区
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <Button size="large" onClick={clear} disabled={strokes === 0 || submitting}>
          清除
        </Button>
        <Button size="large" onClick={undo} disabled={strokes === 0 || submitting}>
          撤销
        </Button>
        <Button
          size="large"
          type="primary"
          loading={submitting}
          disabled={strokes === 0}
          onClick={() => void submit()}
        >
          提交
        </Button>
      </div>
    </main>
  );
}

export function EsignPage() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket')?.trim() ?? '';
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    document.title = '手写签名';
  }, []);

  if (!ticket) {
    return (
      <div className={styles.result}>
        <StatusResult
          status="warning"
          title="二维码无效"
          subTitle="请在电脑端点击「手机签名」重新生成二维码后，用手机重新扫码"
        />
      </div>
    );
  }
  if (submitted) {
    return (
      <div className={styles.result}>
        <StatusResult status="success" title="签名已提交" subTitle="可以关闭本页面，回到电脑继续操作" />
      </div>
    );
  }
  return <SignatureBoard ticket={ticket} onSubmitted={() => setSubmitted(true)} />;
}
