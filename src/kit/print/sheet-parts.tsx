/** The heading of a printed document and the block of signatures under its table. */
import type { CSSProperties, ReactNode } from 'react';
import styles from './sheet-parts.module.css';

export interface SheetHeadingProps {
  /** 2026年春季学期期中考试 考生签到表 */
  title: ReactNode;
  /** A second line, spaced out: 学生成绩单 */
  subtitle?: ReactNode;
  /** Facts in a line under it: 课程：…, 时间：…, 第 1/2 页 (empty ones left out). */
  meta?: ReactNode[];
}

export function SheetHeading({ title, subtitle, meta = [] }: SheetHeadingProps) {
  const facts = meta.filter((fact) => fact !== null && fact !== undefined && fact !== false && fact !== '');
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {facts.length > 0 && (
        <div className={styles.meta}>
          {facts.map((fact, index) => (
            <span key={index}>{fact}</span>
          ))}
        </div>
      )}
    </header>
  );
}

export interface SignatureItem {
  /** 监考员签名：, 应到 30 人, 教务处（盖章） */
  label?: ReactNode;
  /** A blank line to write on after the label, its width ('30mm'); true: 30 mm. */
  line?: string | boolean;
  /** Blank lines side by side (two invigilators sign), default 1. */
  lines?: number;
  /** After the line: 人 in 实到 ___ 人. */
  after?: ReactNode;
}

export interface SignatureBlockProps {
  items: SignatureItem[];
  /**
   * 'spread' (default): in a line, spread across the sheet; 'inline': one after the other (a
   * tally); 'stacked': side by side in columns, each label over a line to sign on.
   */
  layout?: 'spread' | 'inline' | 'stacked';
  /** Accessible name, e.g. 签名. */
  label?: string;
}

/** The block under a ruled table: signatures, a tally, a date, a seal. */
export function SignatureBlock({ items, layout = 'spread', label }: SignatureBlockProps) {
  const stacked = layout === 'stacked';
  return (
    <footer
      className={[styles.block, stacked && styles.stacked, layout === 'inline' && styles.inline]
        .filter(Boolean)
        .join(' ')}
      style={stacked ? ({ '--columns': items.length } as CSSProperties) : undefined}
      role={label ? 'group' : undefined}
      aria-label={label}
      data-signature-block=""
    >
      {items.map((item, index) => (
        <div key={index}>
          {item.label}
          {(item.line || stacked) &&
            Array.from({ length: item.lines ?? 1 }, (_, line) => (
              <span
                key={line}
                className={styles.line}
                style={{ width: typeof item.line === 'string' ? item.line : stacked ? undefined : '30mm' }}
              />
            ))}
          {item.after}
        </div>
      ))}
    </footer>
  );
}

export interface SheetPhotoProps {
  src?: string | null;
  alt: string;
  /** Box size in mm (a 2-inch photo: 26 × 36). */
  width: number;
  height: number;
  /** In the box when there is no photo. */
  empty?: string;
}

/** A photo in a box of fixed mm, or the empty box to paste one in. */
export function SheetPhoto({ src, alt, width, height, empty = '照片' }: SheetPhotoProps) {
  const size = { width: `${width}mm`, height: `${height}mm` };
  return src ? (
    <img className={styles.photo} style={size} src={src} alt={alt} />
  ) : (
    <span className={styles.noPhoto} style={size}>
      {empty}
    </span>
  );
}
