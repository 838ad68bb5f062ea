/**
 * Contract test: logs in, calls every read (GET) operation of the contract on
 * a backend and validates each response strictly against the generated zod
 * schemas, printing a per-operation report. This is how backend drift is caught.
 *
 *   npm run test:contract                         # against a Prism started here, then the recorded fixtures
 *   npm run test:contract -- --base-url https://jw-test.example.edu.cn [--token T]
 *   … --base-url … --record [--only listAdultStations,…]
 *       also saves each JSON response, personal data and secrets masked, to tests/contract/fixtures/;
 *       every later run replays them against the strict schemas, so a drift found once stays tested.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { CONTRACT, freePort, startPrism } from '../../mock-server/prism.mjs';
import { loadFixtures, saveFixture } from './record';
import { validateResponse } from './validate';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; enum?: unknown[] };
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: {
    content: Record<string, { schema?: { properties?: Record<string, { example?: unknown }> } }>;
  };
}
type Contract = { paths: Record<string, Record<string, Operation>> };

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    record: { type: 'boolean' },
    only: { type: 'string' },
  },
});

const contract = parse(readFileSync(CONTRACT, 'utf8')) as Contract;

/** Follows a local `$ref` ('#/components/schemas/LoginBody') of the bundled contract. */
function deref<T>(node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node) {
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], contract);
    return deref(target as T);
  }
  return node as T;
}

const exampleOf = (parameter: Parameter) =>
  parameter.example ?? parameter.schema?.example ?? parameter.schema?.enum?.[0];

function buildUrl(base: string, path: string, operation: Operation): string {
  let filled = path;
  const query = new URLSearchParams();
  for (const parameter of (operation.parameters ?? []).map(deref)) {
    const value = exampleOf(parameter);
    if (parameter.in === 'path')
      filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(value));
  }
  const search = query.toString();
  return `${base}${filled}${search ? `?${search}` : ''}`;
}

async function login(base: string): Promise<string> {
  const operation = contract.paths['/v1-admin-login-school'].post;
  const schema = deref(operation.requestBody?.content['application/json'].schema ?? {});
  const properties = schema.properties ?? {};
  const body = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, value.example]));
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

interface Row {
  label: string;
  ok: boolean;
  detail: string;
}

async function checkOperation(base: string, token: string, path: string, operation: Operation): Promise<Row> {
  const label = `GET ${path} (${operation.operationId})`;
  const started = performance.now();
  const response = await fetch(buildUrl(base, path, operation), { headers: { token } });
  const ms = Math.round(performance.now() - started);
  if (response.status !== 200) {
    return { label, ok: false, detail: `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}` };
  }
  const declared = Object.keys(operation.responses['200']?.content ?? {});
  if (!declared.includes('application/json')) {
    const body = await response.arrayBuffer();
    const type = response.headers.get('content-type') ?? '';
    const ok = declared.some((t) => type.startsWith(t)) && body.byteLength > 0;
    return {
      label,
      ok,
      detail: ok ? `${type.split(';')[0]}, ${body.byteLength} B, ${ms} ms` : `unexpected ${type}`,
    };
  }
  const json: unknown = await response.json();
  if (args.record) {
    saveFixture({
      operationId: operation.operationId,
      request: `GET ${path}`,
      recordedFrom: new URL(base).host,
      recordedAt: new Date().toISOString(),
      response: json,
    });
  }
  const check = validateResponse(operation.operationId, json);
  return check.ok
    ? { label, ok: true, detail: `${ms} ms` }
    : { label, ok: false, detail: check.issues.slice(0, 5).join('; ') };
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

/** Against our own Prism: a request the contract forbids must be rejected (422). */
async function checkRequestValidation(base: string, token: string): Promise<Row> {
  const response = await fetch(`${base}/v1-basis-auth-routing?type=3`, { headers: { token } });
  return {
    label: 'Prism 拒绝契约不允许的请求 (type=3)',
    ok: response.status === 422,
    detail: `HTTP ${response.status}`,
  };
}

async function main() {
  if (args.record && !args['base-url']) throw new Error('--record 需要 --base-url：录制的是真实后端的响应');
  const prism = args['base-url'] ? undefined : await startPrism({ port: await freePort() });
  const base = (args['base-url'] ?? prism!.url).replace(/\/$/, '');
  const rows: Row[] = [];
  try {
    const token = args.token ?? (await login(base));
    rows.push({ label: 'POST /v1-admin-login-school (loginSchool)', ok: true, detail: 'token received' });
    const only = args.only?.split(',').map((name) => name.trim());
    for (const [path, item] of Object.entries(contract.paths)) {
      if (item.get && (!only || only.includes(item.get.operationId)))
        rows.push(await checkOperation(base, token, path, item.get));
    }
    if (prism) rows.push(await checkRequestValidation(base, token), ...replayFixtures());
  } finally {
    await prism?.stop();
  }
  console.log(`\n契约测试 · ${base}\n`);
  for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.label}  ${row.detail}`);
  const failed = rows.filter((row) => !row.ok).length;
  console.log(`\n${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
