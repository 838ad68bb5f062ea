/**
 * 「手机签名」 for the shell header: asks the server for a short-lived signing
 * ticket and shows the QR code of `${origin}/esignH5?ticket=…` for the phone.
 * The QR code carries only that single-purpose ticket, never the session token.
 */
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { Button, Modal, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { useCreateEsignTicket } from '@/generated/api/esign/esign';
import { StatusResult } from '@/ui/status-result';
import styles from './esign-page.module.css';

interface SigningCode {
  image: string;
  expiresAt: string;
  expiresIn: number;
}

function esignUrl(ticket: string): string {
  return `${window.location.origin}/esignH5?ticket=${encodeURIComponent(ticket)}`;
}

export function EsignQrButton() {
  const [visible, setVisible] = useState(false);
  const [code, setCode] = useState<SigningCode>();
  const [failed, setFailed] = useState(false);
  const [expired, setExpired] = useState(false);
  // Only the latest request may fill the dialog (重新生成 twice, or closed meanwhile).
  const generation = useRef(0);
  const ticket = useCreateEsignTicket({ request: { loading: false } });

  useEffect(() => {
    if (!code) return;
    const timer = window.setTimeout(() => setExpired(true), code.expiresIn * 1000);
    return () => window.clearTimeout(timer);
  }, [code]);

  const generate = () => {
    const current = ++generation.current;
    setCode(undefined);
    setFailed(false);
    setExpired(false);
    ticket.mutate(undefined, {
      onSuccess: async ({ result }) => {
        try {
          const image = await QRCode.toDataURL(esignUrl(result.ticket), {
            errorCorrectionLevel: 'M',
            margin: 1,
            width: 480,
          });
          if (current === generation.current) {
            setCode({ image, expiresAt: result.expiresAt, expiresIn: result.expiresIn });
          }
        } catch {
          if (current === generation.current) setFailed(true);
        }
      },
      // The request layer has already shown the server message.
      onError: () => {
        if (current === generation.current) setFailed(true);
      },
    });
  };

  const open = () => {
    setVisible(true);
    generate();
  };

  const close = () => {
    generation.current += 1;
    setVisible(false);
    setCode(undefined);
  };

  let body;
  if (failed) {
    body = <StatusResult status="error" title="二维码生成失败" subTitle="请点击「重新生成」再试" />;
  } else if (!code) {
    body = <Spin tip="正在生成二维码…" />;
  } else if (expired) {
    body = <StatusResult status="warning" title="二维码已过期" subTitle="请点击「重新生成」后再扫码" />;
  } else {
    body = (
      <>
        <img className={styles.qrImage} src={code.image} alt="手机扫码签名" />
        <p className={styles.qrNote}>请用手机扫描二维码，在手机上完成手写签名</p>
        <p className={styles.qrNote}>有效期至 {code.expiresAt}（仅可使用一次）</p>
      </>
    );
  }

  return (
    <>
      <Button type="text" onClick={open}>
        手机签名
      </Button>
      <Modal
        title="手机签名"
        visible={visible}
        onCancel={close}
        unmountOnExit
        footer={
          <>
            <Button onClick={close}>关闭</Button>
            <Button type="primary" loading={ticket.isPending} onClick={generate}>
              重新生成
            </Button>
          </>
        }
      >
        <div className={styles.qr}>{body}</div>
      </Modal>
    </>
  );
}
