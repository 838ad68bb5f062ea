/** What happens on a day of a MonthGrid (an event, a room in use) and the list of them in a day. */
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './month-grid.module.css';

export interface DayChipProps extends HTMLAttributes<HTMLDivElement> {
  /** An Arco colour name (arcoblue, green, gold, orangered, purple, gray, red …). */
  color: string;
  /** Bold (what needs attention, e.g. a clash). */
  strong?: boolean;
  /** In a line of text (a legend) instead of a line of its own. */
  inline?: boolean;
  children: ReactNode;
}

export function DayChip({ color, strong, inline, className, style, children, ...rest }: DayChipProps) {
  const names = [styles.chip, strong && styles.strong, inline && styles.inline, className];
  return (
    <div
      {...rest}
      className={names.filter(Boolean).join(' ')}
      style={{ ...style, '--chip-rgb': `var(--${color}-6)` } as CSSProperties}
    >
      {children}
    </div>
  );
}

export interface DayChipsProps {
  children: ReactNode;
  /** Accessible name, e.g. 2026-04-11 使用 6 个考场. */
  label?: string;
  /** Under the chips when not all are shown: 还有 4 个考场. */
  more?: ReactNode;
}

export function DayChips({ children, label, more }: DayChipsProps) {
  return (
    <div className={styles.chips} aria-label={label}>
      {children}
      {more && <span className={styles.more}>{more}</span>}
    </div>
  );
}
