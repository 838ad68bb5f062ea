import { Link } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css.js';
import { IconExclamationCircle } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import type { LoadState } from './query';
import styles from './load-error.module.css';

/** An inline error line: the icon, the message, then `children` (or nothing). */
export function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <span className={styles.error} role="alert">
      <IconExclamationCircle />
      {children}
    </span>
  );
}

/** 加载失败 with the error's message (unless `detail` is false) and a 重试 link that refetches. */
export function LoadError({
  state,
  detail = true,
}: {
  state: Pick<LoadState, 'error' | 'refetch'>;
  detail?: boolean;
}) {
  return (
    <ErrorLine>
      <span>加载失败</span>
      {detail && state.error?.message ? (
        <span className={styles.errorDetail}>{state.error.message}</span>
      ) : null}
      <Link onClick={() => void state.refetch()}>重试</Link>
    </ErrorLine>
  );
}
