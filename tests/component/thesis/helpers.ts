import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';

/** Records the query strings a list is loaded with (answering with no rows). */
export function listQueries(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
    }),
  );
  return queries;
}

export const dialog = () => screen.findByRole('dialog');
