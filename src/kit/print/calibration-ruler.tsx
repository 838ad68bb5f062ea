/**
 * The calibration test page's mm rulers along the paper's top and left edges: a tick every 1 mm,
 * longer every 5, numbered every 10. They stay at the paper's edges whatever the offset (the
 * crosshairs and boxes move): on the sheet the offset reads off them (the (20, 20) crosshair at 23 /
 * 18 is X 3, Y -2), and laid over the stock, how far the stock's frame is from where its mm say is
 * how far the printer is off. An SVG whose unit is the millimetre (CSS size in mm, viewBox in the
 * same numbers), drawn with strokes so it prints with the print dialog's 背景图形 off.
 */
import styles from './template-sheet.module.css';

export interface RulerTick {
  /** mm from the paper's edge. */
  at: number;
  /** Tick length in mm. */
  size: number;
  /** The number printed beside it (every 10 mm). */
  label?: number;
}

/** Tick lengths (mm): every 1, 5 and 10 mm; the ruler's depth. */
export const RULER = { minor: 2, half: 3.5, major: 5, depth: 7 } as const;
/** Room a number takes after its tick (mm). */
const LABEL_ROOM = 4;

/** Ticks from 0 to the edge's length; a number where it fits on the paper (not at 0). */
export function rulerTicks(length: number): RulerTick[] {
  return Array.from({ length: Math.floor(length) + 1 }, (_, at) => {
    if (at % 10 === 0)
      return at && at <= length - LABEL_ROOM
        ? { at, size: RULER.major, label: at }
        : { at, size: RULER.major };
    return { at, size: at % 5 === 0 ? RULER.half : RULER.minor };
  });
}

const STROKE = 0.15;
const FONT = 2.4; // mm, about 7 pt

export function MmRuler({
  edge,
  length,
}: {
  edge: 'top' | 'left';
  /** The edge's length in mm. */
  length: number;
}) {
  const ticks = rulerTicks(length);
  const top = edge === 'top';
  const [width, height] = top ? [length, RULER.depth] : [RULER.depth, length];
  const path = ticks.map(({ at, size }) => (top ? `M${at} 0V${size}` : `M0 ${at}H${size}`)).join('');
  return (
    <svg
      className={styles.ruler}
      data-ruler={edge}
      aria-hidden
      style={{ width: `${width}mm`, height: `${height}mm` }}
      viewBox={`0 0 ${width} ${height}`}
    >
      <path d={path} stroke="#000" strokeWidth={STROKE} fill="none" />
      {ticks
        .filter((tick) => tick.label)
        .map(({ at, label }) => (
          <text
            key={at}
            x={top ? at + 0.6 : RULER.minor + 0.4}
            y={top ? RULER.minor + FONT : at + FONT + 0.8}
            fontSize={FONT}
          >
            {label}
          </text>
        ))}
    </svg>
  );
}
