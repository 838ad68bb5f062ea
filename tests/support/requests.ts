/**
 * Records the requests a screen sends to one path, and finds table rows: the helpers
 * the component tests share (server: ./msw).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw';

/** The success envelope a write is answered with. */
export const OK = { code: 200, msg: '操作成功', result: null };

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One request a captured path received. */
export interface Call {
  /** The path it left as (`/v1-adult-x`, `/v1-own-x`). */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body; undefined when the request had none. */
  body: unknown;
}

export interface CaptureOptions {
  /** `post` unless told. */
  method?: Method;
  /** The whole answer; the OK envelope unless told. */
  reply?: JsonBodyType;
  /** The `result` of the OK envelope (when no `reply` is given). */
  result?: JsonBodyType;
}

function listen(
  path: string,
  { method = 'post', reply, result = null }: CaptureOptions,
  record: (call: Call) => void,
) {
  const answer = reply ?? { ...OK, result };
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      record({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return HttpResponse.json(answer);
    }),
  );
}

/**
 * Answers every `method` request to a path (any prefix) with `reply` and records each
 * one: path, query and body, in the order sent.
 */
export function capture(path: string, options: CaptureOptions = {}): Call[] {
  const calls: Call[] = [];
  listen(path, options, (call) => calls.push(call));
  return calls;
}

/** As capture, recording only the JSON bodies (for a write whose path and query say nothing). */
export function captureBodies(path: string, options: CaptureOptions = {}): unknown[] {
  const bodies: unknown[] = [];
  listen(path, options, (call) => bodies.push(call.body));
  return bodies;
}

/** The table row of the first element showing `text` (in `container`), waiting up to 5 s for it. */
export async function rowOf(text: string, container?: HTMLElement): Promise<HTMLElement> {
  const queries = container ? within(container) : screen;
  const [first] = await queries.findAllByText(text, {}, { timeout: 5000 });
  const row = first?.closest('tr');
  if (!row) throw new Error(`「${text}」 is not in a table row`);
  return row;
}
