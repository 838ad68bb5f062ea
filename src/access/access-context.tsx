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

/** May the account open this route? Detail pages follow their parent; home, its children and personal info are always open. */
export function canOpen(access: Access, name: string): boolean {
  const route = findRoute(name);
  if (!route) return false;
  const nav = navRouteOf(route);
  if (access.grantAll || route.placement === 'public' || nav.line === null) return true;
  return access.menuIds.has(nav.name);
}

/** May the account use an action button on this route? */
export function canDo(access: Access, route: RouteDef | undefined, action: Action): boolean {
  if (access.grantAll) return true;
  if (!route) return false;
  const nav = navRouteOf(route).name;
  const menuId = access.menuIds.get(nav);
  return menuId !== undefined && (access.actions.get(nav)?.has(actionId(menuId, action)) ?? false);
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
