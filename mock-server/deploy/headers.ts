/**
 * The response headers production serves the app with, in one place: the nginx
 * site beside this file (nginx.conf, compared with these values by
 * tests/unit/deploy/nginx-config.test.ts) and `vite preview` (vite.config.ts,
 * checked on the real preview server by tests/e2e/headers.e2e.ts).
 */

/**
 * Content-Security-Policy. Scripts: this origin only, no inline script and no eval
 * (the built index.html loads one module script; zod runs jitless, src/api/zod-no-eval.ts).
 * Styles allow 'unsafe-inline': Arco, the rich-text editor and charts set inline styles.
 * Images and media come from the storage buckets and CDNs the contract names (any https host).
 * The API is same-origin (the gateway proxies /api/ and /v1-*); browser uploads go to
 * Aliyun OSS (`https://<bucket>.<region>.aliyuncs.com`, src/storage/oss-config.ts). A build with
 * VITE_API_BASE_URL on another host must add that origin to connect-src.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://*.aliyuncs.com'],
  // blob: the spreadsheet library (Excel import/export, src/kit/import) zips large workbook
  // parts in workers it creates from blobs; only this origin's scripts can create them.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** On every response of the site, errors included (nginx `always`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // other sites (storage, CDNs) get the origin at most, never a page path or its query
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors above is the rule; this is for browsers that predate it
  'X-Frame-Options': 'DENY',
  // ignored on plain http (preview); on the https site it keeps every visit on https
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Hashed build output (`/assets/index-B3x9.js`): the name changes with the content. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** index.html and everything else of the app: revalidate on every load, so a deploy is seen at once. */
export const CACHE_REVALIDATE = 'no-cache';

/** The API (proxied to the backend) keeps the backend's own caching headers. */
export const API_PATH = /^\/(?:api\/|v1-)/;

/** Cache-Control of a successful response for `pathname`; undefined for the API. */
export function cacheControlFor(pathname: string): string | undefined {
  if (API_PATH.test(pathname)) return undefined;
  return pathname.startsWith('/assets/') ? CACHE_FOREVER : CACHE_REVALIDATE;
}
