/** The generated MSW mocks answer with what the contract promises (strict schemas). */
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../../contract/validate';

const modules = import.meta.glob<Record<string, unknown>>('../../../src/generated/api/**/*.msw.ts', {
  eager: true,
});
const factories = Object.entries(
  Object.assign({}, ...Object.values(modules)) as Record<string, unknown>,
).filter(([name, value]) => /^get\w+ResponseMock$/.test(name) && typeof value === 'function');

describe('generated mocks', () => {
  it('exist for every JSON operation', () => {
    expect(factories.length).toBeGreaterThanOrEqual(40);
  });

  it.each(factories)('%s matches its strict response schema', (name, factory) => {
    const operationId = name.replace(/^get/, '').replace(/ResponseMock$/, '');
    const body: unknown = (factory as () => unknown)();
    const check = validateResponse(operationId[0].toLowerCase() + operationId.slice(1), body);
    expect(check).toEqual({ ok: true });
  });
});
