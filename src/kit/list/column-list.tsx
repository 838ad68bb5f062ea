import { Button, Checkbox } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import type { ColumnState } from './column-settings';
import styles from './list-page.module.css';

export interface ColumnListProps {
  titles: Record<string, string>;
  state: ColumnState;
  onChange: (state: ColumnState) => void;
  onReset: () => void;
}

/** The 列设置 popover's content: show, hide and reorder columns (loaded when first opened). */
export default function ColumnList({ titles, state, onChange, onReset }: ColumnListProps) {
  const move = (index: number, delta: number) => {
    const order = [...state.order];
    const [key] = order.splice(index, 1);
    order.splice(index + delta, 0, key);
    onChange({ ...state, order });
  };
  const toggle = (key: string, shown: boolean) =>
    onChange({ ...state, hidden: shown ? state.hidden.filter((k) => k !== key) : [...state.hidden, key] });

  return (
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
}
