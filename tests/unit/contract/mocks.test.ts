/** The generated MSW mocks answer with what the contract promises (strict schemas). */
import { describe, expect, it } from 'vitest';
import * as account from '@/generated/api/account/account.msw';
import * as basics from '@/generated/api/basics/basics.msw';
import * as dashboard from '@/generated/api/dashboard/dashboard.msw';
import { validateResponse } from '../../contract/validate';

const factories = Object.entries({ ...account, ...basics, ...dashboard }).filter(
  ([name, value]) => /^get\w+ResponseMock$/.test(name) && typeof value === 'function',
);

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
