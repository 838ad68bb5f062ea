import '@arco-design/web-react/es/Modal/style/css.js';
import { Button, Modal } from '@arco-design/web-react';
import { APP_VERSION } from './version';

/** Blocks the app until the user force-refreshes (spec §5): it cannot be closed. */
export default function VersionDialog({ expected }: { expected?: string }) {
  return (
    <Modal
      title="系统已更新"
      visible
      closable={false}
      maskClosable={false}
      escToExit={false}
      footer={
        <Button type="primary" onClick={() => window.location.reload()}>
          立即刷新
        </Button>
      }
    >
      <p>
        系统已升级到 {expected} 版本，当前页面仍是 {APP_VERSION} 版本。请按 <b>Ctrl + F5</b>{' '}
        强制刷新页面后继续使用（Mac 请按 Cmd + Shift + R）。
      </p>
    </Modal>
  );
}
