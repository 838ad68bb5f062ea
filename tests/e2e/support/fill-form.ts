/**
 * Fills a kit form as a clerk would, from what each field shows: a choice is the first option
 * offered, dates follow one another, a number and a text follow the label (手机 a mobile number,
 * 身份证号 a valid one, ISBN a real one …). `fillRequired` fills the fields marked required;
 * `fillFlagged` then fills what the form's own check still flags (a field required only with
 * another, a format). Used to save every create form under a fault.
 */
import type { Locator, Page } from 'playwright-core';

/** A text for a text field, from its label (the formats the forms check). */
export function textFor(label: string): string {
  if (/手机|电话/.test(label)) return '13800138000';
  if (/身份证/.test(label)) return '11010519491231002X';
  if (/邮箱/.test(label)) return 'jwc@example.edu.cn';
  if (/ISBN/i.test(label)) return '9787040396638';
  if (/答案/.test(label)) return 'A';
  if (/选项/.test(label)) return 'A. 正确\nB. 错误\nC. 不确定\nD. 以上都不对';
  if (/密码/.test(label)) return 'Jw@2026ok';
  if (/账号|用户名/.test(label)) return `sweep${Date.now() % 100000}`;
  if (/学号|准考证/.test(label)) return `2026${String(Date.now() % 100000000).padStart(8, '0')}`;
  if (/代码|编号|编码|代号/.test(label)) return String(Date.now() % 1000000).padStart(6, '1');
  if (/邮编/.test(label)) return '100871';
  if (/年份|年度|年级/.test(label)) return '2026';
  return `巡检${label}`.slice(0, 20);
}

/** A number for a number field, from its label. */
export function numberFor(label: string): string {
  if (/年份|年度|年级/.test(label)) return '2026';
  if (/分数|成绩|及格/.test(label)) return '60';
  return '2';
}

type Kind = 'cascader' | 'select' | 'picker' | 'radio' | 'number' | 'text' | 'toggle' | 'other';

/** What a form item is, in one look: shown, its label (no asterisk or colon), its control, filled. */
const describe = (item: Locator) =>
  item.evaluate((node) => {
    const has = (selector: string) => node.querySelector(selector) !== null;
    const label =
      node.querySelector('.arco-form-label-item label')?.textContent?.replace(/[*\s:：]/g, '') ?? '';
    const chosen = (box: Element | null) => {
      if (!box) return false;
      if (box.querySelector('.arco-tag')) return true;
      const shown = box.querySelector('.arco-select-view-value')?.textContent?.trim() ?? '';
      return shown !== '' && shown !== (box.querySelector('input')?.getAttribute('placeholder') ?? '');
    };
    const value = (selector: string) =>
      (node.querySelector(selector) as HTMLInputElement | null)?.value ?? '';
    const visible = (node as HTMLElement).offsetParent !== null;
    const kind = has('.arco-cascader')
      ? 'cascader'
      : has('.arco-select')
        ? 'select'
        : has('.arco-picker')
          ? 'picker'
          : has('.arco-radio-group')
            ? 'radio'
            : has('.arco-input-number')
              ? 'number'
              : has('input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea')
                ? 'text'
                : has('.arco-switch, .arco-checkbox')
                  ? 'toggle'
                  : 'other';
    const filled =
      kind === 'cascader'
        ? chosen(node.querySelector('.arco-cascader'))
        : kind === 'select'
          ? chosen(node.querySelector('.arco-select'))
          : kind === 'picker'
            ? value('.arco-picker input') !== ''
            : kind === 'radio'
              ? has('.arco-radio-checked')
              : kind === 'number'
                ? value('.arco-input-number input') !== ''
                : false;
    return { visible, label, kind: kind as Kind, filled };
  });

/** Fills every visible item of `items` (twice: a choice may offer options only after another). */
async function fillItems(page: Page, items: Locator, force: boolean): Promise<string[]> {
  let unfilled: string[] = [];
  const dates = { next: 0 };
  for (let pass = 0; pass < 2; pass += 1) {
    unfilled = [];
    dates.next = 0;
    const count = await items.count();
    for (let index = 0; index < count; index += 1) {
      const item = items.nth(index);
      const field = await describe(item);
      if (!field.visible) continue;
      if (field.kind === 'picker') dates.next += 1; // a date keeps its place in the order, filled or not
      if (field.filled && !(force && pass === 0)) continue;
      if (!(await fillItem(page, item, field.label, field.kind, force, dates.next - 1)))
        unfilled.push(field.label);
    }
    if (!unfilled.length) break;
  }
  return unfilled;
}

/** Fills every required field that is empty; returns the labels it could not fill. */
export function fillRequired(page: Page, form: Locator): Promise<string[]> {
  return fillItems(
    page,
    form.locator('.arco-form-item').filter({ has: page.locator('.arco-form-item-symbol') }),
    false,
  );
}

/** Fills again every field the form flags after a save was tried; returns the labels left. */
export function fillFlagged(page: Page, form: Locator): Promise<string[]> {
  return fillItems(page, form.locator('.arco-form-item-status-error'), true);
}

/** Picks the first enabled option of the popup the click opened. */
async function pickFirst(page: Page, option: string): Promise<boolean> {
  const first = page.locator(option).filter({ visible: true }).first();
  try {
    await first.waitFor({ timeout: 3_000 });
  } catch {
    return false;
  }
  await first.click();
  return true;
}

/** 2026-11-27 plus `days`. */
function dateAfter(days: number): string {
  const date = new Date(Date.UTC(2026, 10, 27 + days));
  return date.toISOString().slice(0, 10);
}

async function fillItem(
  page: Page,
  item: Locator,
  label: string,
  kind: Kind,
  force: boolean,
  dateAt: number,
): Promise<boolean> {
  const closePopups = async () => {
    if (await page.locator('.arco-trigger').filter({ visible: true }).count())
      await page.keyboard.press('Escape');
  };
  switch (kind) {
    case 'cascader': {
      await item.locator('.arco-cascader .arco-select-view').first().click();
      // each level's first option until a leaf is chosen
      for (let level = 0; level < 4; level += 1) {
        const popup = page.locator('.arco-cascader-popup').filter({ visible: true });
        const options = popup.locator('.arco-cascader-list').nth(level).locator('.arco-cascader-list-item');
        if (!(await popup.count()) || !(await options.count())) break;
        await options.first().click();
        await page.waitForTimeout(150);
      }
      await closePopups();
      return true;
    }
    case 'select': {
      await item.locator('.arco-select .arco-select-view').first().click();
      const picked = await pickFirst(
        page,
        '.arco-select-popup .arco-select-option:not(.arco-select-option-disabled)',
      );
      await closePopups(); // a multiple select stays open
      return picked;
    }
    case 'picker': {
      // dates in the order of the form, a week apart (报名截止 before 考试开始 …)
      const inputs = item.locator('.arco-picker input');
      const time = (await inputs.first().getAttribute('placeholder'))?.includes('时间') ? ' 09:00:00' : '';
      const count = await inputs.count();
      for (let at = 0; at < count; at += 1) {
        const input = inputs.nth(at);
        await input.click({ timeout: 2_000 });
        await input.fill(dateAfter(7 * (dateAt + at)) + time);
        await input.press('Enter', { timeout: 2_000 }).catch(() => undefined);
      }
      await closePopups();
      return Boolean(await inputs.first().inputValue());
    }
    case 'radio':
      await item.locator('.arco-radio').first().click();
      return true;
    case 'number': {
      const input = item.locator('.arco-input-number input').first();
      await input.fill(numberFor(label));
      await input.press('Tab', { timeout: 2_000 }).catch(() => undefined);
      return true;
    }
    case 'text': {
      // every empty (or, flagged, every) text box of the item — one, or a control of the screen's
      // own with several (a question's options)
      const boxes = item.locator(
        'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea',
      );
      const count = await boxes.count();
      for (let at = 0; at < count; at += 1) {
        const box = boxes.nth(at);
        if (!(await box.isEditable()) || (!force && (await box.inputValue()))) continue;
        const isArea = await box.evaluate((node) => node instanceof HTMLTextAreaElement);
        const text = textFor(label);
        await box.fill(
          isArea && text.startsWith('巡检') ? `巡检填写的${label}` : count > 1 ? `${text}${at + 1}` : text,
        );
      }
      return true;
    }
    case 'toggle':
      return true;
    case 'other':
      return false;
  }
}
