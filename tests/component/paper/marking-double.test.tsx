/**
 * The marking workspace as provincial online marking runs it: rubric items on the number keys, the
 * anomaly flag on X, a marker's blind task on a double-marked question, and the lead's arbitration
 * and anomaly queue — all with the keyboard.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

const ok = () => HttpResponse.json({ code: 200, msg: '操作成功', result: null });
const scoreBox = () => screen.getByLabelText(/^(得分|最终得分)/) as HTMLInputElement;
const press = (key: string, target: Element = scoreBox()) => fireEvent.keyDown(target, { key });

function recordPosts(path: string) {
  const posts: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      posts.push(await request.json());
      return ok();
    }),
  );
  return posts;
}

const mark = (
  id: number,
  answer_id: number,
  teacher_id: number,
  score: number,
  rubric_item_ids: number[] = [],
) => ({
  id,
  answer_id,
  teacher_id,
  score,
  rubric_item_ids,
  comment: '',
  created_at: `2026-11-20 09:${String(id % 60).padStart(2, '0')}:00`,
});
function serveMarks(marks: ReturnType<typeof mark>[], anomalies: unknown[] = []) {
  server.use(
    http.get('*/api/exam/marking/marks', () =>
      HttpResponse.json({ code: 200, msg: '操作成功', result: marks }),
    ),
    http.get('*/api/exam/marking/anomalies', () =>
      HttpResponse.json({ code: 200, msg: '操作成功', result: anomalies }),
    ),
  );
}

describe('rubric items on the number keys (modifyQuestionDetailAE)', () => {
  it(
    'toggles items with 1–9, scores their sum, saves the chosen items and shows them when reopened',
    {
      timeout: 30_000,
    },
    async () => {
      localStorage.clear();
      const posts = recordPosts('/api/exam/marking/score');
      await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21&topic_id=6' });
      // the first render of the file loads the workspace's code
      await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。', {}, { timeout: 15_000 });
      const rubric = screen.getByLabelText('评分细则');
      expect(within(rubric).getByText('前馈控制：活动开始前预防问题')).toBeInTheDocument();
      // a key beyond the list changes nothing: no score of 0 from a slip
      press('4');
      expect(scoreBox().value).toBe('');
      press('1');
      press('3');
      expect(scoreBox().value).toBe('4');
      const checked = () =>
        within(screen.getByLabelText('评分细则'))
          .getAllByRole('checkbox')
          .map((item) => item.getAttribute('aria-checked'));
      expect(checked()).toEqual(['true', 'false', 'true']);
      press('3');
      expect(scoreBox().value).toBe('2');
      press('3');
      press('9'); // beyond the list: nothing
      expect(scoreBox().value).toBe('4');
      // still editable: E, then the typed score goes with the chosen items
      press('e');
      expect(screen.getByText('手动改分中：数字键直接输入得分')).toBeInTheDocument();
      fireEvent.change(scoreBox(), { target: { value: '4.5' } });
      press('Enter');
      expect(await screen.findByText('论述计划、组织、领导、控制四项职能之间的关系。')).toBeInTheDocument();
      await waitFor(() =>
        expect(posts).toEqual([{ answer_id: 9002, score: 4.5, comment: '', rubric_item_ids: [61, 63] }]),
      );
      // a question without rubric items: digits type the score as before
      expect(screen.queryByLabelText('评分细则')).toBeNull();
      press('PageUp');
      await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
      expect(scoreBox().value).toBe('4.5');
      expect(checked()).toEqual(['true', 'false', 'true']);
    },
  );
});

describe('anomaly flag on X', () => {
  it('asks the kind (keys 1–4) and a note for 疑似抄袭, sends the flag and moves on', async () => {
    const flags = recordPosts('/api/exam/marking/anomaly/flag');
    const scores = recordPosts('/api/exam/marking/score');
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21&topic_id=6' });
    await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
    press('x');
    const panel = screen.getByRole('group', { name: '标记异常卷' });
    expect(document.activeElement).toBe(panel);
    press('Enter', panel);
    expect(within(panel).getByRole('alert')).toHaveTextContent('请选择异常类型');
    press('4', panel);
    expect(within(panel).getByRole('radio', { name: '4 疑似抄袭' })).toHaveAttribute('aria-checked', 'true');
    press('Enter', panel);
    expect(within(panel).getByRole('alert')).toHaveTextContent('疑似抄袭须写明依据');
    const note = within(panel).getByLabelText('异常说明');
    fireEvent.change(note, { target: { value: '与 MF-21-0007 逐字相同' } });
    press('Enter', note);
    expect(await screen.findByText('论述计划、组织、领导、控制四项职能之间的关系。')).toBeInTheDocument();
    expect(flags).toEqual([{ answer_id: 9002, kind: 4, note: '与 MF-21-0007 逐字相同' }]);
    expect(scores).toEqual([]);
    expect(screen.getByLabelText('答题列表')).toHaveTextContent('0002·6 异常');
  });

  it('Esc closes the flag without sending', async () => {
    const flags = recordPosts('/api/exam/marking/anomaly/flag');
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21&topic_id=6' });
    await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
    press('X');
    press('Escape', screen.getByRole('group', { name: '标记异常卷' }));
    expect(screen.queryByRole('group', { name: '标记异常卷' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(scoreBox()));
    expect(flags).toEqual([]);
  });
});

describe('double marking: a marker’s task (teacher_id)', () => {
  it('shows the answers still open to markers, never the other marker’s score, and sends who marked', async () => {
    localStorage.clear();
    // 周晓梅 (31) gave 9002 two points; 9005 is decided (both marked, within the tolerance)
    serveMarks([mark(1, 9002, 31, 2), mark(2, 9005, 31, 3), mark(3, 9005, 32, 4)]);
    const posts = recordPosts('/api/exam/marking/score');
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21&topic_id=6&teacher_id=32' });
    await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
    expect(screen.getByText('刘志远 · 双评（允许误差 2 分）')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-code')).toHaveTextContent('MF-21-0002');
    expect(scoreBox().value).toBe('');
    expect(screen.queryByText(/周晓梅/)).toBeNull();
    // only the question's open answers: 9005 is decided, the other questions are not this task
    expect(screen.getByLabelText('批阅进度')).toHaveTextContent('已批阅 0 / 1');
    fireEvent.change(scoreBox(), { target: { value: '5' } });
    press('Enter');
    await waitFor(() =>
      expect(posts).toEqual([
        { answer_id: 9002, score: 5, comment: '', teacher_id: 32, rubric_item_ids: [] },
      ]),
    );
    expect(await screen.findByText(/本组答题已全部给分/)).toBeInTheDocument();
  });

  it('says so when the teacher is not on the question', async () => {
    serveMarks([]);
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21&topic_id=6&teacher_id=99' });
    expect(await screen.findByText('您不是本题的阅卷老师或阅卷组长')).toBeInTheDocument();
  });
});

describe('double marking: the lead’s arbitration and anomalies', () => {
  it('shows both scores and the answer and sets the final with the keyboard', async () => {
    localStorage.clear();
    serveMarks([mark(1, 9002, 31, 2, [61]), mark(2, 9002, 32, 5, [61, 62]), mark(3, 9005, 31, 3)]);
    const posts = recordPosts('/api/exam/marking/score');
    await renderScreen('modifyQuestionDetailST', { search: '?paper_id=21&topic_id=6&teacher_id=35' });
    await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
    expect(screen.getByText('王建国 · 阅卷组长（仲裁与异常卷）')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '仲裁' });
    expect(within(panel).getByText('一评（周晓梅）')).toBeInTheDocument();
    expect(within(panel).getByTestId('mark-1')).toHaveTextContent('2 分');
    expect(within(panel).getByTestId('mark-2')).toHaveTextContent('5 分');
    expect(within(panel).getByText(/得分点 1、2/)).toBeInTheDocument();
    expect(panel).toHaveTextContent('两评相差 3 分，超出允许误差 2 分');
    expect(screen.getByTestId('answer-content')).toHaveTextContent('前馈控制是事前控制');
    // 9005 waits for a second mark: not the lead's
    expect(screen.getByLabelText('批阅进度')).toHaveTextContent('已处理 0 / 1');
    fireEvent.change(scoreBox(), { target: { value: '4' } });
    press('Enter');
    await waitFor(() =>
      expect(posts).toEqual([
        { answer_id: 9002, score: 4, comment: '', teacher_id: 35, rubric_item_ids: [] },
      ]),
    );
    expect(await screen.findByText(/待仲裁与异常卷已全部处理/)).toBeInTheDocument();
  });

  it('decides a flagged answer: R returns it, Z zeroes it with a reason', async () => {
    const anomaly = (id: number, answer_id: number) => ({
      id,
      answer_id,
      teacher_id: 31,
      kind: 4,
      note: '与 MF-21-0007 逐字相同',
      status: 0,
      resolution: 0,
      score: null,
      reason: '',
      created_at: '2026-11-20 10:02:11',
    });
    serveMarks([], [anomaly(5301, 9002), anomaly(5302, 9005)]);
    const posts = recordPosts('/api/exam/marking/anomaly/resolve');
    await renderScreen('modifyQuestionDetailAE', { search: '?paper_id=21&topic_id=6&teacher_id=35' });
    await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
    const flagged = screen.getByRole('region', { name: '异常卷' });
    expect(flagged).toHaveTextContent('异常卷：疑似抄袭');
    expect(flagged).toHaveTextContent('说明：与 MF-21-0007 逐字相同');
    press('r');
    await waitFor(() => expect(posts).toEqual([{ id: 5301, resolution: 2, score: null, reason: '' }]));
    await waitFor(() => expect(screen.getByTestId('sheet-code')).toHaveTextContent('MF-21-0003'));
    press('z');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('抄袭属实'));
    fireEvent.click(within(dialog).getByRole('button', { name: /判零分/ }));
    await waitFor(() =>
      expect(posts.at(-1)).toEqual({ id: 5302, resolution: 3, score: null, reason: '抄袭属实' }),
    );
  });
});
