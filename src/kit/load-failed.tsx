/** The one way a screen says a load failed: what failed, the server's reason, and 重试. */
import { Button } from '@arco-design/web-react';
import { IconCloseCircleFill } from '@arco-design/web-react/icon';
import type { CSSProperties } from 'react';
import './styles';
import styles from './load-failed.module.css';

interface LoadFailedProps {
  /** What was being loaded, e.g. 函授站信息 → 「函授站信息加载失败：…」. */
  what: string;
  error: Error | null;
  /** Loads again (a query's refetch); without it no 重试 is offered. */
  onRetry?: () => unknown;
  style?: CSSProperties;
  className?: string;
}

export function LoadFailed({ what, error, onRetry, style, className }: LoadFailedProps) {
  return (
    <div role="alert" className={[styles.failed, className].filter(Boolean).join(' ')} style={style}>
      <IconCloseCircleFill className={styles.icon} />
      <span className={styles.message}>{`${what}加载失败：${error?.message ?? '请稍后重试'}`}</span>
      {onRetry && (
        <Button size="mini" type="primary" onClick={() => void onRetry()}>
          重试
        </Button>
      )}
    </div>
  );
}
