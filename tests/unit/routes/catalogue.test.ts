/** The route catalogue and the side-menu catalogue (spec §2 "Screens and routes", "Side menu"). */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/routes/catalogue';
import { MENU_CATALOGUE } from '@/routes/menu-catalogue';
import type { MenuNode, RouteDef, RouteLine } from '@/routes/types';
import MENU_IDS from './menu-ids.json';
import { ROUTE_ADDITIONS } from './route-additions';

const byName = new Map(ROUTES.map((route) => [route.name, route]));

const HOME_CHILDREN = ['home', 'mockTest', 'topicEntry', 'mockConfigST', 'personalInfo'];
const STANDALONE = [
  'dissertationStudentAETable',
  'dissertationStudentSTTable',
  'degreeApplicationAEPrint',
  'degreeApplicationSTPrint',
  'diplomaPrintAE',
  'diplomaProvePrintAE',
  'baccalaureatePrint',
  'printGradesheetAE',
];
/** Names of the spec's ST list that do not end in "ST". */
const ST_EXCEPTIONS = ['practicalAssessmentSt', 'dissertationGuidanceSTDel'];
/** Names of the spec's AE list that do not end in "AE". */
const AE_EXCEPTIONS = [
  'inquiryStudentsScore',
  'inquiryExamStudents',
  'examScoreLoginPwd',
  'dissertationGuidanceAEDel',
];

/** The spec (../shared beside the repository, as in CI); its route lists are the catalogue's base. */
const SPEC = resolve(process.cwd(), '../shared/spec/product-spec.md');

/** The route names of a list section of spec §2 (titles in parentheses and `Group:` labels left out). */
function specNames(heading: string): string[] {
  const text = readFileSync(SPEC, 'utf8');
  const start = text.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`${SPEC}: no section "### ${heading}"`);
  return text
    .slice(text.indexOf('\n', start), text.indexOf('\n#', start + 4))
    .replace(/\([^)]*\)/g, '')
    .replace(/^[^:\n]*:/gm, '')
    .split(/[,.\n]/)
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z]\w*$/.test(name));
}

/** Each line's list: the spec's, then the routes added since (route-additions.ts). */
const LISTS: Record<RouteLine, string[]> = {
  ST: [
    ...specNames('Self-taught routes (ST)'),
    ...ROUTE_ADDITIONS.filter((route) => route.line === 'ST').map((route) => route.name),
  ],
  AE: [
    ...specNames('Adult-education routes (AE)'),
    ...ROUTE_ADDITIONS.filter((route) => route.line === 'AE').map((route) => route.name),
  ],
};

/** The routes of one spec list: shell routes of that line that are not /home children. */
function specList(line: RouteLine): RouteDef[] {
  return ROUTES.filter(
    (route) => route.line === line && route.placement === 'shell' && !HOME_CHILDREN.includes(route.name),
  );
}

function walk(nodes: readonly MenuNode[], depth = 1, out: { node: MenuNode; depth: number }[] = []) {
  for (const node of nodes) {
    out.push({ node, depth });
    if (node.children) walk(node.children, depth + 1, out);
  }
  return out;
}

const TREES = { ST: MENU_CATALOGUE.selfTaught, AE: MENU_CATALOGUE.adultEducation } as const;
const ID_RANGES = {
  ST: { group: [1001, 1099], rest: [1100, 1999] },
  AE: { group: [2001, 2099], rest: [2100, 2999] },
};

describe('route catalogue', () => {
  it('has the routes of the spec lists and the additions, the /home children, standalone pages and esignH5', () => {
    // 271 with the spec's 108 + 149 and no additions
    expect(ROUTES).toHaveLength(
      LISTS.ST.length + LISTS.AE.length + HOME_CHILDREN.length + STANDALONE.length + 1,
    );
    expect(byName.size).toBe(ROUTES.length);
  });

  it('holds the self-taught and adult-education routes of the spec lists plus the additions', () => {
    // line 'ST' also covers mockConfigST (a /home child) and two standalone pages, so the
    // spec lists are the shell routes of each line minus the /home children.
    expect(
      specList('ST')
        .map((route) => route.name)
        .sort(),
    ).toEqual([...LISTS.ST].sort());
    expect(
      specList('AE')
        .map((route) => route.name)
        .sort(),
    ).toEqual([...LISTS.AE].sort());
    for (const route of specList('ST')) {
      expect(route.name.endsWith('ST') || ST_EXCEPTIONS.includes(route.name), route.name).toBe(true);
    }
    for (const route of specList('AE')) {
      expect(route.name.endsWith('AE') || AE_EXCEPTIONS.includes(route.name), route.name).toBe(true);
    }
    // Every route with line 'ST': the list routes + mockConfigST + 2 standalone pages.
    expect(ROUTES.filter((route) => route.line === 'ST')).toHaveLength(LISTS.ST.length + 1 + 2);
    // Every route with line 'AE': the list routes + 5 standalone pages.
    expect(ROUTES.filter((route) => route.line === 'AE')).toHaveLength(LISTS.AE.length + 5);
  });

  it('places the /home children, standalone pages and esignH5', () => {
    for (const name of HOME_CHILDREN) {
      expect(byName.get(name)?.placement, name).toBe('shell');
      expect(byName.get(name)?.line, name).toBe(name === 'mockConfigST' ? 'ST' : null);
    }
    expect(byName.get('home')).toMatchObject({ title: '首页', kind: 'nav', affix: true });
    expect(ROUTES.filter((route) => route.affix).map((route) => route.name)).toEqual(['home']);
    expect(byName.get('personalInfo')).toMatchObject({ title: '个人信息', kind: 'nav' });
    const standalone = ROUTES.filter((route) => route.placement === 'standalone').map((route) => route.name);
    expect(standalone.sort()).toEqual([...STANDALONE].sort());
    expect(ROUTES.filter((route) => route.placement === 'public')).toEqual([
      {
        name: 'esignH5',
        title: '手写签名',
        line: null,
        kind: 'detail',
        placement: 'public',
        domain: 'esign',
      },
    ]);
    expect(byName.get('baccalaureatePrint')?.line).toBeNull();
  });

  it('gives every route a Chinese title', () => {
    for (const route of ROUTES) expect(route.title, route.name).toMatch(/^[\u4e00-\u9fa5（）]+$/);
  });

  it('marks add/edit/view/config/modify, …Detail, …Del, …Print and …Table routes as detail', () => {
    const pattern = /^(add|edit|view|config|modify)[A-Z]|Detail(AE|ST)$|Del$|Print$|Table$/;
    for (const route of ROUTES) {
      if (pattern.test(route.name)) expect(route.kind, route.name).toBe('detail');
    }
  });

  it('links every detail page (except esignH5) to an existing nav route of its line', () => {
    for (const route of ROUTES.filter((r) => r.kind === 'detail')) {
      if (route.name === 'esignH5') {
        expect(route.parent).toBeUndefined();
        continue;
      }
      const parent = byName.get(route.parent ?? '');
      expect(parent?.kind, route.name).toBe('nav');
      if (parent?.name === 'home') continue; // mockTest, topicEntry, mockConfigST
      if (route.line !== null) expect(parent?.line, route.name).toBe(route.line);
      else expect(parent?.line, route.name).not.toBeNull();
    }
    for (const route of ROUTES.filter((r) => r.kind === 'nav'))
      expect(route.parent, route.name).toBeUndefined();
  });

  it('names existing nav routes in what a route needs, and a line of its own for a page of one line', () => {
    for (const route of ROUTES) {
      if (typeof route.needs !== 'object' || !route.needs.from) continue;
      for (const name of route.needs.from) {
        expect(byName.get(name)?.kind, `${route.name} → ${name}`).toBe('nav');
        if (route.line)
          expect(byName.get(name)?.line, `${route.name} → ${name}`).not.toBe(
            route.line === 'AE' ? 'ST' : 'AE',
          );
      }
    }
    // only home and personal info are open to any signed-in account
    expect(ROUTES.filter((route) => route.needs === 'login').map((route) => route.name)).toEqual([
      'home',
      'personalInfo',
    ]);
  });

  it('gives nav routes of one line distinct titles', () => {
    for (const line of ['ST', 'AE'] as const) {
      const titles = ROUTES.filter((r) => r.line === line && r.kind === 'nav').map((r) => r.title);
      expect(new Set(titles).size, line).toBe(titles.length);
    }
  });
});

describe('menu catalogue', () => {
  it('has the home and personal-info nodes', () => {
    expect(MENU_CATALOGUE.home).toMatchObject({ id: 1, autoName: '首页', path: '/home', children: null });
    expect(MENU_CATALOGUE.personalInfo).toMatchObject({
      id: 2,
      autoName: '个人信息',
      path: '/personalInfo',
      children: null,
    });
  });

  it.each(['ST', 'AE'] as const)('lists every %s nav route exactly once, with its title', (line) => {
    const pages = walk(TREES[line])
      .map(({ node }) => node)
      .filter((node) => node.path !== null);
    const paths = pages.map((node) => node.path);
    expect(new Set(paths).size).toBe(paths.length);
    const navs = ROUTES.filter((route) => route.line === line && route.kind === 'nav');
    expect(paths.sort()).toEqual(navs.map((route) => `/${route.name}`).sort());
    for (const node of pages) {
      const route = byName.get(node.path!.slice(1));
      expect(route?.kind, node.path!).toBe('nav'); // no detail page in the menu
      expect(node.autoName, node.path!).toBe(route?.title);
      expect(node.children).toBeNull();
      expect(node.icon).toBe('');
    }
  });

  it.each(['ST', 'AE'] as const)(
    'keeps the %s tree at most three levels deep, with consistent links',
    (line) => {
      const nodes = walk(TREES[line]);
      expect(Math.max(...nodes.map(({ depth }) => depth))).toBeLessThanOrEqual(3);
      for (const { node, depth } of nodes) {
        if (node.path === null) expect(node.children?.length, node.autoName).toBeGreaterThan(0);
        if (depth === 1) {
          expect(node.path, node.autoName).toBeNull();
          expect(node.parentId).toBe(0);
        }
        for (const child of node.children ?? []) expect(child.parentId).toBe(node.id);
      }
    },
  );

  it.each(['ST', 'AE'] as const)('numbers the %s tree in its id range', (line) => {
    const { group, rest } = ID_RANGES[line];
    const nodes = walk(TREES[line]);
    const ids = nodes.map(({ node }) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { node, depth } of nodes) {
      const [lo, hi] = depth === 1 ? group : rest;
      expect(node.id, node.autoName).toBeGreaterThanOrEqual(lo!);
      expect(node.id, node.autoName).toBeLessThanOrEqual(hi!);
    }
    expect(ids).not.toContain(MENU_CATALOGUE.home.id);
    expect(ids).not.toContain(MENU_CATALOGUE.personalInfo.id);
  });

  it('never gives an id to another page: a permission id is menu id × 100 + action code, and the real backend keeps them', () => {
    // menu-ids.json: id → the page's path, or a group's title (a group may be renamed, not become a page)
    const now = new Map(
      walk([MENU_CATALOGUE.home, MENU_CATALOGUE.personalInfo, ...TREES.ST, ...TREES.AE]).map(({ node }) => [
        String(node.id),
        node,
      ]),
    );
    const moved = Object.entries(MENU_IDS as Record<string, string>).filter(([id, place]) => {
      const node = now.get(id);
      return !node || (place.startsWith('/') ? node.path !== place : node.path !== null);
    });
    expect(
      moved.map(
        ([id, place]) => `${id} ${place} → ${now.get(id)?.path ?? now.get(id)?.autoName ?? '（已删除）'}`,
      ),
    ).toEqual([]);
  });

  it.each(['ST', 'AE'] as const)('gives %s groups existing Arco icons', (line) => {
    const iconDir = resolve(process.cwd(), 'node_modules/@arco-design/web-react/icon/react-icon');
    for (const group of TREES[line]) {
      expect(group.icon, group.autoName).toMatch(/^Icon[A-Z]\w+$/);
      expect(existsSync(resolve(iconDir, group.icon)), group.icon).toBe(true);
    }
  });

  it.each(['ST', 'AE'] as const)('sorts %s nodes by position, practice papers at 14', (line) => {
    const practice = TREES[line].filter((group) => group.autoName === '练习试卷');
    expect(practice).toHaveLength(1);
    const inPractice = new Set(walk(practice).map(({ node }) => node.id));
    const check = (siblings: readonly MenuNode[]) =>
      siblings.forEach((node, index) => {
        expect(node.sort, node.autoName).toBe(inPractice.has(node.id) ? 14 : index + 1);
        if (node.children) check(node.children);
      });
    check(TREES[line]);
  });

  it('follows the group order of spec §2', () => {
    expect(MENU_CATALOGUE.selfTaught.map((group) => group.autoName)).toEqual([
      '教务管理',
      '教学管理',
      '缴费管理',
      '毕业管理',
      '学习中心与班主任',
      '练习试卷',
      '考试管理',
      '学籍管理',
      '统计报表',
      '实践考核',
      '消息中心',
      '职工与角色',
      '系统设置',
    ]);
    expect(MENU_CATALOGUE.adultEducation.map((group) => group.autoName)).toEqual([
      '招生管理',
      '学生管理',
      '课程管理',
      '计划管理',
      '考试管理',
      '成绩管理',
      '论文管理',
      '教学托管',
      '练习试卷',
      '大数据分析',
      '站点管理',
      '消息中心',
      '职工管理',
      '系统设置',
    ]);
  });
});
