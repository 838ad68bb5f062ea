/**
 * Reliability on a real screen (stations, the kit's worked example): the runtime
 * schema policy as the user sees it, and concurrency — ten clicks send one request,
 * leaving a screen cancels its requests, a late response never overwrites a newer one.
 * (Ten 401s together → one message and one redirect: tests/unit/api/unauthorized.test.ts.)
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http as axiosInstance } from '@/api/http';
import { installSchemaReporter } from '@/api/response-policy';
import { getListFsStationsResponseMock } from '@/generated/api/station/station.msw';
import type { Station } from '@/generated/model';
import { allowResponsesOutsideContract, server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

/** A valid station list of the given names (the first row edited by `edit`). */
function stations(names: string[], edit: (row: Record<string, unknown>) => void = () => undefined) {
  const body = getListFsStationsResponseMock();
  const template = body.result.list[0]!;
  body.result.list = names.map((name, index): Station => ({ ...template, id: index + 1, name }));
  body.result.total = names.length;
  edit(body.result.list[0] as unknown as Record<string, unknown>);
  return body;
}

afterEach(() => installSchemaReporter());

describe('runtime schema policy, as the user sees it', () => {
  it('a list whose rows break the contract shows the error state and recovers on 重试', async () => {
    allowResponsesOutsideContract(); // the subject: what staff see of an answer outside the contract
    const reports: string[][] = [];
    installSchemaReporter((report) => reports.push(report.violations));
    let broken = true;
    server.use(
      http.get('*/v1-adult-point-list', () =>
        HttpResponse.json(stations(['广州天河函授站'], (row) => broken && delete row.name)),
      ),
    );
    await renderScreen('studentPointAE');
    // the first render of a file loads the list kit and the station schemas (slow on a busy machine)
    expect(
      await screen.findByText('列表加载失败：请求失败，请联系管理员', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // the message is zod's (in Chinese once the kit's forms have loaded); the path is what matters
    expect(reports).toEqual([[expect.stringMatching(/^result\.list\.0\.name: /)]]);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('广州天河函授站')).toBeInTheDocument();
  });

  it('an unknown status and an unknown field render as received', async () => {
    allowResponsesOutsideContract(); // a backend ahead of the contract: tolerated, shown as sent
    server.use(
      http.get('*/v1-adult-point-list', () =>
        HttpResponse.json(
          stations(['广州天河函授站', '佛山南海函授站'], (row) => {
            row.status = 2;
            row.wechat = 'tianhe';
          }),
        ),
      ),
    );
    await renderScreen('studentPointAE');
    const row = (await screen.findByText('广州天河函授站')).closest('tr')!;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('佛山南海函授站')).toBeInTheDocument();
    expect(screen.queryByText(/列表加载失败/)).toBeNull();
  });
});

describe('concurrency', () => {
  it('ten clicks on 保存 send one request', async () => {
    const edits: unknown[] = [];
    server.use(
      http.post('*/v1-adult-point-edit', async ({ request }) => {
        edits.push(await request.json());
        await delay(150);
        return HttpResponse.json({ code: 200, msg: '操作成功', result: null });
      }),
    );
    await renderScreen('addStudentPointAE', { search: '?id=12' });
    const form = await screen.findByRole('form', { name: '编辑函授站' });
    await waitFor(() => expect(within(form).getByDisplayValue('广州天河函授站')).toBeInTheDocument());
    const save = screen.getByRole('button', { name: '保存' });
    for (let click = 0; click < 10; click += 1) fireEvent.click(save);
    await waitFor(() => expect(edits).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(edits).toHaveLength(1);
  });

  it('leaving a screen cancels its requests', async () => {
    const request = vi.spyOn(axiosInstance, 'request');
    server.use(
      http.get('*/v1-adult-point-list', async () => {
        await delay(300);
        return HttpResponse.json(stations(['广州天河函授站']));
      }),
    );
    const view = await renderScreen('studentPointAE');
    await waitFor(() => expect(request).toHaveBeenCalled());
    const signal = request.mock.calls.find(([config]) => config.url === '/v1-adult-point-list')![0].signal;
    expect(signal?.aborted).toBe(false);
    view.unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('a late response never overwrites a newer one', async () => {
    const answered: string[] = [];
    server.use(
      http.get('*/v1-adult-point-list', async ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? '';
        if (name === '慢') await delay(300);
        answered.push(name);
        return HttpResponse.json(stations([`${name}站`]));
      }),
    );
    const { router } = await renderScreen('studentPointAE', { search: '?name=慢' });
    await act(() => router.navigate('/studentPointAE?name=快'));
    expect(await screen.findByText('快站')).toBeInTheDocument();
    await waitFor(() => expect(answered).toEqual(['快', '慢']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('快站')).toBeInTheDocument();
    expect(screen.queryByText('慢站')).toBeNull();
  });
});
