/** The sweep's contract check: request → operation (literal before templated paths), strict response check. */
import { describe, expect, it } from 'vitest';
import { getListFsStationsResponseMock } from '@/generated/api/station/station.msw';
import { contractViolations, operationOf } from '../../e2e/support/contract-check';

describe('the sweep contract check', () => {
  it('finds the operation of a request, templated paths included', () => {
    expect(operationOf('GET', '/v1-adult-point-list')).toBe('listAdultStations');
    expect(operationOf('GET', '/v1-own-point-list')).toBe('listOwnStations');
    expect(operationOf('GET', '/api/user/student/3f2a9c1e')).toBeDefined();
    expect(operationOf('POST', '/v1-adult-point-list')).toBeUndefined();
  });

  it('passes a response of the contract and names what breaks it', () => {
    const body = getListFsStationsResponseMock();
    expect(contractViolations('GET', '/v1-adult-point-list', body)).toEqual([]);
    const renamed = structuredClone(body) as unknown as { result: { list: Record<string, unknown>[] } };
    renamed.result.list[0].station_name = renamed.result.list[0].name;
    delete renamed.result.list[0].name;
    const issues = contractViolations('GET', '/v1-adult-point-list', renamed);
    expect(issues.join('\n')).toMatch(/listAdultStations: result\.list\.0/);
    expect(contractViolations('GET', '/v1-adult-nowhere', {})).toEqual(['GET /v1-adult-nowhere 不在契约中']);
  });
});
