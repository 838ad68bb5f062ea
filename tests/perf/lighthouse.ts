/**
 * Lighthouse 13.5 (devDependency; it declares Node ≥ 22 but runs on Node 20
 * here) with the desktop preset, performance category only, default
 * (simulated) throttling, Debian chromium (CHROME_PATH=/usr/bin/chromium).
 *
 * - Pages without login: Lighthouse launches chromium itself with the e2e flags.
 * - Pages behind login: we start chromium with a debugging port, sign in
 *   through the UI with playwright, and point Lighthouse at that browser with
 *   --port and --disable-storage-reset (so the session cookies survive); the
 *   HTTP cache is cleared over CDP before every run, so each load is cold.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, waitForHttp } from '../../mock-server/prism.mjs';
import { CHROMIUM_FLAGS, signIn } from '../e2e/support/browser';
import { ROOT } from './bundle';

const run = promisify(execFile);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

interface Stat {
  min: number | null;
  median: number | null;
  n: number;
}

export type LighthouseResult =
  | { score: Stat; fcp: Stat; lcp: Stat; tbt: Stat; cls: Stat; note: string; runs: Record<string, number>[] }
  | { error: string };

export interface LighthousePage {
  path: string;
  signedIn: boolean;
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

interface LhReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
  runWarnings?: string[];
}

async function lighthouseOnce(url: string, port?: number): Promise<Record<string, number>> {
  const args = [
    CLI,
    url,
    '--preset=desktop',
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--no-enable-error-reporting',
    ...(port
      ? [`--port=${port}`, '--disable-storage-reset']
      : [`--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`]),
  ];
  const { stdout } = await run(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 180_000,
  });
  const report = JSON.parse(stdout) as LhReport;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  const score = report.categories.performance.score;
  if (score === null) throw new Error(`no performance score (${(report.runWarnings ?? []).join('; ')})`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** Chromium with a debugging port and a signed-in session, for Lighthouse --port. */
async function signedInChromium(appUrl: string) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'jw-lighthouse-'));
  const child = spawn(
    CHROME,
    [
      ...CHROMIUM_FLAGS,
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
): Promise<Record<string, LighthouseResult>> {
  const results: Record<string, LighthouseResult> = {};
  let session: Awaited<ReturnType<typeof signedInChromium>> | undefined;
  try {
    for (const [name, page] of Object.entries(pages)) {
      const collected: Record<string, number>[] = [];
      try {
        if (page.signedIn) session ??= await signedInChromium(appUrl);
        for (let i = 0; i < runs; i += 1) {
          await session?.clearCache();
          collected.push(
            await lighthouseOnce(`${appUrl}${page.path}`, page.signedIn ? session!.port : undefined),
          );
          process.stdout.write(`\r  lighthouse ${name}: ${i + 1}/${runs}`);
        }
        process.stdout.write('\n');
        const pick = (key: string) => collected.map((r) => r[key]!).filter(Number.isFinite);
        results[name] = {
          score: stat(pick('score')),
          fcp: stat(pick('fcp')),
          lcp: stat(pick('lcp')),
          tbt: stat(pick('tbt')),
          cls: stat(pick('cls')),
          note: page.signedIn ? 'signed in (cookies kept, cache cleared)' : '',
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
