/**
 * Requests built from the contract's own examples (parameters, bodies), and each exchange judged
 * against what the operation documents (the standard validator and the app's strict zod): passed,
 * drifted (drifts.ts), not reached. Shared by the read, write and invalid-request checks.
 */
import { sample } from 'openapi-sampler';
import {
  ajvErrors,
  deref,
  loadContract,
  responseSchemaPointer,
  type MediaType,
  type OperationRef,
  type Parameter,
} from './ajv';
import { ajvDrifts, mergeDrifts, shown, STATUS_PATH, zodDrifts, type Drift } from './drifts';
import { strictIssues } from './validate';

export interface Row {
  label: string;
  ok: boolean;
  detail: string;
}

/** Reads: GET, and the few lists the contract sends with POST (x-demo list / get). */
export const isRead = (ref: OperationRef) =>
  ref.method === 'get' || ['list', 'get'].includes(ref.operation['x-demo']?.action ?? '');

export const labelOf = (ref: OperationRef) =>
  `${ref.method.toUpperCase()} ${ref.path} (${ref.operation.operationId})`;

export const parametersOf = (ref: OperationRef): Parameter[] =>
  (ref.operation.parameters ?? []).map((parameter) => deref<Parameter>(parameter));

export const exampleOf = (parameter: Parameter): unknown =>
  parameter.example ?? parameter.schema?.example ?? (parameter.schema?.enum as unknown[] | undefined)?.[0];

/** The URL with path parameters and the required query parameters filled from the examples. */
export function urlOf(
  base: string,
  ref: OperationRef,
  values: Record<string, unknown> = {},
  { optional = false, omit }: { optional?: boolean; omit?: string } = {},
): string {
  let filled = ref.path;
  const query = new URLSearchParams();
  for (const parameter of parametersOf(ref)) {
    if (parameter.name === omit) continue;
    const value = parameter.name in values ? values[parameter.name] : exampleOf(parameter);
    if (parameter.in === 'path')
      filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && (parameter.required || optional || parameter.name in values))
      query.set(parameter.name, String(value));
  }
  const search = query.toString();
  return `${base}${filled}${search ? `?${search}` : ''}`;
}

/** The contract's example of a schema: its property examples put together (openapi-sampler). */
export function exampleBody(schema: unknown): unknown {
  return sample(schema as never, { skipReadOnly: true, quiet: true }, loadContract().contract);
}

/** A file part's content type: the first one its encoding declares. */
const partType = (media: MediaType, name: string) =>
  media.encoding?.[name]?.contentType?.split(',')[0]?.trim() ?? 'application/octet-stream';

/** The request body of an operation from its example (JSON, or multipart with small files). */
export function bodyOf(
  ref: OperationRef,
  overrides: Record<string, unknown> = {},
): { body?: BodyInit; type?: string; json?: unknown } {
  const content = ref.operation.requestBody?.content;
  if (!content) return {};
  const json = content['application/json'];
  if (json?.schema) {
    const example = exampleBody(json.schema);
    const body =
      example && typeof example === 'object' && !Array.isArray(example)
        ? { ...example, ...overrides }
        : example;
    return { body: JSON.stringify(body), type: 'application/json', json: body };
  }
  const multipart = content['multipart/form-data'];
  if (multipart?.schema) {
    const schema = deref(multipart.schema) as { properties?: Record<string, { format?: string }> };
    const values = { ...(exampleBody(multipart.schema) as Record<string, unknown>), ...overrides };
    const form = new FormData();
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.format === 'binary') {
        const type = partType(multipart, name);
        form.append(name, new Blob(['契约测试的示例文件'], { type }), `示例.${type.split('/')[1] ?? 'bin'}`);
      } else if (values[name] !== undefined) form.append(name, String(values[name]));
    }
    return { body: form };
  }
  return {};
}

/** An exchange with the server, judged: what was sent, the outcome, the drifts found. */
export interface Check {
  what: string;
  outcome: Outcome;
  drifts: Drift[];
  /** why it was not reached or not tried, or what was sent */
  note: string;
  ms?: number;
}

export type Outcome = 'passed' | 'drifted' | 'unreachable' | 'skipped';

/** Answers that say the server itself was not reached (a gateway answered) or our token was refused. */
const NOT_REACHED: Record<string, string> = {
  '401': '令牌被拒绝（HTTP 401）：检查 --token 或登录账号',
  '403': '没有权限（HTTP 403）：登录账号缺少这个接口的权限',
  '502': '网关错误（HTTP 502）：后端没有应答',
  '503': '服务不可用（HTTP 503）',
  '504': '网关超时（HTTP 504）',
};

export const skipped = (what: string, note: string): Check => ({
  what,
  outcome: 'skipped',
  drifts: [],
  note,
});

const snippet = async (response: Response) =>
  (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 120);

/** `HTTP 200（code 500：记录不存在）` for an envelope, else the status and the start of the body. */
function statusText(status: string, json: unknown): string {
  const body = json as { code?: unknown; msg?: unknown } | undefined;
  if (body && typeof body === 'object' && 'code' in body)
    return `HTTP ${status}（code ${String(body.code)}${typeof body.msg === 'string' ? `：${body.msg.slice(0, 60)}` : ''}）`;
  return json === undefined ? `HTTP ${status}` : `HTTP ${status}：${shown(json)}`;
}

/** The drifts of a JSON body from the schema an operation documents for `status`. */
export function bodyDrifts(ref: OperationRef, status: string, json: unknown): Drift[] {
  const fromAjv = ajvDrifts(ajvErrors(responseSchemaPointer(ref, status, 'application/json'), json), json);
  const issues = status === '200' ? strictIssues(ref.operation.operationId, json) : [];
  return mergeDrifts(fromAjv, zodDrifts(issues ?? [], json));
}

/**
 * Sends one request and judges the answer. `expect: 'ok'`: the operation's 200, its body valid under
 * the standard validator and the app's strict zod. `expect: 'refusal'` (an invalid request): any
 * status the operation documents but 200, its body valid under that status's schema.
 */
export async function exchange(
  ref: OperationRef,
  what: string,
  url: string,
  init: RequestInit,
  {
    expect,
    timeoutMs = 20_000,
    onJson,
  }: { expect: 'ok' | 'refusal'; timeoutMs?: number; onJson?: (json: unknown) => void },
): Promise<Check> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      what,
      outcome: 'unreachable',
      drifts: [],
      note: timedOut
        ? `${timeoutMs / 1000} 秒内没有应答`
        : `连接失败（${cause?.code ?? cause?.message ?? (error as Error).message}）`,
    };
  }
  const ms = Math.round(performance.now() - started);
  const status = String(response.status);
  const judged = (drifts: Drift[], note = ''): Check => ({
    what,
    outcome: drifts.length ? 'drifted' : 'passed',
    drifts,
    note,
    ms,
  });
  if (NOT_REACHED[status]) {
    await response.arrayBuffer();
    return { what, outcome: 'unreachable', drifts: [], note: NOT_REACHED[status], ms };
  }
  const documented = ref.operation.responses[status];
  const type = response.headers.get('content-type') ?? '';
  const isJson = type.includes('json');
  const json: unknown = isJson
    ? await response
        .clone()
        .json()
        .catch(() => undefined)
    : undefined;
  // the statuses the operation documents for a request it refuses
  const refusals = Object.keys(ref.operation.responses).filter(
    (code) => /^4/.test(code) && !NOT_REACHED[code],
  );
  if (expect === 'refusal' && status === '200')
    return judged([
      {
        kind: 'status',
        path: STATUS_PATH,
        expected: `HTTP ${refusals.join(' / ') || '4xx'}（契约对无效请求的应答）`,
        actual: statusText(status, json),
      },
    ]);
  if (expect === 'ok' && status !== '200') {
    const absent = (status === '404' || status === '405') && !documented;
    return judged([
      {
        kind: absent ? 'absent' : 'status',
        path: STATUS_PATH,
        expected: absent ? `接口存在：${ref.method.toUpperCase()} ${ref.path}` : 'HTTP 200',
        actual: isJson ? statusText(status, json) : `HTTP ${status}：${await snippet(response)}`,
      },
    ]);
  }
  if (!documented)
    return judged([
      {
        kind: 'status',
        path: STATUS_PATH,
        expected: `HTTP ${Object.keys(ref.operation.responses).join(' / ')}`,
        actual: isJson ? statusText(status, json) : `HTTP ${status}：${await snippet(response)}`,
      },
    ]);
  const declared = Object.keys(deref(documented).content ?? {});
  if (!declared.includes('application/json')) {
    const bytes = (await response.arrayBuffer()).byteLength;
    const fits = declared.some((media) => type.startsWith(media)) && bytes > 0;
    return judged(
      fits
        ? []
        : [
            {
              kind: 'media',
              path: 'Content-Type',
              expected: declared.join(' / '),
              actual: `${type || '（无）'}，${bytes} 字节`,
            },
          ],
    );
  }
  if (json === undefined)
    return judged([
      {
        kind: 'media',
        path: 'Content-Type',
        expected: 'application/json',
        actual: `${type || '（无）'}：${await snippet(response)}`,
      },
    ]);
  onJson?.(json);
  const code = (json as { code?: unknown }).code;
  if (status === '200' && typeof code === 'number' && code !== 200)
    return judged([{ kind: 'business', path: '$.code', expected: '200', actual: statusText(status, json) }]);
  return judged(bodyDrifts(ref, status, json));
}

/** Runs `task` on every item, a few at a time, and gives the results in the items' order. */
export async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>, width = 6): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
