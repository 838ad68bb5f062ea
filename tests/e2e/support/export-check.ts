/**
 * The sweep's export check (SCREEN_CHECKS in tests/e2e/sweep.e2e.ts): every export button a screen
 * shows — the list's 导出, a chart panel's 导出图片 and 导出表格, a screen's own 导出… — is clicked
 * and must give a file: one download each, not empty, under a Chinese name, with no CSP violation.
 * The sweep runs on `vite preview` with the production headers (mock-server/deploy/headers.ts), so a
 * download the production CSP refuses fails here. A screen without an export button pays one look
 * at its buttons (a few milliseconds).
 */
import { stat } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { ScreenCheck } from './screen-check';

const HAN = /\p{Script=Han}/u;
const DOWNLOAD_MS = 10_000;
const MARK = 'data-sweep-export';

/** Starts recording CSP violations in this document (once); returns those recorded so far. */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __jwCsp?: string[] };
    if (!w.__jwCsp) {
      const seen: string[] = [];
      w.__jwCsp = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    }
    return [...w.__jwCsp];
  });
}

export const exportsDownload: ScreenCheck = async ({ page, scope }) => {
  // The visible, enabled buttons named 导出… (the kit names every export so), each marked and
  // labelled 「导出图片」（panel）; of a list row's own (导出订货单), the first row's only.
  // Under a dialog the screen opened (a print preview from its address), only the dialog's own:
  // staff cannot reach the screen's buttons behind it.
  const buttons = await scope.evaluate((pane, mark) => {
    const dialogs = [...document.querySelectorAll('.arco-modal-wrapper')].filter((dialog) =>
      dialog.checkVisibility(),
    );
    const root = dialogs.at(-1) ?? pane;
    // marks of an earlier screen (its pane is kept alive) are not this one's
    for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
    const rowNames = new Set<string>();
    return [...root.querySelectorAll('button')].flatMap((button, index) => {
      const name = (button.textContent ?? '').replace(/\s+/g, '');
      if (!name.startsWith('导出') || button.disabled || !button.checkVisibility()) return [];
      if (button.closest('.arco-table-tr')) {
        if (rowNames.has(name)) return [];
        rowNames.add(name);
      }
      button.setAttribute(mark, String(index));
      const where = button.closest('section[aria-label]')?.getAttribute('aria-label');
      return [{ index, label: `「${name}」${where ? `（${where}）` : ''}` }];
    });
  }, MARK);
  if (!buttons.length) return [];
  const failures: string[] = [];
  const before = (await violations(page)).length;
  for (const { index, label } of buttons) {
    const download = page.waitForEvent('download', { timeout: DOWNLOAD_MS });
    download.catch(() => undefined); // awaited below; a click that fails first leaves it unheard
    try {
      await page.locator(`[${MARK}="${index}"]`).click({ timeout: 5_000 });
      const file = await download;
      const name = file.suggestedFilename();
      if (!(await stat(await file.path())).size) failures.push(`导出 ${label} 得到空文件「${name}」`);
      if (!HAN.test(name)) failures.push(`导出 ${label} 的文件名不是中文：「${name}」`);
    } catch (error) {
      failures.push(`导出 ${label} 没有得到文件：${(error as Error).message.split('\n')[0]}`);
    }
  }
  const blocked = (await violations(page)).slice(before);
  if (blocked.length) failures.push(`导出时违反 CSP：${[...new Set(blocked)].join('，')}`);
  return failures;
};
