/** Staff accounts and roles (platformAccount*, addPlatformAccount*, roleManagement*, configRole*). */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  goTo,
  launchBrowser,
  openPage,
  openTabAt,
  recordApi,
  screenshot,
  signIn,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lastCall = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((c) => c.path === path).at(-1);

async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.locator('.arco-form-item', { hasText: label }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The state of a permission tree node. */
async function nodeState(page: Page, title: string) {
  const box = page
    .locator('.arco-tree-node', {
      has: page.locator('.arco-tree-node-title', { hasText: new RegExp(`^${title}$`) }),
    })
    .locator('.arco-checkbox');
  const className = (await box.getAttribute('class')) ?? '';
  if (className.includes('indeterminate')) return 'half';
  return className.includes('arco-checkbox-checked') ? 'checked' : 'none';
}

const treeCheckbox = (page: Page, title: string) =>
  page
    .locator('.arco-tree-node', {
      has: page.locator('.arco-tree-node-title', { hasText: new RegExp(`^${title}$`) }),
    })
    .locator('.arco-checkbox');

describe('staff accounts', () => {
  it('lists accounts, searches by role, unlocks one and resets a password', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'platformAccountAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('zhangwei').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('139****5873').isVisible()).toBe(true);
    expect(await table.getByText('已锁定').count()).toBeGreaterThan(0);
    await screenshot(page, 'staff-account-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await choose(page, search, '角色', '教务管理员');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => lastCall(calls, '/v1-adult-account-list')?.query.get('role_id')).toBe('2');
    expect(new URL(page.url()).searchParams.get('role_id')).toBe('2');

    const locked = page.locator('.arco-table-tr', { hasText: 'lixiaohong' });
    await locked.getByRole('button', { name: '解锁' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => lastCall(calls, '/v1-adult-account-lock')?.body)
      .toEqual({ id: 22, is_locked: 0 });

    await page
      .locator('.arco-table-tr', { hasText: 'zhangwei' })
      .getByRole('button', { name: '重置密码' })
      .click();
    const form = page.getByRole('form', { name: '重置密码' });
    await form.getByLabel('新密码', { exact: true }).fill('Jw2026abc');
    await form.getByLabel('确认新密码').fill('Jw2026abd');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '两次输入的密码不一致' }).isVisible())
      .toBe(true);
    await screenshot(page, 'staff-reset-password');
    await form.getByLabel('确认新密码').fill('Jw2026abc');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => lastCall(calls, '/v1-school-up-account-password')?.method).toBe('POST');
    const sent = String(lastCall(calls, '/v1-school-up-account-password')?.body);
    expect(sent).toContain('name="id"\r\n\r\n21');
    expect(sent).toContain('name="password"\r\n\r\nJw2026abc');
    await expect.poll(() => form.isVisible()).toBe(false);
    expectClean(test);
    await test.context.close();
  });

  it('creates an account after Chinese validation, then edits one loaded from ?id=', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'platformAccountAE');
    await page.getByRole('button', { name: '新增账号' }).click();
    await page.locator('[data-tab="addPlatformAccountAE"]').waitFor();
    const form = page.getByRole('form', { name: '新增职工账号' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请选择角色' }).isVisible())
      .toBe(true);
    await form.getByLabel('登录账号').fill('wangfang');
    await form.getByLabel('姓名').fill('王芳');
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('电子邮箱').fill('wangfang@scnu.edu.cn');
    await choose(page, form, '角色', '招生专员');
    await choose(page, form, '所属院校', '华南师范大学');
    await form.getByLabel('初始密码').fill('abc');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '初始密码至少 6 个字' }).isVisible())
      .toBe(true);
    await screenshot(page, 'staff-account-form');
    await form.getByLabel('初始密码').fill('Jw2026abc');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/platformAccountAE$/);
    expect(lastCall(calls, '/v1-adult-account-add')?.body).toEqual({
      account: 'wangfang',
      name: '王芳',
      phone: '13912345678',
      email: 'wangfang@scnu.edu.cn',
      role_id: 3,
      school_id: 1,
      password: 'Jw2026abc',
      status: 1,
    });

    await page
      .locator('.arco-table-tr', { hasText: 'zhangwei' })
      .getByRole('button', { name: '编辑' })
      .click();
    const edit = page.getByRole('form', { name: '编辑职工账号' });
    await expect.poll(() => edit.getByLabel('姓名').inputValue()).toBe('张伟');
    expect(await edit.getByLabel('登录账号').isDisabled()).toBe(true);
    await screenshot(page, 'staff-account-edit');
    await edit.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/platformAccountAE$/);
    expect(lastCall(calls, '/v1-adult-account-edit')?.body).toEqual({
      id: 21,
      name: '张伟',
      phone: '13800138000',
      email: 'zhangwei@scnu.edu.cn',
      role_id: 2,
      school_id: 1,
      status: 1,
      remark: '负责成人教育招生',
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expectClean(test);
    await test.context.close();
  });

  it('is the same screen for self-taught staff, calling the own- paths', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'platformAccountST');
    await expect
      .poll(() => page.locator('.arco-table').getByText('zhangwei').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(calls.some((c) => c.path === '/v1-own-account-list')).toBe(true);
    expect(calls.some((c) => c.path === '/v1-adult-account-list')).toBe(false);
    await openTabAt(test, 'addPlatformAccountST');
    await page.getByRole('form', { name: '新增职工账号' }).waitFor();
    expectClean(test);
    await test.context.close();
  });
});

describe('roles and their permissions', () => {
  it('lists roles, adds one in a modal and opens 配置权限', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'roleManagementAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('教务管理员').isVisible()).toBe(true);
    await screenshot(page, 'staff-role-list');
    await page.getByRole('button', { name: '新增角色' }).click();
    const form = page.getByRole('form', { name: '新增角色' });
    await form.getByLabel('角色名称').fill('教材管理员');
    await form.getByLabel('角色描述').fill('负责教材征订与发放');
    await screenshot(page, 'staff-role-form');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => lastCall(calls, '/v1-adult-role-add')?.body)
      .toEqual({ name: '教材管理员', description: '负责教材征订与发放', status: 1 });

    await page
      .locator('.arco-table-tr', { hasText: '教务管理员' })
      .getByRole('button', { name: '配置权限' })
      .click();
    await page.locator('[data-tab="configRoleAE"]').waitFor();
    await expect.poll(() => page.getByText('角色：教务管理员').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.arco-tree-node').first().textContent()).toBe('招生管理');
    expect(calls.some((c) => c.path === '/v1-adult-role-permissions' && c.query.get('id') === '2')).toBe(
      true,
    );
    await screenshot(page, 'staff-config-role');
    expectClean(test);
    await test.context.close();
  });

  it('checks a page with its buttons, unchecks one, and saves ids and half_ids', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'roleManagementAE');
    await goTo(test, '/configRoleAE?id=2');
    await page.locator('[data-tab="configRoleAE"]').waitFor();
    await page.getByPlaceholder('搜索菜单或按钮').fill('站点管理');
    await expect.poll(() => nodeState(page, '函授站管理')).toBe('checked');
    expect(await nodeState(page, '教学点管理')).toBe('half');
    await page.getByPlaceholder('搜索菜单或按钮').fill('教室管理');
    await treeCheckbox(page, '教室管理').click();
    await expect.poll(() => nodeState(page, '新增')).toBe('checked');
    await treeCheckbox(page, '删除').click();
    await expect.poll(() => nodeState(page, '教室管理')).toBe('half');
    await page.getByPlaceholder('搜索菜单或按钮').fill('');
    await page.getByRole('button', { name: '展开全部' }).click();
    await screenshot(page, 'staff-config-role-edited');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/roleManagementAE$/);
    const body = lastCall(calls, '/v1-adult-role-permissions-save')?.body as {
      id: number;
      ids: number[];
      half_ids: number[];
    };
    expect(body.id).toBe(2);
    expect(body.ids).toEqual(expect.arrayContaining([2200, 220001, 220101, 220201, 220202, 220204]));
    expect(body.ids).not.toContain(220203);
    expect(body.ids).not.toContain(2202);
    expect(body.half_ids).toEqual([2011, 2201, 2202]);
    expectClean(test);
    await test.context.close();
  });

  it('is the self-taught tree (1xxx) on configRoleST', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'roleManagementST');
    await expect
      .poll(() => page.locator('.arco-table').getByText('教务管理员').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await goTo(test, '/configRoleST?id=2');
    await page.locator('[data-tab="configRoleST"]').waitFor();
    await expect.poll(() => page.locator('.arco-tree-node').first().textContent()).toBe('教务管理');
    await page.getByPlaceholder('搜索菜单或按钮').fill('学习中心管理');
    await expect.poll(() => nodeState(page, '学习中心管理')).toBe('checked');
    expect(calls.some((c) => c.path === '/v1-own-role-permissions')).toBe(true);
    await screenshot(page, 'staff-config-role-st');
    expectClean(test);
    await test.context.close();
  });
});
