/**
 * Contract test: logs in, calls every read (GET) operation of the contract on a backend and
 * validates each response strictly (the generated zod and a standard JSON Schema validator),
 * printing a per-operation report. This is how backend drift is caught.
 *
 *   npm run test:contract                         # against a Prism started here (reads, writes,
 *                                                 # invalid requests, a crash), then the recorded fixtures
 *   npm run test:contract -- --base-url https://jw-test.example.edu.cn [--token T]
 *   … --base-url … --writes
 *       also sends each write operation its contract example (see writes.ts: create → edit →
 *       delete of a throwaway record where the operations form such a cycle)
 *   … --base-url … --record [--only listAdultStations,…]
 *       also saves each JSON response, personal data and secrets masked, to tests/contract/fixtures/;
 *       every later run replays them against the strict schemas, so a drift found once stays tested.
 */
import { parseArgs } from 'node:util';
import { freePort, startPrism } from '../../mock-server/prism.mjs';
import { deref, loadContract, operations, type OperationRef } from './ajv';
import { checkInvalidRequests } from './invalid';
import { loadFixtures, recordingRefusal, saveFixture } from './record';
import { checkAnswer, exampleBody, inParallel, labelOf, urlOf, type Row } from './requests';
import { validateResponse } from './validate';
import { checkWrites } from './writes';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    record: { type: 'boolean' },
    only: { type: 'string' },
    writes: { type: 'boolean' },
  },
});

const { contract } = loadContract();

async function login(base: string): Promise<string> {
  const operation = contract.paths['/v1-admin-login-school']!.post!;
  const body = exampleBody(deref(operation.requestBody!.content['application/json']!.schema!));
  const response = await fetch(`${base}/v1-admin-login-school`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  const check = validateResponse(operation.operationId, json);
  if (!check.ok) throw new Error(`登录响应不符合契约：${check.issues.join('; ')}`);
  return (json as { result: { token: string } }).result.token;
}

async function checkOperation(base: string, token: string, ref: OperationRef): Promise<Row> {
  const label = labelOf(ref);
  const started = performance.now();
  const response = await fetch(urlOf(base, ref), { headers: { token } });
  const ms = Math.round(performance.now() - started);
  if (args.record && response.headers.get('content-type')?.includes('json')) {
    saveFixture({
      operationId: ref.operation.operationId,
      request: `GET ${ref.path}`,
      recordedFrom: new URL(base).host,
      recordedAt: new Date().toISOString(),
      response: await response.clone().json(),
    });
  }
  const issues = await checkAnswer(ref, response, '200');
  return {
    label,
    ok: issues.length === 0,
    detail: issues.length ? issues.slice(0, 5).join('; ') : `${ms} ms`,
  };
}

/** The recorded responses of live backends, against today's strict schemas. */
function replayFixtures(): Row[] {
  return loadFixtures().map((fixture) => {
    const check = validateResponse(fixture.operationId, fixture.response);
    const label = `回放 ${fixture.request} (${fixture.operationId})，${fixture.recordedFrom} ${fixture.recordedAt.slice(0, 10)} 录制`;
    return check.ok
      ? { label, ok: true, detail: '' }
      : { label, ok: false, detail: check.issues.slice(0, 5).join('; ') };
  });
}

/**
 * Against our own Prism: a request the contract forbids is rejected with the documented 400, and
 * the answer names the violations in the header `sl-violations` (how the browser tests tell a
 * request the contract refused from a 400 a test asked for).
 */
async function checkRequestValidation(base: string, token: string): Promise<Row> {
  const response = await fetch(`${base}/v1-basis-auth-routing?type=3`, { headers: { token } });
  const violations = response.headers.get('sl-violations');
  return {
    label: 'Prism 以契约写明的 400 拒绝契约不允许的请求 (type=3)，并在 sl-violations 中说明',
    ok: response.status === 400 && Boolean(violations),
    detail: `HTTP ${response.status}${violations ? `，${violations.slice(0, 120)}` : '，没有 sl-violations'}`,
  };
}

/**
 * Against our own Prism: a file part without a Content-Type of its own (as some clients send it)
 * makes Prism's multipart parser throw and exit; the start-up script restarts it, so the next
 * normal request is still answered.
 */
async function checkCrashSurvived(base: string, token: string, restarts: () => number): Promise<Row> {
  const boundary = 'contract-test-boundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="附件.pdf"\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
  const crash = await fetch(`${base}/v1-own-notice-upload`, {
    method: 'POST',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  await crash.arrayBuffer();
  const started = performance.now();
  const next = await fetch(`${base}/v1-get-version?tag=boss_version`);
  const check = validateResponse('getAppVersion', await next.json());
  return {
    label: '没有 Content-Type 的文件分段之后，下一个请求仍有应答',
    ok: next.status === 200 && check.ok,
    detail: `上传得到 HTTP ${crash.status}，Prism 重启 ${restarts()} 次，下一个请求 HTTP ${next.status}（${Math.round(performance.now() - started)} ms）`,
  };
}

async function main() {
  if (args.record && !args['base-url']) throw new Error('--record 需要 --base-url：录制的是真实后端的响应');
  const refused = args.record ? recordingRefusal(new URL(args['base-url']!).host) : undefined;
  if (refused) throw new Error(refused);
  const prism = args['base-url'] ? undefined : await startPrism({ port: await freePort() });
  const base = (args['base-url'] ?? prism!.url).replace(/\/$/, '');
  const rows: Row[] = [];
  const summaries: string[] = [];
  const started = performance.now();
  try {
    const token = args.token ?? (await login(base));
    rows.push({ label: 'POST /v1-admin-login-school (loginSchool)', ok: true, detail: 'token received' });
    const only = args.only?.split(',').map((name) => name.trim());
    const reads = operations().filter(
      (ref) => ref.method === 'get' && (!only || only.includes(ref.operation.operationId)),
    );
    rows.push(...(await inParallel(reads, (ref) => checkOperation(base, token, ref))));
    if (prism) {
      rows.push(await checkRequestValidation(base, token));
      const invalid = await checkInvalidRequests(base, token);
      rows.push(...invalid.rows);
      summaries.push(invalid.summary);
    }
    if (prism || args.writes) {
      const writes = await checkWrites({ base, token, mock: Boolean(prism) });
      rows.push(...writes.rows);
      summaries.push(writes.summary);
    }
    if (prism) rows.push(await checkCrashSurvived(base, token, prism.restarts), ...replayFixtures());
  } finally {
    await prism?.stop();
  }
  console.log(`\n契约测试 · ${base}\n`);
  for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.label}  ${row.detail}`);
  const failed = rows.filter((row) => !row.ok).length;
  for (const summary of summaries) console.log(`\n${summary}`);
  console.log(
    `\n${rows.length - failed} passed, ${failed} failed（${Math.round((performance.now() - started) / 1000)} s）`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
