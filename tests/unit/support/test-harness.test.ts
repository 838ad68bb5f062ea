/**
 * The harness's own guards (tests/support/setup.ts runs them after every test and file): a
 * console.error nobody declared, and a request-contract check someone removed, fail the run.
 */
import { http, HttpResponse } from 'msw';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetFsStationResponseMock,
  getListFsStationsResponseMock,
} from '@/generated/api/station/station.msw';
import { expectConsoleError, takeConsoleErrorProblems } from '../../support/console-errors';
import {
  contractViolations,
  drainRequests,
  lateRequests,
  pendingChecks,
  requestContractGuard,
  server,
  testEnded,
  testStarted,
} from '../../support/msw';

describe('console.error guard', () => {
  it('reports an undeclared console.error, with its text', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.%s', ' Check ListPage.');
    expect(takeConsoleErrorProblems()).toEqual([
      'console.error：Warning: Each child in a list should have a unique "key" prop. Check ListPage.',
    ]);
  });

  it('lets a declared error through, and reports a declared one that never came', () => {
    expectConsoleError(/^图表绘制失败/);
    console.error('图表绘制失败', new Error('option.series is empty'));
    expect(takeConsoleErrorProblems()).toEqual([]);
    expectConsoleError(/^screen failed/);
    expect(takeConsoleErrorProblems()).toEqual(['预期的 console.error 没有出现：/^screen failed/']);
  });

  it("tolerates React's element.ref warning only when Arco's code logs it", () => {
    // logged from here (not from node_modules/@arco-design), it is ours to fix
    console.error(
      'Accessing element.ref was removed in React 19. ref is now a regular prop. It will be removed from the JSX Element type in a future release.',
    );
    expect(takeConsoleErrorProblems()).toHaveLength(1);
  });
});

/** Sends a new-station body through MSW and returns what the request-contract check refused. */
async function refusedOf(body: object): Promise<string[]> {
  server.use(
    http.post('*/v1-adult-point-add', () => HttpResponse.json({ code: 200, msg: 'ok', result: null })),
  );
  await fetch(new URL('/v1-adult-point-add', window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await Promise.all(pendingChecks.splice(0));
  return contractViolations.splice(0);
}

describe('request-contract guard', () => {
  // the file's first checked request reads the contract (openapi/dist, ~50,000 lines): allow for it
  it('is in place, and checks a request body against the contract', { timeout: 60_000 }, async () => {
    expect(requestContractGuard()).toBeUndefined();
    const refused = await refusedOf({ name: '广州越秀函授站', colour: 'red' });
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.join('\n')).toContain('/v1-adult-point-add');
  });

  it('reports a removed check and puts it back', async () => {
    server.events.removeAllListeners();
    expect(requestContractGuard()).toMatch(/^请求的契约检查被移除了/);
    expect(requestContractGuard()).toBeUndefined();
    expect((await refusedOf({ colour: 'red' })).length).toBeGreaterThan(0);
  });
});

/** What the harness's checks found of one request to `path` answered by a test's own handler. */
async function findingsOf(path: string, answer: object, init: RequestInit = {}): Promise<string[]> {
  server.use(http.all(`*${new URL(path, 'http://x').pathname}`, () => HttpResponse.json(answer)));
  await fetch(new URL(path, window.location.href), init);
  await Promise.all(pendingChecks.splice(0));
  return contractViolations.splice(0);
}

/** A station as the contract has it (the generated mock). */
const STATION = getGetFsStationResponseMock().result;

describe('requests and answers against the contract', () => {
  it('refuses a request that leaves out a required query parameter (Prism answers 422)', async () => {
    const found = await findingsOf('/v1-adult-point-info', { code: 200, msg: 'ok', result: STATION });
    expect(found).toContain('GET /v1-adult-point-info getAdultStation: 缺少必填的查询参数 id');
  });

  it('refuses an operation the contract does not have, even when a test handler answers it', async () => {
    const found = await findingsOf('/v1-adult-piont-info?id=7', { code: 200, msg: 'ok', result: {} });
    expect(found.join('\n')).toContain('契约中没有这个接口（GET /v1-adult-piont-info）');
  });

  it("refuses a test handler's success answer outside the contract, not a business error", async () => {
    const { name: _name, ...nameless } = STATION;
    const found = await findingsOf('/v1-adult-point-info?id=7', { code: 200, msg: 'ok', result: nameless });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^应答不符合契约：getAdultStation: result\.name: /);
    expect(
      await findingsOf('/v1-adult-point-info?id=7', { code: 500, msg: '站点不存在', result: null }),
    ).toEqual([]);
  });

  it('names a request sent after its test ended, with that test', async () => {
    const name = expect.getState().currentTestName;
    server.use(
      http.get('*/v1-adult-point-info', () => HttpResponse.json({ code: 200, msg: 'ok', result: STATION })),
    );
    testEnded();
    await fetch(new URL('/v1-adult-point-info?id=7', window.location.href));
    testStarted(name);
    expect(lateRequests.splice(0)).toEqual([`GET /v1-adult-point-info（测试「${name}」结束之后）`]);
  });

  it('waits for the requests a test left running, and names those still unanswered', async () => {
    server.use(
      http.get('*/v1-adult-point-info', async () => {
        await delay(100);
        return HttpResponse.json({ code: 200, msg: 'ok', result: STATION });
      }),
      http.get('*/v1-adult-point-list', async () => {
        await delay(1000);
        return HttpResponse.json(getListFsStationsResponseMock());
      }),
    );
    void fetch(new URL('/v1-adult-point-info?id=7', window.location.href));
    expect(await drainRequests()).toEqual([]);
    void fetch(new URL('/v1-adult-point-list', window.location.href));
    expect(await drainRequests(300)).toEqual(['GET /v1-adult-point-list']);
    expect(await drainRequests()).toEqual([]); // answered after all
  });
});
