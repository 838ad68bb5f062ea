/** The kit's month grid: the weeks of a month (Monday first), today in Beijing time, choosing days. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonthGrid, monthWeeks } from '@/kit/calendar';

describe('monthWeeks', () => {
  it('runs from the Monday on or before the 1st to the Sunday on or after the last day', () => {
    const april = monthWeeks('2026-04'); // 1 April 2026 is a Wednesday
    expect(april).toHaveLength(5);
    expect(april[0]).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    expect(april.at(-1)!.at(-1)).toBe('2026-05-03');
    // a month starting on a Sunday needs six weeks, February 2021 (Monday, 28 days) four
    expect(monthWeeks('2026-03')).toHaveLength(6);
    expect(monthWeeks('2026-03')[0]![6]).toBe('2026-03-01');
    expect(monthWeeks('2021-02')).toHaveLength(4);
    expect(monthWeeks('2021-02')[0]![0]).toBe('2021-02-01');
    // across a year, a leap February
    expect(monthWeeks('2026-12').at(-1)!.at(-1)).toBe('2027-01-03');
    expect(monthWeeks('2028-02').flat()).toContain('2028-02-29');
  });
});

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });
/** Focus as a browser does it (happy-dom's focus() sends no focusin, which React's onFocus needs). */
function focus(element: HTMLElement) {
  element.focus();
  fireEvent.focus(element);
}

describe('MonthGrid', () => {
  it('shows the weeks under Chinese weekday names, Monday first, and the screen’s content on each day', () => {
    render(
      <MonthGrid
        month="2026-04"
        today="2026-04-20"
        renderDay={({ day, weekday }) => (day === '2026-04-11' ? `考试 ${weekday}` : null)}
      />,
    );
    const grid = screen.getByRole('grid', { name: '2026年4月' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    const weeks = within(grid).getAllByRole('row').slice(1);
    expect(weeks).toHaveLength(5);
    // March 30 and 31 are outside the month: shown greyed, not days of the grid
    expect(within(weeks[0]!).getAllByRole('gridcell')[0]).toHaveAccessibleName('2026年4月1日 星期三');
    expect(within(weeks[0]!).getAllByRole('gridcell')).toHaveLength(5);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(30);
    expect(cell(/4月11日 星期六/)).toHaveTextContent('11考试 6');
    expect(cell(/4月20日/)).toHaveAttribute('aria-current', 'date');
  });

  it('chooses a day by click or keyboard, arrows moving a day or a week within the month', () => {
    const chosen: string[] = [];
    render(
      <MonthGrid
        month="2026-04"
        today="2026-04-20"
        selected="2026-04-11"
        onSelect={(day) => chosen.push(day)}
      />,
    );
    // one day in the tab order: the chosen one
    const tabbable = screen.getAllByRole('gridcell').filter((day) => day.tabIndex === 0);
    expect(tabbable.map((day) => day.dataset.day)).toEqual(['2026-04-11']);
    expect(cell(/4月11日/)).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(cell(/4月3日/));
    expect(chosen).toEqual(['2026-04-03']);

    focus(cell(/4月11日/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell(/4月12日/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(/4月19日/));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(cell(/4月13日/));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(chosen).toEqual(['2026-04-03', '2026-04-13']);
    // not out of the month: 1 April stays focused on the way up and left
    focus(cell(/4月1日 /));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell(/4月1日 /));
    expect(screen.getAllByRole('gridcell').filter((day) => day.tabIndex === 0)).toEqual([cell(/4月1日 /)]);
  });

  describe('today', () => {
    const zone = process.env.TZ;
    beforeEach(() => {
      // the computer's clock on UTC, as on a server or a misconfigured PC
      process.env.TZ = 'UTC';
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('is the school’s day in Beijing even when UTC is still on the day before (before 08:00)', () => {
      vi.setSystemTime(new Date('2026-04-10T23:30:00Z')); // 07:30 on 11 April in Beijing
      expect(new Date().getDate()).toBe(10); // the computer's own calendar says the 10th
      render(<MonthGrid month="2026-04" />);
      expect(cell(/4月11日/)).toHaveAttribute('aria-current', 'date');
      expect(cell(/4月11日/)).toHaveAccessibleName('2026年4月11日 星期六（今天）');
      expect(cell(/4月10日/)).not.toHaveAttribute('aria-current');
    });

    it('turns at midnight Beijing time, not at midnight UTC', () => {
      vi.setSystemTime(new Date('2026-04-30T16:00:00Z')); // 00:00 on 1 May in Beijing
      render(<MonthGrid month="2026-04" />);
      expect(screen.queryByRole('gridcell', { current: 'date' })).toBeNull();
    });
  });
});
