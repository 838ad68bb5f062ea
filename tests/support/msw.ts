/**
 * The MSW server for unit and component tests, built from the generated
 * handlers. A generated `/fs-x` handler answers both real paths the request
 * leaves as (`/v1-own-x`, `/v1-adult-x`). Requests no handler knows, and requests
 * the contract refuses (a body or query parameter its generated schemas reject, as
 * Prism would), are recorded and fail the test (see setup.ts).
 */
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as tagMocks from '@/generated/api/index.msw';
import { requestViolations } from '../contract/operations';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Both line paths for a generated fs- handler; other handlers unchanged. */
export function withLinePaths(handler: HttpHandler): HttpHandler[] {
  const { path, method } = handler.info;
  if (typeof path !== 'string' || !path.includes('/fs-')) return [handler];
  const verb = String(method).toLowerCase() as Method;
  const resolver = (handler as unknown as { resolver: Parameters<typeof http.get>[1] }).resolver;
  return [path.replace('/fs-', '/v1-own-'), path.replace('/fs-', '/v1-adult-')].map((linePath) =>
    http[verb](linePath, resolver),
  );
}

/** Every tag's handlers (index.msw.ts exports one get<Tag>Mock per tag). */
export const generatedHandlers: HttpHandler[] = Object.values(tagMocks)
  .flatMap((getTagMock) => getTagMock())
  .flatMap(withLinePaths);

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
