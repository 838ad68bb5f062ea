/** Look-ups over the route catalogue and the side-menu catalogue. */
import { ROUTES } from './catalogue';
import { MENU_CATALOGUE } from './menu-catalogue';
import type { MenuNode, RouteDef } from './types';

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** '/classAE' → 'classAE'; '/home' → 'home'. */
export function routeNameFromPath(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

export function pathOf(name: string): string {
  return `/${name}`;
}

/** The nav route whose menu entry, breadcrumb and permissions a route uses. */
export function navRouteOf(route: RouteDef): RouteDef {
  return route.kind === 'detail' && route.parent ? (byName.get(route.parent) ?? route) : route;
}

/**
 * The list a detail route sits under in the menu and breadcrumb: the list it was opened from
 * (编辑学生 from 学籍信息), when that is a menu screen of the same line; else its catalogue parent.
 */
export function placeOf(route: RouteDef, openedFrom?: string): RouteDef {
  const opener = openedFrom ? byName.get(openedFrom) : undefined;
  const isList = opener && opener.kind !== 'detail' && opener.name !== 'home' && opener.line === route.line;
  return route.kind === 'detail' && isList ? opener : navRouteOf(route);
}

function chainTo(nodes: readonly MenuNode[], path: string, trail: string[] = []): string[] | undefined {
  for (const node of nodes) {
    const here = [...trail, node.autoName];
    if (node.path === path) return here;
    const found = node.children && chainTo(node.children, path, here);
    if (found) return found;
  }
  return undefined;
}

/**
 * Breadcrumb titles from the menu catalogue: 首页 › group › … › page (› detail page), under the
 * list the detail was opened from, ending with the screen's own title (编辑学生 for 新增学生 editing).
 */
export function breadcrumbOf(route: RouteDef, openedFrom?: string, title = route.title): string[] {
  const nav = placeOf(route, openedFrom);
  const home = MENU_CATALOGUE.home.autoName;
  if (nav.name === 'home') return nav === route ? [home] : [home, title];
  const trees = [...MENU_CATALOGUE.adultEducation, ...MENU_CATALOGUE.selfTaught, MENU_CATALOGUE.personalInfo];
  const chain = chainTo(trees, pathOf(nav.name)) ?? [nav.title];
  return nav === route ? [home, ...chain] : [home, ...chain, title];
}

export { ROUTES };
