/**
 * Spec §2: returning to a list restores its previous search and page, whichever way it is opened
 * again (the menu, menu search and breadcrumbs open its bare path); a link with a search of its
 * own wins. Remembered per signed-in user, forgotten at logout. Issue 53/5: a search by 身份证号 or
 * 手机号 is sent, but never written to the page URL (history, logs, a login's ?redirect=).
 * Spec §5: a negative value in the URL is never sent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession } from '@/app/session-actions';
import { setSessionValues } from '@/session/session';
import { renderScreen } from '../../support/render-screen';
import { capture } from '../../support/requests';

/** An answer with enough rows for page 3 of 10. */
const PAGES = { code: 200, msg: 'ok', result: { total: 45, list: [] } };

const majors = () => capture('/v1-adult-major-list', { method: 'get', reply: PAGES });

async function searchFor(placeholder: string, text: string) {
  const search = await screen.findByRole('form', { name: '搜索条件' });
  fireEvent.change(within(search).getByPlaceholderText(placeholder), { target: { value: text } });
  fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
}

describe('returning to a list', () => {
  it('opened again by its bare path, it restores its search and page (and the URL says them)', async () => {
    setSessionValues({ account: 'wangjg' });
    const calls = majors();
    const first = await renderScreen('majorSettingAE', { search: '?level=3&page=3' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await searchFor('专业代码或名称', '会计');
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ keyword: '会计', level: '3' }));
    first.unmount();

    const again = await renderScreen('majorSettingAE');
    await waitFor(() =>
      expect(calls.at(-1)?.query).toMatchObject({ keyword: '会计', level: '3', page: '1' }),
    );
    expect(await screen.findByDisplayValue('会计')).toBeInTheDocument();
    await waitFor(() => expect(again.router.state.location.search).toContain('keyword='));
  });

  it('keeps the page it was left on', async () => {
    const calls = majors();
    const first = await renderScreen('majorSettingAE', { search: '?keyword=会计&page=3' });
    await waitFor(() => expect(calls).toHaveLength(1));
    first.unmount();
    await renderScreen('majorSettingAE');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.query).toMatchObject({ keyword: '会计', page: '3' });
  });

  it('a link with a search of its own wins over what was remembered', async () => {
    const calls = majors();
    const first = await renderScreen('majorSettingAE', { search: '?keyword=会计&page=3' });
    await waitFor(() => expect(calls).toHaveLength(1));
    first.unmount();
    await renderScreen('majorSettingAE', { search: '?status=0' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.query).toEqual({ status: '0', page: '1', limit: '10' });
  });

  it('belongs to the user who searched, and is forgotten at logout', async () => {
    setSessionValues({ account: 'wangjg' });
    const calls = majors();
    const first = await renderScreen('majorSettingAE', { search: '?keyword=会计' });
    await waitFor(() => expect(calls).toHaveLength(1));
    first.unmount();

    setSessionValues({ account: 'limin' });
    const other = await renderScreen('majorSettingAE');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.query).not.toHaveProperty('keyword');
    other.unmount();

    setSessionValues({ account: 'wangjg' });
    endSession();
    setSessionValues({ account: 'wangjg' });
    await renderScreen('majorSettingAE');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.query).not.toHaveProperty('keyword');
  });
});

describe('a search by 身份证号 or 手机号', () => {
  it('is sent, kept for the way back, and never written to the page URL', async () => {
    const calls = capture('/v1-adult-pay-record-list', { method: 'get', reply: PAGES });
    const view = await renderScreen('StudentPayRecordAE');
    await searchFor('姓名、学号或身份证号', '440106199001011234');
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ keyword: '440106199001011234' }));
    fireEvent.click(await screen.findByText('3'));
    await waitFor(() =>
      expect(calls.at(-1)?.query).toMatchObject({ keyword: '440106199001011234', page: '3' }),
    );
    expect(view.router.state.location.search).toContain('page=3');
    expect(view.router.state.location.search).not.toContain('440106');
    view.unmount();

    await renderScreen('StudentPayRecordAE', { search: '?page=3' });
    await waitFor(() =>
      expect(calls.at(-1)?.query).toMatchObject({ keyword: '440106199001011234', page: '3' }),
    );
  });

  it('arriving in a link is taken out of the URL at once', async () => {
    const calls = capture('/v1-adult-pay-record-list', { method: 'get', reply: PAGES });
    const view = await renderScreen('StudentPayRecordAE', { search: '?keyword=13800138000' });
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ keyword: '13800138000' }));
    await waitFor(() => expect(view.router.state.location.search).not.toContain('13800138000'));
  });
});

describe('a negative value in the URL', () => {
  it('is never sent, and the select shows no 「-1」', async () => {
    const calls = capture('/v1-own-unit-list', { method: 'get', reply: PAGES });
    await renderScreen('unitSettingST', { search: '?status=-1&name=华南' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({ name: '华南', page: '1', limit: '10' });
    const search = await screen.findByRole('form', { name: '搜索条件' });
    expect(within(search).queryByText('-1')).toBeNull();
  });
});
