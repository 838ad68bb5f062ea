/**
 * The gate before the app (src/app/browser-support.js, as the build writes it): which browsers it
 * sends to the below-floor page, and the APIs it fills in at the floor. Run as old engines run it:
 * a plain script in a context of its own, with the browser's user agent and what its engine lacks.
 */
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { browserSupportFiles } from '../../../mock-server/deploy/browser-support';
import { BROWSER_FLOOR } from '@/app/browser-floor';

const { gate } = browserSupportFiles(BROWSER_FLOOR, () => '/assets/below-floor-page.js');

/** Runs the gate for a user agent; `lacks` deletes built-ins (as an older engine would not have them). */
function runGate(userAgent: string, { modules = true, lacks = [] as string[] } = {}) {
  const attributes = new Map<string, string>();
  const appended: { src?: string }[] = [];
  const context = createContext({
    navigator: { userAgent },
    AbortController,
    AbortSignal: {}, // an engine before AbortSignal.timeout (Chrome 103)
    DOMException,
    setTimeout,
    document: {
      createElement: () => (modules ? { noModule: false } : {}),
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        appendChild: (node: { src?: string }) => appended.push(node),
      },
      head: { appendChild: (node: { src?: string }) => appended.push(node) },
    },
  });
  runInContext('var window = this;', context);
  for (const path of lacks) {
    const [owner, name] = path.split('.');
    const on = owner === 'Array' || owner === 'String' ? `${owner}.prototype` : owner;
    runInContext(`delete ${on}.${name}`, context);
  }
  runInContext(gate, context);
  return { below: attributes.get('data-below-floor'), page: appended[0]?.src, context };
}

const CHROME = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.4240.198 Safari/537.36`;

describe('the gate before the app', () => {
  it.each([
    ['Chrome 86 (360 安全浏览器 13 极速模式)', CHROME(86), undefined],
    ['Chrome 109 (Windows 7)', CHROME(109), undefined],
    ['QQ 浏览器', `${CHROME(94)} QQBrowser/11.0.5130.400`, undefined],
    [
      'Firefox ESR 115',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
      undefined,
    ],
    [
      'Safari 15.4',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Safari/605.1.15',
      undefined,
    ],
    ['Chrome 85', CHROME(85), 'Chromium 85'],
    ['HeadlessChrome 80', CHROME(80).replace('Chrome/', 'HeadlessChrome/'), 'Chromium 80'],
    ['360 兼容模式 (IE 11)', 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko', 'IE'],
    ['IE 8', 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', 'IE'],
    ['旧版 Edge', `${CHROME(70)} Edge/18.17763`, 'EdgeHTML 18'],
    ['Firefox 102', 'Mozilla/5.0 (Windows NT 10.0; rv:102.0) Gecko/20100101 Firefox/102.0', 'Firefox 102'],
    [
      'Safari 15.3',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.3 Safari/605.1.15',
      'Safari 15.3',
    ],
  ])('%s', (_name, userAgent, below) => {
    const run = runGate(userAgent);
    expect(run.below).toBe(below);
    expect(run.page).toBe(below ? '/assets/below-floor-page.js' : undefined);
  });

  it('refuses an engine of any name without module scripts or ES2021', () => {
    expect(runGate('SomeBrowser/1.0', { modules: false }).below).toBe('?');
    expect(runGate('SomeBrowser/1.0', { lacks: ['Promise.any'] }).below).toBe('?');
    expect(runGate('SomeBrowser/1.0').below).toBeUndefined();
  });
});

describe('what the gate fills in at the floor', () => {
  const LACKING = ['Object.hasOwn', 'Array.at', 'String.at', 'Array.findLast', 'Array.findLastIndex'];

  it('the APIs Chromium 86 lacks, with their standard behaviour', () => {
    const { context } = runGate(CHROME(86), { lacks: LACKING });
    const js = (code: string) => runInContext(code, context);
    expect(js('Object.hasOwn({ a: 1 }, "a") && !Object.hasOwn({}, "toString")')).toBe(true);
    expect(() => js('Object.hasOwn(null, "a")')).toThrow(/Cannot convert undefined or null/);
    expect(js('[1, 2, 3].at(-1)')).toBe(3);
    expect(js('[1, 2, 3].at(3)')).toBeUndefined();
    expect(js('"甲乙丙".at(-2)')).toBe('乙');
    expect(js('[1, 2, 3, 4].findLast((n) => n % 2)')).toBe(3);
    expect(js('[1, 2, 3, 4].findLastIndex((n) => n > 9)')).toBe(-1);
    expect(js('Object.keys([].__proto__).includes("at")')).toBe(false); // not enumerable
  });

  it('AbortSignal.timeout aborts with a TimeoutError', async () => {
    const { context } = runGate(CHROME(86));
    const signal: AbortSignal = runInContext('AbortSignal.timeout(5)', context);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('never replaces what the browser has', () => {
    const { context } = runGate(CHROME(120));
    expect(runInContext('Object.hasOwn', context)).toBe(runInContext('Object', context).hasOwn);
    expect(runInContext('Array.prototype.at.toString()', context)).toContain('[native code]');
  });

  it('fills in nothing below the floor (the app does not start there)', () => {
    const { context } = runGate(CHROME(80), { lacks: ['Object.hasOwn'] });
    expect(runInContext('Object.hasOwn', context)).toBeUndefined();
  });
});
