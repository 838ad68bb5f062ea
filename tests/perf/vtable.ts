/**
 * The 10,000-row case. The product has no such screen yet and a bench-only
 * page must not ship in the product, so the bench writes a tiny standalone
 * page (React 19 + Arco `Table` with `virtualized`, 8 columns, the same
 * component styles the app uses) into tests/perf/output/vtable/, builds it
 * with Vite in production mode, serves it with `vite preview` and measures:
 *
 * - rows visible after a cold load (ms from navigation start);
 * - a continuous scroll: 120 px per frame for 3 s, driven by
 *   requestAnimationFrame — frame intervals (median, p95, longest), frames
 *   over 50 ms, and frames where the middle of the viewport showed no row (blank);
 * - a jump to the last row: time until row 10,000 is painted.
 *
 * The same page with `?virtual=0` (plain Arco Table, all rows in the DOM) is
 * measured once per run for comparison.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { freePort } from '../../mock-server/prism.mjs';
import { instrument, within } from './bench-page';
import { ROOT } from './bundle';

const DIR = path.join(ROOT, 'tests/perf/output/vtable');
const ROWS = 10_000;

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>10,000 行虚拟表格（bench）</title></head>
  <body style="margin:0;padding:16px"><div id="root"></div><script type="module" src="./main.jsx"></script></body>
</html>
`;

const MAIN_JSX = `import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Table/style/css.js';
import { Table, Tag } from '@arco-design/web-react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const virtualized = params.get('virtual') !== '0';
const count = Number(params.get('rows') ?? ${ROWS});
const majors = ['汉语言文学', '会计学', '计算机科学与技术', '工商管理', '护理学'];
const points = ['城东函授站', '城西函授站', '开发区教学点', '高新区函授站'];
const data = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  no: '2026' + String(i + 1).padStart(6, '0'),
  name: '学生' + (i + 1),
  major: majors[i % majors.length],
  point: points[i % points.length],
  phone: '138' + String(10000000 + ((i * 7919) % 89999999)).slice(0, 8),
  status: i % 7 === 0 ? '休学' : '在读',
  date: '2026-0' + ((i % 9) + 1) + '-1' + (i % 9),
}));
const columns = [
  { title: '序号', dataIndex: 'id', width: 80 },
  { title: '学号', dataIndex: 'no', width: 140 },
  { title: '姓名', dataIndex: 'name', width: 120 },
  { title: '专业', dataIndex: 'major', width: 180 },
  { title: '函授站', dataIndex: 'point', width: 160 },
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '状态', dataIndex: 'status', width: 100, render: (v) => <Tag color={v === '在读' ? 'green' : 'orange'}>{v}</Tag> },
  { title: '入学日期', dataIndex: 'date' },
];

createRoot(document.getElementById('root')).render(
  <Table rowKey="id" columns={columns} data={data} pagination={false} virtualized={virtualized} scroll={{ y: 600 }} border />,
);
`;

const ROW_SELECTOR = '.arco-table-body .arco-table-tr:not(.arco-table-empty-row)';

interface Stat {
  min: number | null;
  median: number | null;
}
function stat(list: (number | null)[]): Stat {
  const sorted = list.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return { min: null, median: null };
  const mid = Math.floor(sorted.length / 2);
  return {
    min: sorted[0]!,
    median: sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2,
  };
}
const cell = (s: Stat, digits = 0) =>
  s.min === null || s.median === null ? 'n/a' : `${s.min.toFixed(digits)} / ${s.median.toFixed(digits)}`;

interface ScrollRun {
  ready: number | null;
  domRows: number;
  frames: number;
  medianFrame: number;
  p95Frame: number;
  longestFrame: number;
  over50: number;
  blank: number;
  jumpToEnd: number | null;
}

const FAILED: ScrollRun = {
  ready: null,
  domRows: NaN,
  frames: NaN,
  medianFrame: NaN,
  p95Frame: NaN,
  longestFrame: NaN,
  over50: NaN,
  blank: NaN,
  jumpToEnd: null,
};

export interface VirtualTableResult {
  virtual: ScrollRun[];
  plain: ScrollRun[];
  markdown: string;
}

async function measure(browser: Browser, url: string, jump: boolean): Promise<ScrollRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript('window.__name = (fn) => fn;'); // see newContext in bench.ts
  try {
    return await within(180_000, measureIn(context, url, jump), `table ${url}`);
  } finally {
    await context.close();
  }
}

async function measureIn(context: BrowserContext, url: string, jump: boolean): Promise<ScrollRun> {
  await instrument(context, [{ label: 'rows', selector: ROW_SELECTOR }], 90_000);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(url, { waitUntil: 'commit' });
  const seen = await page.evaluate(() => window.__bench.pending ?? null);
  await page.waitForTimeout(300);
  const scroll = await page.evaluate(
    ({ durationMs, step, rowSelector }) =>
      new Promise<{ frames: number[]; blank: number; domRows: number }>((resolve) => {
        const body = document.querySelector<HTMLElement>('.arco-table-body')!;
        const scroller =
          [body, ...body.querySelectorAll<HTMLElement>('*')].find(
            (el) => el.scrollHeight > el.clientHeight + 10,
          ) ?? body;
        const domRows = document.querySelectorAll(rowSelector).length;
        const frames: number[] = [];
        let blank = 0;
        let start = -1;
        let last = -1;
        const tick = (ts: number) => {
          if (start < 0) start = ts;
          else {
            frames.push(ts - last);
            const box = scroller.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + 40, box.top + box.height / 2);
            if (!hit?.closest('.arco-table-tr')) blank += 1;
          }
          last = ts;
          if (
            ts - start >= durationMs ||
            scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
          ) {
            resolve({ frames, blank, domRows });
            return;
          }
          scroller.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { durationMs: 3000, step: 120, rowSelector: ROW_SELECTOR },
  );
  let jumpToEnd: number | null = null;
  if (jump) {
    jumpToEnd = await page.evaluate(
      (last) =>
        new Promise<number | null>((resolve) => {
          const body = document.querySelector<HTMLElement>('.arco-table-body')!;
          const scroller =
            [body, ...body.querySelectorAll<HTMLElement>('*')].find(
              (el) => el.scrollHeight > el.clientHeight + 10,
            ) ?? body;
          const t0 = performance.now();
          const found = () =>
            [...document.querySelectorAll('.arco-table-body .arco-table-td')].some(
              (td) => td.textContent === String(last) && (td as HTMLElement).checkVisibility(),
            );
          const poll = () => {
            if (found())
              return requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
            if (performance.now() - t0 > 5000) return resolve(null);
            // the list may grow its estimated height as it measures rows: keep pushing to the end
            scroller.scrollTop = scroller.scrollHeight;
            requestAnimationFrame(poll);
          };
          scroller.scrollTop = scroller.scrollHeight;
          requestAnimationFrame(poll);
        }),
      ROWS,
    );
  }
  const frames = [...scroll.frames].sort((a, b) => a - b);
  return {
    ready: seen?.t ?? null,
    domRows: scroll.domRows,
    frames: frames.length,
    medianFrame: frames[Math.floor(frames.length / 2)] ?? NaN,
    p95Frame: frames[Math.floor(frames.length * 0.95)] ?? NaN,
    longestFrame: frames[frames.length - 1] ?? NaN,
    over50: frames.filter((f) => f > 50).length,
    blank: scroll.blank,
    jumpToEnd,
  };
}

export async function runVirtualTable(browser: Browser, runs: number): Promise<VirtualTableResult> {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(path.join(DIR, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(DIR, 'main.jsx'), MAIN_JSX);
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(DIR, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  process.env.NODE_ENV = previous;
  const port = await freePort();
  const server = await preview({
    root: DIR,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.join(DIR, 'dist') },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  const url = `http://127.0.0.1:${port}/`;
  const virtual: ScrollRun[] = [];
  const plain: ScrollRun[] = [];
  try {
    const attempt = async (target: string, jump: boolean): Promise<ScrollRun> => {
      try {
        return await measure(browser, target, jump);
      } catch (error) {
        console.log(
          `\n  virtual table: ${target} failed (${error instanceof Error ? error.message : error})`,
        );
        return { ...FAILED };
      }
    };
    for (let i = 0; i < runs; i += 1) {
      virtual.push(await attempt(url, true));
      plain.push(await attempt(`${url}?virtual=0`, false));
      process.stdout.write(`\r  virtual table: ${i + 1}/${runs}`);
    }
    process.stdout.write('\n');
  } finally {
    await server.close();
  }
  const row = (label: string, list: ScrollRun[], jump: boolean) => [
    label,
    cell(stat(list.map((r) => r.ready))),
    cell(stat(list.map((r) => r.domRows))),
    cell(stat(list.map((r) => r.medianFrame)), 1),
    cell(stat(list.map((r) => r.p95Frame)), 1),
    cell(stat(list.map((r) => r.longestFrame)), 1),
    cell(stat(list.map((r) => r.over50))),
    cell(stat(list.map((r) => r.blank))),
    jump ? cell(stat(list.map((r) => r.jumpToEnd))) : '—',
  ];
  const head = [
    'table',
    'rows visible, ms',
    'rows in DOM',
    'median frame, ms',
    'p95 frame, ms',
    'longest frame, ms',
    'frames > 50 ms',
    'blank frames',
    'jump to row 10,000, ms',
  ];
  const markdown = [
    `Standalone page built by the bench in tests/perf/output/vtable/ (React 19 + Arco \`Table\`, ${ROWS.toLocaleString('en')} rows × 8 columns, \`scroll={{ y: 600 }}\`), served by \`vite preview\`; ${runs} runs, fresh context each, min / median. Scroll: +120 px per animation frame for 3 s (a fast fling); a blank frame is one where the middle of the table showed no row.`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    `| ${row('virtualized', virtual, true).join(' | ')} |`,
    `| ${row('plain (all rows in the DOM)', plain, false).join(' | ')} |`,
  ].join('\n');
  return { virtual, plain, markdown };
}
