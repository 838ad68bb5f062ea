import '@arco-design/web-react/es/Calendar/style/css.js';
import { Calendar } from '@arco-design/web-react';
import type { CalendarEvent } from '@/generated/model';
import { EVENT_TYPES, eventsOn } from './calendar-fields';
import styles from './calendar-page.module.css';

interface CalendarMonthProps {
  month: string;
  events: CalendarEvent[];
  selected?: string;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
}

/** The month grid: each day lists its events as coloured chips (type colours as the legend). */
export function CalendarMonth({ month, events, selected, onMonthChange, onSelect }: CalendarMonthProps) {
  return (
    <Calendar
      className={styles.calendar}
      modes={['month']}
      mode="month"
      dayStartOfWeek={1}
      pageShowDate={`${month}-01`}
      value={selected}
      onPanelChange={(date) => onMonthChange(date.format('YYYY-MM'))}
      onChange={(date) => onSelect(date.format('YYYY-MM-DD'))}
      dateInnerContent={(date) => {
        const day = date.format('YYYY-MM-DD');
        if (!day.startsWith(month)) return null;
        return (
          <div className={styles.dayEvents}>
            {eventsOn(events, day).map((event) => (
              <div
                key={event.id}
                className={styles.chip}
                data-color={EVENT_TYPES.map[event.type]?.color}
                title={`${EVENT_TYPES.map[event.type]?.text}：${event.title}`}
              >
                {event.title}
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
