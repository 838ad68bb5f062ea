import { Menu } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@/access/permission-tree';
import { preloadScreen, preloadWhenIdle } from '@/routes/preload';
import { getSession, setSession } from '@/session/session';
import { MENU_REPAIRS, useAriaRepair } from '@/ui/aria-repair';
import { MenuIcon } from './menu-icons';
import styles from './shell.module.css';

/** Ids of the groups that lead to a route (to open them). */
function groupsLeadingTo(
  menus: readonly MenuEntry[],
  routeName: string,
  trail: string[] = [],
): string[] | undefined {
  for (const entry of menus) {
    if (entry.routeName === routeName) return trail;
    const found = groupsLeadingTo(entry.children, routeName, [...trail, String(entry.id)]);
    if (found) return found;
  }
  return undefined;
}

/** The routes of the menu items showing: in top-level entries and in open groups. */
function routesShowing(menus: readonly MenuEntry[], openKeys: readonly string[]): string[] {
  return menus.flatMap((entry) =>
    entry.routeName
      ? [entry.routeName]
      : openKeys.includes(String(entry.id))
        ? routesShowing(entry.children, openKeys)
        : [],
  );
}

/** Menu items; a group's items only where `drawn` holds the group (null: every group's). */
function renderEntries(entries: readonly MenuEntry[], drawn: ReadonlySet<string> | null, depth = 0) {
  return entries.map((entry) =>
    entry.routeName ? (
      <Menu.Item key={entry.routeName} onMouseEnter={() => preloadScreen(entry.routeName!)}>
        {entry.title}
      </Menu.Item>
    ) : (
      <Menu.SubMenu
        key={String(entry.id)}
        title={
          <span>
            {depth === 0 && <MenuIcon name={entry.icon} />}
            {entry.title}
          </span>
        }
      >
        {!drawn || drawn.has(String(entry.id)) ? renderEntries(entry.children, drawn, depth + 1) : null}
      </Menu.SubMenu>
    ),
  );
}

interface SideMenuProps {
  menus: readonly MenuEntry[];
  /** The nav route to highlight (a detail page highlights its parent). */
  selected: string;
  collapsed: boolean;
}

/** The side menu built from the permission tree; remembers its scroll position (session `sidebarScroll`). */
export function SideMenu({ menus, selected, collapsed }: SideMenuProps) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  useAriaRepair(scroller, MENU_REPAIRS);
  const leading = useMemo(() => groupsLeadingTo(menus, selected) ?? [], [menus, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(leading);
  const [shownFor, setShownFor] = useState(leading);
  if (shownFor !== leading) {
    // a new page opens its groups, keeping the ones the user opened
    setShownFor(leading);
    setOpenKeys((keys) => [...new Set([...keys, ...leading])]);
  }
  // A group's items are drawn once it is first opened, and kept: the closed groups' items were ~700
  // of a screen's ~1,150 elements, drawn at every start. Collapsed, each group is a pop-up: all drawn.
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set(openKeys));
  if (openKeys.some((key) => !drawn.has(key))) setDrawn(new Set([...drawn, ...openKeys]));

  // the screens of the open groups load while the browser is idle: their first click finds them there
  useEffect(() => {
    if (!collapsed) preloadWhenIdle(routesShowing(menus, openKeys));
  }, [menus, openKeys, collapsed]);

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = getSession('sidebarScroll') ?? 0;
  }, []);

  return (
    <div
      ref={scroller}
      className={styles.menuScroller}
      onScroll={(event) => setSession('sidebarScroll', Math.round(event.currentTarget.scrollTop))}
    >
      <Menu
        collapse={collapsed}
        selectedKeys={[selected]}
        openKeys={openKeys}
        onClickSubMenu={(_, keys) => setOpenKeys(keys)}
        onClickMenuItem={(routeName) => void navigate(`/${routeName}`)}
        aria-label="功能菜单"
      >
        {renderEntries(menus, collapsed ? null : drawn)}
      </Menu>
    </div>
  );
}
