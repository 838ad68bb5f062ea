/**
 * What the bench records inside one page: an init script (paint and
 * layout-shift observers, a watcher that says when an element is really
 * visible) and, over CDP, bytes on the wire, request count and JS heap.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** One thing a scenario waits for: a visible element matching `selector`. */
export interface ReadyWhen {
  /** Label reported when this alternative is the one that appeared. */
  label: string;
  selector: string;
}

export interface PageMarks {
  fcp: number | null;
  shifts: { value: number; t: number; input: boolean; sources: string[]; rects?: string[] }[];
}

declare global {
  interface Window {
    __bench: {
      fcp: number | null;
      shifts: PageMarks['shifts'];
      lastClick: number | null;
      /** Resolves with the time (page clock, ms from navigation start) the first visible match was painted. */
      when(alternatives: ReadyWhen[], timeoutMs?: number): Promise<{ t: number; label: string } | null>;
      pending?: Promise<{ t: number; label: string } | null>;
    };
  }
}

/**
 * Installed before any page script. `when()` checks after every DOM mutation
 * (nodes, style/class changes such as <Activity> showing a hidden tab) and
 * reports the time after the next frame, i.e. once the match was painted.
 */
function installPageHelpers(startWith: ReadyWhen[] | null, startTimeoutMs: number) {
  const bench = {
    fcp: null as number | null,
    shifts: [] as PageMarks['shifts'],
    lastClick: null as number | null,
    pending: undefined as Promise<{ t: number; label: string } | null> | undefined,
    when(alternatives: ReadyWhen[], timeoutMs = 30_000) {
      return new Promise<{ t: number; label: string } | null>((resolve) => {
        let settled = false;
        const find = () => {
          for (const alt of alternatives)
            for (const el of document.querySelectorAll(alt.selector))
              if ((el as HTMLElement).checkVisibility?.() ?? (el as HTMLElement).offsetParent !== null)
                return alt.label;
          return undefined;
        };
        const check = () => {
          if (settled) return;
          const label = find();
          if (!label) return;
          settled = true;
          observer.disconnect();
          clearTimeout(timer);
          // after the frame that shows it
          requestAnimationFrame(() => setTimeout(() => resolve({ t: performance.now(), label }), 0));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['style', 'class', 'hidden'],
        });
        const timer = setTimeout(() => {
          if (settled) return;
          settled = true;
          observer.disconnect();
          resolve(null);
        }, timeoutMs);
        check();
      });
    },
  };
  window.__bench = bench;
  const describe = (node: Node | null | undefined) => {
    if (!node || !(node instanceof Element)) return String(node?.nodeName ?? '?');
    const classes = [...node.classList].slice(0, 3).join('.');
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        bench.shifts.push({
          value: entry.value,
          t: entry.startTime,
          input: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
          rects: (entry.sources ?? []).map(
            ({ previousRect: a, currentRect: b }) =>
              `${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // observers not supported: the fields stay empty
  }
  addEventListener('click', (event) => (bench.lastClick = event.timeStamp), true);
  if (startWith) bench.pending = bench.when(startWith, startTimeoutMs);
}

export async function instrument(
  context: BrowserContext,
  readyOnLoad: ReadyWhen[] | null = null,
  timeoutMs = 30_000,
): Promise<void> {
  // tsx (esbuild keepNames) may wrap functions in __name(); give the page a no-op one.
  await context.addInitScript({
    content: `window.__name = (f) => f; (${installPageHelpers.toString()})(${JSON.stringify(readyOnLoad)}, ${timeoutMs});`,
  });
}

/** Rejects when `promise` takes longer than `ms` (a hung page must not hang the bench). */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Cumulative layout shift as Chrome defines it: the largest session window (1 s gap, 5 s cap), input excluded. */
export function cumulativeLayoutShift(shifts: PageMarks['shifts']): number {
  let best = 0;
  let window = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((s) => !s.input).sort((a, b) => a.t - b.t)) {
    if (shift.t - last > 1000 || shift.t - windowStart > 5000) {
      window = 0;
      windowStart = shift.t;
    }
    window += shift.value;
    last = shift.t;
    best = Math.max(best, window);
  }
  return best;
}

export interface NetworkTotals {
  requests: number;
  jsBytes: number;
  cssBytes: number;
  apiRequests: number;
  /** Bytes of every response (document, JS, CSS, API, images, fonts). */
  allBytes: number;
  jsFiles: number;
  cssFiles: number;
}

/**
 * Counts what crosses the wire over CDP: Network.loadingFinished's
 * encodedDataLength (compressed body + headers, what DevTools calls
 * "transferred"). Served from memory or disk cache counts 0 bytes.
 */
export class NetworkMeter {
  private kinds = new Map<string, 'js' | 'css' | 'api' | 'other'>();
  private inflight = new Set<string>();
  private lastActivity = Date.now();
  totals: NetworkTotals = this.empty();

  private constructor(readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<NetworkMeter> {
    const cdp = await page.context().newCDPSession(page);
    const meter = new NetworkMeter(cdp);
    cdp.on('Network.requestWillBeSent', (event) => {
      meter.inflight.add(event.requestId);
      meter.lastActivity = Date.now();
      if (!meter.kinds.has(event.requestId)) meter.totals.requests += 1;
      const url = new URL(event.request.url);
      const kind = /\.m?js$/.test(url.pathname)
        ? 'js'
        : url.pathname.endsWith('.css')
          ? 'css'
          : /^\/(v1-|api\/)/.test(url.pathname)
            ? 'api'
            : 'other';
      meter.kinds.set(event.requestId, kind);
      if (kind === 'api') meter.totals.apiRequests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      meter.inflight.delete(event.requestId);
      meter.lastActivity = Date.now();
      const kind = meter.kinds.get(event.requestId);
      meter.totals.allBytes += event.encodedDataLength;
      if (kind === 'js') {
        meter.totals.jsBytes += event.encodedDataLength;
        meter.totals.jsFiles += 1;
      } else if (kind === 'css') {
        meter.totals.cssBytes += event.encodedDataLength;
        meter.totals.cssFiles += 1;
      }
    });
    cdp.on('Network.loadingFailed', (event) => {
      meter.inflight.delete(event.requestId);
      meter.lastActivity = Date.now();
    });
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    return meter;
  }

  private empty(): NetworkTotals {
    return { requests: 0, jsBytes: 0, cssBytes: 0, apiRequests: 0, allBytes: 0, jsFiles: 0, cssFiles: 0 };
  }

  reset(): void {
    this.totals = this.empty();
  }

  /** Resolves once nothing has been in flight for `quietMs` (or after `maxMs`). */
  async idle(quietMs = 500, maxMs = 15_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.inflight.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** JS heap in use after a forced garbage collection (what the page keeps, not transient garbage). */
  async heapUsed(): Promise<number> {
    await this.cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await this.cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
  }
}

export async function pageMarks(page: Page): Promise<PageMarks> {
  return page.evaluate(() => ({ fcp: window.__bench.fcp, shifts: window.__bench.shifts }));
}
