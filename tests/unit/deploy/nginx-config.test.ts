// @vitest-environment node
/**
 * The nginx site (mock-server/deploy/nginx.conf) sends exactly the headers of
 * mock-server/deploy/headers.ts, which `vite preview` sends too (tests/e2e/headers.e2e.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_PATH,
  CACHE_FOREVER,
  CACHE_NONE,
  CACHE_REVALIDATE,
  cacheControlFor,
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  DEFAULT_STORAGE_ORIGIN,
  SECURITY_HEADERS,
  storageOrigins,
} from '../../../mock-server/deploy/headers';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const conf = readFileSync(path.join(ROOT, 'mock-server/deploy/nginx.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean);

/** `add_header Name "value" [always];` → [name, value, always]. */
const addHeaders = conf
  .map((line) => line.match(/^add_header\s+(\S+)\s+("([^"]*)"|(\S+))(\s+always)?;$/))
  .filter((match) => match !== null)
  .map((match) => ({ name: match[1]!, value: match[3] ?? match[4]!, always: !!match[5] }));

describe('nginx.conf', () => {
  it('sends every security header of headers.ts, on every response (always), with the same value', () => {
    const security = addHeaders.filter((header) => header.name !== 'Cache-Control');
    expect(Object.fromEntries(security.map((header) => [header.name, header.value]))).toEqual(
      SECURITY_HEADERS,
    );
    expect(security.every((header) => header.always)).toBe(true);
  });

  /** The `map $uri $name { … }` block: [pattern, value] per line. */
  const mapOf = (name: string) => {
    const start = conf.indexOf(`map $uri ${name} {`);
    expect(start, name).toBeGreaterThanOrEqual(0);
    return conf
      .slice(start + 1, conf.indexOf('}', start))
      .map((line) => line.match(/^(\S+)\s+"([^"]*)";$/)!.slice(1) as [string, string]);
  };

  it('sets Cache-Control from the path maps: the app on successful responses, the API on every answer', () => {
    expect(addHeaders.filter((header) => header.name === 'Cache-Control')).toEqual([
      { name: 'Cache-Control', value: '$jiaowu_cache_control', always: false },
      { name: 'Cache-Control', value: '$jiaowu_api_cache_control', always: true },
    ]);
    const app = mapOf('$jiaowu_cache_control');
    expect(app.map(([, value]) => value)).toEqual(['', CACHE_FOREVER, CACHE_REVALIDATE]);
    expect(app.map(([pattern]) => pattern)).toEqual(['~^/(api/|v1-)', '~^/assets/', 'default']);
    const api = mapOf('$jiaowu_api_cache_control');
    expect(api).toEqual([
      [app[0]![0], CACHE_NONE],
      ['default', ''],
    ]);
    const nginxApi = new RegExp(app[0]![0].slice(1));
    for (const sample of ['/v1-info', '/api/user/x', '/apix', '/v1', '/assets/v1-a.js', '/studentPointAE'])
      expect(nginxApi.test(sample)).toBe(API_PATH.test(sample));
  });

  it("replaces the backend's own Cache-Control on API answers (no-store stands alone)", () => {
    const api = conf.slice(conf.indexOf('location ~ ^/(api/|v1-) {'));
    expect(api.slice(0, api.indexOf('}'))).toContain('proxy_hide_header Cache-Control;');
  });

  it('declares add_header at server level only (nginx drops inherited headers in a location that adds its own)', () => {
    let depth = 0;
    const nested: string[] = [];
    for (const line of conf) {
      if (line.startsWith('add_header') && depth > 1) nested.push(line);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    }
    expect(nested).toEqual([]);
  });

  it('sends the brotli and gzip copies the build writes (precompressed.ts) as they are', () => {
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain('gzip_static on;');
  });

  it('answers a missing asset with 404, the app routes with index.html (a print window with its own)', () => {
    const block = (start: string) => conf.slice(conf.indexOf(start), conf.indexOf('}', conf.indexOf(start)));
    expect(block('location /assets/ {')).toContain('try_files $uri =404;');
    expect(block('location / {')).toContain('try_files $uri $uri.html /index.html;');
  });
});

describe('headers.ts', () => {
  it('a CSP without inline script or eval, with the ASVS minimum', () => {
    expect(CSP_DIRECTIVES['script-src']).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("form-action 'self'");
  });

  it("connect-src names the configured bucket host, never a wildcard (default: the contract examples' bucket)", () => {
    expect(CSP_DIRECTIVES['connect-src']).toEqual(["'self'", DEFAULT_STORAGE_ORIGIN]);
    expect(
      Object.values(CSP_DIRECTIVES)
        .flat()
        .filter((source) => source.includes('*')),
    ).toEqual([]);
    expect(
      storageOrigins(' https://jw-files.oss-cn-beijing.aliyuncs.com  https://cdn.example.edu.cn:8443 '),
    ).toEqual(['https://jw-files.oss-cn-beijing.aliyuncs.com', 'https://cdn.example.edu.cn:8443']);
    for (const wrong of [
      'https://*.aliyuncs.com',
      'http://jw.oss-cn-beijing.aliyuncs.com',
      'https://a.example.com/x',
      '*',
    ])
      expect(() => storageOrigins(wrong), wrong).toThrow(/STORAGE_UPLOAD_ORIGIN/);
  });

  it.each([
    ['/', CACHE_REVALIDATE],
    ['/index.html', CACHE_REVALIDATE],
    ['/studentPointAE', CACHE_REVALIDATE],
    ['/favicon.svg', CACHE_REVALIDATE],
    ['/assets/index-B3x9kQ.js', CACHE_FOREVER],
    ['/v1-info', 'no-store'],
    ['/api/user/login/logout', 'no-store'],
  ])('Cache-Control of %s', (pathname, expected) => {
    expect(cacheControlFor(pathname)).toBe(expected);
  });
});
