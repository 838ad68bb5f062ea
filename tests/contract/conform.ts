/**
 * The conformance run: every selected operation of the contract called on a backend and judged
 * per operation — passed, drifted (where, the contract's value, the server's), not reached, or not
 * tried and why. Reads are sent their contract example (and, where they take parameters, one
 * invalid request that must get the documented 400); writes only with `writes` (writes.ts).
 * Used by `npm run test:contract` (against Prism or `--base-url`) and the standalone build.
 */
import { deref, loadContract, operations, type OperationRef } from './ajv';
import { checkInvalidRequests } from './invalid';
import {
  exampleBody,
  exchange,
  inParallel,
  isRead,
  skipped,
  urlOf,
  type Check,
  type Outcome,
} from './requests';
import { checkWrites, isWrite, type Result } from './writes';

export interface ConformOptions {
  base: string;
  /** a session token; else `login`, else the contract's example account (the mock's) */
  token?: string;
  login?: { username: string; password: string; code?: string; key?: string };
  writes?: boolean;
  /** operationIds or paths */
  only?: string[];
  tags?: string[];
  skip?: string[];
  /** values for parameters of that name in every operation (an id that exists on this backend) */
  params?: Record<string, string>;
  timeoutMs?: number;
  concurrency?: number;
  /** this repository's Prism: every write is sent, including deletes and password changes */
  mock?: boolean;
  /** each JSON answer of a read (for recording fixtures) */
  onJson?: (ref: OperationRef, json: unknown) => void;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  outcome: Outcome;
  checks: Check[];
}

export interface ConformRun {
  base: string;
  startedAt: string;
  seconds: number;
  /** how the operations were chosen, as the report says it */
  selection: string;
  writes: boolean;
  operations: OperationResult[];
  summaries: string[];
}

/** An operation's outcome: drifted, else not reached, else not tried (one of its checks was not), else passed. */
function outcomeOf(checks: Check[]): Outcome {
  for (const outcome of ['drifted', 'unreachable', 'skipped'] as const)
    if (checks.some((check) => check.outcome === outcome)) return outcome;
  return 'passed';
}

function selected(options: ConformOptions): OperationRef[] {
  const { only, tags, skip } = options;
  const named = (ref: OperationRef, names: string[]) =>
    names.includes(ref.operation.operationId) || names.includes(ref.path);
  return operations().filter(
    (ref) =>
      (!only?.length || named(ref, only)) &&
      (!tags?.length || (ref.operation.tags ?? []).some((tag) => tags.includes(tag))) &&
      !(skip?.length && named(ref, skip)),
  );
}

const byId = (id: string) => operations().find((ref) => ref.operation.operationId === id)!;

/** Logs in as the contract describes (a verify-code key first, when an account is given). */
async function login(options: ConformOptions, results: Result[]): Promise<string | undefined> {
  const timeoutMs = options.timeoutMs;
  let key = options.login?.key;
  if (options.login && !key) {
    const verify = byId('getVerifyCode');
    let json: unknown;
    const check = await exchange(
      verify,
      '读：取验证码 key',
      urlOf(options.base, verify),
      {},
      {
        expect: 'ok',
        timeoutMs,
        onJson: (body) => (json = body),
      },
    );
    results.push({ ref: verify, check });
    key = (json as { result?: { key?: string } } | undefined)?.result?.key;
  }
  const ref = byId('loginSchool');
  const example = exampleBody(
    deref(ref.operation.requestBody!.content['application/json']!.schema!),
  ) as object;
  const body = options.login ? { ...options.login, key } : example;
  let token: string | undefined;
  const check = await exchange(
    ref,
    options.login ? `登录：账号 ${options.login.username}` : '登录：契约示例账号',
    urlOf(options.base, ref),
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    {
      expect: 'ok',
      timeoutMs,
      onJson: (json) => (token = (json as { result?: { token?: unknown } }).result?.token as string),
    },
  );
  results.push({
    ref,
    check:
      typeof token === 'string'
        ? check
        : { ...check, outcome: check.outcome === 'passed' ? 'drifted' : check.outcome },
  });
  return typeof token === 'string' && token ? token : undefined;
}

function toOperations(results: Result[], chosen: OperationRef[]): OperationResult[] {
  const checks = new Map<OperationRef, Check[]>();
  for (const { ref, check } of results) checks.set(ref, [...(checks.get(ref) ?? []), check]);
  const order = operations();
  return [...checks.keys()]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .filter((ref) => chosen.includes(ref) || checks.get(ref)!.some((check) => check.outcome !== 'skipped'))
    .map((ref) => ({
      operationId: ref.operation.operationId,
      method: ref.method.toUpperCase(),
      path: ref.path,
      tag: ref.operation.tags?.[0] ?? 'default',
      summary: ref.operation.summary ?? '',
      outcome: outcomeOf(checks.get(ref)!),
      checks: checks.get(ref)!,
    }));
}

export async function conform(options: ConformOptions): Promise<ConformRun> {
  loadContract();
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const base = options.base.replace(/\/$/, '');
  const context = {
    base,
    token: options.token ?? '',
    mock: Boolean(options.mock),
    timeoutMs: options.timeoutMs,
    concurrency: options.concurrency,
  };
  const writes = Boolean(options.writes || options.mock);
  const chosen = selected(options);
  const results: Result[] = [];
  const summaries: string[] = [];
  const finish = (): ConformRun => ({
    base,
    startedAt,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    selection: describeSelection(options, chosen.length),
    writes,
    operations: toOperations(results, chosen),
    summaries,
  });

  if (!options.token) {
    const token = await login({ ...options, base }, results);
    if (!token) {
      for (const ref of chosen)
        if (!results.some((result) => result.ref === ref))
          results.push({ ref, check: skipped('—', '登录没有得到令牌：未尝试（见 loginSchool）') });
      return finish();
    }
    context.token = token;
  } else if (chosen.includes(byId('loginSchool')))
    results.push({ ref: byId('loginSchool'), check: skipped('登录', '使用 --token：没有调用登录接口') });

  const isLogout = (ref: OperationRef) => ref.operation.operationId === 'logout';
  const reads = chosen.filter(
    (ref) => isRead(ref) && !isLogout(ref) && ref.operation.operationId !== 'loginSchool',
  );
  results.push(
    ...(await inParallel(
      reads,
      async (ref): Promise<Result> => {
        const values = options.params ?? {};
        const { body, type } = ref.method === 'get' ? {} : bodyJson(ref);
        const check = await exchange(
          ref,
          '读：契约示例参数',
          urlOf(base, ref, values),
          {
            method: ref.method.toUpperCase(),
            headers: { token: context.token, ...(type ? { 'content-type': type } : {}) },
            body,
          },
          { expect: 'ok', timeoutMs: options.timeoutMs, onJson: (json) => options.onJson?.(ref, json) },
        );
        return { ref, check };
      },
      options.concurrency,
    )),
  );

  const invalid = await checkInvalidRequests(
    context,
    chosen.filter((ref) => reads.includes(ref) || (writes && isWrite(ref))),
  );
  results.push(...invalid.results);
  summaries.push(invalid.summary);

  if (writes) {
    const sent = await checkWrites(context, chosen.filter(isWrite));
    results.push(...sent.results);
    summaries.push(sent.summary);
  } else
    for (const ref of chosen.filter(isWrite))
      results.push({ ref, check: skipped('写', '未加 --writes：写接口会改动数据，只对测试环境加 --writes') });

  for (const ref of chosen.filter(isLogout))
    results.push({
      ref,
      check: options.token
        ? skipped('退出登录', '使用 --token：不注销这个令牌')
        : await exchange(
            ref,
            '退出登录（最后发送）',
            urlOf(base, ref),
            { headers: { token: context.token } },
            {
              expect: 'ok',
              timeoutMs: options.timeoutMs,
            },
          ),
    });
  return finish();
}

/** The JSON body of a read sent with POST (its example). */
function bodyJson(ref: OperationRef): { body?: string; type?: string } {
  const schema = ref.operation.requestBody?.content['application/json']?.schema;
  return schema ? { body: JSON.stringify(exampleBody(schema)), type: 'application/json' } : {};
}

function describeSelection(options: ConformOptions, count: number): string {
  const parts = [
    options.only?.length ? `--only ${options.only.join(',')}` : '',
    options.tags?.length ? `--tags ${options.tags.join(',')}` : '',
    options.skip?.length ? `--skip ${options.skip.join(',')}` : '',
  ].filter(Boolean);
  return `${count} / ${operations().length} 个接口${parts.length ? `（${parts.join(' ')}）` : '（全部）'}`;
}

/** 0: every operation tried passed; 1: a drift; 2: no drift, but something was not reached. */
export function exitCode(run: ConformRun): number {
  if (run.operations.some((operation) => operation.outcome === 'drifted')) return 1;
  if (run.operations.some((operation) => operation.outcome === 'unreachable')) return 2;
  return run.operations.some((operation) => operation.outcome === 'passed') ? 0 : 2;
}
