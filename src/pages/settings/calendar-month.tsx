import type { CalendarEvent } from '@/generated/model';
import { DayChip, DayChips, MonthGrid, MonthSwitcher, monthTitle } from '@/kit/calendar';
import { EVENT_TYPES, eventsOn } from './calendar-fields';

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
    <MonthGrid
      month={month}
      label={`${monthTitle(month)}校历`}
      selected={selected}
      onSelect={onSelect}
      header={<MonthSwitcher month={month} onChange={onMonthChange} />}
      renderDay={({ day }) => (
        <DayChips>
          {eventsOn(events, day).map((event) => (
            <DayChip
              key={event.id}
              color={EVENT_TYPES[event.type]?.color ?? 'gray'}
              title={`${EVENT_TYPES[event.type]?.text}：${event.title}`}
            >
              {event.title}
            </DayChip>
          ))}
        </DayChips>
      )}
    />
  );
}
