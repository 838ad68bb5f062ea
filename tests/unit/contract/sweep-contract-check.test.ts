/** The sweep's contract check: request → operation (literal before templated paths), strict response check. */
import { describe, expect, it } from 'vitest';
import { getListFsStationsResponseMock } from '@/generated/api/station/station.msw';
import { contractViolations, operationOf, requestViolations } from '../../contract/operations';

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

describe('requests against the contract (component tests and Prism alike)', () => {
  it('refuses unknown query parameters, wrong values and bodies the schema rejects', () => {
    const url = (query: string) => new URL(`http://127.0.0.1/v1-adult-point-list${query}`);
    expect(requestViolations('GET', url('?page=2&limit=20&name=天河&status=1'), undefined)).toEqual([]);
    expect(requestViolations('GET', url('?stationName=天河'), undefined)).toEqual([
      'listAdultStations: 契约中没有查询参数 stationName',
    ]);
    expect(requestViolations('GET', url('?status=7'), undefined)).toEqual([
      'listAdultStations: 查询参数 status=7 不符合契约',
    ]);
    const add = new URL('http://127.0.0.1/v1-adult-point-add');
    const station = {
      code: 'HS-GZ-009',
      name: '广州番禺函授站',
      province_id: 440000,
      city: '广州',
      principal: '梁志强',
      phone: '13926015873',
      status: 1,
    };
    expect(requestViolations('POST', add, station)).toEqual([]);
    expect(requestViolations('POST', add, { ...station, wechat: 'py' }).join()).toMatch(/请求体/);
    expect(requestViolations('POST', add, { ...station, phone: undefined }).join()).toMatch(/请求体 phone/);
  });

  it('refuses a request without a required query parameter, as Prism does', () => {
    const info = (query: string) => new URL(`http://127.0.0.1/v1-adult-point-info${query}`);
    expect(requestViolations('GET', info('?id=7'), undefined)).toEqual([]);
    expect(requestViolations('GET', info(''), undefined)).toEqual(['getAdultStation: 缺少必填的查询参数 id']);
    // page and limit have defaults: not required
    expect(requestViolations('GET', new URL('http://127.0.0.1/v1-adult-point-list'), undefined)).toEqual([]);
  });

  it('refuses an operation the contract does not have', () => {
    const mistyped = new URL('http://127.0.0.1/v1-adult-piont-list?nmae=天河');
    expect(requestViolations('GET', mistyped, undefined)).toEqual([
      '契约中没有这个接口（GET /v1-adult-piont-list）',
    ]);
  });
});
