/**
 * The permission tree of one line for 角色权限配置, built from the same tree
 * the app builds its menus from (GET /v1-basis-auth-routing): groups → pages →
 * the action buttons of each page (id = menuId × 100 + code, titled from ACTIONS).
 * A role's selection is kept as its checked leaves; checked and half-checked
 * groups and pages follow from them.
 */
import { ACTIONS } from '@/access/actions';
import type { PermissionNode } from '@/generated/model';
import type { Line } from '@/lines/line';

export interface PermissionItem {
  /** The node id as a string (Arco Tree keys). */
  key: string;
  title: string;
  kind: 'group' | 'page' | 'action';
  children?: PermissionItem[];
}

const ACTION_TITLES = new Map<number, string>(Object.values(ACTIONS).map((a) => [a.code, a.title]));

/** 1xxx ids are self-taught, 2xxx adult education (as in src/access/permission-tree.ts). */
const lineDigit = (line: Line) => (line.suffix === 'ST' ? '1' : '2');

const bySort = (a: PermissionNode, b: PermissionNode) => a.sort - b.sort || a.id - b.id;

/** The buttons of a page: its actionsList ids and any button nodes (is_menu 0) under it. */
function actionItems(page: PermissionNode): PermissionItem[] {
  const titles = new Map<number, string>();
  for (const id of page.actionsList) {
    const title = Math.floor(id / 100) === page.id ? ACTION_TITLES.get(id % 100) : undefined;
    if (title) titles.set(id, title);
  }
  for (const child of page.children ?? []) {
    if (child.is_menu === 0 && !titles.has(child.id)) titles.set(child.id, child.title);
  }
  return [...titles]
    .sort(([a], [b]) => a - b)
    .map(([id, title]) => ({ key: String(id), title, kind: 'action' }));
}

function toItem(node: PermissionNode): PermissionItem | undefined {
  if (node.is_menu !== 1) return undefined; // buttons belong to their page
  if (node.path) {
    const actions = actionItems(node);
    return {
      key: String(node.id),
      title: node.title,
      kind: 'page',
      children: actions.length ? actions : undefined,
    };
  }
  const children = [...(node.children ?? [])].sort(bySort).flatMap((child) => toItem(child) ?? []);
  return children.length ? { key: String(node.id), title: node.title, kind: 'group', children } : undefined;
}

/** The current line's part of the server tree (which holds both lines on the mock). */
export function buildPermissionItems(tree: readonly PermissionNode[], line: Line): PermissionItem[] {
  const digit = lineDigit(line);
  return tree
    .filter((node) => String(node.id).startsWith(digit))
    .sort(bySort)
    .flatMap((node) => toItem(node) ?? []);
}

function walk(items: readonly PermissionItem[], visit: (item: PermissionItem) => void): void {
  for (const item of items) {
    visit(item);
    if (item.children) walk(item.children, visit);
  }
}

/** Keys of the leaves (buttons, and pages without buttons). */
export function leafKeys(items: readonly PermissionItem[]): string[] {
  const keys: string[] = [];
  walk(items, (item) => !item.children && keys.push(item.key));
  return keys;
}

/** Keys of the nodes that have children (what 展开全部 opens). */
export function parentKeys(
  items: readonly PermissionItem[],
  kinds: PermissionItem['kind'][] = ['group', 'page'],
) {
  const keys: string[] = [];
  walk(items, (item) => item.children && kinds.includes(item.kind) && keys.push(item.key));
  return keys;
}

/** Checked leaves → every checked node and every half-checked one (some but not all below checked). */
export function checkState(items: readonly PermissionItem[], leaves: ReadonlySet<string>) {
  const checked: string[] = [];
  const half: string[] = [];
  const visit = (item: PermissionItem): 'all' | 'some' | 'none' => {
    if (!item.children) {
      if (!leaves.has(item.key)) return 'none';
      checked.push(item.key);
      return 'all';
    }
    const states = item.children.map(visit);
    if (states.every((state) => state === 'all')) {
      checked.push(item.key);
      return 'all';
    }
    if (states.some((state) => state !== 'none')) {
      half.push(item.key);
      return 'some';
    }
    return 'none';
  };
  items.forEach(visit);
  return { checked, half };
}

/**
 * Nodes shown for a search: each match with everything under it, and its ancestors;
 * `expanded` opens the way to every match. undefined when there is no search.
 */
export function searchItems(items: readonly PermissionItem[], term: string) {
  const text = term.trim();
  if (!text) return undefined;
  const visible = new Set<string>();
  const expanded = new Set<string>();
  const showAll = (item: PermissionItem) => {
    visible.add(item.key);
    if (item.children) expanded.add(item.key);
    item.children?.forEach(showAll);
  };
  const visit = (item: PermissionItem, ancestors: string[]): void => {
    if (item.title.includes(text)) {
      showAll(item);
      for (const key of ancestors) {
        visible.add(key);
        expanded.add(key);
      }
      return;
    }
    item.children?.forEach((child) => visit(child, [...ancestors, item.key]));
  };
  items.forEach((item) => visit(item, []));
  return { visible, expanded: [...expanded] };
}
