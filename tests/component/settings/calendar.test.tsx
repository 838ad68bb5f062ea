import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onRequest, server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

/** The calendar cell of a day of the shown month (named 2026年11月14日 星期六). */
const dayCell = (day: number): HTMLElement =>
  within(screen.getByRole('grid')).getByRole('gridcell', { name: new RegExp(`^\\d+年\\d+月${day}日 `) });

describe('校历设置 (schoolCalendarSettingAE / schoolCalendarSettingST)', () => {
  it('loads the current semester and shows the events of the month on the calendar and beside it', async () => {
    const seen: string[] = [];
    onRequest(({ request }) => {
      if (request.url.includes('calendar-list')) seen.push(new URL(request.url).search);
    });
    await renderScreen('schoolCalendarSettingAE', { search: '?month=2026-11' });
    const list = await screen.findByRole('region', { name: '11月校历事件' });
    await waitFor(() => expect(within(list).getAllByTestId('calendar-event')).toHaveLength(2));
    expect(within(list).getByText('第二次集中面授')).toBeInTheDocument();
    expect(within(list).getByText('毕业生电子图像采集')).toBeInTheDocument();
    expect(within(list).getByText(/2026-11-14 至 2026-11-15/)).toBeInTheDocument();
    // on the grid: both days of the class weekend, none of December's exam week
    expect(within(dayCell(14)).getByText('第二次集中面授')).toBeInTheDocument();
    expect(within(dayCell(15)).getByText('第二次集中面授')).toBeInTheDocument();
    expect(within(dayCell(26)).getByText('毕业生电子图像采集')).toBeInTheDocument();
    expect(screen.queryByText('期末考试周')).toBeNull();
    expect(seen).toEqual(['?semester=2026-2027-1']);
  });

  it('asks for the events of the semester chosen in the URL (own- path on the self-taught line)', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-calendar-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: [] });
      }),
    );
    await renderScreen('schoolCalendarSettingST', { search: '?semester=2025-2026-2' });
    await waitFor(() => expect(seen).toEqual(['?semester=2025-2026-2']));
    expect(await screen.findByRole('region', { name: '3月校历事件' })).toBeInTheDocument();
    expect(screen.getByText('本月没有校历事件')).toBeInTheDocument();
  });

  it('adds an event on the chosen day: validates in Chinese, then posts the payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-calendar-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolCalendarSettingAE', { search: '?month=2026-11' });
    await screen.findAllByText('第二次集中面授');
    fireEvent.click(dayCell(21));
    fireEvent.click(screen.getByRole('button', { name: /新增事件/ }));
    const form = await screen.findByRole('form', { name: '新增校历事件' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toEqual(['请输入事件名称']));
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('事件名称'), { target: { value: '第三次集中面授' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          semester: '2026-2027-1',
          title: '第三次集中面授',
          type: 2,
          start_date: '2026-11-21',
          end_date: '2026-11-21',
        },
      ]),
    );
  });

  it('edits an event with its id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-calendar-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolCalendarSettingAE', { search: '?month=2026-11' });
    const list = await screen.findByRole('region', { name: '11月校历事件' });
    const item = (await within(list).findByText('毕业生电子图像采集')).closest<HTMLElement>(
      '[data-testid="calendar-event"]',
    )!;
    fireEvent.click(within(item).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑校历事件' });
    await waitFor(() => expect(within(form).getByDisplayValue('毕业生电子图像采集')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('备注'), {
      target: { value: '2027届春季毕业生，携带身份证' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 105,
      semester: '2026-2027-1',
      title: '毕业生电子图像采集',
      type: 5,
      start_date: '2026-11-25',
      end_date: '2026-11-27',
      remark: '2027届春季毕业生，携带身份证',
    });
  });

  it('deletes an event after confirmation', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-calendar-del', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolCalendarSettingAE', { search: '?month=2026-11' });
    const list = await screen.findByRole('region', { name: '11月校历事件' });
    const item = (await within(list).findByText('第二次集中面授')).closest<HTMLElement>(
      '[data-testid="calendar-event"]',
    )!;
    fireEvent.click(within(item).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 104 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('schoolCalendarSettingAE', {
      search: '?month=2026-11',
      access: accessWith('schoolCalendarSettingAE', ['edit']),
    });
    const list = await screen.findByRole('region', { name: '11月校历事件' });
    await within(list).findByText('第二次集中面授');
    expect(within(list).getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增事件/ })).toBeNull();
  });
});
