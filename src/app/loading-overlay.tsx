import { Spin } from '@arco-design/web-react';
import { useSyncExternalStore } from 'react';
import { pendingRequests, subscribeLoading } from '@/api/loading';
import styles from './loading-overlay.module.css';

/**
 * The global loading overlay of spec §7: present while a request that wants it
 * is pending. It fades in only after a short delay (CSS), so quick requests
 * never flash it and it never blocks clicks before it is visible.
 */
export function LoadingOverlay() {
  const pending = useSyncExternalStore(subscribeLoading, pendingRequests, () => 0);
  if (pending === 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spin tip="加载中…" size={28} />
    </div>
  );
}
