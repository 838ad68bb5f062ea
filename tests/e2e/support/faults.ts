/**
 * Server behaviours the fault matrix injects into one request (tests/e2e/faults.e2e.ts),
 * with what the spec (§8) says the user sees. `inject` answers the intercepted request and
 * calls `injected` once it has broken it: a cell whose fault was never injected fails.
 */
import type { Route } from 'playwright-core';
import { unknownEnumValue } from './contract-enums';

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
  /** Answers the request with the fault, calling `injected` when it did break it (not when there was nothing to change). */
  inject(route: Route, injected: () => void): Promise<void>;
  expect: Expectation;
}

const json = (status: number, body: unknown) => async (route: Route, injected: () => void) => {
  await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  injected();
};

const fulfil = (answer: Parameters<Route['fulfill']>[0]) => async (route: Route, injected: () => void) => {
  await route.fulfill(answer);
  injected();
};

/**
 * The real (mock) answer with its body changed by `edit`, which says whether it changed
 * anything; a first list row or the envelope's `result` when `edit` works on one record.
 */
const edited =
  (edit: (body: { result: unknown }, route: Route) => boolean) =>
  async (route: Route, injected: () => void) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: unknown };
    const changed = edit(body, route);
    await route.fulfill({ response, body: JSON.stringify(body) });
    if (changed) injected();
  };

/** The first record of the answer: the first list row, or `result` itself. */
function firstRecord(body: { result: unknown }): Record<string, unknown> | undefined {
  const result = body.result as Record<string, unknown> | null;
  const list = Array.isArray(result?.list) ? (result.list as Record<string, unknown>[]) : undefined;
  const record = list?.[0] ?? result;
  return record && typeof record === 'object' && !Array.isArray(record) ? record : undefined;
}

/** The first field holding a plain value (every contract field is required). */
const firstKey = (record: Record<string, unknown>) =>
  Object.keys(record).find((key) => ['string', 'number'].includes(typeof record[key]));

export const FAULTS: Fault[] = [
  {
    key: 'status401',
    title: '401',
    inject: json(401, { code: 401, msg: 'token 已失效' }),
    expect: { kind: 'login', message: '登录信息已过期，请重新登录' },
  },
  {
    key: 'status403',
    title: '403',
    inject: json(403, { code: 403, msg: 'forbidden' }),
    expect: { kind: 'message' },
  },
  {
    key: 'status400',
    title: '400 + msg',
    inject: json(400, { code: 400, msg: '参数错误：函授站编号已存在' }),
    expect: { kind: 'message', message: '参数错误：函授站编号已存在' },
  },
  {
    key: 'status500msg',
    title: '500 + msg',
    inject: json(500, { code: 500, msg: '服务器繁忙，数据库连接超时' }),
    expect: { kind: 'message', message: '服务器繁忙，数据库连接超时' },
  },
  {
    key: 'status500',
    title: '500',
    inject: fulfil({ status: 500, body: '' }),
    expect: { kind: 'message' },
  },
  {
    key: 'status502',
    title: '502',
    inject: fulfil({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    expect: { kind: 'message' },
  },
  {
    key: 'status504',
    title: '504',
    inject: fulfil({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Timeout</h1>' }),
    expect: { kind: 'message' },
  },
  {
    key: 'business',
    title: '200, code ≠ 200',
    inject: json(200, { code: 4001, msg: '该记录已被他人锁定，请稍后再试', result: null }),
    expect: { kind: 'message', message: '该记录已被他人锁定，请稍后再试' },
  },
  {
    key: 'empty',
    title: '200, empty body',
    inject: fulfil({ status: 200, contentType: 'application/json', body: '' }),
    expect: { kind: 'message' },
  },
  {
    key: 'malformed',
    title: '200, malformed JSON',
    inject: fulfil({ status: 200, contentType: 'application/json', body: '{"code":200,"msg":' }),
    expect: { kind: 'message' },
  },
  {
    key: 'schemaMissing',
    title: 'schema: missing field',
    inject: edited((body) => {
      const record = firstRecord(body);
      const key = record && firstKey(record);
      if (!record || key === undefined) return false;
      delete record[key];
      return true;
    }),
    expect: { kind: 'message' },
  },
  {
    key: 'schemaType',
    title: 'schema: wrong type',
    inject: edited((body) => {
      const record = firstRecord(body);
      const key = record && firstKey(record);
      if (!record || key === undefined) return false;
      record[key] = { unexpected: true };
      return true;
    }),
    expect: { kind: 'message' },
  },
  {
    key: 'schemaEnum',
    title: 'schema: unknown enum value',
    // Lenient: an unknown value of the right type is shown as received; the screen works. The
    // field is one the contract gives an enum (found in the operation's response schema).
    inject: edited((body, route) =>
      unknownEnumValue(route.request().method(), new URL(route.request().url()), body),
    ),
    expect: { kind: 'slow' },
  },
  {
    key: 'slow',
    title: '10 s response',
    inject: async (route, injected) => {
      injected(); // the answer is held back from now on
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => undefined); // the page may have gone
    },
    expect: { kind: 'slow' },
  },
  {
    key: 'network',
    title: 'network failure',
    inject: async (route, injected) => {
      await route.abort('internetdisconnected');
      injected();
    },
    expect: { kind: 'message', message: '网络连接失败，请检查网络后重试' },
  },
  {
    key: 'chunk',
    title: 'chunk load fails (redeploy)',
    inject: fulfil({ status: 404, contentType: 'text/html', body: 'Not Found' }),
    expect: { kind: 'chunk' },
  },
  {
    key: 'exportError',
    title: 'export blob holds an error',
    inject: json(200, { code: 500, msg: '导出失败：数据量超过 5 万条，请缩小查询范围' }),
    expect: { kind: 'message', message: '导出失败：数据量超过 5 万条，请缩小查询范围' },
  },
];
