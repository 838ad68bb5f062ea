/**
 * The MSW server for unit and component tests, built from the generated
 * handlers. A generated `/fs-x` handler answers both real paths the request
 * leaves as (`/v1-own-x`, `/v1-adult-x`). Requests no handler knows are
 * recorded and fail the test (see setup.ts).
 */
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as tagMocks from '@/generated/api/index.msw';

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
