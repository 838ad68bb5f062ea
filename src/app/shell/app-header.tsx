import { Avatar, Button, Dropdown, Menu, Radio } from '@arco-design/web-react';
import { IconDown, IconSearch } from '@arco-design/web-react/icon';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@/access/permission-tree';
import { LINES, type PageType } from '@/lines/line';
import { setPageType, usePageType } from '@/lines/page-type';
import { findRoute } from '@/routes/registry';
import { getSession } from '@/session/session';
import { logout, logoutQuestion } from '../session-actions';
import { keepTabs } from '@/stores/tabs';
import { confirm } from '@/ui/confirm';
import { afterInputPause, type Cancel } from '@/ui/idle';
import { Brand } from '../shell-frame';
import frameStyles from '../shell-frame.module.css';
import styles from './shell.module.css';

const MenuSearch = lazy(() => import('./menu-search'));
const PasswordDialog = lazy(() =>
  import('./password-dialog').then((module) => ({ default: module.PasswordDialog })),
);
const loadEsignQr = () => import('@/pages/esign');
const EsignQrButton = lazy(() => loadEsignQr().then((m) => ({ default: m.EsignQrButton })));

/**
 * Runs `task` 3 s after the shell appeared, once the staff pause and the browser is idle: after the
 * first screen's own downloads (idle callbacks alone also fire while those are in flight, the main
 * thread being idle then), and never between two keystrokes.
 */
function afterStartUp(task: () => void): Cancel {
  let cancel: Cancel = () => undefined;
  const timer = setTimeout(() => (cancel = afterInputPause(task)), 3000);
  return () => {
    clearTimeout(timer);
    cancel();
  };
}

function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * 手机签名: the QR dialog (and its QR code library) loads a little after start-up,
 * or as soon as the pointer or focus reaches the button — not with the shell,
 * where it would compete with the screen being opened. The placeholder button
 * stays in place until the dialog's code is there (swapping it under the
 * pointer would swallow the click); a click that arrives before is passed on.
 */
function PhoneSigning() {
  const [loaded, setLoaded] = useState(false);
  const clicked = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const load = useCallback(() => {
    loadEsignQr().then(
      () => setLoaded(true),
      () => undefined, // stays a placeholder; the next hover or click tries again
    );
  }, []);
  useEffect(() => (loaded ? undefined : afterStartUp(load)), [loaded, load]);
  const forwardClick = useCallback(() => {
    if (!clicked.current) return;
    clicked.current = false;
    box.current?.querySelector('button')?.click();
  }, []);
  const placeholder = (
    // the same look as the dialog's own button (esign-qr.tsx), so the swap does not move anything
    <Button
      type="text"
      onMouseEnter={load}
      onFocus={load}
      onClick={() => {
        clicked.current = true;
        load();
      }}
    >
      手机签名
    </Button>
  );
  if (!loaded) return placeholder;
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={placeholder}>
        <EsignQrButton />
        <AfterMount run={forwardClick} />
      </Suspense>
    </span>
  );
}

const LINE_OPTIONS = Object.values(LINES).map((line) => ({ label: line.label, value: line.pageType }));

/** Switching the line replaces the menu (new tree) and closes the other line's tabs. */
function useSwitchLine() {
  const navigate = useNavigate();
  return (pageType: PageType) => {
    const suffix = LINES[pageType].suffix;
    setPageType(pageType);
    keepTabs((name) => {
      const line = findRoute(name)?.line;
      return !line || line === suffix;
    });
    void navigate('/home');
  };
}

export function AppHeader({ menus }: { menus: readonly MenuEntry[] }) {
  const navigate = useNavigate();
  const pageType = usePageType();
  const switchLine = useSwitchLine();
  const [searching, setSearching] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const username = getSession('username') || '用户';

  const openSearch = () => {
    setSearchLoaded(true);
    setSearching(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchLoaded(true);
        setSearching(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onUserMenu = (key: string) => {
    if (key === 'info') void navigate('/personalInfo');
    else if (key === 'password') setChangingPassword(true);
    else if (key === 'logout') {
      void confirm({
        title: '退出登录',
        content: logoutQuestion(),
        onOk: async () => {
          await logout();
          void navigate('/', { replace: true });
        },
      });
    }
  };

  return (
    <header className={frameStyles.header}>
      <Brand />
      <Radio.Group
        type="button"
        size="small"
        value={pageType}
        options={LINE_OPTIONS}
        onChange={(value: PageType) => switchLine(value)}
        aria-label="业务线"
      />
      <div className={styles.headerTools}>
        <Button size="small" icon={<IconSearch />} onClick={openSearch}>
          搜索菜单 <kbd className={styles.kbd}>Ctrl K</kbd>
        </Button>
        <PhoneSigning />
        <Dropdown
          droplist={
            <Menu onClickMenuItem={onUserMenu}>
              <Menu.Item key="info">个人信息</Menu.Item>
              <Menu.Item key="password">修改密码</Menu.Item>
              <Menu.Item key="logout">退出登录</Menu.Item>
            </Menu>
          }
          position="br"
        >
          <Button type="text" className={styles.user}>
            {/* one character at 12 px fits 24 px as it is: no measuring (a forced layout while the shell starts) */}
            <Avatar size={24} autoFixFontSize={false} aria-hidden>
              {username.slice(0, 1)}
            </Avatar>
            <span className="visually-hidden">当前用户</span>
            <span>{username}</span>
            <IconDown />
          </Button>
        </Dropdown>
      </div>
      {searchLoaded && (
        <Suspense fallback={null}>
          <MenuSearch
            menus={menus}
            visible={searching}
            onClose={() => setSearching(false)}
            onPick={(routeName) => {
              setSearching(false);
              void navigate(`/${routeName}`);
            }}
          />
        </Suspense>
      )}
      {changingPassword && (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </header>
  );
}
