import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('教室管理 (classroomManagementAE)', () => {
  it('shows the classrooms with their type, station and capacity', async () => {
    await renderScreen('classroomManagementAE');
    expect(await screen.findByText('301 多媒体教室')).toBeInTheDocument();
    expect(screen.getAllByText('广州天河函授站').length).toBeGreaterThan(0);
    expect(screen.getAllByText('机房').length).toBeGreaterThan(0);
    for (const title of ['教室名称', '所在教学楼', '所属函授站', '教室类型', '容纳人数'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 18 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-classroom-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('classroomManagementAE', { search: '?name=多媒体&station_id=1&type=3&status=1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '多媒体',
      station_id: '1',
      type: '3',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('validates a new classroom in Chinese before sending anything', async () => {
    const adds: unknown[] = [];
    server.use(
      http.post('*/v1-adult-classroom-add', async ({ request }) => {
        adds.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('classroomManagementAE');
    await screen.findByText('301 多媒体教室');
    fireEvent.click(screen.getByRole('button', { name: /新增教室/ }));
    const form = await screen.findByRole('form', { name: '新增教室' });
    fireEvent.change(within(form).getByLabelText('教室名称'), { target: { value: '402 教室' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages(form)).toEqual(['请输入所在教学楼', '请选择所属函授站', '请输入容纳人数']),
    );
    expect(adds).toEqual([]);
  });

  it('edits a classroom in the modal and sends the contract payload', async () => {
    const edits: unknown[] = [];
    server.use(
      http.post('*/v1-adult-classroom-edit', async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('classroomManagementAE');
    const row = (await screen.findByText('301 多媒体教室')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑教室' });
    await waitFor(() => expect(within(form).getByDisplayValue('301 多媒体教室')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('所在教学楼'), { target: { value: '天河函授站 3 号楼' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      id: 31,
      name: '301 多媒体教室',
      building: '天河函授站 3 号楼',
      capacity: 120,
      type: 1,
      station_id: 1,
      status: 1,
      remark: '配备录播设备',
    });
  });

  it('shows only the actions the account has', async () => {
    await renderScreen('classroomManagementAE', {
      access: accessWith('classroomManagementAE', ['add']),
    });
    await screen.findByText('301 多媒体教室');
    expect(screen.getByRole('button', { name: /新增教室/ })).toBeInTheDocument();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
