/**
 * The MSW server for unit and component tests, built from the generated
 * handlers. A generated `/fs-x` handler answers both real paths the request
 * leaves as (`/v1-own-x`, `/v1-adult-x`). Requests no handler knows, requests
 * the contract refuses (an operation it does not have, a body or query parameter its
 * generated schemas reject, a required parameter left out, as Prism would), and
 * successful answers outside the contract (a test's own handler) are recorded and
 * fail the test (see setup.ts), as do requests sent after their test ended.
 */
import type { LifeCycleEventsMap } from 'msw';
import { setupServer } from 'msw/node';
import { generatedHandlers } from '@/demo/generated-handlers';
import { ajvRequestBodyViolations, loadContract } from '../contract/ajv';
import { contractViolations as responseViolations, requestViolations } from '../contract/operations';

export { generatedHandlers, withLinePaths } from '@/demo/generated-handlers';

export const server = setupServer(...generatedHandlers);

export const unhandledRequests: string[] = [];

/** Requests the contract refuses, and answers outside it, checked as they come (awaited by setup.ts). */
export const contractViolations: string[] = [];
export const pendingChecks: Promise<void>[] = [];
let checkingRequests = true;
let checkingResponses = true;

/**
 * For a test of the request layer itself, which sends made-up payloads on purpose:
 * its requests are not checked against the contract (until the test ends).
 */
export function skipRequestContract(): void {
  checkingRequests = false;
}

/**
 * For a test of what the app does with an answer outside the contract (a missing field, a wrong
 * type): its handlers' answers are not checked (until the test ends).
 */
export function allowResponsesOutsideContract(): void {
  checkingResponses = false;
}

/** setup.ts, after each test. */
export function restoreRequestContract(): void {
  checkingRequests = true;
  checkingResponses = true;
}

type RequestStart = LifeCycleEventsMap['request:start'][0];
type ResponseMocked = LifeCycleEventsMap['response:mocked'][0];
type RequestListener = (event: RequestStart) => void;

const isApi = (url: URL) => /^\/(v1-|api\/)/.test(url.pathname);

/** Checks one request against the contract. */
function checkRequest({ request }: RequestStart): void {
  const url = new URL(request.url);
  if (!checkingRequests || !isApi(url)) return;
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

/**
 * Checks a successful JSON answer against the contract, strictly (the generated handlers' and a
 * test's own): a test must not pass on an answer no backend that keeps the contract could send.
 * Error statuses and business errors (code ≠ 200) are the error catalogue's, not the schema's.
 */
function checkResponse({ request, response }: ResponseMocked): void {
  const url = new URL(request.url);
  const json = response.headers.get('content-type')?.includes('json');
  if (!checkingResponses || !isApi(url) || !response.ok || !json) return;
  pendingChecks.push(
    response
      .clone()
      .json()
      .then(
        (body: unknown) => {
          if ((body as { code?: unknown } | null)?.code !== 200) return;
          const issues = responseViolations(request.method, url.pathname, body);
          contractViolations.push(...issues.map((issue) => `应答不符合契约：${issue}`));
        },
        () => undefined, // not JSON after all: the app's own empty / malformed-body handling is tested
      ),
  );
}

/** The test whose requests are now sent; undefined between tests (set by setup.ts). */
let currentTest: string | undefined;
let lastTest: string | undefined;
/** Requests sent when no test was running: reported with the test they followed. */
export const lateRequests: string[] = [];

export function testStarted(name: string | undefined): void {
  currentTest = name ?? '（未命名）';
}

export function testEnded(): void {
  lastTest = currentTest;
  currentTest = undefined;
}

const inFlight = new Map<string, string>();

function track({ request, requestId }: RequestStart): void {
  const url = new URL(request.url);
  if (!isApi(url)) return;
  inFlight.set(requestId, `${request.method} ${url.pathname}`);
  if (currentTest === undefined)
    lateRequests.push(
      `${request.method} ${url.pathname}（${lastTest ? `测试「${lastTest}」结束之后` : '文件的第一个测试之前'}）`,
    );
}

function untrack({ requestId }: { requestId: string }): void {
  inFlight.delete(requestId);
}

/**
 * Lets what a test left running finish: its requests (up to `ms`) and their contract checks.
 * Returns the requests still unanswered.
 */
export async function drainRequests(ms = 2000): Promise<string[]> {
  const until = Date.now() + ms;
  for (;;) {
    await Promise.all(pendingChecks.splice(0));
    if (!inFlight.size || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(pendingChecks.splice(0));
  return [...inFlight.values()];
}

/** The harness's own listeners: the contract checks and the request tracking. */
const HARNESS = [
  ['request:start', checkRequest],
  ['request:start', track],
  ['request:end', untrack],
  ['response:mocked', checkResponse],
] as const;

for (const [type, listener] of HARNESS) server.events.on(type, listener as never);

// the standard validator's contract (about 1 s), loaded before the tests rather than inside one
loadContract();

/** The emitter behind `server.events` also lists its listeners (MSW's type hides it). */
const listenersOf = (type: string) =>
  (server.events as unknown as { listeners(type: string): unknown[] }).listeners(type);

/**
 * Whether the harness's checks are still listening. With `isolate: false` a worker's files
 * share this server, so a test that removed them (removeAllListeners) would leave every later file
 * in the worker unchecked: setup.ts fails the test (and the file) that did, and puts them back.
 */
export function requestContractGuard(): string | undefined {
  const removed = HARNESS.filter(([type, listener]) => !listenersOf(type).includes(listener));
  if (!removed.length) return undefined;
  for (const [type, listener] of removed) server.events.on(type, listener as never);
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
