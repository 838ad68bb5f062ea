import { Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx, formatCount } from './format';
import { LoadFailed } from '@/kit';
import type { LoadState } from './query';
import styles from './todo-card.module.css';

export type TodoKey =
  'examsToMark' | 'pendingOrders' | 'complaints' | 'questions' | 'realChecks' | 'liveChecks';

export interface TodoTileProps {
  todoKey: TodoKey;
  label: string;
  unit: string;
  icon: ReactNode;
  tone: string;
  state: LoadState;
  count?: number;
  onOpen?: (key: TodoKey) => void;
}

/** One to-do count; a button when `onOpen` is given and the count has loaded. */
export function TodoTile({ todoKey, label, unit, icon, tone, state, count, onOpen }: TodoTileProps) {
  const clickable = !!onOpen && !state.isError && !state.isPending;
  const open = () => onOpen?.(todoKey);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  let value: ReactNode;
  if (state.isPending) {
    value = <Skeleton className={styles.tileSkeleton} animation text={{ rows: 1, width: '100%' }} />;
  } else if (state.isError) {
    value = <LoadFailed what="" error={state.error} onRetry={state.refetch} compact />;
  } else {
    const n = count ?? 0;
    value = (
      <>
        <span className={cx(styles.tileNumber, n === 0 && styles.tileNumberZero)}>{formatCount(n)}</span>
        <span className={styles.tileUnit}>{unit}</span>
      </>
    );
  }

  return (
    <div
      className={cx(styles.tile, clickable && styles.tileClickable)}
      role={clickable ? 'button' : 'group'}
      tabIndex={clickable ? 0 : undefined}
      aria-label={label}
      aria-busy={state.isPending || undefined}
      title={state.isError && state.error ? state.error.message : undefined}
      onClick={clickable ? open : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      <div className={cx(styles.tileIcon, tone)} aria-hidden>
        {icon}
      </div>
      <div className={styles.tileBody}>
        <div className={styles.tileLabel}>{label}</div>
        <div className={styles.tileValue}>{value}</div>
      </div>
    </div>
  );
}
