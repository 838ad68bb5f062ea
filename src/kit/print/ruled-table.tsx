/**
 * The ruled table of printed documents (sign-in sheets, transcripts, application forms, records):
 * lines in mm that print black and crisp, a header row repeated on every printed page the table
 * runs onto, columns fixed in mm or sharing the rest of the width, and rows of records, of free
 * cells (a form's label / value pairs, a total) and blank rows to write on.
 */
import { isValidElement, type CSSProperties, type Key, type ReactNode } from 'react';
import styles from './ruled-table.module.css';

export type RuledAlign = 'left' | 'center' | 'right';
export type RuledVerticalAlign = 'top' | 'middle' | 'bottom';

export interface RuledColumn<T = never> {
  key: string;
  /** Its header cell; the header row shows when any column has a title. */
  title?: ReactNode;
  /**
   * A CSS length ('34mm', '45%') fixes the column; a number is its share of the width the fixed
   * columns leave (default 1: the others share it evenly).
   */
  width?: string | number;
  align?: RuledAlign;
  /** A record's cell; without it the record's value under `key`. */
  render?: (row: T, index: number) => ReactNode;
  /** The column names what is beside it (a form's 姓名, 学号): its cells are row headers. */
  label?: boolean;
  /** Figures that must line up (exam numbers, ID card numbers): a fixed-width face. */
  mono?: boolean;
}

/** One cell of a free row (forms, totals). */
export interface RuledCell {
  content?: ReactNode;
  colSpan?: number;
  rowSpan?: number;
  /** A row header: the name of the value beside it. */
  label?: boolean;
  align?: RuledAlign;
  valign?: RuledVerticalAlign;
  mono?: boolean;
  className?: string;
}

/** A free row: its cells (text, or a RuledCell to span, label or align), optionally taller. */
export interface RuledRow {
  key?: Key;
  cells: (RuledCell | ReactNode)[];
  height?: string;
  valign?: RuledVerticalAlign;
}

export interface RuledTableProps<T> {
  columns: RuledColumn<T>[];
  /** Records, a row each, drawn through the columns' render. */
  rows?: readonly T[];
  rowKey?: (row: T, index: number) => Key;
  /** Free rows after the records: a form's fields, a total, an opinion box. */
  extraRows?: RuledRow[];
  /** Blank ruled rows after the records up to this many, to write on. */
  minRows?: number;
  /** Height of each row without its own, e.g. '20mm' (a row grows with its content). */
  rowHeight?: string;
  /** Height of the header row, e.g. '8mm'. */
  headerHeight?: string;
  /** Text size in pt (default 10.5). */
  fontSize?: number;
  /** 'grid' (default): every cell ruled; 'rows': only lines between rows (a roster). */
  rules?: 'grid' | 'rows';
  valign?: RuledVerticalAlign;
  /** The section title above the table; it also names the table. */
  caption?: ReactNode;
  /** The table's accessible name when it has no caption. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

const ALIGN: Record<RuledAlign, string | undefined> = {
  left: undefined,
  center: styles.center,
  right: styles.right,
};
const VALIGN: Record<RuledVerticalAlign, string | undefined> = {
  top: styles.top,
  middle: undefined,
  bottom: styles.bottom,
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * The CSS width of each column: lengths as given; uneven shares as percentages, which the fixed
 * table layout scales into what the fixed columns leave (calc() in a column width it ignores).
 */
export function columnWidths(columns: readonly Pick<RuledColumn, 'width'>[]): (string | undefined)[] {
  const shares = columns.map((column) =>
    typeof column.width === 'string' ? 0 : Math.max(0, column.width ?? 1),
  );
  const total = shares.reduce((sum, share) => sum + share, 0);
  // even shares: the fixed table layout divides the rest evenly by itself
  const even = shares.every((share) => share === 0 || share === shares.find((value) => value > 0));
  return columns.map((column, index) => {
    if (typeof column.width === 'string') return column.width;
    if (even || !total) return undefined;
    return `${Math.round((shares[index]! / total) * 1000000) / 10000}%`;
  });
}

function isCell(value: RuledCell | ReactNode): value is RuledCell {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isValidElement(value) &&
    !Array.isArray(value) &&
    !(Symbol.iterator in value) &&
    !('then' in value)
  );
}

function Cell({ cell, column }: { cell: RuledCell; column?: RuledColumn<never> }) {
  const label = cell.label ?? column?.label;
  const className = classes(
    ALIGN[cell.align ?? column?.align ?? 'left'],
    (cell.mono ?? column?.mono) && styles.mono,
    label && styles.label,
    cell.valign && (cell.valign === 'middle' ? styles.middle : VALIGN[cell.valign]),
    cell.className,
  );
  const Tag = label ? 'th' : 'td';
  return (
    <Tag
      className={className}
      colSpan={cell.colSpan}
      rowSpan={cell.rowSpan}
      scope={label ? 'row' : undefined}
    >
      {cell.content}
    </Tag>
  );
}

export function RuledTable<T>({
  columns,
  rows = [],
  rowKey,
  extraRows = [],
  minRows = 0,
  rowHeight,
  headerHeight,
  fontSize,
  rules = 'grid',
  valign = 'middle',
  caption,
  label,
  className,
  style,
}: RuledTableProps<T>) {
  const widths = columnWidths(columns);
  const hasHeader = columns.some((column) => column.title !== undefined);
  const blanks = Math.max(0, minRows - rows.length);
  const rowStyle = rowHeight ? { height: rowHeight } : undefined;
  const cellOf = (column: RuledColumn<T>, row: T, index: number): ReactNode =>
    column.render ? column.render(row, index) : ((row as Record<string, ReactNode>)[column.key] ?? null);
  return (
    <table
      className={classes(styles.table, rules === 'rows' && styles.rows, VALIGN[valign], className)}
      aria-label={caption ? undefined : label}
      style={fontSize ? { ...style, fontSize: `${fontSize}pt` } : style}
      data-ruled-table=""
    >
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <colgroup>
        {columns.map((column, index) => (
          <col key={column.key} style={widths[index] ? { width: widths[index] } : undefined} />
        ))}
      </colgroup>
      {hasHeader && (
        <thead>
          <tr style={headerHeight ? { height: headerHeight } : undefined}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={ALIGN[column.align ?? 'left']}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey ? rowKey(row, index) : index} style={rowStyle}>
            {columns.map((column) => (
              <Cell
                key={column.key}
                cell={{ content: cellOf(column, row, index) }}
                column={column as RuledColumn<never>}
              />
            ))}
          </tr>
        ))}
        {Array.from({ length: blanks }, (_, index) => (
          <tr key={`blank-${index}`} style={rowStyle} data-blank-row="">
            {columns.map((column) => (
              <Cell key={column.key} cell={{}} column={column as RuledColumn<never>} />
            ))}
          </tr>
        ))}
        {extraRows.map((row, index) => (
          <tr
            key={row.key ?? `extra-${index}`}
            className={row.valign ? VALIGN[row.valign] : undefined}
            style={row.height ? { height: row.height } : rowStyle}
          >
            {row.cells.map((cell, cellIndex) => (
              <Cell key={cellIndex} cell={isCell(cell) ? cell : { content: cell }} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
