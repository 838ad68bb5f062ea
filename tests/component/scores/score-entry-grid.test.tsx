/** 成绩录入 never drops a keystroke: versions, kept drafts, marks, per-row refusals, undo and the change log. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { prefetchScoreSheet } from '@/pages/scores/score-sheet-query';
import { clearSession, setSessionValues } from '@/session/session';
import { onRequest, server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { OK } from '../../support/requests';

const SAVE = '*/api/exam/offline-exam-input-score';
const WANG = '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c07';
const SUN = '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c09';

interface Body {
  rows: { student_uuid: string; scores: { key: string; score: number | null }[]; mark: string | null }[];
  submit: number;
}

const cell = (name: string) => screen.getByRole('textbox', { name });
const status = () => screen.getByRole('status');
const open = async () => {
  const view = await renderScreen('scorViewingEntryAE', { search: '?class_id=1&course_id=3' });
  // the first render of the file loads the screen and the response schemas: slow on a busy machine
  await screen.findByRole('grid', {}, { timeout: 20_000 });
  return view;
};

/** Answers saves with `answer(body)` and records each body. */
function saves(answer: (body: Body) => Response | Promise<Response> = () => HttpResponse.json(OK)) {
  const bodies: Body[] = [];
  server.use(
    http.post(SAVE, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** Signs a person in on this browser (the login writes the session cookies; renderScreen sets the token). */
const signIn = (account: string, username = '王伟') => {
  clearSession();
  setSessionValues({ account, username, token: 'test-token' });
};

// drafts kept by one test are no other test's business (nor another file's in the same worker)
beforeEach(() => {
  window.localStorage.clear();
  signIn('wangwei');
});
afterEach(() => window.localStorage.clear());

describe('成绩录入: nothing typed is lost', () => {
  it('keeps a cell typed into while its save is in flight, and sends it next', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = saves(async (body) => {
      if (bodies.length === 1) await held;
      void body;
      return HttpResponse.json(OK);
    });
    await open();
    const final = cell('王志强 期末考试');
    fireEvent.change(final, { target: { value: '50' } });
    fireEvent.keyDown(final, { key: 's', ctrlKey: true });
    await waitFor(() => expect(bodies).toHaveLength(1));
    fireEvent.change(final, { target: { value: '61' } });
    await act(async () => release());
    await waitFor(() => expect(status()).toHaveTextContent('1 行未保存'));
    expect(final).toHaveValue('61');
    expect(final).toHaveAttribute('data-dirty', 'true');
    fireEvent.keyDown(final, { key: 's', ctrlKey: true });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.rows).toEqual([
      {
        student_uuid: WANG,
        scores: [
          { key: 'usual', score: 92 },
          { key: 'final', score: 61 },
        ],
        mark: null,
      },
    ]);
    await waitFor(() => expect(final).toHaveAttribute('data-dirty', 'false'));
  }, 30_000);

  it('keeps drafts, valid and invalid, in the browser and offers them back', async () => {
    const view = await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '61' } });
    fireEvent.change(cell('孙浩宇 平时成绩'), { target: { value: '105' } });
    view.unmount();
    await open();
    expect(cell('王志强 期末考试')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '恢复 2 个未保存的成绩' }));
    expect(cell('王志强 期末考试')).toHaveValue('61');
    expect(cell('孙浩宇 平时成绩')).toHaveValue('105');
    expect(cell('孙浩宇 平时成绩')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: /恢复/ })).toBeNull();
  });

  it('forgets kept drafts when they are given up', async () => {
    const view = await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '61' } });
    view.unmount();
    const again = await open();
    fireEvent.click(screen.getByRole('button', { name: '放弃' }));
    again.unmount();
    await open();
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: /恢复/ })).toBeNull();
  });

  it('takes 缺考 typed into a score column as the mark and sends the row without scores', async () => {
    const bodies = saves();
    await open();
    fireEvent.change(cell('陈浩然 期末考试'), { target: { value: '缺考' } });
    expect(cell('陈浩然 特殊情况')).toHaveValue('缺考');
    expect(cell('陈浩然 期末考试')).toHaveValue('');
    expect(cell('陈浩然 期末考试')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.rows).toEqual([
      {
        student_uuid: '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c01',
        scores: [
          { key: 'usual', score: null },
          { key: 'final', score: null },
        ],
        mark: '缺考',
      },
    ]);
  });

  it('saves the other rows when the server refuses one, and shows its msg in that row', async () => {
    const bodies = saves((body) =>
      body.rows.some((row) => row.student_uuid === WANG)
        ? HttpResponse.json(
            { code: 400, msg: '该学生已办理缓考，不能录入分数', result: null },
            { status: 400 },
          )
        : HttpResponse.json(OK),
    );
    await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '60' } });
    fireEvent.change(cell('孙浩宇 期末考试'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(status()).toHaveTextContent('1 行未保存：服务器拒绝了这些行'));
    expect(bodies.map((body) => body.rows.map((row) => row.student_uuid))).toEqual([
      [WANG, SUN],
      [WANG],
      [SUN],
    ]);
    expect(cell('孙浩宇 期末考试')).toHaveAttribute('data-dirty', 'false');
    expect(cell('王志强 期末考试')).toHaveAttribute('data-dirty', 'true');
    const row = cell('王志强 期末考试').closest('tr')!;
    expect(within(row).getByText('未保存：该学生已办理缓考，不能录入分数')).toBeInTheDocument();
    expect(cell('王志强 期末考试')).toHaveAccessibleDescription(/该学生已办理缓考/);
    // the list under the toolbar jumps to the cell
    const list = screen.getByRole('list', { name: '需要处理的成绩' });
    fireEvent.click(within(list).getByRole('button', { name: /王志强/ }));
    expect(cell('王志强 期末考试')).toHaveFocus();
  });

  it('does not retry row by row when the server fails: every row stays unsaved with the message', async () => {
    const bodies = saves(() =>
      HttpResponse.json({ code: 500, msg: '服务器繁忙，请稍后再试', result: null }, { status: 500 }),
    );
    await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '60' } });
    fireEvent.change(cell('孙浩宇 期末考试'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(status()).toHaveTextContent('保存失败：服务器繁忙，请稍后再试。2 行未保存'));
    expect(bodies).toHaveLength(1);
    expect(cell('王志强 期末考试')).toHaveAttribute('data-dirty', 'true');
  });

  it('shows an invalid cell’s message in its row, not only in a tooltip', async () => {
    await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '105' } });
    const row = cell('王志强 期末考试').closest('tr')!;
    expect(within(row).getByText('期末考试：分数不能超过 100')).toBeInTheDocument();
    expect(cell('王志强 期末考试')).toHaveAccessibleDescription('期末考试：分数不能超过 100');
  });

  it('undoes and redoes typing and pastes, fills down, and logs every change', async () => {
    await open();
    const usual = cell('孙浩宇 平时成绩');
    fireEvent.focus(usual);
    fireEvent.change(usual, { target: { value: '6' } });
    fireEvent.change(usual, { target: { value: '66' } });
    fireEvent.paste(cell('陈浩然 平时成绩'), { clipboardData: { getData: () => '60\t70\r\n61\t71\r\n' } });
    expect(cell('李雨桐 期末考试')).toHaveValue('71');
    fireEvent.keyDown(usual, { key: 'z', ctrlKey: true });
    expect(cell('李雨桐 期末考试')).toHaveValue('41');
    expect(cell('陈浩然 平时成绩')).toHaveValue('85');
    expect(usual).toHaveValue('66');
    fireEvent.keyDown(usual, { key: 'z', ctrlKey: true });
    expect(usual).toHaveValue('');
    fireEvent.keyDown(usual, { key: 'y', ctrlKey: true });
    expect(usual).toHaveValue('66');
    fireEvent.keyDown(usual, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(cell('李雨桐 期末考试')).toHaveValue('71');

    fireEvent.keyDown(cell('周晓琳 平时成绩'), { key: 'd', ctrlKey: true });
    expect(cell('周晓琳 平时成绩')).toHaveValue('66');

    fireEvent.click(screen.getByRole('button', { name: '修改记录' }));
    const heading = await screen.findByText('修改记录（16 条）');
    const drawer = heading.closest<HTMLElement>('.arco-drawer')!;
    const last = within(drawer).getAllByRole('row')[1]!;
    expect(last).toHaveTextContent('周晓琳平时成绩8866向下填充');
  });
});

describe('成绩录入 on a shared PC (issue 53, finding 1)', () => {
  const restore = () => screen.queryByRole('button', { name: /^恢复/ });

  it('offers a person’s kept scores to that person only, not to another account of the same name', async () => {
    const bodies = saves();
    const first = await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '61' } });
    first.unmount();
    // another 王伟 (another account) signs in on the same browser
    signIn('wangwei2');
    const second = await open();
    expect(restore()).toBeNull();
    expect(cell('王志强 期末考试')).toHaveValue('');
    second.unmount();
    signIn('wangwei');
    await open();
    // what restoring brings back is listed first
    expect(screen.getByRole('list', { name: '将恢复的内容' })).toHaveTextContent('王志强 期末考试：61');
    fireEvent.click(screen.getByRole('button', { name: '恢复 1 个未保存的成绩' }));
    expect(cell('王志强 期末考试')).toHaveValue('61');
    expect(bodies).toEqual([]);
  });

  it('sends nothing once the session it was opened in is over (a tab left behind), and keeps the scores', async () => {
    const bodies = saves();
    await open();
    fireEvent.change(cell('王志强 期末考试'), { target: { value: '61' } });
    // another tab: the session ended and the next person signed in
    setSessionValues({ account: 'lihua', username: '李华', token: 'token-lihua' });
    fireEvent.keyDown(cell('王志强 期末考试'), { key: 's', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);
    expect(cell('王志强 期末考试')).toHaveAttribute('data-dirty', 'true');
  });

  it('drops kept scores older than the set age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
      const first = await open();
      fireEvent.change(cell('王志强 期末考试'), { target: { value: '61' } });
      first.unmount();
      vi.setSystemTime(new Date('2026-11-28T08:00:00Z'));
      await open();
      expect(restore()).toBeNull();
      expect(window.localStorage.length).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('成绩录入 with the keyboard alone', () => {
  it('reaches the first and last cells with Ctrl+Home / Ctrl+End and leaves the grid by Tab there', async () => {
    await open();
    const middle = cell('王志强 期末考试');
    middle.focus();
    fireEvent.keyDown(middle, { key: 'End', ctrlKey: true });
    expect(document.activeElement).toBe(cell('周晓琳 特殊情况'));
    // Tab from the last cell is the browser's (not prevented): on to what follows the grid
    expect(fireEvent.keyDown(cell('周晓琳 特殊情况'), { key: 'Tab' })).toBe(true);
    fireEvent.keyDown(cell('周晓琳 特殊情况'), { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toBe(cell('陈浩然 平时成绩'));
    // Shift+Tab from the first cell: back to the toolbar's 提交
    expect(fireEvent.keyDown(cell('陈浩然 平时成绩'), { key: 'Tab', shiftKey: true })).toBe(true);
    // in between, Tab is the grid's: across the row
    expect(fireEvent.keyDown(cell('陈浩然 平时成绩'), { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(cell('陈浩然 期末考试'));
    // Home alone stays with the caret in the cell
    expect(fireEvent.keyDown(cell('陈浩然 期末考试'), { key: 'Home' })).toBe(true);
    expect(document.activeElement).toBe(cell('陈浩然 期末考试'));
  });
});

describe('成绩录入: 缺考 typed one character at a time', () => {
  it('is one mark, in 特殊情况 and in a score column', async () => {
    await open();
    // 特殊情况: 缺 makes 缺考 at once, the 考 typed after it is the same word
    const mark = cell('孙浩宇 特殊情况');
    fireEvent.change(mark, { target: { value: '缺' } });
    expect(mark).toHaveValue('缺考');
    fireEvent.change(mark, { target: { value: '缺考考' } });
    expect(mark).toHaveValue('缺考');
    expect(mark).toHaveAttribute('aria-invalid', 'false');
    // a score column: 缺 sets the mark and empties the cell, 考 leaves it empty
    const final = cell('周晓琳 期末考试');
    fireEvent.change(final, { target: { value: '缺' } });
    expect(cell('周晓琳 特殊情况')).toHaveValue('缺考');
    expect(final).toHaveValue('');
    fireEvent.change(final, { target: { value: '考' } });
    expect(final).toHaveValue('');
    expect(final).toHaveAttribute('aria-invalid', 'false');
    expect(cell('周晓琳 特殊情况')).toHaveValue('缺考');
  });
});

describe('成绩录入 opened by its address', () => {
  it('uses the sheet and classes the app’s start asked for: one call each, not two', async () => {
    const paths: string[] = [];
    onRequest(({ request }) => void paths.push(new URL(request.url).pathname));
    try {
      prefetchScoreSheet(new URLSearchParams('class_id=1&course_id=3'));
      await renderScreen('scorViewingEntryAE', { search: '?class_id=1&course_id=3', queryClient });
      await screen.findByRole('grid', {}, { timeout: 20_000 });
      expect(paths.filter((path) => path === '/v1-adult-score-entry')).toHaveLength(1);
      expect(paths.filter((path) => path === '/v1-adult-class-score-list')).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });
});
