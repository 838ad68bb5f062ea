/**
 * The bench's marking workspace: 阅卷详情 with 60 subjective answers (answered by the bench, not Prism)
 * marked with the keyboard alone — a rubric item chosen with its number key (the items shown beside the
 * score), Enter — while every save takes 500 ms on the server.
 * Each Enter is timed from its keydown to the frame that shows the next answer (Enter → next answer
 * shown), so the figure says whether the marker waits for the save (target: under 100 ms).
 */
import type { Page } from 'playwright-core';
import { median, percentile } from './stats';

export interface MarkingBenchResult {
  answers: number;
  p50: number;
  p95: number;
  max: number;
  /** Saves the server had received when the last answer was marked (they run in the background). */
  savesInFlightAtEnd: number;
}

const ANSWERS = 60;
const RUBRIC = [
  { id: 61, label: '前馈控制：活动开始前预防问题', points: 2 },
  { id: 62, label: '同期控制：活动进行中纠正偏差', points: 2 },
  { id: 63, label: '反馈控制：活动结束后总结改进', points: 2 },
];
const SAVE_MS = 500;

function answers(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    answer_id: 10_000 + index,
    sheet_id: 600 + Math.floor(index / 3),
    sheet_code: `MF-21-${String(Math.floor(index / 3) + 1).padStart(4, '0')}`,
    topic_id: 6,
    seq: 6,
    style: 5,
    stem: '简述前馈控制、同期控制与反馈控制的区别。',
    reference_answer:
      '前馈控制在活动开始前预防问题；同期控制在活动进行中纠偏；反馈控制在活动结束后总结改进。',
    analysis: '按控制发生的时点区分，各答出要点得 2 分。',
    max_score: 6,
    content: `第 ${index + 1} 份作答：前馈控制是事前控制，同期控制是事中控制，反馈控制是事后控制。`,
    objective: 0,
    score: null,
    comment: '',
    // rubric items shown beside the score (the keys 1–9 toggle them): the bench measures with them on
    rubric_items: RUBRIC,
    rubric_item_ids: [],
  }));
}

/** `page` is signed in; `appUrl` is the app's origin. */
export async function benchMarking(page: Page, appUrl: string, count = ANSWERS): Promise<MarkingBenchResult> {
  let received = 0;
  let answered = 0;
  await page.route('**/api/exam/marking/answers?*', (route) =>
    route.fulfill({ json: { code: 200, msg: '操作成功', result: answers(count) } }),
  );
  await page.route('**/api/exam/marking/score', async (route) => {
    received += 1;
    await new Promise((resolve) => setTimeout(resolve, SAVE_MS));
    answered += 1;
    await route.fulfill({ json: { code: 200, msg: '操作成功', result: null } });
  });
  await page.goto(`${appUrl}/modifyQuestionDetailAE?paper_id=21&topic_id=6`);
  const score = page.getByLabel(/^得分/);
  await score.waitFor();
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { __enterTimes: number[] }).__enterTimes = times;
    const shown = () => document.querySelector('[data-testid="answer-content"]')?.textContent ?? '';
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter') return;
        const start = event.timeStamp;
        const before = shown();
        const check = () => {
          if (shown() !== before) times.push(performance.now() - start);
          else if (performance.now() - start < 5000) requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      true,
    );
  });
  for (let index = 0; index < count - 1; index += 1) {
    // a rubric item (keys 1–3 toggle the three items; the score is their sum), then Enter
    await page.keyboard.press(String((index % 3) + 1));
    await page.keyboard.press('Enter');
  }
  const inFlight = received - answered;
  await page.waitForTimeout(300);
  const times = await page.evaluate(() => (window as unknown as { __enterTimes: number[] }).__enterTimes);
  return {
    answers: times.length,
    p50: median(times),
    p95: percentile(times, 95) ?? 0,
    max: Math.max(...times),
    savesInFlightAtEnd: inFlight,
  };
}
