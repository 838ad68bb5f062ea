/**
 * The browsers README supports (src/app/browser-floor.ts), proven on the production build this run
 * serves: a static check of dist/ against the floor (support/floor-features.ts), real Chromium 86
 * (360 / QQ / 搜狗 kernels) and 109 (Windows 7's last Chrome) signing in and opening one screen of
 * every kind at 1366×768 (a common office screen: nothing may stick out of the window), and
 * Chromium 80, below the floor, showing the page that names the supported browsers.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiProblems, cssProblems, syntaxProblems } from './support/floor-features';
import { dumpOldChromium, launchOldChromium } from './support/old-chromium';

const outputDir = path.resolve(import.meta.dirname, 'output/browser-floor');
mkdirSync(outputDir, { recursive: true });

describe('the production build holds to the floor', () => {
  it('index.html runs the gate before the app', () => {
    const html = readFileSync(path.join(inject('distDir'), 'index.html'), 'utf8');
    const gate = html.search(/<script defer src="\/assets\/browser-support-[\w]+\.js"><\/script>/);
    expect(gate).toBeGreaterThan(0);
    expect(gate).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<meta name="renderer" content="webkit" />');
  });

  it('no syntax, run-time API or CSS feature newer than the floor that the layout or the code needs', () => {
    const assets = path.join(inject('distDir'), 'assets');
    const files = readdirSync(assets);
    const gate = readFileSync(
      path.join(
        assets,
        files.find((file) => /^browser-support-.*\.js$/.test(file))!,
      ),
      'utf8',
    );
    const problems = files.flatMap((file) => {
      const code = readFileSync(path.join(assets, file), 'utf8');
      const found = file.endsWith('.js')
        ? [...syntaxProblems(code), ...apiProblems(code, gate)]
        : file.endsWith('.css')
          ? cssProblems(code)
          : [];
      return found.map((problem) => `${file}：${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

/** One screen of every kind: where to open it, and what shows it is there. */
const ROW = 'tbody .arco-table-tr:not(.arco-table-empty-row) .arco-table-td';
const SCREENS: { kind: string; at: string; shows: string }[] = [
  { kind: '列表', at: '/studentPointAE', shows: ROW },
  { kind: '表单', at: '/addStudentPointAE', shows: 'form input' },
  { kind: '详情', at: '/viewResultsClassAE?id=1', shows: ROW },
  { kind: '打印预览', at: '/classGradePrintAE?class_id=1', shows: '[data-print-page]' },
  { kind: '图表', at: '/learningAnalysisAE', shows: 'canvas' },
  { kind: '成绩录入', at: '/scorViewingEntryAE?class_id=1&course_id=3', shows: '[role="gridcell"] input' },
  { kind: '阅卷', at: '/modifyQuestionDetailAE?paper_id=21&topic_id=6', shows: 'textarea' },
  { kind: '排座（场次）', at: '/examSchedulingOfflineAE', shows: `${ROW} button` },
];

/** A Chromium that lacks Element.checkVisibility: found, clicked and typed into through the page and the keyboard. */
async function waitFor(page: Page, selector: string, timeout = 20_000) {
  await page.waitForFunction((css) => !!document.querySelector(css), selector, { timeout, polling: 100 });
}

/** Until the screen shows what it is for (in its pane, or a dialog it opened), and nothing visible is loading. */
async function waitForScreen(page: Page, name: string, shows: string) {
  const look = () =>
    page.evaluate(
      ([screen, content]) => {
        // drawn: the pane of a kept-alive tab is still hidden the moment it is navigated back to
        const drawn = (element: Element) => element.getBoundingClientRect().width > 0;
        const scope = document.querySelector(`[data-screen="${screen}"]`);
        const shown = [
          ...(scope?.querySelectorAll(content) ?? []),
          ...document.querySelectorAll(`.arco-modal ${content}`),
        ].some(drawn);
        const busy = [...document.querySelectorAll('.arco-icon-loading, [aria-busy="true"]')]
          .filter((element) => element.getBoundingClientRect().width > 0)
          .map((element) => element.closest('[aria-label]')?.getAttribute('aria-label') ?? element.className);
        return { screen: !!scope, shown, busy };
      },
      [name, shows] as const,
    );
  let state = await look();
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; state = await look()) {
    if (state.screen && state.shown && !state.busy.length) return;
    await page.waitForTimeout(100);
  }
  await page.screenshot({ path: path.join(outputDir, `not-ready-${name}.png`) });
  throw new Error(`${name} 没有就绪：${JSON.stringify(state)}`);
}

async function clickOn(page: Page, selector: string, text?: string) {
  const box = await page.evaluate(
    ([css, label]) => {
      // the first drawn one (a kept-alive tab's hidden pane holds the same controls)
      const node = [...document.querySelectorAll(css)].find(
        (element) =>
          element.getBoundingClientRect().width > 0 &&
          (!label || element.textContent?.replace(/\s/g, '') === label),
      );
      if (!node) return undefined;
      node.scrollIntoView({ block: 'center' });
      const rect = node.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    },
    [selector, text] as const,
  );
  if (!box) throw new Error(`没有找到 ${selector} ${text ?? ''}`);
  await page.mouse.click(box.x, box.y);
}

async function typeInto(page: Page, selector: string, text: string) {
  await clickOn(page, selector);
  await page.keyboard.type(text);
}

/** Client-side navigation, as the menu does. */
async function goTo(page: Page, to: string) {
  await page.evaluate((address) => {
    window.history.pushState({}, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** What is wrong with the page as staff see it: a failure shown, or content wider than the window. */
function pageProblems(page: Page, name: string) {
  return page.evaluate((screen) => {
    const problems: string[] = [];
    const text = document.body.innerText;
    for (const failure of ['加载失败', '页面出错了', '功能建设中'])
      if (text.includes(failure)) problems.push(failure);
    const scope = document.querySelector(`[data-screen="${screen}"]`) ?? document.body;
    if (
      document.documentElement.scrollWidth > window.innerWidth + 1 ||
      scope.getBoundingClientRect().right > window.innerWidth + 1
    )
      problems.push(`超出窗口宽度（${document.documentElement.scrollWidth} > ${window.innerWidth}）`);
    for (const dialog of document.querySelectorAll('.arco-modal')) {
      const box = dialog.getBoundingClientRect();
      if (
        box.width &&
        (box.left < 0 ||
          box.top < 0 ||
          box.right > window.innerWidth + 1 ||
          box.bottom > window.innerHeight + 1)
      )
        problems.push(
          `对话框超出窗口（${Math.round(box.width)}×${Math.round(box.height)}，窗口 ${window.innerWidth}×${window.innerHeight}）`,
        );
    }
    return problems;
  }, name);
}

for (const version of [86, 109] as const) {
  describe(`Chromium ${version}`, () => {
    let browser: Browser;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      browser = await launchOldChromium(version);
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
      // no network but loopback: images on example hosts get nothing
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
          errors.push(`console.error: ${message.text()}`);
      });
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
    });

    it('signs in', async () => {
      await page.goto(`${inject('appUrl')}/`);
      await waitFor(page, 'img[alt="验证码，点击刷新"]');
      await typeInto(page, '#login-username', 'jwc_admin');
      await typeInto(page, '#login-password', 'Jw@2026ok');
      await typeInto(page, '#login-code', '7k3m');
      await page.keyboard.press('Enter');
      await waitFor(page, '[role="menu"][aria-label="功能菜单"]');
      await page.screenshot({ path: path.join(outputDir, `${version}-home.png`) });
      expect(errors).toEqual([]);
    });

    for (const screen of SCREENS)
      it(`opens a ${screen.kind} screen (${screen.at})`, async () => {
        const name = screen.at.slice(1).split('?')[0];
        await goTo(page, screen.at);
        await waitForScreen(page, name, screen.shows);
        await page.screenshot({ path: path.join(outputDir, `${version}-${name}.png`) });
        expect(await pageProblems(page, name)).toEqual([]);
        expect(errors).toEqual([]);
      });

    it('searches a list and validates a form', async () => {
      await goTo(page, '/studentPointAE');
      await waitForScreen(page, 'studentPointAE', ROW);
      const searched = page.waitForRequest((request) => /point-list\?.*name=/.test(request.url()));
      await typeInto(page, '[data-screen="studentPointAE"] form[aria-label="搜索条件"] input', '天河');
      await page.keyboard.press('Enter');
      expect(new URL((await searched).url()).searchParams.get('name')).toBe('天河');

      await goTo(page, '/addStudentPointAE');
      await waitForScreen(page, 'addStudentPointAE', 'form input');
      await clickOn(page, '[data-screen="addStudentPointAE"] button', '保存');
      await waitFor(page, '[data-screen="addStudentPointAE"] .arco-form-message');
      expect(await page.evaluate(() => document.querySelector('.arco-form-message')?.textContent)).toMatch(
        /^请/,
      );
      expect(errors).toEqual([]);
    });

    it('opens the seat workspace and the signature page', async () => {
      await goTo(page, '/examSchedulingOfflineAE');
      await waitForScreen(page, 'examSchedulingOfflineAE', `${ROW} button`);
      await clickOn(page, '[data-screen="examSchedulingOfflineAE"] .arco-table-tr button', '排座');
      await waitForScreen(page, 'examSchedulingOfflineAE', '[role="gridcell"]');
      await page.screenshot({ path: path.join(outputDir, `${version}-seat-workspace.png`) });
      expect(await pageProblems(page, 'examSchedulingOfflineAE')).toEqual([]);

      await page.goto(`${inject('appUrl')}/esignH5?ticket=est_3f9c1a7e5b2d4c60`);
      await waitForScreen(page, 'esignH5', 'canvas');
      await page.screenshot({ path: path.join(outputDir, `${version}-esign.png`) });
      expect(await pageProblems(page, 'esignH5')).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

describe('below the floor', () => {
  it('Chromium 80 shows the page that names the supported browsers, not the app', () => {
    const dom = dumpOldChromium(80, `${inject('appUrl')}/`, {
      screenshot: path.join(outputDir, '80-below-floor.png'),
    });
    expect(dom).toContain('浏览器版本过低，无法使用本系统');
    expect(dom).toContain('Chromium 内核 80');
    expect(dom).toContain('极速模式');
    expect(dom).not.toContain('id="root"');
  });
});
