/** The server permission tree (GET /v1-basis-auth-routing) → menus, reachable routes, allowed actions. */
import type { PermissionNode } from '@/generated/model';
import type { Line } from '@/lines/line';

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

const bySort = (a: PermissionNode, b: PermissionNode) => a.sort - b.sort || a.id - b.id;

export function buildAccess(tree: readonly PermissionNode[], line: Line, grantAll = false): Access {
  const menuIds = new Map<string, number>();
  const actions = new Map<string, ReadonlySet<number>>();
  const digit = lineDigit(line);

  const toMenu = (node: PermissionNode): MenuEntry | undefined => {
    if (node.is_menu !== 1) return undefined;
    const routeName = node.path ? routeNameOf(node.path) : '';
    if (routeName) {
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
