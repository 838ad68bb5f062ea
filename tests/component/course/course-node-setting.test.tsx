import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies } from '../../support/requests';

describe('course nodes (courseNodeSettingAE / courseNodeSettingST)', () => {
  it('shows the nodes of a course in order with Chinese columns', async () => {
    await renderScreen('courseNodeSettingAE');
    expect(await screen.findByText('第一单元 课文精讲')).toBeInTheDocument();
    for (const title of ['顺序', '课程', '节点名称', '节点类型', '要求时长', '进度权重', '状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const row = screen.getByText('期中面授辅导').closest('tr')!;
    expect(within(row).getByText('面授')).toBeInTheDocument();
    expect(within(row).getByText('180 分钟')).toBeInTheDocument();
    expect(within(row).getByText('30.0%')).toBeInTheDocument();
    expect(screen.getAllByText('共 5 条').length).toBeGreaterThan(0);
  });

  it('sends the search (course, name, type) with page and limit', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-course-node-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('courseNodeSettingST', { search: '?course_id=1&name=单元&node_type=3' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      course_id: '1',
      name: '单元',
      node_type: '3',
      page: '1',
      limit: '10',
    });
  });

  it('validates a new node in Chinese, then edits one and submits the whole node', async () => {
    const adds = captureBodies('/v1-adult-course-node-add');
    const edits = captureBodies('/v1-adult-course-node-edit');
    await renderScreen('courseNodeSettingAE');
    await screen.findByText('第一单元 课文精讲');
    fireEvent.click(screen.getByRole('button', { name: /新增节点/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const form = within(dialog).getByRole('form', { name: '新增课程节点' });
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(expect.arrayContaining(['请选择课程', '请输入节点名称', '请选择节点类型', '请输入节点顺序'])),
    );
    expect(adds).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /取消/ }));

    const row = screen.getByText('单元测验一').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await screen.findByRole('form', { name: '编辑课程节点' });
    await waitFor(() => expect(within(edit).getByDisplayValue('单元测验一')).toBeInTheDocument());
    fireEvent.change(within(edit).getByDisplayValue('单元测验一'), { target: { value: '第一单元 测验' } });
    fireEvent.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      id: 103,
      course_id: 1,
      name: '第一单元 测验',
      node_type: 3,
      sort: 3,
      required_minutes: 45,
      weight: 15,
      status: 1,
    });
  });

  it('disables a node by saving it with status 0, after confirmation', async () => {
    const edits = captureBodies('/v1-adult-course-node-edit');
    await renderScreen('courseNodeSettingAE');
    const row = (await screen.findByText('第一单元 课后作业')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(edits).toEqual([
        {
          id: 102,
          course_id: 1,
          name: '第一单元 课后作业',
          node_type: 2,
          sort: 2,
          required_minutes: 30,
          weight: 15,
          status: 0,
        },
      ]),
    );
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('courseNodeSettingAE', { access: accessWith('courseNodeSettingAE', ['edit']) });
    await screen.findByText('第一单元 课文精讲');
    expect(screen.queryByRole('button', { name: /新增节点/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '停用' })).toBeNull();
  });
});
