import { createContext, useContext, type ReactNode } from 'react';
import { findRoute, navRouteOf } from '@/routes/registry';
import type { RouteDef } from '@/routes/types';
import { actionId, type Action } from './actions';
import { EMPTY_ACCESS, type Access } from './permission-tree';

const AccessContext = createContext<Access>(EMPTY_ACCESS);

/** The route a screen renders (each tab provides its own). */
const ScreenRouteContext = createContext<RouteDef | undefined>(undefined);

export const AccessProvider = AccessContext.Provider;
export const ScreenRouteProvider = ScreenRouteContext.Provider;

export function useAccess(): Access {
  return useContext(AccessContext);
}

export function useScreenRoute(): RouteDef | undefined {
  return useContext(ScreenRouteContext);
}

/** Query flag isJurisdiction=1 grants every route and action (spec §6). */
export function hasJurisdiction(search: string): boolean {
  return new URLSearchParams(search).get('isJurisdiction') === '1';
}

/** The pages whose menu entry and actions a route goes by: its `needs.from`, else its nav route. */
function pagesOf(route: RouteDef): readonly string[] {
  return (typeof route.needs === 'object' && route.needs.from) || [navRouteOf(route).name];
}

/** Whether the page is in the account's menu and, if an action is asked for, allows it. */
function allows(access: Access, page: string, action?: Action): boolean {
  const menuId = access.menuIds.get(page);
  if (menuId === undefined) return false;
  return !action || (access.actions.get(page)?.has(actionId(menuId, action)) ?? false);
}

/**
 * May the account open this route at this address (`search`)? The one rule, from the route's
 * catalogue entry (`needs`): its nav route's menu entry, and the action it names — a form's 新增, or
 * 编辑 when the address names a record; a print page's 打印. Home and personal info need a login only.
 */
export function canOpen(access: Access, name: string, search: string): boolean {
  const route = findRoute(name);
  if (!route) return false;
  const { needs } = route;
  if (access.grantAll || hasJurisdiction(search) || route.placement === 'public' || needs === 'login')
    return true;
  const params = new URLSearchParams(search);
  const action =
    needs?.action === 'form' ? (params.get('id') || params.get('uuid') ? 'edit' : 'add') : needs?.action;
  return pagesOf(route).some((page) => allows(access, page, action));
}

/** May the account use an action button on this route? */
export function canDo(access: Access, route: RouteDef | undefined, action: Action): boolean {
  if (access.grantAll) return true;
  return !!route && pagesOf(route).some((page) => allows(access, page, action));
}

/** Button permissions of the current screen: `const { can } = usePermission(); can('add')`. */
export function usePermission(): { can: (action: Action) => boolean } {
  const access = useAccess();
  const route = useScreenRoute();
  return { can: (action) => canDo(access, route, action) };
}

/** Renders its children only when the current screen allows the action. */
export function Can({
  action,
  children,
  fallback = null,
}: {
  action: Action;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission().can(action) ? children : fallback;
}
