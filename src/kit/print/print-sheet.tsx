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
  /** The paper in mm when it is not A4 (the sheet's size is then set in `style`). */
  paper?: { width: number; height: number };
  /** The printer's unprintable edge in mm when not the usual 5 (the print check keeps content out of it). */
  margin?: number;
  /** Pre-printed stock (certificates): only the values print, never a label or a placeholder. */
  stock?: boolean;
}

/**
 * One A4 page: on screen a sheet on the desk, in print a page of its own. Its paper (`data-paper`,
 * width x height in mm), margin and stock are written on it for the print check.
 */
export function PrintSheet({
  children,
  landscape,
  exact,
  label,
  className,
  style,
  paper,
  margin,
  stock,
}: PrintSheetProps) {
  const names = [styles.sheet, landscape && styles.landscape, exact && styles.exact, className];
  const { width, height } = paper ?? (landscape ? { width: 297, height: 210 } : { width: 210, height: 297 });
  return (
    <article
      className={names.filter(Boolean).join(' ')}
      aria-label={label}
      style={style}
      data-print-sheet=""
      data-paper={`${width}x${height}`}
      data-print-margin={margin}
      data-print-stock={stock ? '' : undefined}
    >
      {children}
    </article>
  );
}
