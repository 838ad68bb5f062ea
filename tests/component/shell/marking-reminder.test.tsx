/**
 * The marking reminder (session isShowMarkingPop = 1): shown once after login with the count of
 * exams to mark, and its 去阅卷 button opens the marking list of the current line.
 */
import { ConfigProvider, Notification } from '@arco-design/web-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { MarkingReminder } from '@/app/shell/marking-reminder';
import {
  getListExamsToMarkMockHandler,
  getListExamsToMarkResponseMock,
} from '@/generated/api/dashboard/dashboard.msw';
import { setPageType } from '@/lines/page-type';
import { getSession, setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

function renderReminder(client = createQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element: <MarkingReminder /> }], {
    initialEntries: ['/home'],
  });
  render(
    <ConfigProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return router;
}

function examsToMark(count: number) {
  const body = getListExamsToMarkResponseMock();
  const template = body.result[0] ?? getListExamsToMarkResponseMock().result[0];
  body.result = Array.from({ length: count }, () => template!);
  return body;
}

afterEach(async () => {
  Notification.clear();
  await waitFor(() => expect(screen.queryByText('阅卷提醒')).toBeNull());
});

describe('marking reminder', () => {
  it.each([
    ['selfTaught', '/markingST'],
    ['adultEducation', '/markingAE'],
  ] as const)(
    'on the %s line, 去阅卷 opens %s and the reminder is not shown again',
    async (pageType, path) => {
      setSessionValues({ token: 'test-token', isShowMarkingPop: 1 });
      setPageType(pageType);
      server.use(getListExamsToMarkMockHandler(examsToMark(3)));
      const router = renderReminder();
      expect(await screen.findByText('您有 3 场考试待阅卷，请在阅卷截止时间前完成。')).toBeInTheDocument();
      expect(getSession('isShowMarkingPop')).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: '去阅卷' }));
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('says nothing when no exam waits, or when the session does not ask for it', async () => {
    let requests = 0;
    server.use(
      getListExamsToMarkMockHandler(() => {
        requests += 1;
        return examsToMark(0);
      }),
    );
    setSessionValues({ token: 'test-token', isShowMarkingPop: 1 });
    renderReminder();
    await expect.poll(() => getSession('isShowMarkingPop')).toBe(0);
    expect(requests).toBe(1);
    expect(screen.queryByText('阅卷提醒')).toBeNull();
    // mounted, its effects run: a wanted reminder would be fetching by now
    const client = createQueryClient();
    renderReminder(client);
    expect(client.isFetching()).toBe(0);
    expect(requests).toBe(1);
  });
});
