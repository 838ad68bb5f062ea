/**
 * Write drift (`npm run test:contract -- --base-url … --writes`; always against the mock): each
 * write operation is sent its contract example and its answer is validated strictly (200, the
 * app's strict zod and the standard validator). Where a collection has create, edit and delete
 * (x-demo annotations, one line at a time), they run as one cycle on a throwaway record: created
 * from the example, found again in the list, edited and deleted by its own id.
 *
 * Against a real backend, nothing but that throwaway record is deleted (deletes outside a cycle
 * are listed as skipped), the password operations are skipped and logout is sent last.
 */
import { loadContract, operations, type OperationRef } from './ajv';
import { bodyOf, checkAnswer, inParallel, labelOf, parametersOf, urlOf, type Row } from './requests';

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Changes the account the test logs in with, or another account's password. */
const ACCOUNT_OPERATIONS = new Set(['changeOwnPassword', 'resetAccountPassword']);

const lineOf = (ref: OperationRef) => /^\/v1-(own|adult)-/.exec(ref.path)?.[1] ?? 'common';
const demo = (ref: OperationRef) => ref.operation['x-demo'] ?? {};

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

interface Context {
  base: string;
  token: string;
  mock: boolean;
}

/** Operations authorised by the esign ticket (header `ticket`) instead of the login token. */
const usesTicket = (ref: OperationRef) =>
  (ref.operation.security ?? []).some((requirement) => Object.hasOwn(requirement as object, 'esignTicket'));

let ticket: Promise<string> | undefined;

/** A signing ticket, from the operation that issues one (createEsignTicket). */
function ticketFor(context: Context): Promise<string> {
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
  return ticket;
}

async function send(context: Context, ref: OperationRef, id?: unknown): Promise<Row> {
  const key = idKey(ref);
  const values = id === undefined ? {} : { [key]: id };
  const overrides = id === undefined ? {} : { [key]: id, ids: [id] };
  const pathOrQuery = parametersOf(ref).some((parameter) => parameter.name === key);
  const { body, type } = bodyOf(ref, pathOrQuery ? {} : onlyPresent(ref, overrides));
  const started = performance.now();
  const response = await fetch(urlOf(context.base, ref, values), {
    method: ref.method.toUpperCase(),
    headers: {
      token: context.token,
      ...(usesTicket(ref) ? { ticket: await ticketFor(context) } : {}),
      ...(type ? { 'content-type': type } : {}),
    },
    body,
  });
  const ms = Math.round(performance.now() - started);
  const issues = await checkAnswer(ref, response, '200');
  return {
    label: `写 ${labelOf(ref)}${id === undefined ? '' : `，记录 ${String(id)}`}`,
    ok: issues.length === 0,
    detail: issues.length ? issues.slice(0, 4).join('; ') : `${ms} ms`,
  };
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
async function runCycle(context: Context, cycle: Cycle): Promise<{ rows: Row[]; ran: boolean }> {
  const created = await send(context, cycle.create);
  if (!created.ok) return { rows: [created], ran: false };
  const id = (await findCreated(context, cycle)) ?? (context.mock ? exampleId(cycle.update) : undefined);
  if (id === undefined)
    return {
      rows: [
        created,
        {
          label: `跳过 ${labelOf(cycle.update)} 与 ${cycle.remove.operation.operationId}`,
          ok: true,
          detail: '列表里找不到刚新建的记录：为免改动别人的数据，不编辑、不删除',
        },
      ],
      ran: false,
    };
  return {
    rows: [created, await send(context, cycle.update, id), await send(context, cycle.remove, id)],
    ran: true,
  };
}

export async function checkWrites(context: Context): Promise<{ rows: Row[]; summary: string }> {
  const writes = operations().filter(
    (ref) => WRITE_METHODS.has(ref.method) && ref.operation.operationId !== 'loginSchool',
  );
  const all = cycles(writes);
  const inCycle = new Set(all.flatMap((cycle) => [cycle.create, cycle.update, cycle.remove]));
  const ran = await inParallel(all, (cycle) => runCycle(context, cycle));
  const rows = ran.flatMap((result) => result.rows);

  const rest = writes.filter((ref) => !inCycle.has(ref));
  const withheld = (ref: OperationRef) =>
    !context.mock && (ACCOUNT_OPERATIONS.has(ref.operation.operationId) || demo(ref).action === 'delete');
  for (const ref of rest.filter(withheld))
    rows.push({
      label: `跳过 ${labelOf(ref)}`,
      ok: true,
      detail: ACCOUNT_OPERATIONS.has(ref.operation.operationId) ? '会改动账号密码' : '只删除本次新建的记录',
    });
  const logout = rest.filter((ref) => ref.operation.operationId === 'logout');
  const others = rest.filter((ref) => !withheld(ref) && !logout.includes(ref));
  rows.push(...(await inParallel(others, (ref) => send(context, ref))));
  for (const ref of logout) rows.push(await send(context, ref));

  const sent = rows.filter((row) => row.label.startsWith('写 '));
  const failed = sent.filter((row) => !row.ok).length;
  const cyclesRun = ran.filter((result) => result.ran).length;
  const skipped = rows.length - sent.length;
  return {
    rows,
    summary:
      `写接口 ${writes.length} 个：发送 ${sent.length}（${sent.length - failed} 通过，${failed} 失败），` +
      `其中 ${cyclesRun} / ${all.length} 组 新建 → 编辑 → 删除走完；跳过 ${skipped}`,
  };
}
