/**
 * The server permission tree (GET /v1-basis-auth-routing) → menus, reachable routes, allowed actions.
 * A menu is the intersection of the tree and the route catalogue: a server node whose path is no
 * screen of this line (a renamed or retired page) is left out of the menu and reported once in development.
 */
import type { PermissionNode } from '@/generated/model';
import type { Line } from '@/lines/line';
import { ROUTES } from '@/routes/catalogue';

export interface MenuEntry {
  id: number;
  title: string;
  icon: string;
  /** Route name for pages; undefined for groups. */
  routeName?: string;
  children: MenuEntry[];
}

export interface Access {
  menus: MenuEntry[];
  /** Nav route name → its menu id. Only permitted pages are here. */
  menuIds: ReadonlyMap<string, number>;
  /** Nav route name → ids of the action buttons the account may use there. */
  actions: ReadonlyMap<string, ReadonlySet<number>>;
  /** isJurisdiction=1: every route and action is allowed. */
  grantAll: boolean;
}

/** 1xxx ids are self-taught, 2xxx adult education: a tree never leaks the other line's nodes. */
const lineDigit = (line: Line) => (line.suffix === 'ST' ? '1' : '2');

const routeNameOf = (path: string) => path.replace(/^\/+/, '').trim();

/** Route name → its line (null for the screens shared by both lines). */
const CATALOGUE = new Map(ROUTES.map((route) => [route.name, route.line]));
const reported = new Set<string>();

/** Whether the catalogue has a screen of this line (or of both) for a node's path; unknown paths are reported once. */
function isScreenOf(routeName: string, line: Line): boolean {
  const routeLine = CATALOGUE.get(routeName);
  const known = routeLine !== undefined && (routeLine === null || routeLine === line.suffix);
  // for whoever edits the tree (development builds; production only leaves the node out)
  if (import.meta.env.DEV && !known && !reported.has(routeName)) {
    reported.add(routeName);
    console.warn(`菜单 ${routeName} 没有页面，未显示`);
  }
  return known;
}

const bySort = (a: PermissionNode, b: PermissionNode) => a.sort - b.sort || a.id - b.id;

export function buildAccess(tree: readonly PermissionNode[], line: Line, grantAll = false): Access {
  const menuIds = new Map<string, number>();
  const actions = new Map<string, ReadonlySet<number>>();
  const digit = lineDigit(line);

  const toMenu = (node: PermissionNode): MenuEntry | undefined => {
    if (node.is_menu !== 1) return undefined;
    const routeName = node.path ? routeNameOf(node.path) : '';
    if (routeName) {
      if (!isScreenOf(routeName, line)) return undefined;
      menuIds.set(routeName, node.id);
      actions.set(routeName, new Set(node.actionsList));
      return { id: node.id, title: node.title, icon: node.icon, routeName, children: [] };
    }
    const children = [...(node.children ?? [])].sort(bySort).flatMap((child) => toMenu(child) ?? []);
    return children.length ? { id: node.id, title: node.title, icon: node.icon, children } : undefined;
  };

  const menus = tree
    .filter((node) => String(node.id).startsWith(digit))
    .sort(bySort)
    .flatMap((node) => toMenu(node) ?? []);
  return { menus, menuIds, actions, grantAll };
}

export const EMPTY_ACCESS: Access = { menus: [], menuIds: new Map(), actions: new Map(), grantAll: false };
