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
 * Where a route sits in the catalogue (spec §2: the catalogue is also used for breadcrumbs): a
 * detail under its list, however it was reached (a link, a bookmark, another tab before it).
 */
export function placeOf(route: RouteDef): RouteDef {
  return navRouteOf(route);
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
 * Breadcrumb titles from the menu catalogue: 首页 › group › … › page (› detail page), a detail under
 * its list, ending with the screen's own title (编辑学生 for 新增学生 editing).
 */
export function breadcrumbOf(route: RouteDef, title = route.title): string[] {
  const nav = placeOf(route);
  const home = MENU_CATALOGUE.home.autoName;
  if (nav.name === 'home') return nav === route ? [home] : [home, title];
  const trees = [...MENU_CATALOGUE.adultEducation, ...MENU_CATALOGUE.selfTaught, MENU_CATALOGUE.personalInfo];
  const chain = chainTo(trees, pathOf(nav.name)) ?? [nav.title];
  return nav === route ? [home, ...chain] : [home, ...chain, title];
}

export { ROUTES };
