import { describe, expect, it, vi } from 'vitest';
import { canDo, canOpen } from '@/access/access-context';
import { actionId } from '@/access/actions';
import { buildAccess } from '@/access/permission-tree';
import type { PermissionNode } from '@/generated/model';
import { LINES } from '@/lines/line';
import { findRoute } from '@/routes/registry';

const node = (partial: Partial<PermissionNode> & Pick<PermissionNode, 'id' | 'title'>): PermissionNode => ({
  path: '',
  icon: '',
  sort: 1,
  is_menu: 1,
  son: 0,
  children: [],
  actionsList: [],
  ...partial,
});

const tree: PermissionNode[] = [
  node({
    id: 2002,
    title: '学生管理',
    sort: 2,
    icon: 'IconUserGroup',
    children: [
      node({ id: 2102, title: '学籍信息', path: 'studentStatusAE', sort: 2, actionsList: [210201, 210204] }),
      node({ id: 2101, title: '学生信息', path: '/studentSuperintendentAE', sort: 1 }),
      node({ id: 210201, title: '新增', is_menu: 0 }),
    ],
  }),
  node({
    id: 2001,
    title: '招生管理',
    sort: 1,
    children: [node({ id: 2103, title: '录取', path: 'admissionAE' })],
  }),
  node({ id: 2009, title: '空分组', sort: 9, children: [] }),
  node({ id: 1001, title: '教务管理', children: [node({ id: 1101, title: '班级', path: 'classST' })] }),
];

describe('permission tree → access', () => {
  const access = buildAccess(tree, LINES.adultEducation);

  it('builds menus from is_menu 1 nodes, sorted, without empty groups or action buttons', () => {
    expect(access.menus.map((m) => m.title)).toEqual(['招生管理', '学生管理']);
    expect(access.menus[1].children.map((m) => m.routeName)).toEqual([
      'studentSuperintendentAE',
      'studentStatusAE',
    ]);
    expect(access.menus[1].icon).toBe('IconUserGroup');
  });

  it('never takes the other line’s nodes (1xxx is self-taught)', () => {
    expect(access.menuIds.has('classST')).toBe(false);
    expect(buildAccess(tree, LINES.selfTaught).menus.map((m) => m.title)).toEqual(['教务管理']);
  });

  it('allows the pages in the tree, home and personal info; nothing else', () => {
    expect(canOpen(access, 'studentStatusAE', '')).toBe(true);
    expect(canOpen(access, 'home', '')).toBe(true);
    expect(canOpen(access, 'personalInfo', '')).toBe(true);
    // a /home child goes by its own permission (route-access.test.ts), not by being under home
    expect(canOpen(access, 'mockConfigST', '')).toBe(false);
    expect(canOpen(access, 'classAE', '')).toBe(false);
    expect(canOpen(access, 'no-such-route', '')).toBe(false);
  });

  it('shows an action button only when the page lists its id', () => {
    const route = findRoute('studentStatusAE');
    expect(actionId(2102, 'add')).toBe(210201);
    expect(canDo(access, route, 'add')).toBe(true);
    expect(canDo(access, route, 'export')).toBe(true);
    expect(canDo(access, route, 'delete')).toBe(false);
    expect(canDo(access, findRoute('studentSuperintendentAE'), 'add')).toBe(false);
  });

  it('shows only the nodes the catalogue has a screen for, and reports an unknown one once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withStrays: PermissionNode[] = [
      node({
        id: 2005,
        title: '班级管理',
        children: [
          node({ id: 2501, title: '班级', path: 'classAE' }),
          node({ id: 2502, title: '已下线的页面', path: 'retiredScreenAE' }),
          node({ id: 2503, title: '另一条业务线的页面', path: 'classST' }),
        ],
      }),
      node({
        id: 2006,
        title: '只有下线页面的分组',
        children: [node({ id: 2601, title: '旧页面', path: '/retiredScreenAE' })],
      }),
    ];
    const shown = buildAccess(withStrays, LINES.adultEducation);
    expect(shown.menus.map((menu) => menu.title)).toEqual(['班级管理']);
    expect(shown.menus[0]!.children.map((menu) => menu.routeName)).toEqual(['classAE']);
    expect(canOpen(shown, 'retiredScreenAE', '')).toBe(false);
    buildAccess(withStrays, LINES.adultEducation);
    const reports = warn.mock.calls.map(([message]) => String(message));
    expect(reports.filter((message) => message.includes('retiredScreenAE'))).toHaveLength(1);
    expect(reports.filter((message) => message.includes('classST'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('grants everything with isJurisdiction', () => {
    const all = { ...access, grantAll: true };
    expect(canOpen(all, 'classAE', '')).toBe(true);
    expect(canDo(all, findRoute('classAE'), 'delete')).toBe(true);
  });
});
