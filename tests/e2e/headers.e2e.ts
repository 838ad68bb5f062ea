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
  DEFAULT_STORAGE_ORIGIN,
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

  it('every API answer, errors included, is no-store and gets the security headers', async () => {
    const answers = [
      await get('/v1-get-version?tag=boss_version'),
      // no token: 401; an invalid request: the contract's 400
      await get('/v1-get-oss'),
      await get('/v1-get-version?tag=nope'),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 401, 400]);
    for (const response of answers) {
      expect(response.headers.get('Cache-Control'), response.url).toBe('no-store');
      expectSecurityHeaders(response);
    }
  });

  it('connect-src names the configured bucket host (the default here), never a wildcard', async () => {
    const policy = (await get('/')).headers.get('Content-Security-Policy') ?? '';
    const connect = /(?:^|;\s*)connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(connect).toEqual(["'self'", DEFAULT_STORAGE_ORIGIN]);
    expect(policy).not.toContain('*');
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

  it('the phone signature page uploads to the configured bucket under the CSP, signed by the server', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const violations = await recordViolations(page);
    const api: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(v1-|api\/)/.test(pathname)) api.push(`${request.method()} ${pathname}`);
    });
    // the bucket (the contract example's, the CSP's default): takes the PostObject form
    const posted: string[] = [];
    await page.route(`${DEFAULT_STORAGE_ORIGIN}/`, async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, body: '' });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(test.url('/esignH5?ticket=est_3f9c1a7e5b2d4c60'));
    const board = page.getByLabel('签名区域');
    await board.waitFor();
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, box.y + 120, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => page.getByText('签名已提交').isVisible()).toBe(true);

    expect(api).toEqual(['POST /v1-oss-upload-policy', 'POST /v1-esign-submit']);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain('name="Signature"');
    expect(posted[0]).toContain('name="key"\r\n\r\nsign/');
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

  it('holds no secrets: keys, tokens or credentials, nor the legacy OSS-config key', () => {
    // The spec's AES key for /v1-get-oss is only in a VITE_STORAGE_MODE=legacy-oss build (README 「存储凭证」):
    // the default build lets the server sign uploads, and holds neither that code nor its key.
    const legacyKey = /OSS_CONFIG_KEY = '([^']+)'/.exec(
      readFileSync(path.resolve(import.meta.dirname, '../../src/storage/oss-config.ts'), 'utf8'),
    )![1]!;
    const SECRETS: [string, RegExp][] = [
      ['the legacy OSS-config key', new RegExp(legacyKey)],
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
