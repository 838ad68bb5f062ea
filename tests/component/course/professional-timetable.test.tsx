import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies } from '../../support/requests';

describe('major exam timetable (ProfessionalTimetableST)', () => {
  it('shows the timetable with dates, slots and sites', async () => {
    await renderScreen('ProfessionalTimetableST');
    expect(await screen.findByText('管理学原理')).toBeInTheDocument();
    for (const title of ['考试', '专业', '考试日期', '考试时段', '课程代码', '课程名称', '考点'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const row = screen.getByText('00015').closest('tr')!;
    expect(within(row).getByText('2026-04-11')).toBeInTheDocument();
    expect(within(row).getByText('下午 14:30–17:00')).toBeInTheDocument();
    expect(within(row).getByText('华南师范大学石牌校区')).toBeInTheDocument();
    expect(screen.getAllByText('共 12 条').length).toBeGreaterThan(0);
  });

  it('sends the search by exam session and major', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('*/v1-own-professional-timetable-list', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('ProfessionalTimetableST', { search: '?exam_id=1&profession_id=3' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      exam_id: '1',
      profession_id: '3',
      page: '1',
      limit: '10',
    });
  });

  it('validates a new entry in Chinese before sending anything', async () => {
    const adds = captureBodies('/v1-own-professional-timetable-add');
    await renderScreen('ProfessionalTimetableST');
    await screen.findByText('管理学原理');
    fireEvent.click(screen.getByRole('button', { name: /新增考试安排/ }));
    const form = await screen.findByRole('form', { name: '新增考试安排' });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['请选择考试', '请选择专业', '请选择课程', '请选择考试日期', '请选择考试时段', '请输入考点']),
    );
    expect(adds).toEqual([]);
  });

  it('edits an entry and submits its payload', async () => {
    const edits = captureBodies('/v1-own-professional-timetable-edit');
    await renderScreen('ProfessionalTimetableST');
    const row = (await screen.findByText('00023')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑考试安排' });
    const site = await within(form).findByDisplayValue('广州大学大学城校区');
    fireEvent.change(site, { target: { value: '华南理工大学五山校区' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      id: 305,
      exam_id: 1,
      profession_id: 3,
      course_id: 4,
      exam_date: '2026-04-12',
      time_slot: 1,
      exam_site: '华南理工大学五山校区',
    });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('ProfessionalTimetableST', {
      access: accessWith('ProfessionalTimetableST', ['export', 'delete']),
    });
    await screen.findByText('管理学原理');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增考试安排/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '删除' }).length).toBeGreaterThan(0);
  });
});
