import { LINES, type PageType } from '@/lines/line';

const FS_PREFIX = '/fs-';

/** `/fs-year` → `/v1-own-year` (self-taught) or `/v1-adult-year` (adult education). */
export function rewriteLinePath(url: string, pageType: PageType): string {
  return url.startsWith(FS_PREFIX) ? LINES[pageType].pathPrefix + url.slice(FS_PREFIX.length) : url;
}

export function isLineScopedPath(url: unknown): boolean {
  return typeof url === 'string' && url.startsWith(FS_PREFIX);
}
