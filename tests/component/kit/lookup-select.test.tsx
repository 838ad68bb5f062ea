/** A picker whose options fail to load says why (the server's msg, spec §8) and retries inside its dropdown. */
import { ConfigProvider } from '@arco-design/web-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { FilterSelect } from '@/kit';
import { setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

describe('FilterSelect when its options fail', () => {
  it('shows the server msg and 重试 in the dropdown, and 重试 loads the options', async () => {
    setSessionValues({ token: 'test-token', pageType: 'adultEducation' });
    let failing = true;
    server.use(
      http.get(/\/v1-(own|adult)-filter-course(\?|$)/, () =>
        failing ? HttpResponse.json({ code: 500, msg: '课程库维护中，请稍后' }, { status: 500 }) : undefined,
      ),
    );
    render(
      <ConfigProvider>
        <QueryClientProvider client={createQueryClient()}>
          <FilterSelect kind="course" aria-label="课程" />
        </QueryClientProvider>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: '课程' }));
    const failed = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(failed).toHaveTextContent('选项加载失败：课程库维护中，请稍后');
    expect(screen.queryByText(/请重新打开/)).toBeNull();
    failing = false;
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect((await screen.findAllByRole('option', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
