/**
 * Write drift (`--writes` against a test backend; always against the mock): each write operation is
 * sent its contract example and its answer is judged strictly (200, the standard validator and the
 * app's strict zod). Where a collection has create, edit and delete (x-demo annotations, one line at
 * a time), they run as one cycle on a throwaway record: created from the example, found again in the
 * list, edited and deleted by its own id; selecting one of them runs its whole cycle.
 *
 * Against a real backend, nothing but that throwaway record is deleted (deletes outside a cycle are
 * not tried), and the password operations are not tried. Logout is conform.ts's (sent last).
 */
import { loadContract, operations, type OperationRef } from './ajv';
import { bodyOf, exchange, inParallel, isRead, parametersOf, skipped, urlOf, type Check } from './requests';

/** Changes the account the test logs in with, or another account's password. */
const ACCOUNT_OPERATIONS = new Set(['changeOwnPassword', 'resetAccountPassword']);

/** Sent by conform.ts itself: first and last. */
const SESSION_OPERATIONS = new Set(['loginSchool', 'logout']);

const ACTION_NAMES: Record<string, string> = {
  create: '新建',
  update: '编辑',
  delete: '删除',
  set: '设置',
  import: '导入',
};

const lineOf = (ref: OperationRef) => /^\/v1-(own|adult)-/.exec(ref.path)?.[1] ?? 'common';
const demo = (ref: OperationRef) => ref.operation['x-demo'] ?? {};

/** The write operations of the contract (reads sent with POST, such as getTeacherList, are reads). */
export const isWrite = (ref: OperationRef) =>
  !isRead(ref) && !SESSION_OPERATIONS.has(ref.operation.operationId);

interface Cycle {
  create: OperationRef;
  update: OperationRef;
  remove: OperationRef;
  list?: OperationRef;
}

function cycles(refs: OperationRef[]): Cycle[] {
  const groups = new Map<string, Partial<Record<string, OperationRef>>>();
  for (const ref of refs) {
    const { collection, action } = demo(ref);
    if (!collection || !action) continue;
    const key = `${collection}/${lineOf(ref)}`;
    const group = groups.get(key) ?? {};
    group[action] ??= ref;
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.create && group.update && group.delete)
    .map((group) => ({
      create: group.create!,
      update: group.update!,
      remove: group.delete!,
      list: group.list,
    }));
}

export interface Context {
  base: string;
  token: string;
  /** this repository's Prism: every write is sent */
  mock: boolean;
  timeoutMs?: number;
  concurrency?: number;
}

export interface Result {
  ref: OperationRef;
  check: Check;
}

/** Operations authorised by the esign ticket (header `ticket`) instead of the login token. */
const usesTicket = (ref: OperationRef) =>
  (ref.operation.security ?? []).some((requirement) => Object.hasOwn(requirement as object, 'esignTicket'));

const tickets = new Map<string, Promise<string>>();

/** A signing ticket, from the operation that issues one (createEsignTicket); one per backend. */
function ticketFor(context: Context): Promise<string> {
  let ticket = tickets.get(context.base);
  ticket ??= (async () => {
    const issue = operations().find((ref) => ref.path === '/v1-esign-ticket')!;
    const { body, type } = bodyOf(issue);
    const response = await fetch(urlOf(context.base, issue), {
      method: 'POST',
      headers: { token: context.token, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    const json = (await response.json()) as { result?: { ticket?: string } };
    return json.result?.ticket ?? '';
  })();
  tickets.set(context.base, ticket);
  return ticket;
}

/** The headers that authorise a request to `ref`: the token, and a signing ticket where it takes one. */
export async function authHeaders(context: Context, ref: OperationRef): Promise<Record<string, string>> {
  return { token: context.token, ...(usesTicket(ref) ? { ticket: await ticketFor(context) } : {}) };
}

async function send(context: Context, ref: OperationRef, id?: unknown): Promise<Result> {
  const key = idKey(ref);
  const values = id === undefined ? {} : { [key]: id };
  const overrides = id === undefined ? {} : { [key]: id, ids: [id] };
  const pathOrQuery = parametersOf(ref).some((parameter) => parameter.name === key);
  const { body, type } = bodyOf(ref, pathOrQuery ? {} : onlyPresent(ref, overrides));
  const headers = { ...(await authHeaders(context, ref)), ...(type ? { 'content-type': type } : {}) };
  const action = ACTION_NAMES[demo(ref).action ?? ''] ?? '发送';
  const what = `写（${action}）：契约示例${id === undefined ? '' : `，记录 ${String(id)}`}`;
  const check = await exchange(
    ref,
    what,
    urlOf(context.base, ref, values),
    { method: ref.method.toUpperCase(), headers, body },
    {
      expect: 'ok',
      timeoutMs: context.timeoutMs,
    },
  );
  return { ref, check };
}

/** The field or parameter naming the record: id, or uuid where the operation uses one. */
function idKey(ref: OperationRef): string {
  const names = [
    ...parametersOf(ref).map((parameter) => parameter.name),
    ...Object.keys(
      (bodySchemaOf(ref) as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
    ),
  ];
  return names.includes('id') ? 'id' : names.includes('ids') ? 'ids' : names.includes('uuid') ? 'uuid' : 'id';
}

function bodySchemaOf(ref: OperationRef): unknown {
  const schema = ref.operation.requestBody?.content['application/json']?.schema;
  if (!schema?.$ref) return schema;
  return schema.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], loadContract().contract);
}

/** Only the overrides the body has (`id` for an edit, `ids` for a batch delete). */
function onlyPresent(ref: OperationRef, overrides: Record<string, unknown>): Record<string, unknown> {
  const properties =
    (bodySchemaOf(ref) as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.fromEntries(Object.entries(overrides).filter(([key]) => key in properties));
}

/**
 * The id of the record the create just made: the newest row of the collection's list whose fields
 * equal the example's (a create answers no id). Undefined when no row matches.
 */
async function findCreated(context: Context, cycle: Cycle): Promise<unknown> {
  if (!cycle.list || cycle.list.method !== 'get') return undefined;
  const sent = bodyOf(cycle.create).json as Record<string, unknown> | undefined;
  const response = await fetch(urlOf(context.base, cycle.list, { page: 1, limit: 100 }), {
    headers: { token: context.token },
  });
  if (!response.ok) return undefined;
  const json = (await response.json()) as {
    result?: { list?: Record<string, unknown>[] } | Record<string, unknown>[];
  };
  const rows = Array.isArray(json.result) ? json.result : (json.result?.list ?? []);
  const key = idKey(cycle.update);
  const matching = rows.filter((row) => {
    const shared = Object.entries(sent ?? {}).filter(
      ([field, value]) => field in row && (typeof value === 'string' || typeof value === 'number'),
    );
    return shared.length > 0 && shared.every(([field, value]) => row[field] === value);
  });
  const ids = matching.map((row) => row[key === 'ids' ? 'id' : key]).filter((id) => id !== undefined);
  return ids.sort((a, b) => (Number(b) || 0) - (Number(a) || 0))[0];
}

const exampleId = (ref: OperationRef) => {
  const key = idKey(ref);
  const parameter = parametersOf(ref).find((p) => p.name === key);
  if (parameter) return parameter.example ?? parameter.schema?.example;
  const value = (bodyOf(ref).json as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value[0] : value;
};

/** One cycle on a throwaway record: create, find it, edit it, delete it. */
async function runCycle(context: Context, cycle: Cycle): Promise<{ results: Result[]; ran: boolean }> {
  const created = await send(context, cycle.create);
  const notTried = (why: string) =>
    [cycle.update, cycle.remove].map((ref) => ({
      ref,
      check: skipped(`写（${ACTION_NAMES[demo(ref).action ?? '']}）`, why),
    }));
  if (created.check.outcome !== 'passed')
    return { results: [created, ...notTried('同组的新建没有通过：不编辑、不删除')], ran: false };
  const id = (await findCreated(context, cycle)) ?? (context.mock ? exampleId(cycle.update) : undefined);
  if (id === undefined)
    return {
      results: [created, ...notTried('列表里找不到刚新建的记录：为免改动别人的数据，不编辑、不删除')],
      ran: false,
    };
  return {
    results: [created, await send(context, cycle.update, id), await send(context, cycle.remove, id)],
    ran: true,
  };
}

/** Sends the selected write operations (whole cycles where one of a cycle is selected). */
export async function checkWrites(
  context: Context,
  selected: OperationRef[],
): Promise<{ results: Result[]; summary: string }> {
  const chosen = new Set(selected);
  const writes = operations().filter(isWrite);
  const all = cycles(writes).filter((cycle) =>
    [cycle.create, cycle.update, cycle.remove].some((ref) => chosen.has(ref)),
  );
  const inCycle = new Set(all.flatMap((cycle) => [cycle.create, cycle.update, cycle.remove]));
  const ran = await inParallel(all, (cycle) => runCycle(context, cycle), context.concurrency);
  const results = ran.flatMap((result) => result.results);

  const rest = selected.filter((ref) => isWrite(ref) && !inCycle.has(ref));
  const withheld = (ref: OperationRef) =>
    !context.mock && (ACCOUNT_OPERATIONS.has(ref.operation.operationId) || demo(ref).action === 'delete');
  for (const ref of rest.filter(withheld))
    results.push({
      ref,
      check: skipped(
        '写',
        ACCOUNT_OPERATIONS.has(ref.operation.operationId)
          ? '会改动账号密码：不发送'
          : '只删除本次新建的记录：不发送',
      ),
    });
  results.push(
    ...(await inParallel(
      rest.filter((ref) => !withheld(ref)),
      (ref) => send(context, ref),
      context.concurrency,
    )),
  );

  const sent = results.filter((result) => result.check.outcome !== 'skipped');
  const failed = sent.filter((result) => result.check.outcome !== 'passed').length;
  const cyclesRun = ran.filter((result) => result.ran).length;
  return {
    results,
    summary:
      `写接口 ${new Set(results.map((result) => result.ref)).size} 个：发送 ${sent.length}（${sent.length - failed} 通过，${failed} 未通过），` +
      `其中 ${cyclesRun} / ${all.length} 组 新建 → 编辑 → 删除走完；未发送 ${results.length - sent.length}`,
  };
}
