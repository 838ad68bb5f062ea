/** The one way a screen says a load failed: what failed, the server's reason, and 重试. */
import { Button } from '@arco-design/web-react';
import { IconCloseCircleFill } from '@arco-design/web-react/icon';
import type { CSSProperties } from 'react';
// Button's styles come with the shell and every screen; a failure line needs no other kit style.
import styles from './load-failed.module.css';

interface LoadFailedProps {
  /** What was being loaded, e.g. 函授站信息 → 「函授站信息加载失败：…」. */
  what: string;
  error: Error | null;
  /** Loads again (a query's refetch); without it no 重试 is offered. */
  onRetry?: () => unknown;
  style?: CSSProperties;
  className?: string;
  /** Inline, for a small space (a tile, beside a field): 「…加载失败 重试」, the reason as a tooltip. */
  compact?: boolean;
}

export function LoadFailed({ what, error, onRetry, style, className, compact }: LoadFailedProps) {
  const reason = error?.message ?? '请稍后重试';
  return (
    <div
      role="alert"
      className={[compact ? styles.compact : styles.failed, className].filter(Boolean).join(' ')}
      style={style}
      title={compact ? reason : undefined}
    >
      <IconCloseCircleFill className={styles.icon} />
      <span className={styles.message}>{compact ? `${what}加载失败` : `${what}加载失败：${reason}`}</span>
      {onRetry && (
        <Button size="mini" type={compact ? 'text' : 'primary'} onClick={() => void onRetry()}>
          重试
        </Button>
      )}
    </div>
  );
}
