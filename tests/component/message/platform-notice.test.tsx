// must come first: makes DOMPurify work under happy-dom (see the module)
import './support/happy-dom-purify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capturePosts } from './support/capture-posts';

const EMPTY = { code: 200, msg: 'ok', result: { total: 0, list: [] } };
const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('platform notices (platformNoticeAE / platformNoticeST)', () => {
  it('lists the notices with Chinese columns, type, audience, top and status', async () => {
    await renderScreen('platformNoticeAE');
    expect(await screen.findByText('关于2026年上半年课程考试安排的通知')).toBeInTheDocument();
    for (const title of ['公告标题', '类型', '发布对象', '发布人', '发布时间', '置顶', '状态', '阅读量'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const first = within(row('关于2026年上半年课程考试安排的通知'));
    expect(first.getByText('考试安排')).toBeInTheDocument();
    expect(first.getByText('学生')).toBeInTheDocument();
    expect(first.getByText('已发布')).toBeInTheDocument();
    expect(first.getByText('2026-03-02 09:00')).toBeInTheDocument();
    expect(within(row('关于做好2026届毕业生学士学位申请工作的通知')).getByText('函授站')).toBeInTheDocument();
    expect(within(row('寒假期间教务系统停机维护公告')).getByText('已下线')).toBeInTheDocument();
    expect(screen.getAllByText('共 42 条').length).toBeGreaterThan(0);
  });

  it('sends title, type, status, the date range and the page from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-notice-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('platformNoticeAE', {
      search: '?title=考试&type=4&status=1&start_date=2026-03-01&end_date=2026-03-31&page=2',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      title: '考试',
      type: '4',
      status: '1',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      page: '2',
      limit: '10',
    });
  });

  it('takes a notice offline, pins one, and deletes with confirmation', async () => {
    const status = capturePosts('notice-status');
    const top = capturePosts('notice-top');
    const deleted = capturePosts('notice-del');
    await renderScreen('platformNoticeAE');
    await screen.findByText('关于2026年上半年课程考试安排的通知');

    fireEvent.click(within(row('关于2026年上半年课程考试安排的通知')).getByRole('button', { name: '下线' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(status).toEqual([{ id: 301, status: 2 }]));

    fireEvent.click(
      within(row('关于做好2026届毕业生学士学位申请工作的通知')).getByRole('button', { name: '置顶' }),
    );
    await waitFor(() => expect(top).toEqual([{ id: 303, is_top: 1 }]));

    fireEvent.click(within(row('寒假期间教务系统停机维护公告')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该公告吗？删除后不可恢复。')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    await waitFor(() => expect(deleted).toEqual([{ id: 304 }]));
  });

  it('previews a notice with its HTML sanitised and its attachments', async () => {
    server.use(
      http.get('*/v1-adult-notice-info', () =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          result: {
            id: 301,
            title: '关于2026年上半年课程考试安排的通知',
            type: 4,
            audience: 1,
            publisher: '王晓梅',
            publish_time: '2026-03-02 09:00:00',
            is_top: 1,
            status: 1,
            read_count: 2316,
            updated_at: '2026-03-01 17:42:00',
            content:
              '<h2>一、考试时间</h2><script>window.hacked = 1</script>' +
              '<p onmouseover="window.hacked = 2">4月18日</p><img src="x" onerror="window.hacked = 3">' +
              '<a href="javascript:window.hacked = 4">查询</a><a href="https://jw.example.edu.cn/exam">考试安排查询</a>',
            attachments: [
              { name: '考试安排表.xlsx', url: 'https://files.example.edu.cn/a.xlsx', size: 48213 },
            ],
          },
        }),
      ),
    );
    await renderScreen('platformNoticeAE');
    await screen.findByText('关于2026年上半年课程考试安排的通知');
    fireEvent.click(within(row('关于2026年上半年课程考试安排的通知')).getByRole('button', { name: '预览' }));
    const article = await screen.findByRole('article', { name: '公告内容' });
    expect(await within(article).findByText('一、考试时间')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onmouseover|onerror|javascript|hacked/);
    expect(within(article).getByText('查询').getAttribute('href')).toBeNull();
    expect(within(article).getByText('考试安排查询')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(article).getByText('考试安排表.xlsx')).toHaveAttribute(
      'href',
      'https://files.example.edu.cn/a.xlsx',
    );
    expect(within(article).getByText('47.1 KB')).toBeInTheDocument();
  });

  it('hides buttons without their action ids (preview stays: reading needs none)', async () => {
    await renderScreen('platformNoticeAE', { access: accessWith('platformNoticeAE', ['export']) });
    await screen.findByText('关于2026年上半年课程考试安排的通知');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /发布公告/ })).toBeNull();
    for (const label of ['编辑', '下线', '上线', '置顶', '取消置顶', '删除'])
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    expect(screen.getAllByRole('button', { name: '预览' }).length).toBe(6);
  });

  it('is the same screen on the self-taught line: own- paths, 学习中心 as audience', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-notice-list', async ({ request }) => {
        paths.push(new URL(request.url).pathname);
        const { getListFsPlatformNoticesResponseMock } = await import('@/generated/api/message/message.msw');
        return HttpResponse.json(getListFsPlatformNoticesResponseMock());
      }),
    );
    await renderScreen('platformNoticeST');
    await screen.findByText('关于2026年上半年课程考试安排的通知');
    expect(
      within(row('关于做好2026届毕业生学士学位申请工作的通知')).getByText('学习中心'),
    ).toBeInTheDocument();
    expect(paths).toEqual(['/v1-own-notice-list']);
  });
});
