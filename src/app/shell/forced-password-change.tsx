import { lazy, Suspense, useState } from 'react';
import { getSession } from '@/session/session';

const ForcedPasswordDialog = lazy(() =>
  import('./password-dialog').then((module) => ({ default: module.ForcedPasswordDialog })),
);

/** isPwdInitial = 1: the initial password must be changed before anything else (cannot be dismissed). */
export function ForcedPasswordChange() {
  const [required, setRequired] = useState(() => getSession('isPwdInitial') === 1);
  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordDialog onDone={() => setRequired(false)} />
    </Suspense>
  );
}
