/**
 * Before the first navigation the build's version is compared with the
 * version the server expects (spec §5). A mismatch blocks the app with a
 * dialog that cannot be closed until the user force-refreshes (Ctrl+F5).
 */
import { Button, Modal } from '@arco-design/web-react';
import { Outlet, useLoaderData } from 'react-router-dom';
import { getAppVersion } from '@/generated/api/basics/basics';
import { APP_VERSION } from './version';

export interface VersionCheck {
  expected?: string;
  mismatch: boolean;
}

let check: Promise<VersionCheck> | undefined;

/** Root loader: asks the server once per page load. An unreachable server does not block. */
export function versionLoader(): Promise<VersionCheck> {
  check ??= getAppVersion({ tag: 'boss_version' }, { loading: false, silent: true }).then(
    ({ result }) => ({ expected: result.version, mismatch: result.version !== APP_VERSION }),
    () => ({ mismatch: false }),
  );
  return check;
}

export function VersionGate() {
  const { mismatch, expected } = useLoaderData<VersionCheck>();
  return (
    <>
      <Outlet />
      <Modal
        title="系统已更新"
        visible={mismatch}
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
    </>
  );
}
