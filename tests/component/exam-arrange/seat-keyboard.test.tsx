/**
 * 排座 without a mouse: the seat chart is one tab stop whose focus the arrows, Home / End
 * move; Enter or Space picks a candidate up and drops them on another seat (a swap when taken, a
 * move to another room with PageDown), Esc puts them back; each step is read out; the unplaced
 * candidates are toggle buttons. The contract's example: 56 candidates, 第1考场 full (30), 第2考场
 * seats 1–26 taken.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../support/render-screen';
import { capture, rowOf } from '../../support/requests';

const ROOM_1 = '广州天河函授站 第1考场';
const ROOM_2 = '广州天河函授站 第2考场';

async function openWorkspace() {
  await renderScreen('examSchedulingOfflineAE');
  fireEvent.click(
    within(await rowOf('马克思主义基本原理概论（03709）')).getByRole('button', { name: '排座' }),
  );
  const modal = (await screen.findByRole('button', { name: '保存座位' })).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  return modal;
}

const seat = (modal: HTMLElement, name: string | RegExp) => within(modal).getByRole('gridcell', { name });
/** A key pressed where the focus is. */
const press = (key: string, options: { ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement!, { key, ...options });
const focused = () => document.activeElement?.getAttribute('aria-label');
const said = (modal: HTMLElement) => within(modal).getByRole('status').textContent;

describe('排座 with the keyboard', () => {
  it('is one tab stop that the arrows, Home / End move through', async () => {
    const modal = await openWorkspace();
    const grid = within(modal).getByRole('grid', { name: `${ROOM_1} 座位` });
    const stops = () =>
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0);
    expect(stops().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      '座位 01 陈志强 2024级行政管理（专升本）1班',
    ]);
    expect(within(grid).getAllByRole('row')).toHaveLength(5); // 30 seats, 6 to a row

    seat(modal, /^座位 01 陈志强 /).focus();
    press('ArrowRight');
    expect(focused()).toMatch(/^座位 02 陈雨萱 /);
    press('ArrowDown');
    expect(focused()).toMatch(/^座位 08 /);
    press('End');
    expect(focused()).toMatch(/^座位 12 /);
    press('Home');
    expect(focused()).toMatch(/^座位 07 李建华 /);
    press('End', { ctrlKey: true });
    expect(focused()).toMatch(/^座位 30 /);
    press('Home', { ctrlKey: true });
    press('ArrowLeft'); // the edge: stays
    expect(focused()).toMatch(/^座位 01 陈志强 /);
    // the tab stop follows the focus
    press('ArrowDown');
    expect(stops().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      '座位 07 李建华 2024级会计学（专升本）2班',
    ]);
  });

  it('picks up with Enter and drops with Enter: a taken seat swaps, as a click does', async () => {
    const saved = capture('/api/exam/offline/session/seats', { method: 'put' });
    const modal = await openWorkspace();
    seat(modal, /^座位 01 陈志强 /).focus();
    press('Enter');
    expect(seat(modal, /^座位 01 陈志强 /)).toHaveAttribute('aria-selected', 'true');
    expect(said(modal)).toBe(`已选中 陈志强（${ROOM_1} 座位 01）`);
    expect(within(modal).getByText(/已选「陈志强」/)).toBeInTheDocument();

    press('ArrowDown');
    press('Enter');
    expect(said(modal)).toBe(`已将 陈志强 移到 ${ROOM_1} 座位 07，李建华 换到 ${ROOM_1} 座位 01`);
    expect(seat(modal, /^座位 07 陈志强 /)).toHaveAttribute('aria-selected', 'false');
    expect(seat(modal, /^座位 01 李建华 /)).toBeInTheDocument();
    expect(focused()).toMatch(/^座位 07 陈志强 /);

    fireEvent.click(within(modal).getByRole('button', { name: '保存座位' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const seats = (saved[0]!.body as { seats: { student_uuid: string; room_id: number; seat_no: number }[] })
      .seats;
    expect(seats).toContainEqual({
      student_uuid: '4ba40fe0662a7437f4f3116ac75d5c0c',
      room_id: 1,
      seat_no: 7,
    });
    expect(seats).toContainEqual({
      student_uuid: '9b7ed76f3af5d298980d151f1f51d58e',
      room_id: 1,
      seat_no: 1,
    });
  });

  it('picks up with Space, moves to an empty seat of the next room with PageDown', async () => {
    const modal = await openWorkspace();
    seat(modal, /^座位 01 陈志强 /).focus();
    press(' ');
    expect(said(modal)).toBe(`已选中 陈志强（${ROOM_1} 座位 01）`);
    press('PageDown');
    await waitFor(() =>
      expect(within(modal).getByRole('grid', { name: `${ROOM_2} 座位` })).toBeInTheDocument(),
    );
    await waitFor(() => expect(focused()).toMatch(/^座位 01 /));
    expect(said(modal)).toBe(`${ROOM_2}，已排 26/30`);
    press('End', { ctrlKey: true });
    expect(focused()).toBe('座位 30 空座');
    press('Enter');
    expect(said(modal)).toBe(`已将 陈志强 移到 ${ROOM_2} 座位 30`);
    expect(seat(modal, /^座位 30 陈志强 /)).toBeInTheDocument();
    press('PageUp');
    await waitFor(() =>
      expect(within(modal).getByRole('grid', { name: `${ROOM_1} 座位` })).toBeInTheDocument(),
    );
    expect(seat(modal, '座位 01 空座')).toBeInTheDocument();
  });

  it('puts the candidate back with Esc, and the dialog closes only on a second Esc', async () => {
    const modal = await openWorkspace();
    seat(modal, /^座位 01 陈志强 /).focus();
    press('ArrowRight');
    press('Enter');
    expect(said(modal)).toBe(`已选中 陈雨萱（${ROOM_1} 座位 02）`);
    press('Escape');
    expect(said(modal)).toBe('已取消选择');
    expect(seat(modal, /^座位 02 陈雨萱 /)).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('dialog')).toBe(modal);
    // Enter on the picked candidate's own seat puts them back too
    press('Enter');
    press('Enter');
    expect(said(modal)).toBe('已取消选择');
    expect(seat(modal, /^座位 02 陈雨萱 /)).toHaveAttribute('aria-selected', 'false');
    // an empty seat with nothing picked says so
    press('End', { ctrlKey: true });
    press('Enter');
    expect(said(modal)).toMatch(/^已选中 /); // 第1考场 is full: seat 30 is taken
    press('Escape');
    press('Escape'); // nothing picked (and nothing changed): the dialog closes
    await waitFor(() => expect(screen.queryByRole('button', { name: '保存座位' })).toBeNull());
  });

  it('says an empty seat is empty, and picks an unplaced candidate with the keyboard', async () => {
    const modal = await openWorkspace();
    // 第2考场 out of use: its 26 candidates have no seat
    fireEvent.click(within(modal).getByRole('checkbox', { name: new RegExp(ROOM_2) }));
    const unplaced = within(modal).getByRole('button', { name: '何雨萱' });
    expect(unplaced).toHaveAttribute('tabindex', '0');
    expect(unplaced).toHaveAttribute('aria-pressed', 'false');
    unplaced.focus();
    press('Enter');
    expect(unplaced).toHaveAttribute('aria-pressed', 'true');
    expect(said(modal)).toBe('已选中 何雨萱（未安排座位）');
    // one room now: the seat is read without the room; 李建华 goes to the unplaced list
    seat(modal, /^座位 07 李建华 /).focus();
    press('Enter');
    expect(said(modal)).toBe('已将 何雨萱 移到 座位 07，李建华 移出座位（未安排）');
    expect(within(modal).getByRole('button', { name: '李建华' })).toHaveAttribute('aria-pressed', 'false');
    // 移出座位 by its button leaves an empty seat, which Enter reads as empty
    seat(modal, /^座位 07 何雨萱 /).focus();
    press('Enter');
    fireEvent.click(within(modal).getByRole('button', { name: '移出座位' }));
    expect(said(modal)).toBe('已将 何雨萱 移出座位');
    seat(modal, '座位 07 空座').focus();
    press('Enter');
    expect(said(modal)).toBe('座位 07 是空座');
  });
});
