/**
 * Requests built from the contract's own examples (parameters, bodies), the checks of an answer
 * against what the operation documents (the strict zod of the app and the standard validator),
 * and one report row per check. Shared by the read, write and invalid-request checks of run.ts.
 */
import { sample } from 'openapi-sampler';
import {
  ajvViolations,
  deref,
  loadContract,
  responseSchemaPointer,
  type MediaType,
  type OperationRef,
  type Parameter,
} from './ajv';
import { validateResponse } from './validate';

export interface Row {
  label: string;
  ok: boolean;
  detail: string;
}

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

/**
 * Whether an answer is what the operation documents for `status`: the status itself, and a JSON
 * body valid under the standard validator and, for 200, under the app's strict zod too.
 */
export async function checkAnswer(
  ref: OperationRef,
  response: Response,
  expected?: string,
): Promise<string[]> {
  const status = String(response.status);
  const documented = ref.operation.responses[status];
  if (expected && status !== expected) return [`HTTP ${status}：${(await response.text()).slice(0, 160)}`];
  if (!documented)
    return [`HTTP ${status} 不在契约中（契约写了 ${Object.keys(ref.operation.responses).join('/')}）`];
  const declared = Object.keys(deref(documented).content ?? {});
  const type = response.headers.get('content-type') ?? '';
  if (!declared.includes('application/json')) {
    const bytes = (await response.arrayBuffer()).byteLength;
    return declared.some((t) => type.startsWith(t)) && bytes > 0 ? [] : [`意外的响应类型 ${type}`];
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return [`HTTP ${status} 的响应不是 JSON（${type}）`];
  }
  const issues = ajvViolations(responseSchemaPointer(ref, status, 'application/json'), json).map(
    (issue) => `ajv: ${issue}`,
  );
  if (status === '200') {
    const strict = validateResponse(ref.operation.operationId, json);
    if (!strict.ok) issues.push(...strict.issues.slice(0, 3).map((issue) => `zod: ${issue}`));
  }
  return issues;
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
