// @vitest-environment node
/** How the conformance run names a drift: kind, JSONPath, the contract's value and the server's. */
import { describe, expect, it } from 'vitest';
import { ajvErrors, operations, responseSchemaPointer } from '../../contract/ajv';
import { ajvDrifts, driftLine, mergeDrifts, zodDrifts } from '../../contract/drifts';
import { strictIssues } from '../../contract/validate';

const ref = operations().find((candidate) => candidate.operation.operationId === 'listAdultStations')!;
const station = {
  id: 12,
  code: 'HS-GZ-001',
  name: '广州天河函授站',
  province_id: 440000,
  province_name: '广东省',
  city: '广州市',
  address: '广州市天河区中山大道西55号',
  principal: '陈志强',
  phone: '13926015873',
  student_count: 1268,
  status: 1,
  remark: '',
  created_at: '2024-03-12 09:30:00',
};
const page = (list: object[]) => ({ code: 200, msg: '操作成功', result: { total: list.length, list } });

/** The drift lines of a body, as the run prints them. */
function linesOf(body: unknown): string[] {
  const fromAjv = ajvDrifts(ajvErrors(responseSchemaPointer(ref, '200', 'application/json'), body), body);
  return mergeDrifts(fromAjv, zodDrifts(strictIssues('listAdultStations', body) ?? [], body)).map(driftLine);
}

describe('drifts', () => {
  it('finds none in an answer that keeps to the contract', () => {
    expect(linesOf(page([station, { ...station, id: 13 }]))).toEqual([]);
  });

  it('reads a field missing beside one the contract lacks as a rename, once for all rows', () => {
    const { name, ...rest } = station;
    expect(linesOf(page([0, 1, 2].map((id) => ({ ...rest, id: id + 1, station_name: name }))))).toEqual([
      '[改名] $.result.list[0].name：契约 字段 name，实际 字段 station_name："广州天河函授站"（同一数组中共 3 处）',
    ]);
  });

  it('names a changed type, an enum value the contract lacks and a missing field with their values', () => {
    const { remark: _remark, ...withoutRemark } = station;
    expect(linesOf(page([{ ...withoutRemark, student_count: '1268', status: 2 }]))).toEqual([
      '[类型不符] $.result.list[0].student_count：契约 integer，实际 "1268"（string）',
      '[枚举外的值] $.result.list[0].status：契约 0 | 1，实际 2',
      '[缺少必填字段] $.result.list[0].remark：契约 必填，实际 （缺失）',
    ]);
  });

  it('calls a different top level a changed envelope', () => {
    expect(linesOf({ code: 200, message: '操作成功', data: page([station]).result })).toEqual([
      '[信封改变] $.msg：契约 必填，实际 （缺失）',
      '[信封改变] $.result：契约 必填，实际 （缺失）',
      '[信封改变] $.message：契约 （契约没有这个字段），实际 "操作成功"',
      expect.stringMatching(/^\[信封改变\] \$\.data：契约 （契约没有这个字段），实际 \{"total":1/),
    ]);
  });
});
