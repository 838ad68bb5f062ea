/**
 * A month as a calendar grid (weeks × 7 days, Monday first): each day of the month shows what the
 * screen puts in it, today is marked (the school's day, not the computer's), and the days are
 * chosen by click or keyboard (arrows move a day or a week, Home / End to the week's ends, Enter
 * or Space chooses).
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addDays, today as schoolToday } from '../dates';
import { dayTitle, monthTitle, monthWeeks, WEEKDAYS } from './month';
import styles from './month-grid.module.css';

export interface MonthDay {
  /** 2026-04-11 */
  day: string;
  /** 11 */
  date: number;
  /** 1 Monday … 7 Sunday */
  weekday: number;
  today: boolean;
  selected: boolean;
}

export interface MonthGridProps {
  /** 2026-04 */
  month: string;
  /** What a day of the month shows under its number (days outside the month show their number only). */
  renderDay?: (day: MonthDay) => ReactNode;
  /** The chosen day (2026-04-11), marked. */
  selected?: string;
  /** A day chosen (click, Enter, Space); without it the days are not choosable. */
  onSelect?: (day: string) => void;
  /** Above the weekday names: the month switcher, a legend. */
  header?: ReactNode;
  /** The grid's accessible name (default 2026年4月). */
  label?: string;
  /** Today, 'YYYY-MM-DD' (default: today in the school's time zone). */
  today?: string;
  className?: string;
}

export function MonthGrid({
  month,
  renderDay,
  selected,
  onSelect,
  header,
  label,
  today = schoolToday(),
  className,
}: MonthGridProps) {
  const weeks = monthWeeks(month);
  const inMonth = (day: string) => day.startsWith(`${month}-`);
  // the one day in the tab order: the one last moved to, else the chosen day, today, the 1st
  const [focused, setFocused] = useState<string>();
  const current = [focused, selected, today, `${month}-01`].find((day) => day && inMonth(day))!;
  const grid = useRef<HTMLTableElement>(null);

  const moveTo = (day: string) => {
    if (!inMonth(day)) return;
    setFocused(day);
    grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day;
    if (!day) return;
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    if (event.key in steps) {
      event.preventDefault();
      moveTo(addDays(day, steps[event.key]!));
    } else if ((event.key === 'Enter' || event.key === ' ') && onSelect) {
      event.preventDefault();
      onSelect(day);
    }
  };

  return (
    <div className={[styles.month, className].filter(Boolean).join(' ')}>
      {header && <div className={styles.header}>{header}</div>}
      <table
        ref={grid}
        role="grid"
        aria-label={label ?? monthTitle(month)}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day, index) => {
                const date = Number(day.slice(8));
                if (!inMonth(day))
                  return (
                    <td key={day} className={styles.outside} aria-hidden>
                      <span className={styles.number}>{date}</span>
                    </td>
                  );
                const info: MonthDay = {
                  day,
                  date,
                  weekday: index + 1,
                  today: day === today,
                  selected: day === selected,
                };
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={day === current ? 0 : -1}
                    aria-selected={onSelect ? info.selected : undefined}
                    aria-current={info.today ? 'date' : undefined}
                    className={[styles.day, info.selected && styles.selected, onSelect && styles.choosable]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={onSelect ? () => onSelect(day) : undefined}
                    onFocus={() => setFocused(day)}
                  >
                    {/* the full date is read (the name comes from the content: date, then the day's chips) */}
                    <span className="visually-hidden">{`${dayTitle(day)}${info.today ? '（今天）' : ''}`}</span>
                    <span
                      aria-hidden
                      className={info.today ? `${styles.number} ${styles.today}` : styles.number}
                    >
                      {date}
                    </span>
                    {renderDay && <div className={styles.content}>{renderDay(info)}</div>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
