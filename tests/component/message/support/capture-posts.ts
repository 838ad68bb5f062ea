/** Captures the JSON bodies posted to a path of the adult line (answering like the server). */
import { http, HttpResponse } from 'msw';
import { server } from '../../../support/msw';

export const OK = { code: 200, msg: '操作成功', result: null };

export function capturePosts(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/v1-adult-${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(OK);
    }),
  );
  return bodies;
}
