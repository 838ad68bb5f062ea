/**
 * The MSW handlers orval generates from the contract (answering with its examples, as
 * Prism does), for the component tests and the demo mode. A generated `/fs-x` handler
 * answers both real paths a request leaves as (`/v1-own-x`, `/v1-adult-x`).
 */
import { http, type HttpHandler } from 'msw';
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
