/** The lenient runtime schema policy at the API boundary (src/api/response-policy.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { parse } from 'yaml';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as zod from 'zod';
import { MESSAGES } from '@/api/errors';
import { installApiUi } from '@/api/notify';
import {
  classifyIssues,
  installSchemaReporter,
  isTolerated,
  responseSchema,
  type SchemaReport,
} from '@/api/response-policy';
import { createFsStation, getFsStation, listFsStations } from '@/generated/api/station/station';
import { getListFsStationsResponseMock } from '@/generated/api/station/station.msw';
import collapseLinePairs from '../../../openapi/transform-fs.cjs';
import { allowResponsesOutsideContract, server } from '../../support/msw';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ui = { showError: vi.fn<(message: string) => void>(), goToLogin: vi.fn<() => void>() };
const reports: SchemaReport[] = [];

beforeEach(() => {
  // answers that break the contract on purpose: what the app does with them is the subject
  allowResponsesOutsideContract();
  ui.showError.mockReset();
  installApiUi(ui);
  reports.length = 0;
  installSchemaReporter((report) => reports.push(report));
  return () => installSchemaReporter();
});

/** A valid station list whose first row is changed by `edit`. */
function stationList(edit: (row: Record<string, unknown>) => void) {
  const body = getListFsStationsResponseMock();
  body.result.list = body.result.list.slice(0, 2);
  edit(body.result.list[0] as unknown as Record<string, unknown>);
  server.use(http.get('*/v1-adult-point-list', () => HttpResponse.json(body)));
  return body;
}

describe('a read (GET) checked against its generated schema', () => {
  it('passes a valid response through untouched, reporting nothing', async () => {
    const body = stationList(() => undefined);
    await expect(listFsStations()).resolves.toEqual(body);
    expect(reports).toEqual([]);
  });

  it('passes an unknown field and an unknown enum value through as received', async () => {
    stationList((row) => {
      row.status = 2; // the contract knows 0 and 1
      row.wechat = 'gz-station'; // a field the contract does not know
      row.student_count = -1; // outside `minimum: 0`
    });
    const { result } = await listFsStations();
    expect(result.list[0]).toMatchObject({ status: 2, wechat: 'gz-station', student_count: -1 });
    expect(ui.showError).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.violations).toEqual([]);
    // zod words its messages in the language configured (the kit's forms switch it to Chinese)
    expect(reports[0]!.drift.join('\n')).toMatch(/result\.list\.0\.status[\s\S]*result\.list\.0: .*"wechat"/);
  });

  it('fails on a missing required field, naming the operation and the field', async () => {
    stationList((row) => delete row.name);
    const error = await listFsStations().catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'schema',
      message: MESSAGES.generic,
      operationId: 'listFsStations',
    });
    expect((error as { violations: string[] }).violations).toEqual([
      expect.stringMatching(/^result\.list\.0\.name: .*(string|undefined)/),
    ]);
    expect(reports).toEqual([
      expect.objectContaining({
        operationId: 'listFsStations',
        method: 'GET',
        violations: expect.any(Array),
      }),
    ]);
    expect(ui.showError).toHaveBeenCalledWith(MESSAGES.generic);
  });

  it('fails on a wrong type (a number sent as a string, a list sent as null)', async () => {
    stationList((row) => (row.student_count = '120'));
    await expect(listFsStations()).rejects.toMatchObject({
      kind: 'schema',
      violations: [expect.stringMatching(/^result\.list\.0\.student_count: .*string/)],
    });
    server.use(
      http.get('*/v1-adult-point-list', () =>
        HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: null } }),
      ),
    );
    await expect(listFsStations()).rejects.toMatchObject({
      violations: [expect.stringMatching(/^result\.list: .*(array|null)/)],
    });
  });

  it('reports through console.warn when no reporter is installed', async () => {
    installSchemaReporter();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/v1-adult-point-info', () => HttpResponse.json({ code: 200, msg: 'ok', result: { id: 3 } })),
    );
    await expect(getFsStation({ id: 3 })).rejects.toMatchObject({ kind: 'schema' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/\[接口数据不符合契约\] GET getFsStation\n {2}result\.\w+: /);
  });
});

describe('a write (POST)', () => {
  it('is reported but not failed: the server has already acted', async () => {
    server.use(
      http.post('*/v1-adult-point-add', () => HttpResponse.json({ code: 200, msg: '操作成功', result: [] })),
    );
    await expect(
      createFsStation({
        code: 'GZ-01',
        name: '广州函授站',
        province_id: 44,
        city: '广州',
        principal: '王建国',
        phone: '13800138000',
        status: 1,
      }),
    ).resolves.toMatchObject({ result: [] });
    expect(reports).toEqual([
      expect.objectContaining({
        operationId: 'createFsStation',
        method: 'POST',
        violations: expect.any(Array),
      }),
    ]);
    expect(ui.showError).not.toHaveBeenCalled();
  });
});

describe('which issues are tolerated', () => {
  const value = (input: unknown, values: unknown[]) => ({
    code: 'invalid_value',
    path: [],
    message: '',
    input,
    values,
  });

  it('tolerates unknown keys, constraint misses and unknown enum values of the declared type', () => {
    expect(isTolerated({ code: 'unrecognized_keys', path: ['result'], message: '' })).toBe(true);
    expect(isTolerated({ code: 'too_small', path: ['id'], message: '' })).toBe(true);
    expect(isTolerated(value('archived', ['draft', 'published']))).toBe(true);
    expect(isTolerated(value(2, [0, 1]))).toBe(true);
  });

  it('does not tolerate a wrong type, whatever the code', () => {
    expect(isTolerated({ code: 'invalid_type', path: ['name'], message: '' })).toBe(false);
    expect(isTolerated(value('1', [0, 1]))).toBe(false);
    expect(isTolerated(value({}, ['a']))).toBe(false);
  });

  it('tolerates a union when one branch is tolerated', () => {
    const union = (...branches: ReturnType<typeof value>[][]) => ({
      code: 'invalid_union',
      path: ['status'],
      message: 'Invalid input',
      errors: branches,
    });
    expect(isTolerated(union([value(2, [0])], [value(2, [1])]))).toBe(true);
    expect(isTolerated(union([value('2', [0])], [value('2', [1])]))).toBe(false);
    expect(classifyIssues([union([value('2', [0])])])).toEqual({
      violations: ['status: Invalid input'],
      drift: [],
    });
  });
});

describe('zod under the Content-Security-Policy', () => {
  it('runs jitless (no new Function), configured before zod loads', () => {
    expect(zod.config().jitless).toBe(true);
    const spy = vi.spyOn(globalThis, 'Function');
    expect(
      zod.strictObject({ id: zod.int(), name: zod.string() }).safeParse({ id: 1, name: '王' }).success,
    ).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('mapping a request to its schema (generated, never a hand-kept list)', () => {
  type Operation = {
    operationId?: string;
    tags?: string[];
    responses?: Record<string, { content?: object }>;
  };
  const contract = collapseLinePairs(
    parse(readFileSync(path.join(ROOT, 'openapi/dist/openapi.yaml'), 'utf8')),
  ) as { paths: Record<string, Record<string, Operation>> };
  const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));

  it('every JSON operation of the contract resolves to its generated response schema', async () => {
    const json = operations.filter(
      (operation) => operation.responses?.['200']?.content?.['application/json' as never],
    );
    expect(json.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const { operationId, tags } of json) {
      const schema = await responseSchema({ operationId: operationId!, tag: tags![0]! });
      if (!schema) missing.push(`${tags![0]}/${operationId}`);
    }
    expect(missing).toEqual([]);
  });

  it('every generated call names its operation and tag to the mutator', () => {
    const dir = path.join(ROOT, 'src/generated/api');
    const unnamed: string[] = [];
    let calls = 0;
    for (const tag of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const text = readFileSync(path.join(dir, tag.name, `${tag.name}.ts`), 'utf8');
      for (const call of text.split('return apiRequest<').slice(1)) {
        calls += 1;
        const named = call.match(/\{ operationId: '(\w+)', tag: '([\w-]+)', \.\.\.options \}/);
        if (named?.[2] !== tag.name) unnamed.push(`${tag.name}: ${call.slice(0, 80)}`);
      }
    }
    expect(calls).toBe(operations.filter((operation) => operation.operationId).length);
    expect(unnamed).toEqual([]);
  });
});
