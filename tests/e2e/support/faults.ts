/**
 * Server behaviours the fault matrix injects into one request (tests/e2e/faults.e2e.ts),
 * with what the spec (§8) says the user sees. `inject` answers the intercepted request.
 */
import type { Route } from 'playwright-core';

export type Expectation =
  /** A message (the server's or the catalogue's); undefined = the generic one. */
  | { kind: 'message'; message?: string }
  /** Back to login with the expiry message. */
  | { kind: 'login'; message: string }
  /** No error: the screen waits (loading) and then works. */
  | { kind: 'slow' }
  /** The screen's code failed to load: an error with a retry. */
  | { kind: 'chunk' };

export interface Fault {
  key: string;
  title: string;
  inject(route: Route): Promise<void>;
  expect: Expectation;
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The real (mock) answer with its envelope's `result` changed by `edit`. */
async function edited(route: Route, edit: (result: Record<string, unknown>) => void) {
  const response = await route.fetch();
  const body = (await response.json()) as { result: Record<string, unknown> };
  const result = body.result;
  const list = Array.isArray(result?.list) ? (result.list as Record<string, unknown>[]) : undefined;
  edit(list?.[0] ?? result);
  await route.fulfill({ response, body: JSON.stringify(body) });
}

/** The first field holding a plain value (every contract field is required). */
const firstKey = (record: Record<string, unknown>) =>
  Object.keys(record).find((key) => ['string', 'number'].includes(typeof record[key])) ?? 'id';

export const FAULTS: Fault[] = [
  {
    key: 'status401',
    title: '401',
    inject: (route) => json(route, 401, { code: 401, msg: 'token 已失效' }),
    expect: { kind: 'login', message: '登录信息已过期，请重新登录' },
  },
  {
    key: 'status403',
    title: '403',
    inject: (route) => json(route, 403, { code: 403, msg: 'forbidden' }),
    expect: { kind: 'message' },
  },
  {
    key: 'status400',
    title: '400 + msg',
    inject: (route) => json(route, 400, { code: 400, msg: '参数错误：函授站编号已存在' }),
    expect: { kind: 'message', message: '参数错误：函授站编号已存在' },
  },
  {
    key: 'status500msg',
    title: '500 + msg',
    inject: (route) => json(route, 500, { code: 500, msg: '服务器繁忙，数据库连接超时' }),
    expect: { kind: 'message', message: '服务器繁忙，数据库连接超时' },
  },
  {
    key: 'status500',
    title: '500',
    inject: (route) => route.fulfill({ status: 500, body: '' }),
    expect: { kind: 'message' },
  },
  {
    key: 'status502',
    title: '502',
    inject: (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    expect: { kind: 'message' },
  },
  {
    key: 'status504',
    title: '504',
    inject: (route) =>
      route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Timeout</h1>' }),
    expect: { kind: 'message' },
  },
  {
    key: 'business',
    title: '200, code ≠ 200',
    inject: (route) => json(route, 200, { code: 4001, msg: '该记录已被他人锁定，请稍后再试', result: null }),
    expect: { kind: 'message', message: '该记录已被他人锁定，请稍后再试' },
  },
  {
    key: 'empty',
    title: '200, empty body',
    inject: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    expect: { kind: 'message' },
  },
  {
    key: 'malformed',
    title: '200, malformed JSON',
    inject: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"msg":' }),
    expect: { kind: 'message' },
  },
  {
    key: 'schemaMissing',
    title: 'schema: missing field',
    inject: (route) =>
      edited(route, (record) => {
        delete record[firstKey(record)];
      }),
    expect: { kind: 'message' },
  },
  {
    key: 'schemaType',
    title: 'schema: wrong type',
    inject: (route) =>
      edited(route, (record) => {
        record[firstKey(record)] = { unexpected: true };
      }),
    expect: { kind: 'message' },
  },
  {
    key: 'schemaEnum',
    title: 'schema: unknown enum value',
    // Lenient: an unknown value of the right type is shown as received; the screen works.
    inject: (route) =>
      edited(route, (record) => {
        const key = Object.keys(record).find(
          (name) => /status|type/i.test(name) && typeof record[name] === 'number',
        );
        if (key) record[key] = 97;
      }),
    expect: { kind: 'slow' },
  },
  {
    key: 'slow',
    title: '10 s response',
    inject: async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => undefined); // the page may have gone
    },
    expect: { kind: 'slow' },
  },
  {
    key: 'network',
    title: 'network failure',
    inject: (route) => route.abort('internetdisconnected'),
    expect: { kind: 'message', message: '网络连接失败，请检查网络后重试' },
  },
  {
    key: 'chunk',
    title: 'chunk load fails (redeploy)',
    inject: (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
    expect: { kind: 'chunk' },
  },
  {
    key: 'exportError',
    title: 'export blob holds an error',
    inject: (route) => json(route, 200, { code: 500, msg: '导出失败：数据量超过 5 万条，请缩小查询范围' }),
    expect: { kind: 'message', message: '导出失败：数据量超过 5 万条，请缩小查询范围' },
  },
];
