/**
 * The harness's own guards (tests/support/setup.ts runs them after every test and file): a
 * console.error nobody declared, and a request-contract check someone removed, fail the run.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError, takeConsoleErrorProblems } from '../../support/console-errors';
import { contractViolations, pendingChecks, requestContractGuard, server } from '../../support/msw';

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
