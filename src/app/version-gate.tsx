/**
 * Before the first navigation the build's version is compared with the
 * version the server expects (spec §5). A mismatch blocks the app with a
 * dialog that cannot be closed until the user force-refreshes (Ctrl+F5).
 */
import { lazy, Suspense } from 'react';
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

// The dialog (Arco Modal and its focus lock) loads only when the versions differ.
const VersionDialog = lazy(() => import('./version-dialog'));

export function VersionGate() {
  const { mismatch, expected } = useLoaderData<VersionCheck>();
  return (
    <>
      <Outlet />
      {mismatch && (
        <Suspense fallback={null}>
          <VersionDialog expected={expected} />
        </Suspense>
      )}
    </>
  );
}
