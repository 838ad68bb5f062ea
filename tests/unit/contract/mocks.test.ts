/** The generated MSW mocks answer with what the contract promises (strict schemas). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateResponse } from '../../contract/validate';

const modules = import.meta.glob<Record<string, unknown>>('../../../src/generated/api/**/*.msw.ts', {
  eager: true,
});
const factories = Object.entries(
  Object.assign({}, ...Object.values(modules)) as Record<string, unknown>,
).filter(([name, value]) => /^get\w+ResponseMock$/.test(name) && typeof value === 'function');

type Operations = Record<string, { operationId: string; responses: Record<string, { content?: object }> }>;
const contract = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.yaml'), 'utf8'),
) as { paths: Record<string, Operations> };
/** Every operation whose success answer is JSON (files and exports are not). */
const jsonOperations = Object.values(contract.paths)
  .flatMap((item) => Object.values(item))
  .filter((operation) => Object.hasOwn(operation.responses['200']?.content ?? {}, 'application/json'))
  .map((operation) => operation.operationId);

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);
/** The mock of an operation: its own, or the one of its collapsed line pair (listOwnX / listAdultX → listFsX). */
const mockOf = (operationId: string) =>
  [operationId, operationId.replace(/(Own|Adult)(?=[A-Z])/, 'Fs')].map(
    (name) => `get${pascal(name)}ResponseMock`,
  );

describe('generated mocks', () => {
  it('exist for every JSON operation of the contract', () => {
    const names = new Set(factories.map(([name]) => name));
    expect(jsonOperations.length).toBeGreaterThan(500); // the contract was read
    expect(
      jsonOperations.filter((operationId) => !mockOf(operationId).some((name) => names.has(name))),
    ).toEqual([]);
  });

  it.each(factories)('%s matches its strict response schema', (name, factory) => {
    const operationId = name.replace(/^get/, '').replace(/ResponseMock$/, '');
    const body: unknown = (factory as () => unknown)();
    const check = validateResponse(operationId[0].toLowerCase() + operationId.slice(1), body);
    expect(check).toEqual({ ok: true });
  });
});
