import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies } from '../../support/requests';

describe('major exam plan (ProfessionalPlanST)', () => {
  it('shows the courses of the plan with Chinese columns', async () => {
    await renderScreen('ProfessionalPlanST');
    expect(await screen.findByText('财务管理学')).toBeInTheDocument();
    for (const title of ['专业', '课程代码', '课程名称', '学分', '课程性质', '计划考试时间', '备注'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const row = screen.getByText('00023').closest('tr')!;
    expect(within(row).getByText('加考')).toBeInTheDocument();
    expect(within(row).getByText('2027年4月')).toBeInTheDocument();
    expect(screen.getAllByText('共 18 条').length).toBeGreaterThan(0);
  });

  it('sends the search by major and nature to the own- path', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('*/v1-own-professional-plan-list', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('ProfessionalPlanST', { search: '?profession_id=2&nature=2&page=3' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].pathname).toBe('/v1-own-professional-plan-list');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      profession_id: '2',
      nature: '2',
      page: '3',
      limit: '10',
    });
  });

  it('adds a course to the searched major: validates in Chinese first', async () => {
    const adds = captureBodies('/v1-own-professional-plan-add');
    await renderScreen('ProfessionalPlanST', { search: '?profession_id=2' });
    await screen.findByText('财务管理学');
    fireEvent.click(screen.getByRole('button', { name: /添加课程/ }));
    const form = await screen.findByRole('form', { name: '添加计划课程' });
    expect((await within(form).findAllByText('会计学')).length).toBeGreaterThan(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['请选择课程', '请选择计划考试时间']),
    );
    expect(adds).toEqual([]);
  });

  it('edits a plan course and submits its payload', async () => {
    const edits = captureBodies('/v1-own-professional-plan-edit');
    await renderScreen('ProfessionalPlanST');
    const row = (await screen.findByText('00067')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑计划课程' });
    const remark = await within(form).findByDisplayValue('与 00058 市场营销学 二选一');
    fireEvent.change(remark, { target: { value: '与 00058 市场营销学、00144 企业管理概论 三选一' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      id: 205,
      profession_id: 2,
      course_id: 5,
      nature: 2,
      exam_semester: '2027年4月',
      remark: '与 00058 市场营销学、00144 企业管理概论 三选一',
    });
  });

  it('removes a course after confirmation', async () => {
    const dels = captureBodies('/v1-own-professional-plan-del');
    await renderScreen('ProfessionalPlanST');
    const row = (await screen.findByText('03709')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '移除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(dels).toEqual([{ id: 203 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('ProfessionalPlanST', { access: accessWith('ProfessionalPlanST', ['add']) });
    await screen.findByText('财务管理学');
    expect(screen.getByRole('button', { name: /添加课程/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
