/**
 * 保存 on a form screen is an action button (spec §6): shown only with the action it is — 配置 for
 * 模拟考试设置 (which a view-only account may open to read), 新增 or 编辑 for a record's form.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Action } from '@/access/actions';
import { buildAccess } from '@/access/permission-tree';
import { LINES } from '@/lines/line';
import { treeWith } from '../../support/permission-trees';
import { accessWith, renderScreen } from '../../support/render-screen';

const practiceWith = (actions: Action[]) =>
  buildAccess(treeWith((page) => (page === 'practicePaperST' ? actions : [])).result, LINES.selfTaught);

describe('模拟考试设置 (mockConfigST)', () => {
  it('shows the settings without 保存 to an account without 配置', async () => {
    await renderScreen('mockConfigST', { access: practiceWith(['edit']) });
    expect(await screen.findByRole('form', { name: '模拟考试设置' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('saves with 配置 of 练习试卷管理', async () => {
    await renderScreen('mockConfigST', { access: practiceWith(['config']) });
    expect(await screen.findByRole('button', { name: '保存' })).toBeInTheDocument();
  });
});

describe('a record form (新增职工账号)', () => {
  it('saves a new record only with 新增, an edited one only with 编辑', async () => {
    const add = await renderScreen('addPlatformAccountAE', {
      access: accessWith('addPlatformAccountAE', ['edit']),
    });
    expect(await screen.findByRole('form', { name: '新增职工账号' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    add.unmount();
    await renderScreen('addPlatformAccountAE', {
      search: '?id=3',
      access: accessWith('addPlatformAccountAE', ['add']),
    });
    expect(await screen.findByRole('form', { name: /^编辑职工账号/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
