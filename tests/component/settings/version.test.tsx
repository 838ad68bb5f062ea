import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('安卓版本管理 (versionAE / versionST)', () => {
  it('shows the releases with links, forced-update tags and Chinese columns', async () => {
    await renderScreen('versionST');
    expect(await screen.findByText('7.5.20')).toBeInTheDocument();
    for (const title of ['版本号', '版本代码', '下载地址', '强制更新', '更新说明', '发布人', '发布时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: /jiaowu-7\.5\.20\.apk/ });
    expect(link).toHaveAttribute('href', 'https://download.example.edu.cn/jw/android/jiaowu-7.5.20.apk');
    expect(screen.getAllByText('是').length).toBeGreaterThan(0);
    expect(screen.getAllByText('否').length).toBeGreaterThan(0);
  });

  it('sends the version search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-version-list', ({ request }) => {
        const search = new URL(request.url).search;
        if (!search.includes('limit=1&')) seen.push(search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('versionAE', { search: '?version=7.4' });
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      version: '7.4',
      page: '1',
      limit: '10',
    });
  });

  it('offers 编辑 only on the latest release and shows the full notes in a drawer', async () => {
    await renderScreen('versionAE');
    const latest = (await screen.findByText('7.5.20')).closest('tr')!;
    const older = screen.getByText('7.5.12').closest('tr')!;
    expect(within(latest).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(older).queryByRole('button', { name: '编辑' })).toBeNull();
    fireEvent.click(within(older).getByRole('button', { name: '详情' }));
    const drawer = (await screen.findByText('版本详情')).closest<HTMLElement>('.arco-drawer')!;
    expect(
      within(drawer).getByText('优化首页课程表加载速度，修复消息角标不消失的问题。'),
    ).toBeInTheDocument();
  });

  it('validates a new release in Chinese (format, code above the latest), then posts the payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-version-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('versionAE');
    await screen.findByText('7.5.20');
    fireEvent.click(screen.getByRole('button', { name: /新增版本/ }));
    const form = await screen.findByRole('form', { name: '新增版本' });
    expect(within(form).getByText('须大于当前最新版本 7.5.20（7520）')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('版本号'), { target: { value: '7.5' } });
    fireEvent.change(within(form).getByLabelText('版本代码'), { target: { value: '7500' } });
    fireEvent.change(within(form).getByLabelText('下载地址'), { target: { value: 'download/app.apk' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual(['版本号格式不正确', '下载地址格式不正确', '请输入更新说明']),
    );

    fireEvent.change(within(form).getByLabelText('版本号'), { target: { value: '7.5.21' } });
    fireEvent.change(within(form).getByLabelText('下载地址'), {
      target: { value: 'https://download.example.edu.cn/jw/android/jiaowu-7.5.21.apk' },
    });
    fireEvent.change(within(form).getByLabelText('更新说明'), { target: { value: '修复已知问题。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toEqual(['版本代码：须大于当前最新版本的 7520']));
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('版本代码'), { target: { value: '7521' } });
    fireEvent.click(within(form).getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          version_name: '7.5.21',
          version_code: 7521,
          download_url: 'https://download.example.edu.cn/jw/android/jiaowu-7.5.21.apk',
          is_update: 1,
          content: '修复已知问题。',
        },
      ]),
    );
  });

  it('deletes a release after confirmation', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-version-del', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('versionST');
    const row = (await screen.findByText('7.4.8')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 33 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('versionAE', { access: accessWith('versionAE', ['delete']) });
    const latest = (await screen.findByText('7.5.20')).closest('tr')!;
    expect(within(latest).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(latest).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增版本/ })).toBeNull();
  });
});
