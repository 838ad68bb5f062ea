/**
 * The bench's score entry grid: 成绩录入 with a class of 1,000 students (the sheet answered by the
 * bench, not Prism), scores typed into cells and the grid walked with the arrow keys; each key
 * timed from its keydown to the frame after the grid has updated (keystroke → paint).
 *
 * The same keys are typed into a bare <input> on the same page, in turns with the grid: the
 * browser's own floor (event dispatch, the wait for the next frame, headless compositing), which
 * no grid can beat.
 */
import type { Page } from 'playwright-core';
import { median, percentile } from './stats';

export interface KeyTimes {
  keys: number;
  p50: number;
  p95: number;
  max: number;
}

export interface ScoreGridResult {
  rows: number;
  renderedRows: number;
  /** The grid's first key, typed into a page that has not run its typing code yet (not in `grid`). */
  firstKey: number;
  grid: KeyTimes;
  bareInput: KeyTimes;
}

const ROWS = 1000;

function sheet(rows: number) {
  return {
    class_id: 1,
    class_name: '2025级汉语言文学1班',
    course_id: 3,
    course_code: '03709',
    course_name: '马克思主义基本原理概论',
    parts: [
      { key: 'usual', name: '平时成绩', weight: 30 },
      { key: 'final', name: '期末考试', weight: 70 },
    ],
    pass_score: 60,
    locked: 0,
    rows: Array.from({ length: rows }, (_, index) => ({
      student_uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      student_name: `学生${index + 1}`,
      student_no: `2025${String(index + 1).padStart(9, '0')}`,
      scores: [
        { key: 'usual', score: 60 + (index % 40) },
        { key: 'final', score: null },
      ],
      mark: null,
    })),
  };
}

/** Keys per block; the grid and the bare input take turns, a block each. */
const BLOCK = 10;
/** Groups (two digits and the move) typed into each before timing: the first, cold keys reported apart. */
const WARM_UP = 3;

/**
 * `page` is signed in; `appUrl` is the app's origin. The grid and the bare input take turns in
 * blocks of BLOCK groups after a warm-up of each, so that what else the machine does meanwhile
 * falls on both alike (the ratio compares the two, not two moments); the grid's first key, cold,
 * is reported beside.
 */
export async function benchScoreGrid(page: Page, appUrl: string, groups = 60): Promise<ScoreGridResult> {
  await page.route('**/v1-adult-score-entry?*', (route) =>
    route.fulfill({ json: { code: 200, msg: '操作成功', result: sheet(ROWS) } }),
  );
  // saving is not what is measured: answer it at once
  await page.route('**/api/exam/offline-exam-input-score', (route) =>
    route.fulfill({ json: { code: 200, msg: '操作成功', result: null } }),
  );
  await page.goto(`${appUrl}/scorViewingEntryAE?class_id=1&course_id=3`);
  await page.getByRole('grid').waitFor();
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { __keyTimes: number[] }).__keyTimes = times;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start)));
      },
      true,
    );
    const input = document.createElement('input');
    input.id = 'bench-bare-input';
    input.style.cssText = 'position:fixed;top:0;left:0;z-index:9999';
    document.body.append(input);
  });
  /** The grid's cell of the next row to type into (focus moves down a row per group). */
  let nextRow = 1;
  const intoGrid = async (count: number) => {
    await page.getByRole('textbox', { name: `学生${nextRow} 期末考试` }).focus();
    nextRow += count;
    return timeKeys(page, count, 'ArrowDown');
  };
  const intoBare = async (count: number) => {
    await page.locator('#bench-bare-input').focus();
    return timeKeys(page, count, 'End');
  };
  const warmUp = await intoGrid(WARM_UP);
  await intoBare(WARM_UP);
  const grid: number[] = [];
  const bareInput: number[] = [];
  for (let done = 0; done < groups; done += BLOCK) {
    grid.push(...(await intoGrid(Math.min(BLOCK, groups - done))));
    bareInput.push(...(await intoBare(Math.min(BLOCK, groups - done))));
  }
  const renderedRows = await page.locator('[role="grid"] tbody tr:not([aria-hidden])').count();
  return {
    rows: ROWS,
    renderedRows,
    firstKey: warmUp[0] ?? 0,
    grid: keyTimes(grid),
    bareInput: keyTimes(bareInput),
  };
}

function keyTimes(times: number[]): KeyTimes {
  return { keys: times.length, p50: median(times), p95: percentile(times, 95) ?? 0, max: Math.max(...times) };
}

/** Types `count` two-digit numbers, each followed by the key `after`; the times of the keys (3 per group). */
async function timeKeys(page: Page, count: number, after: string): Promise<number[]> {
  await page.evaluate(() => ((window as unknown as { __keyTimes: number[] }).__keyTimes.length = 0));
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.type(String(50 + (index % 50)));
    await page.keyboard.press(after);
  }
  // the last key's frame
  await page.waitForFunction(
    (expected) => (window as unknown as { __keyTimes: number[] }).__keyTimes.length >= expected,
    count * 3,
  );
  return page.evaluate(() => [...(window as unknown as { __keyTimes: number[] }).__keyTimes]);
}
