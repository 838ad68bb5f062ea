/**
 * 排座 and its tab: anything saved with the seats (a seating rule, 混编) marks the screen's tab
 * unsaved while it differs from what was loaded; a session combined in is loaded and seated with the
 * session; and the keyboard's focus follows PageDown into a room laid out in other rows. The contract's example: 第1考场 and 第2考场 chosen (30 seats, 6 to a row),
 * 第3考场 not (40 seats, 8 to a row).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getTabs } from '@/stores/tabs';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { capture, rowOf } from '../../support/requests';

const SCREEN = 'examSchedulingOfflineAE';

async function openWorkspace() {
  await renderScreen(SCREEN);
  fireEvent.click(
    within(await rowOf('马克思主义基本原理概论（03709）')).getByRole('button', { name: '排座' }),
  );
  return (await screen.findByRole('button', { name: '保存座位' })).closest<HTMLElement>('[role="dialog"]')!;
}

const unsaved = () => getTabs().dirty.has(SCREEN);
const focused = () => document.activeElement?.getAttribute('aria-label');

describe('排座 and the unsaved tab', () => {
  it('marks the tab unsaved when a seat rule is switched, and saved again when it is switched back', async () => {
    const modal = await openWorkspace();
    const rules = within(modal).getByRole('group', { name: '排座规则' });
    expect(unsaved()).toBe(false);

    fireEvent.click(within(rules).getByRole('switch', { name: '同班不左右相邻' }));
    await waitFor(() => expect(unsaved()).toBe(true));
    fireEvent.click(within(rules).getByRole('switch', { name: '同班不左右相邻' }));
    await waitFor(() => expect(unsaved()).toBe(false));

    // a rule switched is lost on closing: asked first
    fireEvent.click(within(rules).getByRole('switch', { name: '同班不斜对' }));
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('座位有未保存的调整，关闭后将丢失，确定关闭吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '仍然关闭' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '保存座位' })).toBeNull());
    expect(unsaved()).toBe(false);
  });

  it('moves the focus with PageDown to the seat of the same number in a room of another width', async () => {
    const modal = await openWorkspace();
    fireEvent.click(within(modal).getByRole('checkbox', { name: /广州天河函授站 第3考场/ }));
    fireEvent.click(within(modal).getByRole('tab', { name: /第2考场/ }));
    within(modal)
      .getByRole('gridcell', { name: /^座位 07 / })
      .focus();
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    // at once, on the seat of the room shown (the seat of the room left is gone: the dialog's focus
    // lock would put the focus somewhere a moment later)
    expect(within(modal).getByRole('grid', { name: '广州天河函授站 第3考场 座位' })).toBeInTheDocument();
    expect(focused()).toBe('座位 07 空座');
    // the last seat of the larger room, then a room with fewer seats: its last seat is the tab stop
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    expect(focused()).toBe('座位 40 空座');
    fireEvent.click(within(modal).getByRole('tab', { name: /第1考场/ }));
    const stops = within(modal)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(stops.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^座位 30 /),
    ]);
  });

  it('loads a session combined in: its candidates join the unplaced, are seated with the session and saved', async () => {
    const saved = capture('/api/exam/offline/session/seats', { method: 'put' });
    server.use(
      http.get('*/api/exam/offline/session/arrangement/4', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', result: SESSION_4 }),
      ),
    );
    const modal = await openWorkspace();
    fireEvent.click(within(modal).getByRole('switch', { name: '混编考场' }));
    await waitFor(() => expect(unsaved()).toBe(true));
    const sessions = within(modal).getByRole('group', { name: '混编场次' });
    fireEvent.click(await within(sessions).findByRole('checkbox', { name: /中国近现代史纲要（03708）/ }));
    expect(await within(modal).findByText('未安排的考生（2）')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '林晓彤' })).toBeInTheDocument();
    // 混编 off: the session's own candidates only, as loaded; on again: the session still chosen
    fireEvent.click(within(modal).getByRole('switch', { name: '混编考场' }));
    expect(await within(modal).findByText('未安排的考生（0）')).toBeInTheDocument();
    await waitFor(() => expect(unsaved()).toBe(false));
    fireEvent.click(within(modal).getByRole('switch', { name: '混编考场' }));
    expect(await within(modal).findByText('未安排的考生（2）')).toBeInTheDocument();

    fireEvent.click(within(modal).getByRole('button', { name: '自动排座' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await within(modal).findByText('未安排的考生（0）')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存座位' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!.body as { seats: unknown[]; mixed_session_ids: number[]; mixed_seats: unknown[] };
    expect(body.mixed_session_ids).toEqual([4]);
    expect(body.seats).toHaveLength(56);
    expect(body.mixed_seats).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: '保存座位' })).toBeNull());
    expect(unsaved()).toBe(false);
  });
});

/** 中国近现代史纲要 of the same period, not seated yet: two candidates of one class. */
const SESSION_4 = {
  session: {
    id: 4,
    exam_id: 4,
    exam_name: '2026年春季学期期中考试',
    course_id: 2,
    course_code: '03708',
    course_name: '中国近现代史纲要',
    exam_date: '2026-04-11',
    start_time: '09:00',
    end_time: '11:30',
    venue_names: '广州天河函授站',
    room_count: 0,
    capacity_total: 0,
    candidate_count: 2,
    seated_count: 0,
    invigilator_count: 0,
    seat_status: 0,
    published_at: null,
    remark: '',
  },
  rooms: [],
  candidates: [
    ['9d2e6b7c1a0f4e3d8c5b2a1f0e9d8c7b', '林晓彤', '2024305001'],
    ['2c4b6d8e0f1a3c5e7a9b1d3f5a7c9e1b', '何俊峰', '2024305002'],
  ].map(([student_uuid, student_name, student_no]) => ({
    student_uuid,
    student_name,
    student_no,
    exam_no: `26044020000${student_no!.slice(-1)}`,
    id_card: '440106199203154428',
    class_id: 305,
    class_name: '2024级法学（专升本）1班',
    photo: null,
  })),
  seats: [],
};
