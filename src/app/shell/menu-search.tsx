/**
 * Menu search (Ctrl+K): jump to any permitted screen by Chinese title, full
 * pinyin or pinyin initials (「xsxx」 finds 学生信息). Loaded on first use, so
 * the pinyin dictionary stays out of the start-up bundle.
 */
import { Empty, Input, Modal } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { pinyin } from 'pinyin-pro';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { MenuEntry } from '@/access/permission-tree';
import styles from './shell.module.css';

interface Entry {
  routeName: string;
  title: string;
  trail: string;
  initials: string;
  spelled: string;
}

function flatten(menus: readonly MenuEntry[], trail: string[] = []): Entry[] {
  return menus.flatMap((menu) =>
    menu.routeName
      ? [
          {
            routeName: menu.routeName,
            title: menu.title,
            trail: trail.join(' / '),
            initials: pinyin(menu.title, { pattern: 'first', toneType: 'none', type: 'array' })
              .join('')
              .toLowerCase(),
            spelled: pinyin(menu.title, { toneType: 'none', type: 'array' }).join('').toLowerCase(),
          },
        ]
      : flatten(menu.children, [...trail, menu.title]),
  );
}

export function searchEntries(entries: readonly Entry[], query: string): Entry[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return entries.slice(0, 50);
  return entries
    .filter((entry) => entry.title.includes(q) || entry.initials.includes(q) || entry.spelled.includes(q))
    .sort((a, b) => Number(!a.initials.startsWith(q)) - Number(!b.initials.startsWith(q)))
    .slice(0, 50);
}

interface MenuSearchProps {
  menus: readonly MenuEntry[];
  visible: boolean;
  onClose: () => void;
  onPick: (routeName: string) => void;
}

export default function MenuSearch({ menus, visible, onClose, onPick }: MenuSearchProps) {
  const entries = useMemo(() => flatten(menus), [menus]);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);

  const pick = (entry: Entry | undefined) => {
    if (!entry) return;
    setQuery('');
    onPick(entry.routeName);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
    else if (event.key === 'Enter') pick(results[cursor]);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      title="搜索菜单"
      visible={visible}
      footer={null}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 560 }}
      alignCenter={false}
    >
      <Input
        autoFocus
        allowClear
        prefix={<IconSearch />}
        placeholder="输入页面名称或拼音首字母，如 xsxx"
        value={query}
        onChange={(value) => {
          setQuery(value);
          setCursor(0);
        }}
        onKeyDown={onKeyDown}
        aria-label="搜索菜单"
      />
      <ul className={styles.searchResults} role="listbox" aria-label="搜索结果">
        {results.map((entry, index) => (
          <li
            key={entry.routeName}
            role="option"
            aria-selected={index === cursor}
            className={index === cursor ? styles.searchActive : undefined}
            onMouseEnter={() => setCursor(index)}
            onClick={() => pick(entry)}
          >
            <span>{entry.title}</span>
            <small>{entry.trail}</small>
          </li>
        ))}
      </ul>
      {!results.length && <Empty description="没有匹配的页面" />}
    </Modal>
  );
}
