import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';

export const OK = { code: 200, msg: '操作成功', result: null };

/** Records the JSON bodies POSTed to a path. */
export function capture(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(OK);
    }),
  );
  return bodies;
}

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

export const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 4000 })).closest('tr')!;
export const dialog = () => screen.findByRole('dialog');
