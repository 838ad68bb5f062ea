import type { Action } from '@/access/actions';

/** Business line of a route: the suffix of its name. */
export type RouteLine = 'AE' | 'ST';

/**
 * What opening a route needs beyond the menu entry of its nav route (spec §6; the one check is
 * `canOpen` in src/access/access-context.tsx, run by the shell and by standalone pages).
 */
export interface RouteNeeds {
  /**
   * An action of that page too: `print` for a print page; `form` for a form, which is `add`, or
   * `edit` when its address names a record (`?id=` or `?uuid=`).
   */
  action?: Action | 'form';
  /**
   * Whose menu entry and actions count, any of them, instead of the nav route's: the lists a page
   * is opened from when they are several (both lines' for a page they share).
   */
  from?: readonly string[];
}

/**
 * One route of the product (spec §2). The path is always `/` + name.
 * - `nav`: a navigation entry (appears in the side menu when permitted).
 * - `detail`: reached from a parent screen (add/edit/view/config/print …); its
 *   menu highlight, breadcrumb and permission come from `parent`.
 */
export interface RouteDef {
  /** Exact spec route name, e.g. `classAE`, `esignH5`. */
  name: string;
  /** Chinese title (tab, breadcrumb, page title). */
  title: string;
  /** null for the /home children and standalone pages shared by both lines. */
  line: RouteLine | null;
  kind: 'nav' | 'detail';
  /** For detail pages: the nav route they belong to. */
  parent?: string;
  /**
   * - `shell`: inside the layout (menu, tabs) — the /home children and both line lists.
   * - `standalone`: full page without the layout (print and record views), login required.
   * - `public`: no login and no version check (esignH5 only).
   */
  placement: 'shell' | 'standalone' | 'public';
  /** A fixed tab that cannot be closed (home). */
  affix?: boolean;
  /** What opening it needs: `login` nothing more (home, personal info); absent, its nav route's menu entry. */
  needs?: RouteNeeds | 'login';
  /**
   * The folder under src/pages whose `screens.ts` registers this route's screen (e.g. `station`);
   * that registry is loaded with the route's first visit, so adding screens costs start-up nothing.
   */
  domain: string;
}

/** A node of the side-menu catalogue (spec §2, §3 "Menu item"). */
export interface MenuNode {
  /** 1xxx self-taught, 2xxx adult education; 1 home, 2 personal info. */
  id: number;
  /** Chinese title. */
  autoName: string;
  /** Arco icon component name for top-level groups (e.g. 'IconBook'), '' otherwise. */
  icon: string;
  sort: number;
  /** 0 for top-level nodes. */
  parentId: number;
  /** `/` + route name for pages; null for groups. */
  path: string | null;
  /** Sub-nodes; null for pages. */
  children: MenuNode[] | null;
}
