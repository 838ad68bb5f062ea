import type { CSSProperties, ReactNode } from 'react';
import styles from './print.module.css';

export interface PrintSheetProps {
  children: ReactNode;
  /** A4 landscape (297 × 210 mm) instead of portrait. */
  landscape?: boolean;
  /** Exactly one A4 page with no padding (content positioned in mm, e.g. certificates). */
  exact?: boolean;
  /** Accessible name, e.g. 座位表 · 第 1 考场. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** One A4 page: on screen a sheet on the desk, in print a page of its own. */
export function PrintSheet({ children, landscape, exact, label, className, style }: PrintSheetProps) {
  const names = [styles.sheet, landscape && styles.landscape, exact && styles.exact, className];
  return (
    <article className={names.filter(Boolean).join(' ')} aria-label={label} style={style} data-print-sheet="">
      {children}
    </article>
  );
}
