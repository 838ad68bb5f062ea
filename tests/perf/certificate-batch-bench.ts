/**
 * The bench's batch preview: 毕业证书打印 (/diplomaPrintAE?ids=…) for 500 certificates, the data call
 * (GET /v1-adult-diploma-print-data) answered by the bench with 500 realistic rows (Chinese names,
 * certificate numbers, majors, dates, a photo each), every run a cold load in a fresh signed-in
 * context. Timed on the page clock from navigation start (performance.now() = 0) by an init script
 * installed before any page script, which marks (performance.mark) when
 *   first sheet   the first certificate sheet ([data-print-sheet]) holding its student's name is painted
 *                 (the DOM change that shows it, then the next frame: requestAnimationFrame + setTimeout);
 *   all sheets    all 500 sheets, each with its name, are in the document and painted — what 打印 (the
 *                 page's button) prints;
 *   photos        every sheet's photo is loaded (the bench answers each photo address with a blank PNG).
 * Targets (tests/perf/budgets.json, targets.batchPreview): first sheet ≤ 1 s, all sheets ≤ 10 s.
 * One more run checks printing before the batch has finished rendering: 打印 clicked as soon as the
 * first sheet shows must print all 500 (counted when window.print is called, the print media shown).
 * Median and max of BENCH_RUNS runs. npm run bench includes it (BENCH_SKIP=batch leaves it out);
 * standalone (builds and serves like npm run bench): `npx tsx tests/perf/certificate-batch-bench.ts`;
 * BENCH_TRACE=<file.json> also writes a Chromium trace of each run (the last one's is kept).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../e2e/support/browser';
import budgets from './budgets.json' with { type: 'json' };
import { seededRandom } from '../../src/kit/seeded-random';
import { median } from './stats';

export const BATCH = 500;
const TRACE = process.env.BENCH_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];
const TARGETS = budgets.targets.batchPreview;

export interface CertificateBatchRun {
  /** ms from navigation start to the first sheet painted with its name. */
  firstSheetMs: number | null;
  /** ms from navigation start to all sheets in the document with their names, painted. */
  allSheetsMs: number | null;
  /** ms from navigation start to every photo loaded. */
  photosMs: number | null;
  /** ms from navigation start to the data call's answer reaching the page. */
  dataMs: number | null;
  /** ms from navigation start to the data call being made. */
  dataSentMs: number | null;
  sheets: number;
  /** What the page fetched before its first sheet showed: `path start–end` (ms), in start order. */
  waterfall: string[];
}

export interface CertificateBatchResult {
  batch: number;
  /** How many ids the page asked the data call for (the bench answers all `batch` rows whatever it asks). */
  idsRequested: number;
  runs: CertificateBatchRun[];
  firstSheet: { median: number | null; max: number | null };
  allSheets: { median: number | null; max: number | null };
  photos: { median: number | null; max: number | null };
  /** The same two moments from the data call's answer (responseEnd) instead of navigation start. */
  firstSheetAfterData: { median: number | null; max: number | null };
  allSheetsAfterData: { median: number | null; max: number | null };
  printedEarly: PrintedEarly | { error: string };
}

/** 打印 clicked as soon as the first sheet showed. */
export interface PrintedEarly {
  /** Sheets in the page when 打印 was clicked. */
  clickedAtSheets: number;
  /** Sheets in the page when the page called window.print(). */
  calledAtSheets: number;
  /** Sheets in the page as it printed (after the browser's print returned). */
  sheets: number;
  /** The page was armed (its print stylesheet shows the sheets, not the note). */
  armed: boolean;
}

// ——— the rows ———

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '浩然 晓琳 嘉怡 子轩 欣怡 宇航 思远 雨涵 梓萱 俊杰 佳琪 志强 海燕 丽娟 建华 文博 雅婷 明辉 诗涵 天宇 晨曦 婉清 家豪 秀英 国栋 静怡 振宇 慧敏 一鸣 若曦 伟 敏 静 磊 洋 勇 艳 杰 娟 涛'.split(
    ' ',
  );
const MAJORS: [string, string, number][] = [
  ['汉语言文学', '专科起点本科', 2.5],
  ['会计学', '专科起点本科', 2.5],
  ['工商管理', '专科起点本科', 2.5],
  ['计算机科学与技术', '专科起点本科', 2.5],
  ['学前教育', '高中起点专科', 3],
  ['护理学', '专科起点本科', 2.5],
  ['法学', '专科起点本科', 2.5],
  ['人力资源管理', '专科起点本科', 2.5],
  ['小学教育', '高中起点本科', 5],
  ['电子商务', '高中起点专科', 3],
  ['土木工程', '专科起点本科', 2.5],
  ['行政管理', '专科起点本科', 2.5],
];
const MODALITIES = ['函授', '业余'];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `count` certificates as the data call answers them (seeded: the same rows every run). */
export function certificateRows(count = BATCH) {
  const random = seededRandom(500);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const sex = random() < 0.55 ? 2 : 1;
    const year = 1985 + Math.floor(random() * 20);
    const birthday = `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
    const [profession, level, years] = pick(MAJORS);
    const enrolled = years === 5 ? 2021 : years === 3 ? 2023 : 2023;
    return {
      id,
      student_name: pick([...SURNAMES]) + pick(GIVEN),
      sex,
      birthday,
      id_card: `4401${pad(1 + Math.floor(random() * 18))}${birthday.replaceAll('-', '')}${pad(id % 1000, 3)}${sex === 1 ? 1 : 2}`,
      profession_name: profession,
      level_name: level,
      study_years: years,
      modality: pick(MODALITIES),
      enrolled_at: `${enrolled}-03-01`,
      graduated_at: '2026-01-10',
      // 学校代码 10574 + 办学类型 5 + 年份 2026 + 层次 5/6 + 顺序号
      certificate_no: `105745${2026}${level.includes('专科') && !level.includes('起点本科') ? 6 : 5}${pad(id, 6)}`,
      degree_name: null,
      school_name: '华南师范大学',
      principal: '王恩科',
      photo_url: `https://jw-oss.example.edu.cn/photo/2026/${pad(id, 6)}.jpg`,
      print_count: 0,
    };
  });
}

// ——— in the page ———

interface BatchMarks {
  firstSheet: number | null;
  allSheets: number | null;
  photos: number | null;
  data: number | null;
  dataSent: number | null;
  sheets: number;
}

declare global {
  interface Window {
    __batch?: BatchMarks;
  }
}

/**
 * Installed before any page script: after every DOM change (and every photo's load) looks at the
 * sheets; a moment reached is marked after the next frame (when what reached it was painted).
 */
function installBatchWatch(total: number) {
  const marks: BatchMarks = {
    firstSheet: null,
    allSheets: null,
    photos: null,
    data: null,
    dataSent: null,
    sheets: 0,
  };
  window.__batch = marks;
  const painted = (name: 'firstSheet' | 'allSheets' | 'photos') => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (marks[name] !== null) return;
        performance.mark(`batch:${name}`);
        marks[name] = performance.now();
      }, 0),
    );
  };
  const named = (sheet: Element) =>
    (sheet.querySelector('[data-field="student_name"]')?.textContent ?? '').trim() !== '';
  let firstSeen = false;
  let allSeen = false;
  let photosSeen = false;
  const check = () => {
    const sheets = document.querySelectorAll('[data-print-sheet]');
    marks.sheets = sheets.length;
    if (!firstSeen && sheets.length && named(sheets[0]!)) {
      firstSeen = true;
      painted('firstSheet');
    }
    if (!allSeen && sheets.length >= total && [...sheets].every(named)) {
      allSeen = true;
      painted('allSheets');
    }
    if (allSeen && !photosSeen) {
      const photos = document.querySelectorAll<HTMLImageElement>('[data-print-sheet] img');
      if (photos.length >= total && [...photos].every((img) => img.complete)) {
        photosSeen = true;
        painted('photos');
      }
    }
    if (photosSeen) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  // photos finish loading without a DOM change
  document.addEventListener('load', () => allSeen && !photosSeen && check(), true);
  // when the data call's answer arrived (resource timing, buffered)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes('/v1-adult-diploma-print-data') && marks.data === null) {
        marks.data = (entry as PerformanceResourceTiming).responseEnd;
        marks.dataSent = entry.startTime;
      }
  }).observe({ type: 'resource', buffered: true });
}

const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

async function batchContext(browser: Browser, storageState?: Session): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    storageState,
  });
  await context.addInitScript('window.__name = (fn) => fn;');
  // loopback only: the photos (and any other outside address) get a blank pixel
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({
      contentType: 'image/png',
      body: BLANK_PNG,
      headers: { 'cache-control': 'max-age=3600' },
    }),
  );
  return context;
}

/** Answers the certificate data call with the batch; returns how many ids each call asked for. */
async function answerBatch(page: Page, rows: ReturnType<typeof certificateRows>): Promise<number[]> {
  const asked: number[] = [];
  const body = JSON.stringify({ code: 200, msg: '操作成功', result: rows });
  await page.route('**/v1-adult-diploma-print-data?*', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('ids') ?? '';
    asked.push(ids.split(',').filter(Boolean).length);
    return route.fulfill({ contentType: 'application/json', body });
  });
  return asked;
}

const url = (appUrl: string, count: number) =>
  `${appUrl}/diplomaPrintAE?ids=${Array.from({ length: count }, (_, index) => index + 1).join(',')}`;

async function oneRun(
  browser: Browser,
  appUrl: string,
  session: Session,
  rows: ReturnType<typeof certificateRows>,
): Promise<{ run: CertificateBatchRun; asked: number[] }> {
  const context = await batchContext(browser, session);
  try {
    await context.addInitScript({
      content: `(${installBatchWatch.toString()})(${rows.length});`,
    });
    const page = await context.newPage();
    const asked = await answerBatch(page, rows);
    // a Chromium trace of the run (the last one's stays), for chrome://tracing or a script
    if (TRACE) await browser.startTracing(page, { path: TRACE, categories: TRACE_CATEGORIES });
    await page.goto(url(appUrl, rows.length));
    await page
      .waitForFunction(() => window.__batch?.photos !== null, null, { timeout: 60_000 })
      .catch(() => {
        // reported as n/a below
      });
    const marks = await page.evaluate(() => window.__batch!);
    if (TRACE) await browser.stopTracing();
    const waterfall = await page.evaluate((until) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries
        .filter((entry) => until === null || entry.startTime <= until)
        .sort((a, b) => a.startTime - b.startTime)
        .map((entry) => {
          const { pathname } = new URL(entry.name);
          return `${pathname.replace(/-[\w-]{8}\.js$/, '.js')} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)}`;
        });
    }, marks.firstSheet);
    return {
      run: {
        firstSheetMs: marks.firstSheet,
        allSheetsMs: marks.allSheets,
        photosMs: marks.photos,
        dataMs: marks.data,
        dataSentMs: marks.dataSent,
        sheets: marks.sheets,
        waterfall,
      },
      asked,
    };
  } finally {
    await context.close();
  }
}

/**
 * 打印 clicked the moment the first sheet shows: the browser's own print runs (headless chromium
 * fires beforeprint, lays out, prints nothing), wrapped to count the sheets in the page when the page
 * called it and when it returned (what was laid out for print), and whether the page was armed.
 */
async function printEarly(
  browser: Browser,
  appUrl: string,
  session: Session,
  rows: ReturnType<typeof certificateRows>,
): Promise<PrintedEarly> {
  const context = await batchContext(browser, session);
  try {
    const page = await context.newPage();
    await answerBatch(page, rows);
    await context.addInitScript(() => {
      const print = window.print.bind(window);
      const sheets = () => document.querySelectorAll('[data-print-sheet]').length;
      window.print = () => {
        const calledAt = sheets();
        print();
        (window as unknown as { __printed: PrintedEarly }).__printed = {
          clickedAtSheets: 0,
          calledAtSheets: calledAt,
          sheets: sheets(),
          armed: document.querySelector('[data-print-page][data-armed="true"]') !== null,
        };
      };
    });
    await page.goto(url(appUrl, rows.length));
    await page.locator('[data-print-sheet]').first().waitFor();
    const clickedAtSheets = await page.locator('[data-print-sheet]').count();
    await page.getByRole('button', { name: /^打印 \d+ 张$/ }).click();
    await page.waitForFunction(() => '__printed' in window, null, { timeout: 30_000 });
    const printed = await page.evaluate(() => (window as unknown as { __printed: PrintedEarly }).__printed);
    return { ...printed, clickedAtSheets };
  } finally {
    await context.close();
  }
}

const stat = (list: (number | null)[]) => {
  const values = list.filter((value): value is number => value !== null);
  return values.length === list.length && values.length
    ? { median: median(values), max: Math.max(...values) }
    : { median: null, max: null };
};

const since = (from: number | null, to: number | null) => (from === null || to === null ? null : to - from);

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** `runs` cold loads of the batch in fresh signed-in contexts, and one early print. Never throws. */
export async function benchCertificateBatch(
  browser: Browser,
  appUrl: string,
  runs: number,
  count = BATCH,
): Promise<CertificateBatchResult | { error: string }> {
  try {
    const rows = certificateRows(count);
    // a session (cookies) from a UI login in a throwaway context
    const login = await batchContext(browser);
    const loginPage = await login.newPage();
    await signIn({
      page: loginPage,
      context: login,
      problems: [],
      url: (pathname) => `${appUrl}${pathname}`,
    });
    const session = await login.storageState();
    await login.close();

    const measured: CertificateBatchRun[] = [];
    let idsRequested = 0;
    for (let index = 0; index < runs; index += 1) {
      const { run, asked } = await oneRun(browser, appUrl, session, rows);
      measured.push(run);
      idsRequested = asked.reduce((sum, ids) => sum + ids, 0);
      process.stdout.write(`\r  certificate batch (${count}): ${index + 1}/${runs}`);
    }
    process.stdout.write('\n');
    let printedEarly: CertificateBatchResult['printedEarly'];
    try {
      printedEarly = await printEarly(browser, appUrl, session, rows);
    } catch (error) {
      printedEarly = { error: message(error) };
    }
    return {
      batch: count,
      idsRequested,
      runs: measured,
      firstSheet: stat(measured.map((run) => run.firstSheetMs)),
      allSheets: stat(measured.map((run) => run.allSheetsMs)),
      photos: stat(measured.map((run) => run.photosMs)),
      firstSheetAfterData: stat(measured.map((run) => since(run.dataMs, run.firstSheetMs))),
      allSheetsAfterData: stat(measured.map((run) => since(run.dataMs, run.allSheetsMs))),
      printedEarly,
    };
  } catch (error) {
    return { error: message(error) };
  }
}

const ms = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value)));
const ok = (value: number | null, target: number) => (value === null ? '✗' : value <= target ? '✓' : '✗');

/** The bench.md section. */
export function certificateBatchMarkdown(
  result: CertificateBatchResult | { error: string } | undefined,
): string {
  const out = [
    `## Batch preview (毕业证书打印, ${BATCH} certificates): first sheet ≤ ${TARGETS.firstSheetMs} ms, all sheets ≤ ${TARGETS.allSheetsMs} ms`,
    '',
  ];
  if (!result) return [...out, 'not run (BENCH_SKIP)'].join('\n');
  if ('error' in result) return [...out, `not run: ${result.error}`].join('\n');
  const { firstSheet, allSheets, photos, runs, printedEarly } = result;
  const { firstSheetAfterData: firstAfter, allSheetsAfterData: allAfter } = result;
  const both = (s: { median: number | null; max: number | null }, target?: number) =>
    `${ms(s.median)} / ${ms(s.max)}${target === undefined ? '' : ` ${ok(s.max, target)}`}`;
  out.push(
    [
      "| moment | from navigation start: median / max, ms | from the data call's answer: median / max, ms | target |",
      '| --- | --- | --- | --- |',
      `| first sheet painted with its name | ${both(firstSheet, TARGETS.firstSheetMs)} | ${both(firstAfter, TARGETS.firstSheetMs)} | ≤ ${TARGETS.firstSheetMs} ms |`,
      `| all ${result.batch} sheets in the page, painted (what 打印 prints) | ${both(allSheets, TARGETS.allSheetsMs)} | ${both(allAfter, TARGETS.allSheetsMs)} | ≤ ${TARGETS.allSheetsMs} ms |`,
      `| every photo loaded | ${both(photos)} | | |`,
    ].join('\n'),
  );
  out.push('');
  out.push(
    `Runs (first / all / data sent / data answered, ms; sheets): ${runs
      .map(
        (run) =>
          `${ms(run.firstSheetMs)} / ${ms(run.allSheetsMs)} / ${ms(run.dataSentMs)} / ${ms(run.dataMs)}; ${run.sheets}`,
      )
      .join(
        ' · ',
      )}. ✓ when the max of the runs meets the target. From navigation start includes the app's start (scripts, version check, the page's chunks) before the data call is made: on this machine the list page's rows take about as long (see the cold loads).`,
  );
  out.push('');
  out.push(
    'error' in printedEarly
      ? `打印 before the batch finished rendering: not run (${printedEarly.error})`
      : `打印 clicked as soon as the first sheet showed (${printedEarly.clickedAtSheets} sheets in the page then; ${printedEarly.calledAtSheets} when the page called window.print() after recording the print): ${printedEarly.sheets} of ${result.batch} sheets in the page as it printed${printedEarly.armed ? '' : ' (but the page was not armed: only the note would print)'} ${printedEarly.sheets === result.batch && printedEarly.armed ? '✓' : '✗'}.`,
  );
  const last = runs.at(-1);
  if (last?.waterfall.length)
    out.push(
      '',
      `What the last run fetched before its first sheet showed (start–end, ms): ${last.waterfall.join(' · ')}`,
    );
  if (result.idsRequested !== result.batch)
    out.push(
      '',
      `Note: the page asked the data call for ${result.idsRequested} of the ${result.batch} ids in its URL (the page and the contract take at most 500 ids a call); the bench answered all ${result.batch} rows.`,
    );
  out.push(
    '',
    `Measured in tests/perf/certificate-batch-bench.ts: /diplomaPrintAE with ${result.batch} ids, GET /v1-adult-diploma-print-data answered by the bench (page.route) with ${result.batch} rows, photos a blank PNG; a cold load in a fresh signed-in context each run; times on the page clock (0 = navigation start), marked by an init script (MutationObserver, then the next frame; performance.mark batch:firstSheet / batch:allSheets).`,
  );
  return out.join('\n');
}

async function main() {
  const { buildApp } = await import('./bundle');
  const { serve } = await import('./bench');
  const dist = path.join(import.meta.dirname, 'output/dist');
  if (!process.env.BENCH_NO_BUILD) buildApp(dist);
  const server = await serve(dist);
  const browser = await launchBrowser();
  try {
    const result = await benchCertificateBatch(browser, server.appUrl, Number(process.env.BENCH_RUNS ?? 5));
    console.log(JSON.stringify(result, null, 2));
    console.log(certificateBatchMarkdown(result));
  } finally {
    await browser.close();
    await server.stop();
  }
}

// not a top-level await: main imports ./bench, which imports this module (it must have finished evaluating)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
