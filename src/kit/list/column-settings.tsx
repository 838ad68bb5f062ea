import { Button, Popover, Spin } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import type { ColumnListProps } from './column-list';
import '../styles';

export interface ColumnState {
  order: string[];
  hidden: string[];
}

const storageKey = (screen: string) => `jw-columns:${screen}`;

/** The saved order and visibility of a screen's columns, merged with the columns it has today. */
export function loadColumnState(screen: string, keys: string[], hiddenByDefault: string[]): ColumnState {
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey(screen)) ?? 'null') as ColumnState | null;
    if (saved) {
      const order = [
        ...saved.order.filter((key) => keys.includes(key)),
        ...keys.filter((k) => !saved.order.includes(k)),
      ];
      return { order, hidden: saved.hidden.filter((key) => keys.includes(key)) };
    }
  } catch {
    // a damaged entry falls back to the defaults
  }
  return { order: keys, hidden: hiddenByDefault };
}

export function useColumnState(screen: string, keys: string[], hiddenByDefault: string[]) {
  const [state, setState] = useState(() => loadColumnState(screen, keys, hiddenByDefault));
  const save = (next: ColumnState) => {
    setState(next);
    window.localStorage.setItem(storageKey(screen), JSON.stringify(next));
  };
  const reset = () => {
    window.localStorage.removeItem(storageKey(screen));
    setState({ order: keys, hidden: hiddenByDefault });
  };
  return { state, save, reset };
}

const ColumnList = lazy(() => import('./column-list'));

/** 列设置: show, hide and reorder columns; remembered per screen (the list loads on first open). */
export function ColumnSettings(props: ColumnListProps) {
  return (
    <Popover
      trigger="click"
      position="br"
      title="列设置"
      content={
        <Suspense fallback={<Spin />}>
          <ColumnList {...props} />
        </Suspense>
      }
    >
      <Button icon={<IconSettings />} aria-label="列设置" />
    </Popover>
  );
}
