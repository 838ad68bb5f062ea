/**
 * 阅卷 on a shared office PC (issue 53, finding 1): the marks a marker left unsaved belong to her.
 * Her session expires mid-paper; the next person signs in on the same browser and opens the same
 * paper: nothing of hers is sent or shown. She signs in again: her marks are offered, with what
 * will be sent, and sent only when she accepts.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApiUi } from '@/api/notify';
import { resetUnauthorizedGuard } from '@/api/http';
import { clearSession, getSession, setSessionValues } from '@/session/session';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

const SHEET = '?paper_id=21&sheet_id=502';
const FIRST = '简述前馈控制、同期控制与反馈控制的区别。';
const NEXT = '论述计划、组织、领导、控制四项职能之间的关系。';

/** Signs a person in on this browser (the login writes the session cookies). */
const signIn = (account: string, username: string) => {
  clearSession();
  resetUnauthorizedGuard();
  setSessionValues({ account, username, token: `token-${account}` });
};
const scoreBox = () => screen.getByLabelText(/^得分/) as HTMLInputElement;
/** The offer of kept marks, if shown. */
const offer = () =>
  screen.queryAllByRole('alert').find((node) => node.textContent?.includes('上次没有保存')) ?? null;

interface Post {
  /** Who was signed in when it was sent. */
  as: string | undefined;
  body: unknown;
}

beforeEach(() => {
  localStorage.clear();
  installApiUi({ showError: () => undefined, goToLogin: () => undefined });
});

describe('阅卷 on a shared PC', () => {
  it('keeps a marker’s unsaved marks for her alone, and sends them only when she takes them back', async () => {
    const posts: Post[] = [];
    let expired = true;
    server.use(
      http.post('*/api/exam/marking/score', async ({ request }) => {
        posts.push({ as: getSession('account'), body: await request.json() });
        return expired
          ? HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 })
          : HttpResponse.json({ code: 200, msg: '操作成功', result: null });
      }),
    );

    // 王建国 marks the first answer; her session has expired (401)
    signIn('wangjg', '王建国');
    const first = await renderScreen('markingTestPaperDetailAE', { search: SHEET });
    await screen.findByText(FIRST);
    fireEvent.change(scoreBox(), { target: { value: '4' } });
    fireEvent.keyDown(scoreBox(), { key: 'Enter' });
    await screen.findByText(NEXT);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(getSession('token')).toBeUndefined(); // the 401 ended the session
    first.unmount(); // the app goes to the login page

    // 李华 signs in on the same browser and opens the same answer sheet
    expired = false;
    signIn('lihua', '李华');
    const second = await renderScreen('markingTestPaperDetailAE', { search: SHEET });
    await screen.findByText(FIRST);
    expect(scoreBox()).toHaveValue('');
    expect(offer()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts.filter((post) => post.as === 'lihua')).toEqual([]);
    second.unmount();

    // 王建国 signs in again: her mark is offered, with what will be sent, and nothing is sent yet
    signIn('wangjg', '王建国');
    await renderScreen('markingTestPaperDetailAE', { search: SHEET });
    await screen.findByText(/有 1 个评分上次没有保存/);
    expect(offer()).toHaveTextContent('密封号 MF-21-0002 第 6 题：4 分');
    expect(scoreBox()).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '恢复并保存 1 个评分' }));
    await waitFor(() =>
      expect(posts.slice(1)).toEqual([
        { as: 'wangjg', body: { answer_id: 9002, score: 4, comment: '', rubric_item_ids: [] } },
      ]),
    );
    expect(scoreBox()).toHaveValue('4');
    expect(offer()).toBeNull();
    await waitFor(() => expect(screen.queryByText(/保存中/)).toBeNull());
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('forgets the marks she gives up', async () => {
    let saving = false;
    server.use(
      http.post('*/api/exam/marking/score', () =>
        saving
          ? HttpResponse.json({ code: 200, msg: '操作成功', result: null })
          : HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 }),
      ),
    );
    signIn('wangjg', '王建国');
    const first = await renderScreen('markingTestPaperDetailAE', { search: SHEET });
    await screen.findByText(FIRST);
    fireEvent.change(scoreBox(), { target: { value: '4' } });
    fireEvent.keyDown(scoreBox(), { key: 'Enter' });
    await screen.findByText(NEXT);
    await waitFor(() => expect(getSession('token')).toBeUndefined());
    first.unmount();

    saving = true;
    signIn('wangjg', '王建国');
    const again = await renderScreen('markingTestPaperDetailAE', { search: SHEET });
    await screen.findByText(/有 1 个评分上次没有保存/);
    fireEvent.click(screen.getByRole('button', { name: '放弃' }));
    expect(offer()).toBeNull();
    again.unmount();
    await renderScreen('markingTestPaperDetailAE', { search: SHEET });
    await screen.findByText(FIRST);
    expect(offer()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
