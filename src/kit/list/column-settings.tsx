import { Button, Checkbox, Popover } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconSettings } from '@arco-design/web-react/icon';
import { useState } from 'react';
import styles from './list-page.module.css';
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

interface ColumnSettingsProps {
  titles: Record<string, string>;
  state: ColumnState;
  onChange: (state: ColumnState) => void;
  onReset: () => void;
}

/** 列设置: show, hide and reorder columns; remembered per screen. */
export function ColumnSettings({ titles, state, onChange, onReset }: ColumnSettingsProps) {
  const move = (index: number, delta: number) => {
    const order = [...state.order];
    const [key] = order.splice(index, 1);
    order.splice(index + delta, 0, key);
    onChange({ ...state, order });
  };
  const toggle = (key: string, shown: boolean) =>
    onChange({ ...state, hidden: shown ? state.hidden.filter((k) => k !== key) : [...state.hidden, key] });

  const content = (
    <div className={styles.columnSettings}>
      {state.order.map((key, index) => (
        <div key={key} className={styles.columnRow}>
          <Checkbox checked={!state.hidden.includes(key)} onChange={(shown) => toggle(key, shown)}>
            {titles[key]}
          </Checkbox>
          <span>
            <Button
              size="mini"
              type="text"
              icon={<IconArrowUp />}
              disabled={index === 0}
              aria-label={`上移${titles[key]}`}
              onClick={() => move(index, -1)}
            />
            <Button
              size="mini"
              type="text"
              icon={<IconArrowDown />}
              disabled={index === state.order.length - 1}
              aria-label={`下移${titles[key]}`}
              onClick={() => move(index, 1)}
            />
          </span>
        </div>
      ))}
      <Button size="mini" long onClick={onReset}>
        恢复默认
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" position="br" title="列设置" content={content}>
      <Button icon={<IconSettings />} aria-label="列设置" />
    </Popover>
  );
}
