/**
 * The marking workspace without a mouse: the answer list is one tab stop that the arrows
 * move along and Enter opens (the score box takes the focus), and the anomaly kinds are a radio group
 * with the arrows. The contract's example: six answers, the second (MF-21-0002 第 6 题) the first unmarked.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient, queryClient } from '@/api/query-client';
import { prefetchMarkingAnswers } from '@/pages/paper/marking-answers';
import { onRequest, server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

const scoreBox = () => screen.getByLabelText(/^得分/) as HTMLInputElement;
const press = (key: string, target: Element = document.activeElement!) => fireEvent.keyDown(target, { key });
const focused = () => document.activeElement?.getAttribute('aria-label');

async function open() {
  localStorage.clear();
  await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21' });
  // the first render of the file loads the workspace's code
  await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。', {}, { timeout: 15_000 });
  return screen.getByRole('toolbar', { name: '答题列表' });
}

describe('marking workspace with the keyboard', () => {
  it(
    'moves along the answer list with the arrows and opens an answer with Enter',
    { timeout: 30_000 },
    async () => {
      const posts: unknown[] = [];
      server.use(
        http.post('*/api/exam/marking/score', async ({ request }) => {
          posts.push(await request.json());
          return HttpResponse.json({ code: 200, msg: '操作成功', result: null });
        }),
      );
      const list = await open();
      const items = within(list).getAllByRole('button');
      expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
        'MF-21-0002·5，第 5 题，已给分',
        'MF-21-0002·6，第 6 题，未批阅',
        'MF-21-0002·7，第 7 题，未批阅',
        'MF-21-0003·5，第 5 题，未批阅',
        'MF-21-0003·6，第 6 题，未批阅',
        'MF-21-0003·1，第 1 题，已给分',
      ]);
      // one tab stop: the answer shown
      expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[1]]);
      expect(items[1]).toHaveAttribute('aria-current', 'true');
      expect(document.activeElement).toBe(scoreBox());

      items[1]!.focus();
      press('ArrowRight');
      expect(focused()).toBe('MF-21-0002·7，第 7 题，未批阅');
      press('End');
      expect(focused()).toBe('MF-21-0003·1，第 1 题，已给分');
      press('ArrowRight'); // the end: stays
      expect(focused()).toBe('MF-21-0003·1，第 1 题，已给分');
      press('Home');
      expect(focused()).toBe('MF-21-0002·5，第 5 题，已给分');
      press('ArrowRight');
      press('ArrowRight');
      press('ArrowRight');
      expect(focused()).toBe('MF-21-0003·5，第 5 题，未批阅');
      expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[3]]);

      press('Enter');
      await waitFor(() => expect(screen.getByTestId('sheet-code')).toHaveTextContent('MF-21-0003'));
      expect(screen.getByText(/第 5 题/)).toBeInTheDocument();
      await waitFor(() => expect(document.activeElement).toBe(scoreBox()));
      expect(within(list).getAllByRole('button')[3]).toHaveAttribute('aria-current', 'true');
      fireEvent.change(scoreBox(), { target: { value: '2' } });
      press('Enter');
      await waitFor(() => expect(posts).toEqual([{ answer_id: 9004, score: 2, comment: '' }]));

      // the answer shown chosen again: the focus goes back to its score box
      const shown = within(list)
        .getAllByRole('button')
        .find((item) => item.getAttribute('aria-current') === 'true')!;
      shown.focus();
      press('Enter');
      expect(document.activeElement).toBe(scoreBox());
    },
  );

  it('keeps the score box a labelled decimal field that says what is wrong with it', async () => {
    const list = await open();
    const box = scoreBox();
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).not.toHaveAttribute('readonly');
    fireEvent.change(box, { target: { value: '7' } });
    press('Enter', box);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)).toHaveTextContent(
      '得分不能超过满分 6 分',
    );
    // an objective answer is scored already: its box is read-only
    fireEvent.click(within(list).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(scoreBox()).toHaveAttribute('readonly'));
  });

  it('chooses the anomaly kind with the arrows and Space, one tab stop', async () => {
    await open();
    press('x', scoreBox());
    const panel = screen.getByRole('group', { name: '标记异常卷' });
    const kinds = () => within(panel).getAllByRole('radio');
    const stops = () => kinds().filter((kind) => kind.tabIndex === 0);
    const checked = () => kinds().find((kind) => kind.getAttribute('aria-checked') === 'true')?.textContent;
    expect(stops().map((kind) => kind.textContent)).toEqual(['1 空白']);
    kinds()[0]!.focus();
    press('ArrowRight');
    expect(checked()).toBe('2 字迹无法辨认');
    expect(document.activeElement?.textContent).toBe('2 字迹无法辨认');
    expect(stops().map((kind) => kind.textContent)).toEqual(['2 字迹无法辨认']);
    press('ArrowLeft');
    press('ArrowLeft'); // round the end
    expect(checked()).toBe('4 疑似抄袭');
    expect(document.activeElement?.textContent).toBe('4 疑似抄袭');
    kinds()[2]!.focus();
    press(' ');
    expect(checked()).toBe('3 答非所问');
    // the workspace behind took none of these keys: the flag is still open
    expect(screen.getByRole('group', { name: '标记异常卷' })).toBe(panel);
  });
});

describe('marking workspace opened by its address', () => {
  it('uses the answers the app’s start asked for: one call, not two', async () => {
    const paths: string[] = [];
    onRequest(({ request }) => void paths.push(new URL(request.url).pathname));
    try {
      prefetchMarkingAnswers(new URLSearchParams('paper_id=21'));
      await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21', queryClient });
      await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。', {}, { timeout: 15_000 });
      expect(paths.filter((path) => path === '/api/exam/marking/answers')).toHaveLength(1);
      expect(paths.filter((path) => path === '/v1-basis-dict-question-style')).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('draws the card once the question types are there (the name replacing the value moved the card)', async () => {
    let answer: () => void = () => undefined;
    const types = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1-basis-dict-question-style', async () => {
        await types;
        return HttpResponse.json({ code: 200, msg: '操作成功', result: [{ value: 5, label: '简答题' }] });
      }),
    );
    const client = createQueryClient();
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21', queryClient: client });
    await waitFor(() => expect(screen.getByText('加载答题…')).toBeInTheDocument(), { timeout: 15_000 });
    // the answers are there, the types are not: still no card
    const answers = () =>
      client.getQueryCache().find({ queryKey: ['/api/exam/marking/answers'], exact: false });
    await waitFor(() => expect(answers()?.state.status).toBe('success'), { timeout: 15_000 });
    expect(screen.getByText('加载答题…')).toBeInTheDocument();
    expect(screen.queryByTestId('sheet-code')).toBeNull();
    answer();
    expect(await screen.findByText(/第 6 题 · 简答题/)).toBeInTheDocument();
  });

  it('draws the card with the type’s value when the question types cannot be read', async () => {
    server.use(
      http.get('*/v1-basis-dict-question-style', () =>
        HttpResponse.json({ code: 500, msg: '字典服务暂不可用', result: null }),
      ),
    );
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21' });
    expect(await screen.findByText(/第 6 题 · 5 · 满分/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
