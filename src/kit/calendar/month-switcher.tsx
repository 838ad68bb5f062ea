/** ‹ 2026年4月 › 本月: the month a calendar shows; and the bar above a calendar screen. */
import { Button } from '@arco-design/web-react';
import { IconLeft, IconRight } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { schoolMonth } from '../dates';
import { monthTitle, shiftMonth } from './month';
import styles from './month-grid.module.css';

export interface MonthSwitcherProps {
  month: string;
  onChange: (month: string) => void;
}

export function MonthSwitcher({ month, onChange }: MonthSwitcherProps) {
  const thisMonth = schoolMonth();
  return (
    <div className={styles.switcher}>
      <Button icon={<IconLeft />} aria-label="上个月" onClick={() => onChange(shiftMonth(month, -1))} />
      <strong className={styles.switcherTitle} aria-live="polite">
        {monthTitle(month)}
      </strong>
      <Button icon={<IconRight />} aria-label="下个月" onClick={() => onChange(shiftMonth(month, 1))} />
      <Button disabled={month === thisMonth} onClick={() => onChange(thisMonth)}>
        本月
      </Button>
    </div>
  );
}

/** The bar above a calendar screen's month or week (semester, month or week, filters, figures, 新增 …). */
export function MonthToolbar({ children, label = '操作栏' }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={label}>
      {children}
    </div>
  );
}
