/**
 * The MSW server for unit and component tests, built from the generated
 * handlers. A generated `/fs-x` handler answers both real paths the request
 * leaves as (`/v1-own-x`, `/v1-adult-x`). Requests no handler knows, and requests
 * the contract refuses (a body or query parameter its generated schemas reject, as
 * Prism would), are recorded and fail the test (see setup.ts).
 */
import type { LifeCycleEventsMap } from 'msw';
import { setupServer } from 'msw/node';
import { generatedHandlers } from '@/demo/generated-handlers';
import { ajvRequestBodyViolations, loadContract } from '../contract/ajv';
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

type RequestStart = LifeCycleEventsMap['request:start'][0];
type RequestListener = (event: RequestStart) => void;

/** Checks one request against the contract (registered once per worker; see requestContractGuard). */
function checkRequestContract({ request }: RequestStart): void {
  const url = new URL(request.url);
  if (!checking || !/^\/(v1-|api\/)/.test(url.pathname)) return;
  const json = request.headers.get('content-type')?.includes('json');
  pendingChecks.push(
    (json ? request.clone().json() : Promise.resolve(undefined)).then(
      (body: unknown) => {
        const issues = [
          ...requestViolations(request.method, url, body),
          // the same body under a standard JSON Schema validator (ajv), as a backend would check it
          ...ajvRequestBodyViolations(request.method, url.pathname, body),
        ];
        contractViolations.push(...issues.map((issue) => `${request.method} ${url.pathname} ${issue}`));
      },
      () => undefined,
    ),
  );
}

server.events.on('request:start', checkRequestContract);

// the standard validator's contract (about 1 s), loaded before the tests rather than inside one
loadContract();

/** The emitter behind `server.events` also lists its listeners (MSW's type hides it). */
const listenersOf = (type: 'request:start') =>
  (server.events as unknown as { listeners(type: string): unknown[] }).listeners(type);

/**
 * Whether the request-contract check is still listening. With `isolate: false` a worker's files
 * share this server, so a test that removed it (removeAllListeners) would leave every later file
 * in the worker unchecked: setup.ts fails the test (and the file) that did, and puts it back.
 */
export function requestContractGuard(): string | undefined {
  if (listenersOf('request:start').includes(checkRequestContract)) return undefined;
  server.events.on('request:start', checkRequestContract);
  return '请求的契约检查被移除了（server.events.removeAllListeners？）：只移除自己加的监听（用 onRequest）';
}

const added: RequestListener[] = [];

/**
 * Watches the requests the test sends (`request:start`); the listener is removed after the test
 * (setup.ts). Never remove listeners on `server.events` yourself: the contract check is one of them.
 */
export function onRequest(listener: RequestListener): void {
  added.push(listener);
  server.events.on('request:start', listener);
}

/** setup.ts, after each test: the listeners tests added with onRequest. */
export function removeTestListeners(): void {
  for (const listener of added.splice(0)) server.events.removeListener('request:start', listener);
}
