/** 批量打印 over every result opens its window on the click; a browser that blocks it is named. */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { rowOf } from '../../support/requests';
import { diplomaPrintRow } from './diploma-print-rows';

describe('毕业证首次打印 · 批量打印 when the browser blocks the print window', () => {
  it('says so and fetches nothing more', async () => {
    const limits: string[] = [];
    server.use(
      http.get('*/v1-adult-diploma-print-list', ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit')!;
        limits.push(limit);
        const ids = Array.from({ length: Math.min(Number(limit), 30) }, (_, at) => at + 1);
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          result: { total: 30, list: ids.map(diplomaPrintRow) },
        });
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderScreen('diplomaFirstTimePrintAE', { search: '?keyword=陈' });
    await rowOf('陈1');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '选择全部 30 条结果' }));
    fireEvent.click(screen.getByRole('button', { name: '批量打印毕业证书' }));
    expect(
      await screen.findByText('浏览器拦截了打印窗口：请允许本站弹出窗口后，再点一次批量打印'),
    ).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(limits).not.toContain('100');
  });
});
