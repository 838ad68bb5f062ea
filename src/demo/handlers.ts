/**
 * Stateful MSW handlers for every operation the contract annotates with x-demo (see
 * mock-server/demo/operations.ts): lists page and filter the demo's records, and creating,
 * editing, deleting, toggling, approving and importing change them. Operations marked
 * static, and anything else, fall through to the generated handlers (the examples).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import operations from 'virtual:demo-operations';
import type { DemoOperation } from '../../mock-server/demo/operations';
import { exampleOf } from './seed';
import { collection, nextId, save, type DemoRecord } from './store';

type Params = Record<string, unknown>;

/** Query, path and body parameters of a request, as one object. */
async function paramsOf(request: Request, pathParams: Record<string, unknown>): Promise<Params> {
  const url = new URL(request.url);
  const params: Params = { ...Object.fromEntries(url.searchParams), ...pathParams };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) Object.assign(params, (await request.json()) as Params);
  else if (type.includes('form')) {
    for (const [key, value] of await request.formData()) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

const PAGING = new Set(['page', 'limit', 'perPage', 'start', 'type']);
const KEYWORD = new Set(['keyword', 'q', 'key', 'search']);
const strings = (record: DemoRecord) =>
  Object.values(record).filter((value) => typeof value === 'string') as string[];

/** Does the record match the search? Fields it has compare (numbers equal, text contains); keywords search all text. */
function matches(record: DemoRecord, params: Params): boolean {
  return Object.entries(params).every(([key, raw]) => {
    if (PAGING.has(key) || raw === undefined || raw === '' || raw === null || typeof raw === 'object')
      return true;
    const wanted = String(raw).toLowerCase();
    if (KEYWORD.has(key) && !(key in record))
      return strings(record).some((text) => text.toLowerCase().includes(wanted));
    if (!(key in record)) return true; // a filter the rows do not carry (e.g. school_id beside school_name)
    const value = record[key];
    if (typeof value === 'number') return value === Number(raw);
    return String(value ?? '')
      .toLowerCase()
      .includes(wanted);
  });
}

/** The field that names a record: id, else uuid. */
const keyField = (rows: DemoRecord[]) => (rows.some((row) => 'id' in row) ? 'id' : 'uuid');

/** Which records a request names: path parameter, ids / uuids arrays, id / uuid. */
function named(rows: DemoRecord[], params: Params, pathParams: string[]): DemoRecord[] {
  const field = keyField(rows);
  const wanted: unknown[] = [];
  for (const name of pathParams) wanted.push(params[name]);
  for (const name of ['ids', 'uuids'])
    if (Array.isArray(params[name])) wanted.push(...(params[name] as unknown[]));
  for (const name of ['id', 'uuid']) if (params[name] !== undefined) wanted.push(params[name]);
  const keys = new Set(wanted.map(String));
  return rows.filter(
    (row) => keys.has(String(row[field])) || keys.has(String(row.id)) || keys.has(String(row.uuid)),
  );
}

const KEYS = new Set(['id', 'ids', 'uuid', 'uuids']);
const changes = (params: Params, pathParams: string[]) =>
  Object.fromEntries(Object.entries(params).filter(([key]) => !KEYS.has(key) && !pathParams.includes(key)));

const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

/**
 * A reviewer's `reason` (驳回, 标记异常, 重新打开) is kept where the screens read it: the record's one
 * `…_reason` field (review_reason, reject_reason, flag_reason, reopen_reason); a record without one
 * keeps it as `reason`. The record's own `reason` (a student's 修改原因) is left as it was.
 */
function withReason(record: DemoRecord, changed: Params): Params {
  const fields = Object.keys(record).filter((key) => key.endsWith('_reason'));
  if (!('reason' in changed) || fields.length !== 1) return changed;
  const { reason, ...rest } = changed;
  return { ...rest, [fields[0]!]: reason };
}

/**
 * A changed `x_id` brings its `x_name` along, as the server would: from another record of the
 * collection with the same id (a station's province_id 440000 → province_name 广东省).
 */
function withNames(record: DemoRecord, rows: DemoRecord[]): DemoRecord {
  for (const [key, value] of Object.entries(record)) {
    const base = /^(.*)_id$/.exec(key)?.[1];
    if (!base || !(`${base}_name` in record)) continue;
    const known = rows.find(
      (row) => row !== record && row[key] === value && row[`${base}_name`] !== undefined,
    );
    if (known) record[`${base}_name`] = known[`${base}_name`];
  }
  return record;
}

/** The example answer of the operation with `result` replaced. */
function answer(operation: DemoOperation, result?: unknown) {
  const example = (exampleOf(operation.operationId) ?? {
    code: 200,
    msg: '操作成功',
    result: null,
  }) as Params;
  return HttpResponse.json(result === undefined ? example : { ...example, result });
}

const notFound = () =>
  HttpResponse.json({ code: 500, msg: '记录不存在或已被删除（演示数据）', result: null });

function handle(operation: DemoOperation, list: DemoOperation | undefined): HttpHandler {
  const { demo, pathParams } = operation;
  const name = `${operation.line}:${demo.collection}`;
  return http[operation.method as 'get'](operation.path, async ({ request, params: routeParams }) => {
    const params = await paramsOf(request, routeParams);
    const rows = collection(name, list?.operationId);
    switch (demo.action) {
      case 'list': {
        const found = rows.filter((row) => matches(row, params));
        const limit = Number(params.perPage ?? params.limit ?? 10) || 10;
        const page = Math.max(1, Number(params.page ?? params.start ?? 1) || 1);
        const example = exampleOf(operation.operationId) as { result?: unknown } | undefined;
        if (Array.isArray(example?.result)) return answer(operation, found);
        return answer(operation, {
          ...(example?.result as object),
          total: found.length,
          list: found.slice((page - 1) * limit, page * limit),
        });
      }
      case 'get': {
        const [record] = named(rows, params, pathParams);
        return record
          ? answer(operation, { ...(exampleOf(operation.operationId)?.result as object), ...record })
          : notFound();
      }
      case 'create': {
        const template = rows[0] ?? {};
        const field = keyField(rows);
        // a new record has counted nothing yet (student_count …) and was created now
        const fresh = Object.fromEntries(
          Object.entries(template).map(([key, value]) => [
            key,
            /_count$/.test(key) && typeof value === 'number' ? 0 : value,
          ]),
        );
        const record: DemoRecord = { ...fresh, ...changes(params, pathParams), created_at: now() };
        record[field] = field === 'id' ? nextId() : crypto.randomUUID();
        rows.push(withNames(record, rows));
        save();
        return answer(operation);
      }
      case 'update':
      case 'set': {
        const targets = named(rows, params, pathParams);
        if (!targets.length) return notFound();
        for (const record of targets) {
          const changed = changes(params, pathParams);
          Object.assign(
            record,
            demo.action === 'set' ? withReason(record, changed) : changed,
            demo.values ?? {},
          );
          withNames(record, rows);
        }
        save();
        return answer(operation);
      }
      case 'delete': {
        const targets = new Set(named(rows, params, pathParams));
        if (!targets.size) return notFound();
        rows.splice(0, rows.length, ...rows.filter((row) => !targets.has(row)));
        save();
        return answer(operation);
      }
      case 'import': {
        const imported = (params[demo.rows ?? 'rows'] as DemoRecord[] | undefined) ?? [];
        for (const row of imported) rows.push({ ...rows[0], ...row, id: nextId(), created_at: now() });
        save();
        return answer(operation);
      }
      default:
        return undefined; // static: the generated handler answers
    }
  });
}

/** One handler per annotated operation; each collection is seeded from its list operation. */
export function demoHandlers(): HttpHandler[] {
  const lists = new Map<string, DemoOperation>();
  for (const operation of operations)
    if (operation.demo.action === 'list' && operation.demo.collection)
      lists.set(`${operation.line}:${operation.demo.collection}`, operation);
  return operations
    .filter((operation) => operation.demo.action !== 'static' && operation.demo.collection)
    .map((operation) => handle(operation, lists.get(`${operation.line}:${operation.demo.collection}`)));
}
