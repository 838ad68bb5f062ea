import { Button, Dropdown, Menu, Tabs } from '@arco-design/web-react';
import { IconDown, IconRefresh } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { findRoute } from '@/routes/registry';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  getTabs,
  HOME_TAB,
  refreshTab,
  useTabs,
  type Tab,
} from '@/stores/tabs';
import { TAB_REPAIRS, useAriaRepair } from '@/ui/aria-repair';
import { confirm } from '@/ui/confirm';
import styles from './shell.module.css';

type TabCommand = 'refresh' | 'close' | 'others' | 'all';

/** Asks before closing tabs that hold unsaved input; resolves true when closing may go ahead. */
function confirmDiscard(names: string[]): Promise<boolean> {
  const dirty = names.filter((name) => getTabs().dirty.has(name));
  if (!dirty.length) return Promise.resolve(true);
  const titleOf = (name: string) =>
    getTabs().tabs.find((tab) => tab.name === name)?.title ?? findRoute(name)?.title;
  const titles = dirty.map((name) => `「${titleOf(name) ?? name}」`).join('、');
  return new Promise((resolve) => {
    void confirm({
      title: '关闭标签页',
      content: `${titles}有未保存的内容，关闭后将丢失，确定关闭吗？`,
      okText: '仍然关闭',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

const hrefOf = (tab: Tab) => `/${tab.name}${tab.search}`;

export function TabBar() {
  const { tabs, active } = useTabs();
  const navigate = useNavigate();
  // the shell renders the kept-alive panes itself, so Arco's aria-controls name no panel
  const bar = useRef<HTMLDivElement>(null);
  useAriaRepair(bar, TAB_REPAIRS);

  const run = async (command: TabCommand, name: string) => {
    const others = tabs.map((tab) => tab.name).filter((n) => n !== HOME_TAB);
    if (command === 'refresh') return refreshTab(name);
    if (command === 'close') {
      if (!(await confirmDiscard([name]))) return;
      const next = closeTab(name);
      if (next) void navigate(hrefOf(next));
      return;
    }
    const closing = command === 'others' ? others.filter((n) => n !== name) : others;
    if (!(await confirmDiscard(closing))) return;
    if (command === 'others') {
      closeOtherTabs(name);
      const kept = getTabs().tabs.find((tab) => tab.name === name);
      if (kept && name !== active) void navigate(hrefOf(kept));
    } else {
      closeAllTabs();
      void navigate('/home');
    }
  };

  const commands = (name: string) => (
    <Menu onClickMenuItem={(key) => void run(key as TabCommand, name)}>
      <Menu.Item key="refresh">刷新</Menu.Item>
      <Menu.Item key="close" disabled={name === HOME_TAB}>
        关闭
      </Menu.Item>
      <Menu.Item key="others">关闭其他</Menu.Item>
      <Menu.Item key="all">关闭全部</Menu.Item>
    </Menu>
  );

  return (
    <div ref={bar} className={styles.tabBar}>
      <Tabs
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        activeTab={active}
        className={styles.tabs}
        onChange={(name) => {
          const tab = tabs.find((t) => t.name === name);
          if (tab) void navigate(hrefOf(tab));
        }}
        onDeleteTab={(name) => void run('close', name)}
        aria-label="已打开的页面"
      >
        {tabs.map((tab) => (
          <Tabs.TabPane
            key={tab.name}
            closable={tab.name !== HOME_TAB}
            title={
              <Dropdown droplist={commands(tab.name)} trigger="contextMenu" position="bl">
                <span data-tab={tab.name}>{tab.title ?? findRoute(tab.name)?.title ?? tab.name}</span>
              </Dropdown>
            }
          />
        ))}
      </Tabs>
      <Button
        size="small"
        type="text"
        icon={<IconRefresh />}
        aria-label="刷新当前页"
        onClick={() => refreshTab(active)}
      />
      <Dropdown droplist={commands(active)} position="br">
        <Button size="small" type="text">
          标签页操作 <IconDown />
        </Button>
      </Dropdown>
    </div>
  );
}
