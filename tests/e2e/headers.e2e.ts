/**
 * Deployment headers on the real preview server (the same values as the nginx
 * site, mock-server/deploy), the app working under its Content-Security-Policy,
 * and the build it serves: no source maps, no mock code, no secrets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CACHE_FOREVER,
  CACHE_REVALIDATE,
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from '../../mock-server/deploy/headers';
import { ROUTES } from '../../src/routes/catalogue';
import { mockCodeInBundle, screenSources } from '../perf/bundle';
import { expectClean, launchBrowser, openPage, openTabAt, screenshot, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const appUrl = () => inject('appUrl');
const get = (pathname: string) => fetch(`${appUrl()}${pathname}`, { redirect: 'manual' });

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(response.headers.get(name)).toBe(value);
}

/** A GET that leaves the body as sent (fetch would decompress it). */
function rawGet(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | undefined>; body: Buffer }>((resolve, reject) => {
    const sent = request(
      `${appUrl()}${pathname}`,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            headers: response.headers as Record<string, string | undefined>,
            body: Buffer.concat(parts),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The entry script and stylesheet index.html loads. */
async function entryAssets(): Promise<string[]> {
  const html = await (await get('/')).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}

describe('response headers of the preview server (= the nginx site)', () => {
  it('index.html: security headers, revalidated on every load, no inline script', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Cache-Control')).toBe(CACHE_REVALIDATE);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  });

  it('an app route is index.html with the same headers', async () => {
    const response = await get('/studentPointAE?page=2');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('Cache-Control')).toBe(CACHE_REVALIDATE);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('a print window is its own HTML, the same headers and entry, with its page and registry preloaded', async () => {
    const sources = screenSources();
    const entry = await entryAssets();
    const windows = ROUTES.filter((route) => route.placement === 'standalone');
    expect(windows.length).toBeGreaterThan(0);
    for (const route of windows) {
      const response = await get(`/${route.name}?ids=1,2`);
      expect(response.status, route.name).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get('Cache-Control')).toBe(CACHE_REVALIDATE);
      const html = await response.text();
      for (const asset of entry) expect(html, route.name).toContain(`"${asset}"`);
      const preloaded = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g),
      ].map((match) => match[1]!);
      // the screen's own module (see the route's registry) and its domain's registry
      const page = path.basename(sources.get(route.name)!, '.tsx');
      expect(
        preloaded.some((file) => file.startsWith(`${page}-`)),
        `${route.name}: ${page}`,
      ).toBe(true);
      expect(preloaded.filter((file) => file.startsWith('screens-')).length, route.name).toBeGreaterThan(0);
    }
  });

  it('hashed assets are cached for a year (immutable); a missing chunk is a 404 that is never cached', async () => {
    const assets = await entryAssets();
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get('Cache-Control')).toBe(CACHE_FOREVER);
    }
    const missing = await get('/assets/index-gone1234.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    expect(missing.headers.get('Cache-Control') ?? '').not.toMatch(/immutable|max-age/);
  });

  it('sends an asset as its brotli copy, or gzip, or as it is, as the browser accepts', async () => {
    const script = (await entryAssets()).find((asset) => asset.endsWith('.js'))!;
    const original = readFileSync(path.join(inject('distDir'), script));
    const decode: Record<string, (body: Buffer) => Buffer> = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      none: (body) => body,
    };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', 'none'],
    ] as const) {
      const response = await rawGet(script, accept);
      expect(response.headers['content-encoding'] ?? 'none', accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control'], accept).toBe(CACHE_FOREVER);
      expect(response.headers['x-content-type-options'], accept).toBe('nosniff');
      if (encoding !== 'none') expect(response.headers.vary, accept).toBe('Accept-Encoding');
      expect(decode[encoding]!(response.body).equals(original), accept).toBe(true);
    }
  });

  it('the API keeps its own caching headers and gets the security headers', async () => {
    const response = await get('/v1-get-version?tag=boss_version');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/immutable|no-cache/);
  });
});

/** Records CSP violations from the first script on, in every frame of the page. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the app under its Content-Security-Policy', () => {
  it('login, home and a list render with no CSP violation and no console error', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const violations = await recordViolations(page);
    const policies: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        policies.push(response.headers()['content-security-policy'] ?? '');
    });

    await page.goto(test.url('/'));
    await page.getByAltText('验证码，点击刷新').waitFor();
    expect(await violations()).toEqual([]);
    await signIn(test);
    await expect.poll(() => page.locator('#root').textContent()).toMatch(/\S/);
    await openTabAt(test, 'studentPointAE');
    await expect.poll(() => page.locator('.arco-table').getByText('广州天河函授站').isVisible()).toBe(true);
    await screenshot(page, 'headers-list-under-csp');

    expect(policies.length).toBeGreaterThan(0);
    expect(policies.every((policy) => policy === CONTENT_SECURITY_POLICY)).toBe(true);
    expect(await violations()).toEqual([]);
    expectClean(test);
    await test.context.close();
  });

  it('cannot be framed by another site (frame-ancestors)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    // a page of another origin (localhost, not 127.0.0.1) embedding the app
    const framing = `${appUrl().replace('127.0.0.1', 'localhost')}/framing.html`;
    await page.route(framing, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${test.url('/')}" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto(framing);
    // the browser refuses to render the app in the frame and shows its own error page instead
    const frameUrls = () => page.frames().map((frame) => frame.url());
    await expect.poll(frameUrls).toEqual([framing, expect.stringMatching(/^chrome-error:/)]);
    const rendered = await page
      .frames()[1]!
      .evaluate(() => document.querySelector('#root')?.textContent ?? '')
      .catch(() => '');
    expect(rendered).toBe('');
    expectClean(test);
    await test.context.close();
  });
});

describe('the build it serves', () => {
  const dist = () => inject('distDir');
  const files = () =>
    readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((name) => !name.startsWith('.vite'));

  it('holds no secrets: keys, tokens or credentials other than the documented OSS-config key', () => {
    // The OSS-config AES key is in the bundle by design (spec; README 「存储凭证」 says why it protects little).
    const SECRETS: [string, RegExp][] = [
      ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ['Aliyun AccessKey ID', /\bLTAI[0-9A-Za-z]{12,30}\b/],
      ['AWS access key ID', /\bAKIA[0-9A-Z]{16}\b/],
      ['credential in a URL', /https?:\/\/[^\s/:@"'`]+:[^\s/@"'`]+@/],
      ['JSON web token', /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
      ['accessKeySecret value', /accessKeySecret["'`]?\s*[:=]\s*["'`][^"'`]{8,}/],
    ];
    const found = files()
      .filter((name) => /\.(js|css|html|json|txt|svg)$/.test(name))
      .flatMap((name) => {
        const text = readFileSync(path.join(dist(), name), 'utf8');
        return SECRETS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${name}: ${what}`);
      });
    expect(found).toEqual([]);
  });

  it('holds a brotli and a gzip copy of every script and style over 1 KiB, each the same bytes', () => {
    const missing = files()
      .filter((name) => /^assets\/.*\.(js|css)$/.test(name))
      .filter((name) => readFileSync(path.join(dist(), name)).length >= 1024)
      .flatMap((name) => {
        const original = readFileSync(path.join(dist(), name));
        return (
          [
            ['.br', brotliDecompressSync],
            ['.gz', gunzipSync],
          ] as const
        )
          .filter(([suffix, decode]) => {
            const copy = path.join(dist(), name + suffix);
            return !existsSync(copy) || !decode(readFileSync(copy)).equals(original);
          })
          .map(([suffix]) => name + suffix);
      });
    expect(missing).toEqual([]);
  });

  it('holds no source maps and no source-map references', () => {
    expect(files().filter((name) => name.endsWith('.map'))).toEqual([]);
    const referencing = files()
      .filter((name) => /\.(js|css)$/.test(name))
      .filter((name) => /sourceMappingURL=/.test(readFileSync(path.join(dist(), name), 'utf8')));
    expect(referencing).toEqual([]);
  });

  it('holds no mock code (faker, MSW, generated handlers) and no mock service worker', () => {
    expect(mockCodeInBundle(dist())).toEqual([]);
    expect(files().filter((name) => /mockServiceWorker/i.test(name))).toEqual([]);
  });
});
