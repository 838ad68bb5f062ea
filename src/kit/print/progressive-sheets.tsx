/**
 * A batch of many sheets (500 certificates) shown progressively: the first few at once, the rest a
 * chunk at a time while the browser is idle (a transition, so scrolling and clicks stay responsive).
 * Whatever prints gets them all: before the browser prints (the page's 打印 calls window.print(),
 * Ctrl+P, the browser menu, page.pdf() — each fires `beforeprint` first) every sheet not yet shown
 * is rendered at once, synchronously. A batch of at most `all` sheets is simply rendered whole.
 */
import { Children, startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/ui/idle';

export interface ProgressiveOptions {
  /** Shown at once (the sheets on screen first). */
  first?: number;
  /** Added each idle moment after that. */
  chunk?: number;
  /** A batch of at most this many is rendered whole, at once (a few sheets never wait). */
  all?: number;
}

export const PROGRESSIVE_DEFAULTS: Required<ProgressiveOptions> = { first: 4, chunk: 25, all: 24 };

/**
 * How many of `total` items to render now: `first` at once, `chunk` more each idle moment until all;
 * all at once when `total` ≤ `all`, when `renderAll()` is called, and before the page prints.
 */
export function useProgressiveCount(
  total: number,
  options: ProgressiveOptions = {},
): { count: number; done: boolean; renderAll: () => void } {
  const { first, chunk, all } = { ...PROGRESSIVE_DEFAULTS, ...options };
  const [shown, setShown] = useState(first);
  const count = total <= all ? total : Math.min(total, Math.max(shown, first));
  const done = count >= total;

  const renderAll = useCallback(() => {
    flushSync(() => setShown((current) => Math.max(current, total)));
  }, [total]);

  useEffect(() => {
    if (done) return;
    return whenIdle(
      () => startTransition(() => setShown((current) => Math.max(current, count) + chunk)),
      100,
    );
  }, [done, count, chunk]);

  // every sheet before anything prints: the beforeprint listener runs before the print is laid out
  useEffect(() => {
    if (done) return;
    window.addEventListener('beforeprint', renderAll);
    return () => window.removeEventListener('beforeprint', renderAll);
  }, [done, renderAll]);

  return { count, done, renderAll };
}

export interface ProgressiveSheetsProps extends ProgressiveOptions {
  /** The sheets (and whatever stands above them): rendered in this order. */
  children?: ReactNode;
  className?: string;
}

/** The children (flattened: arrays of sheets count one by one) rendered progressively in a div. */
export function ProgressiveSheets({ children, className, ...options }: ProgressiveSheetsProps) {
  // the same elements while children are the same: sheets already shown are not rendered again
  const items = useMemo(() => Children.toArray(children), [children]);
  const { count, done } = useProgressiveCount(items.length, options);
  const shown = useMemo(() => (done ? items : items.slice(0, count)), [items, count, done]);
  return (
    <div
      className={className}
      aria-busy={done ? undefined : true}
      data-sheets-pending={items.length - count || undefined}
    >
      {shown}
    </div>
  );
}
