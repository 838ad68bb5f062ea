/**
 * The response headers production serves the app with, in one place: the nginx
 * site beside this file (nginx.conf, compared with these values by
 * tests/unit/deploy/nginx-config.test.ts) and `vite preview` (vite.config.ts,
 * checked on the real preview server by tests/e2e/headers.e2e.ts).
 */

/**
 * The bucket host the browser uploads to (the `host` of the signed upload policy, or the legacy
 * `https://<bucket>.<region>.aliyuncs.com`): a deploy setting, STORAGE_UPLOAD_ORIGIN (several
 * separated by spaces), read when the headers are built; nginx.conf writes the same value.
 * The default is the bucket of the contract's examples (what Prism answers).
 */
export const DEFAULT_STORAGE_ORIGIN = 'https://jw-sign-2026.oss-cn-guangzhou.aliyuncs.com';

/** `https://host[:port]` each, no wildcard, no path; anything else stops the server from starting. */
export function storageOrigins(setting: string | undefined): string[] {
  const origins = (setting?.trim() || DEFAULT_STORAGE_ORIGIN).split(/\s+/);
  const wrong = origins.filter((origin) => !/^https:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?$/.test(origin));
  if (wrong.length)
    throw new Error(`STORAGE_UPLOAD_ORIGIN: ${wrong.join(' ')} is not an https origin of one host`);
  return origins;
}

export const STORAGE_ORIGINS = storageOrigins(process.env.STORAGE_UPLOAD_ORIGIN);

/**
 * Content-Security-Policy. Scripts: this origin only, no inline script and no eval
 * (the built index.html loads one module script; zod runs jitless, src/api/zod-no-eval.ts).
 * Styles allow 'unsafe-inline': Arco, the rich-text editor and charts set inline styles.
 * Images and media come from the storage buckets and CDNs the contract names (any https host).
 * The API is same-origin (the gateway proxies /api/ and /v1-*); browser uploads go to the one
 * configured bucket host (STORAGE_ORIGINS above), never to any bucket: injected code could
 * otherwise send data to a bucket of its own. A build with VITE_API_BASE_URL on another host
 * must add that origin to connect-src.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...STORAGE_ORIGINS],
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

/**
 * The API's answers (proxied to the backend), errors included: never kept by the browser or a proxy.
 * They hold names, ID numbers and marks, and office PCs are shared; the backend's own Cache-Control
 * is replaced.
 */
export const CACHE_NONE = 'no-store';
export const API_PATH = /^\/(?:api\/|v1-)/;

/** Cache-Control for `pathname`: the API's on every answer, the others' on successful ones. */
export function cacheControlFor(pathname: string): string {
  if (API_PATH.test(pathname)) return CACHE_NONE;
  return pathname.startsWith('/assets/') ? CACHE_FOREVER : CACHE_REVALIDATE;
}
