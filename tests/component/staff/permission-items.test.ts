import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '@/generated/model';
import { LINES } from '@/lines/line';
import {
  buildPermissionItems,
  checkState,
  leafKeys,
  parentKeys,
  searchItems,
} from '@/pages/staff/permission-items';

const node = (id: number, title: string, extra: Partial<PermissionNode> = {}): PermissionNode => ({
  id,
  title,
  path: '',
  icon: '',
  sort: 1,
  is_menu: 1,
  son: 0,
  children: [],
  actionsList: [],
  ...extra,
});

const tree: PermissionNode[] = [
  node(1012, '职工与角色', {
    children: [node(1160, '职工账号', { path: 'platformAccountST', actionsList: [116001] })],
  }),
  node(2011, '站点管理', {
    sort: 2,
    children: [
      node(2201, '教学点管理', { path: 'teachingPointAE', sort: 2, actionsList: [220104, 220101, 220199] }),
      node(2200, '函授站管理', {
        path: 'studentPointAE',
        sort: 1,
        actionsList: [220001],
        children: [node(220011, '打印准考证', { is_menu: 0 })],
      }),
      node(2202, '教室管理', { path: 'classroomManagementAE', sort: 3 }),
    ],
  }),
  node(2013, '空分组', { sort: 3 }),
];

describe('permission items of a line', () => {
  const items = buildPermissionItems(tree, LINES.adultEducation);

  it("keeps the line's nodes, in sort order, with each page's buttons titled from ACTIONS", () => {
    expect(items).toEqual([
      {
        key: '2011',
        title: '站点管理',
        kind: 'group',
        children: [
          {
            key: '2200',
            title: '函授站管理',
            kind: 'page',
            children: [
              { key: '220001', title: '新增', kind: 'action' },
              { key: '220011', title: '打印准考证', kind: 'action' },
            ],
          },
          {
            key: '2201',
            title: '教学点管理',
            kind: 'page',
            children: [
              { key: '220101', title: '新增', kind: 'action' },
              { key: '220104', title: '导出', kind: 'action' },
            ],
          },
          { key: '2202', title: '教室管理', kind: 'page', children: undefined },
        ],
      },
    ]);
    expect(buildPermissionItems(tree, LINES.selfTaught).map((item) => item.title)).toEqual(['职工与角色']);
  });

  it('derives checked and half-checked nodes from the checked leaves', () => {
    expect(leafKeys(items)).toEqual(['220001', '220011', '220101', '220104', '2202']);
    expect(parentKeys(items)).toEqual(['2011', '2200', '2201']);
    expect(checkState(items, new Set(['220001', '220011', '220101']))).toEqual({
      checked: ['220001', '220011', '2200', '220101'],
      half: ['2201', '2011'],
    });
    expect(checkState(items, new Set(leafKeys(items))).half).toEqual([]);
    expect(checkState(items, new Set()).checked).toEqual([]);
  });

  it('searches titles: a match shows everything under it and the way to it', () => {
    const found = searchItems(items, ' 导出 ')!;
    expect([...found.visible].sort()).toEqual(['2011', '2201', '220104']);
    expect(found.expanded.sort()).toEqual(['2011', '2201']);
    expect([...searchItems(items, '函授站')!.visible].sort()).toEqual(['2011', '2200', '220001', '220011']);
    expect(searchItems(items, '  ')).toBeUndefined();
  });
});
