import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

const CITIES = [
  { code: '440100', name: '广州市', level: 2, sort: 1, child_count: 11 },
  { code: '440300', name: '深圳市', level: 2, sort: 2, child_count: 9 },
];
const DISTRICTS = [
  { code: '440106', name: '天河区', level: 3, sort: 1, child_count: 0 },
  { code: '440104', name: '越秀区', level: 3, sort: 2, child_count: 0 },
];

/** Answers the region list by parent_code and records every parent asked for. */
function regionServer() {
  const parents: (string | null)[] = [];
  server.use(
    http.get('*/v1-adult-region-list', ({ request }) => {
      const parent = new URL(request.url).searchParams.get('parent_code');
      parents.push(parent);
      const result = parent === '440000' ? CITIES : parent === '440100' ? DISTRICTS : undefined;
      return result ? HttpResponse.json({ code: 200, msg: 'ok', result }) : undefined;
    }),
  );
  return parents;
}

describe('地区设置 (regionSettingAE)', () => {
  it('lists provinces; choosing a province requests its cities, choosing a city its districts', async () => {
    const parents = regionServer();
    await renderScreen('regionSettingAE');
    const provinces = await screen.findByRole('region', { name: '省份列表' });
    expect(await within(provinces).findByText('广东省')).toBeInTheDocument();
    for (const title of ['省份名称', '代码', '下级'])
      expect(within(provinces).getByText(title)).toBeInTheDocument();
    expect(screen.getByText('请先选择左侧的省份')).toBeInTheDocument();
    expect(parents).toEqual([null]);

    fireEvent.click(within(provinces).getByText('广东省'));
    const cities = screen.getByRole('region', { name: '城市列表' });
    expect(await within(cities).findByText('广州市')).toBeInTheDocument();
    expect(within(cities).getByText('广东省 · 城市（2）')).toBeInTheDocument();
    expect(parents).toEqual([null, '440000']);

    fireEvent.click(within(cities).getByText('广州市'));
    const districts = screen.getByRole('region', { name: '区县列表' });
    expect(await within(districts).findByText('天河区')).toBeInTheDocument();
    expect(parents).toEqual([null, '440000', '440100']);
  });

  it('adds a district under the chosen city: validates in Chinese, then posts the payload', async () => {
    regionServer();
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-region-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('regionSettingAE');
    fireEvent.click(await screen.findByText('广东省'));
    fireEvent.click(await screen.findByText('广州市'));
    const districts = screen.getByRole('region', { name: '区县列表' });
    await within(districts).findByText('天河区');
    fireEvent.click(within(districts).getByRole('button', { name: /新增区县/ }));
    const form = await screen.findByRole('form', { name: '新增区县' });
    fireEvent.change(within(form).getByLabelText('地区代码'), { target: { value: '4401' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toEqual(['地区代码格式不正确', '请输入地区名称']));
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('地区代码'), { target: { value: '440111' } });
    fireEvent.change(within(form).getByLabelText('地区名称'), { target: { value: '白云区' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([{ code: '440111', name: '白云区', level: 3, parent_code: '440100', sort: 3 }]),
    );
  });

  it('edits a province by its code and deletes only regions without children', async () => {
    const edits: unknown[] = [];
    const deletes: unknown[] = [];
    server.use(
      http.post('*/v1-adult-region-edit', async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json(OK);
      }),
      http.post('*/v1-adult-region-del', async ({ request }) => {
        deletes.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    regionServer();
    await renderScreen('regionSettingAE');
    const row = (await screen.findByText('海南省')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '删除' })).toBeDisabled();
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑省份' });
    await waitFor(() => expect(within(form).getByDisplayValue('海南省')).toBeInTheDocument());
    expect(within(form).getByLabelText('地区代码')).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('排序'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toEqual([{ code: '460000', name: '海南省', level: 1, sort: 9 }]));

    fireEvent.click(await screen.findByText('广东省'));
    const districtsOf = async () => {
      fireEvent.click(await screen.findByText('广州市'));
      return screen.getByRole('region', { name: '区县列表' });
    };
    const district = (await within(await districtsOf()).findByText('越秀区')).closest('tr')!;
    fireEvent.click(within(district).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(deletes).toEqual([{ code: '440104' }]));
  });

  it('hides buttons without their action ids', async () => {
    regionServer();
    await renderScreen('regionSettingAE', { access: accessWith('regionSettingAE', ['add']) });
    const provinces = await screen.findByRole('region', { name: '省份列表' });
    await within(provinces).findByText('广东省');
    expect(within(provinces).getByRole('button', { name: /新增省份/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
