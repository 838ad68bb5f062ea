// Calendars: a month grid (Monday first, today in the school's time zone), its day chips and months.
export { MonthGrid, type MonthDay, type MonthGridProps } from './month-grid';
export { DayChip, DayChips, type DayChipProps, type DayChipsProps } from './day-chip';
export { MonthSwitcher, MonthToolbar, type MonthSwitcherProps } from './month-switcher';
export { dayTitle, isMonth, monthRange, monthTitle, monthWeeks, shiftMonth, WEEKDAYS } from './month';
