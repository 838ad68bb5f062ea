/**
 * Lighthouse 13.5 (devDependency; it declares Node ≥ 22 but runs on Node 20
 * here) with the desktop preset, the performance, accessibility and
 * best-practices categories, default (simulated) throttling, Debian chromium
 * (CHROME_PATH=/usr/bin/chromium).
 *
 * - Pages without login: Lighthouse launches chromium itself with the e2e flags.
 * - Pages behind login: we start chromium with a debugging port, sign in
 *   through the UI with playwright, and point Lighthouse at that browser with
 *   --port and --disable-storage-reset (so the session cookies survive); the
 *   HTTP cache is cleared over CDP before every run, so each load is cold.
 * - Before its runs, each signed-in page is opened once in that browser and must
 *   show its `ready` element (else it is reported as not run: a wrong URL or a
 *   screen that failed would otherwise be scored as if it were the screen).
 * - The app is served over TLS and HTTP/2 (./tls.ts); requests off loopback (the contract
 *   examples' image hosts, all named) are blocked, as the bench's contexts answer them with a blank
 *   pixel instead.
 * - Each run lists the audits it missed (id and the first elements or messages),
 *   and the last run's full report is kept in tests/perf/output/lighthouse/<page>.json.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, waitForHttp } from '../../mock-server/prism.mjs';
import { CHROMIUM_FLAGS, signIn } from '../e2e/support/browser';
import type { ReadyWhen } from './bench-page';
import { ROOT } from './bundle';

const run = promisify(execFile);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

interface Stat {
  min: number | null;
  median: number | null;
  n: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'cls',
  'fcp',
  'lcp',
  'tbt',
  'benchmarkIndex',
] as const;
type Figure = (typeof FIGURES)[number];

export type LighthouseResult =
  | (Record<Figure, Stat> & {
      note: string;
      /** Audits missed, each with the number of runs that missed it. */
      misses: { audit: string; runs: number }[];
      runs: Record<Figure, number>[];
    })
  | { error: string };

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  /** What shows the screen is there (checked once before the runs of a signed-in page). */
  ready: ReadyWhen[];
}

function stat(list: number[]): Stat {
  if (!list.length) return { min: null, median: null, n: 0 };
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return {
    min: sorted[0]!,
    median: sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2,
    n: sorted.length,
  };
}

interface LhAudit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: LhItem[] };
}
interface LhItem {
  node?: { selector?: string; snippet?: string };
  description?: string;
  source?: string | { url?: string };
  sourceLocation?: { url?: string };
  url?: string;
}
interface LhReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { message: string };
  runWarnings?: string[];
  /** Lighthouse's CPU benchmark: lower when the machine is busy (simulated timings scale with it). */
  environment?: { benchmarkIndex?: number };
}

/**
 * What an audit's items point at, the first three: elements (the last two steps of the selector,
 * React's generated ids without their number), console messages with their URL, URLs.
 */
function culprits(audit: LhAudit): string {
  const items = (audit.details?.items ?? []).map((item) => {
    const source = typeof item.source === 'string' ? item.source : item.source?.url;
    const where = item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : '';
    const text = item.node?.selector
      ? item.node.selector
          .split(' > ')
          .slice(-2)
          .join(' > ')
          .replace(/_r_\d+_/g, '_r_')
      : item.description
        ? `${item.description}${where}`
        : (item.url ?? source ?? '');
    return text.replace(/\s+/g, ' ').slice(0, 160);
  });
  const named = [...new Set(items.filter(Boolean))];
  if (!named.length) return '';
  return `: ${named.slice(0, 3).join(' | ')}${named.length > 3 ? ` (+${named.length - 3})` : ''}`;
}

/**
 * The weighted audits a report missed: accessibility and best-practices audits that did not pass,
 * performance metrics scoring under 0.9, and the shifting elements when CLS is over `maxCls`
 * (no figures in the text, so the same miss in several runs is counted as one).
 */
function missedAudits(report: LhReport, maxCls: number): string[] {
  const misses: string[] = [];
  for (const [category, { auditRefs }] of Object.entries(report.categories))
    for (const { id, weight } of auditRefs) {
      const audit = report.audits[id];
      if (!audit || !weight || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1))
        continue;
      misses.push(category === 'performance' ? `${id} (score < 0.9)` : `${id}${culprits(audit)}`);
    }
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? 0;
  if (cls > maxCls)
    misses.push(`layout-shifts${culprits(report.audits['layout-shifts'] ?? { score: null })}`);
  return misses;
}

async function lighthouseOnce(
  url: string,
  maxCls: number,
  chromiumFlags: string[],
  port?: number,
): Promise<{ figures: Record<Figure, number>; misses: string[]; json: string }> {
  const args = [
    CLI,
    url,
    '--preset=desktop',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--no-enable-error-reporting',
    // loopback only, as in the bench's contexts: images on the contract examples' hosts are not
    // fetched (Lighthouse leaves requests it blocked out of errors-in-console). Every host with a
    // name, that is, never 127.0.0.1
    ...[...'abcdefghijklmnopqrstuvwxyz'].map((letter) => `--blocked-url-patterns=*://${letter}*`),
    ...(port
      ? [`--port=${port}`, '--disable-storage-reset']
      : [`--chrome-flags=${[...CHROMIUM_FLAGS, ...chromiumFlags].join(' ')}`]),
  ];
  const { stdout } = await run(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 180_000,
  });
  const report = JSON.parse(stdout) as LhReport;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  const score = (category: string) => {
    const value = report.categories[category]?.score;
    if (value === null || value === undefined)
      throw new Error(`no ${category} score (${(report.runWarnings ?? []).join('; ')})`);
    return Math.round(value * 100);
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    },
    misses: missedAudits(report, maxCls),
    json: stdout,
  };
}

/** Chromium with a debugging port and a signed-in session, for Lighthouse --port. */
async function signedInChromium(appUrl: string, chromiumFlags: string[]) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'jw-lighthouse-'));
  const child = spawn(
    CHROME,
    [
      ...CHROMIUM_FLAGS,
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--window-size=1350,940',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForHttp(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 20_000 });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await signIn({ page, context, problems: [], url: (p) => `${appUrl}${p}` });
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  return {
    port,
    /** Opens `url` and waits for one of `ready` to be visible (the URL shows the screen it is meant to). */
    check: async (url: string, ready: ReadyWhen[]) => {
      await page.goto(url);
      await page
        .locator(ready.map((r) => r.selector).join(', '))
        .first()
        .waitFor({ timeout: 30_000 });
      await page.goto('about:blank');
    },
    clearCache: async () => {
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await browser.close().catch(() => undefined);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // chromium may still be writing its profile: leave the temporary directory
      }
    },
  };
}

export async function runLighthouse(
  appUrl: string,
  runs: number,
  pages: Record<string, LighthousePage>,
  {
    maxCls,
    outDir,
    chromiumFlags = [],
  }: {
    maxCls: number;
    outDir: string;
    /** e.g. the flag that trusts the bench's certificate */ chromiumFlags?: string[];
  },
): Promise<Record<string, LighthouseResult>> {
  const results: Record<string, LighthouseResult> = {};
  let session: Awaited<ReturnType<typeof signedInChromium>> | undefined;
  mkdirSync(outDir, { recursive: true });
  try {
    for (const [name, page] of Object.entries(pages)) {
      const collected: Record<Figure, number>[] = [];
      const misses = new Map<string, number>();
      try {
        if (page.signedIn) {
          session ??= await signedInChromium(appUrl, chromiumFlags);
          await session.check(`${appUrl}${page.path}`, page.ready);
        }
        for (let i = 0; i < runs; i += 1) {
          await session?.clearCache();
          const once = await lighthouseOnce(
            `${appUrl}${page.path}`,
            maxCls,
            chromiumFlags,
            page.signedIn ? session!.port : undefined,
          );
          collected.push(once.figures);
          for (const miss of once.misses) misses.set(miss, (misses.get(miss) ?? 0) + 1);
          if (i === runs - 1) writeFileSync(path.join(outDir, `${name}.json`), once.json);
          process.stdout.write(`\r  lighthouse ${name}: ${i + 1}/${runs}`);
        }
        process.stdout.write('\n');
        const pick = (key: Figure) => stat(collected.map((r) => r[key]).filter(Number.isFinite));
        results[name] = {
          ...(Object.fromEntries(FIGURES.map((key) => [key, pick(key)])) as Record<Figure, Stat>),
          note: page.signedIn ? 'signed in (cookies kept, cache cleared)' : '',
          misses: [...misses].map(([audit, count]) => ({ audit, runs: count })),
          runs: collected,
        };
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        results[name] = { error: message };
        process.stdout.write(`\n  lighthouse ${name}: not run (${message})\n`);
      }
    }
  } finally {
    await session?.close();
  }
  return results;
}
