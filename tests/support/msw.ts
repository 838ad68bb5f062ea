/**
 * The MSW server for unit and component tests, built from the generated
 * handlers. A generated `/fs-x` handler answers both real paths the request
 * leaves as (`/v1-own-x`, `/v1-adult-x`). Requests no handler knows, and requests
 * the contract refuses (a body or query parameter its generated schemas reject, as
 * Prism would), are recorded and fail the test (see setup.ts).
 */
import { setupServer } from 'msw/node';
import { generatedHandlers } from '@/demo/generated-handlers';
import { requestViolations } from '../contract/operations';

export { generatedHandlers, withLinePaths } from '@/demo/generated-handlers';

export const server = setupServer(...generatedHandlers);

export const unhandledRequests: string[] = [];

/** Requests the contract refuses, checked as they are sent (awaited by setup.ts). */
export const contractViolations: string[] = [];
export const pendingChecks: Promise<void>[] = [];
let checking = true;

/**
 * For a test of the request layer itself, which sends made-up payloads on purpose:
 * its requests are not checked against the contract (until the test ends).
 */
export function skipRequestContract(): void {
  checking = false;
}

/** setup.ts, after each test. */
export function restoreRequestContract(): void {
  checking = true;
}

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (!checking || !/^\/(v1-|api\/)/.test(url.pathname)) return;
  const json = request.headers.get('content-type')?.includes('json');
  pendingChecks.push(
    (json ? request.clone().json() : Promise.resolve(undefined)).then(
      (body: unknown) => {
        const issues = requestViolations(request.method, url, body);
        contractViolations.push(...issues.map((issue) => `${request.method} ${url.pathname} ${issue}`));
      },
      () => undefined,
    ),
  );
});
