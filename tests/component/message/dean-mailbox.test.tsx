// must come first: makes DOMPurify work under happy-dom (see the module)
import './support/happy-dom-purify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetFsDeanMailboxLetterResponseMock } from '@/generated/api/message/message.msw';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capturePosts } from './support/capture-posts';

/** The mock letter (5102, answered once) with some fields replaced. */
function serveLetter(overrides: Record<string, unknown>) {
  server.use(
    http.get('*/v1-adult-mailbox-info', () => {
      const mock = getGetFsDeanMailboxLetterResponseMock();
      return HttpResponse.json({ ...mock, result: { ...mock.result, ...overrides } });
    }),
  );
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

async function openLetter(subject: string, action = '查看并回复') {
  await screen.findByText(subject);
  fireEvent.click(within(row(subject)).getByRole('button', { name: action }));
  return (await screen.findByText('来信详情')).closest<HTMLElement>('.arco-drawer')!;
}

describe('dean mailbox (deanMailboxAE / deanMailboxST)', () => {
  it('lists letters with masked contacts, category and status', async () => {
    await renderScreen('deanMailboxAE');
    expect(await screen.findByText('关于补考报名时间的咨询')).toBeInTheDocument();
    for (const title of ['来信人', '学号', '联系电话', '主题', '类别', '来信时间', '状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const first = within(row('关于补考报名时间的咨询'));
    expect(first.getByText('139****5873')).toBeInTheDocument();
    expect(first.getByText('咨询')).toBeInTheDocument();
    expect(first.getByText('待回复')).toBeInTheDocument();
    expect(screen.queryByText('13926015873')).toBeNull();
    expect(within(row('教材发放延迟两周仍未收到')).getByText('投诉')).toBeInTheDocument();
    expect(screen.getAllByText('共 57 条').length).toBeGreaterThan(0);
  });

  it('sends keyword, category, status and the date range', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-mailbox-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('deanMailboxAE', {
      search: '?keyword=补考&category=3&status=0&start_date=2026-03-01&end_date=2026-03-31',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      keyword: '补考',
      category: '3',
      status: '0',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      page: '1',
      limit: '10',
    });
  });

  it('shows the letter sanitised with its replies, validates the reply in Chinese and posts it', async () => {
    serveLetter({
      content: '<p>院长您好：</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
    });
    const replies = capturePosts('mailbox-reply');
    await renderScreen('deanMailboxAE');
    const drawer = await openLetter('关于补考报名时间的咨询');
    expect(await within(drawer).findByText('院长您好：')).toBeInTheDocument();
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.innerHTML).not.toMatch(/onerror|hacked/);
    expect(within(drawer).getByText('138****7461')).toBeInTheDocument();
    expect(within(drawer).getByText('回复记录（1）')).toBeInTheDocument();
    expect(within(drawer).getByText(/下学期将在天河、南海两个函授站试点周六面授/)).toBeInTheDocument();

    const form = within(drawer).getByRole('form', { name: '回复来信' });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交回复' }));
    expect(await within(form).findByText('请输入回复内容')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('回复内容'), { target: { value: '   ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交回复' }));
    expect(await within(form).findByText('请输入回复内容')).toBeInTheDocument();
    expect(replies).toEqual([]);

    fireEvent.change(within(form).getByLabelText('回复内容'), {
      target: { value: '陈同学你好，补考报名时间为3月20日至27日。' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交回复' }));
    await waitFor(() =>
      expect(replies).toEqual([{ id: 5101, content: '陈同学你好，补考报名时间为3月20日至27日。' }]),
    );
    expect(await screen.findByText('回复来信成功')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('回复内容')).toHaveValue(''));
  });

  it("limits the reply to the contract's 1000 characters", async () => {
    const replies = capturePosts('mailbox-reply');
    await renderScreen('deanMailboxAE');
    const drawer = await openLetter('关于补考报名时间的咨询');
    const form = await within(drawer).findByRole('form', { name: '回复来信' });
    expect(within(form).getByText('0/1000')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('回复内容'), { target: { value: '好'.repeat(1000) } });
    expect(within(form).getByText('1000/1000')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: '提交回复' }));
    await waitFor(() => expect(replies).toEqual([{ id: 5101, content: '好'.repeat(1000) }]));
    // one more character is refused by the control
    fireEvent.change(within(form).getByLabelText('回复内容'), { target: { value: '好'.repeat(1001) } });
    expect(within(form).getByLabelText('回复内容')).not.toHaveValue('好'.repeat(1001));
  });

  it('closes a letter without reply after confirmation', async () => {
    const closed = capturePosts('mailbox-close');
    await renderScreen('deanMailboxAE');
    await screen.findByText('学位英语成绩何时可以查询');
    fireEvent.click(within(row('学位英语成绩何时可以查询')).getByRole('button', { name: '关闭' }));
    expect(await screen.findByText('关闭后不能再回复，确定不回复直接关闭该来信吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(closed).toEqual([{ id: 5105 }]));
  });

  it('shows a closed letter read-only', async () => {
    serveLetter({ status: 2 });
    await renderScreen('deanMailboxAE');
    const drawer = await openLetter('感谢汉语言文学专业张老师的耐心辅导', '查看');
    expect(await within(drawer).findByText('该来信已关闭，不能再回复。')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '提交回复' })).toBeNull();
    expect(
      within(row('感谢汉语言文学专业张老师的耐心辅导')).queryByRole('button', { name: '关闭' }),
    ).toBeNull();
  });

  it('without edit/toggle: letters can be read but not answered or closed', async () => {
    await renderScreen('deanMailboxAE', { access: accessWith('deanMailboxAE', ['export']) });
    await screen.findByText('关于补考报名时间的咨询');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看并回复' })).toBeNull();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    const drawer = await openLetter('关于补考报名时间的咨询', '查看');
    expect(await within(drawer).findByText('回复记录（1）')).toBeInTheDocument();
    expect(within(drawer).queryByRole('form', { name: '回复来信' })).toBeNull();
  });

  it('calls the own- paths on the self-taught line', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-mailbox-list', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('deanMailboxST');
    await waitFor(() => expect(paths).toEqual(['/v1-own-mailbox-list']));
  });
});
