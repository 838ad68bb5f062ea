import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { onRequest, server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies } from '../../support/requests';

const grid = () => screen.findByRole('table', { name: '周课表' }, { timeout: 3000 });

/** Adds a lesson in a cell of the grid, filling what the view does not. */
async function addLesson(cell: string, values: Record<string, string | RegExp>) {
  fireEvent.click(screen.getByRole('button', { name: cell }));
  const dialog = await screen.findByRole('dialog');
  for (const [label, option] of Object.entries(values)) await chooseOption(dialog, label, option);
  return dialog;
}

describe('排课管理 (classScheduleST)', () => {
  it('shows the week of a class with teacher and room, for the Monday of ?week=', async () => {
    const weeks: string[] = [];
    server.use(
      http.get('*/v1-own-schedule-week', ({ request }) => {
        weeks.push(new URL(request.url).searchParams.get('week_start')!);
        return undefined;
      }),
    );
    await renderScreen('classScheduleST', { search: '?week=2026-03-12' });
    const table = await grid();
    expect(weeks).toEqual(['2026-03-09']);
    expect(within(table).getByText('周一 03-09')).toBeInTheDocument();
    expect(within(table).getByText('英语（二）')).toBeInTheDocument();
    expect(within(table).getAllByText('吴雅琴 · 天河校区 A301')).toHaveLength(1);
    expect(within(table).getByText('马克思主义基本原理概论')).toBeInTheDocument();
    // another class's lessons are not in this grid
    expect(within(table).queryByText('财务管理学')).toBeNull();
  });

  it('switches to a teacher view', async () => {
    await renderScreen('classScheduleST', { search: '?week=2026-03-09' });
    await grid();
    fireEvent.click(screen.getByText('按教师'));
    await chooseOption(document.body, '查看对象', '陈志明');
    const table = await grid();
    expect(within(table).getByText('中国近现代史纲要')).toBeInTheDocument();
    expect(within(table).getByText('马克思主义基本原理概论')).toBeInTheDocument();
    expect(within(table).queryByText('英语（二）')).toBeNull();
  });

  it('shows a teacher clash before it is applied and refuses to save it', async () => {
    const saved = captureBodies('/v1-own-schedule-save');
    await renderScreen('classScheduleST', { search: '?week=2026-03-09' });
    await grid();
    await chooseOption(document.body, '查看对象', '2025秋计算机科学与技术专升本2班');
    const dialog = await addLesson('在周一第1–2节排课', {
      课程: '00023 高等数学（工本）',
      任课教师: '吴雅琴',
      教室: /天河校区 A302/,
    });
    const message =
      '周一 第1–2节：教师吴雅琴同时给「2026春汉语言文学专升本1班」「2025秋计算机科学与技术专升本2班」上课';
    expect(await within(dialog).findByText(`冲突：${message}`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('本周有 1 处冲突，解决后才能保存')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存课表' }));
    expect(await screen.findByText('还有 1 处冲突，解决后才能保存')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves a room smaller than the class only after confirming it', async () => {
    const saved = captureBodies('/v1-own-schedule-save');
    await renderScreen('classScheduleST', { search: '?week=2026-03-09' });
    await grid();
    await chooseOption(document.body, '查看对象', '2026春会计学高起本1班');
    const dialog = await addLesson('在周二第1–2节排课', {
      课程: '00067 财务管理学',
      任课教师: '郑国华',
      教室: /天河校区 A302/,
    });
    expect(
      await within(dialog).findByText(
        '容量不足：周二 第1–2节：「2026春会计学高起本1班」52 人，教室天河校区 A302只有 45 座',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '保存课表' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认并保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as {
      week_start: string;
      capacity_confirmed: number;
      lessons: Record<string, unknown>[];
    };
    expect(body.week_start).toBe('2026-03-09');
    expect(body.capacity_confirmed).toBe(1);
    expect(body.lessons).toHaveLength(7);
    expect(body.lessons[6]).toEqual({
      id: null,
      day: 2,
      period: 1,
      class_id: 2,
      course_id: 5,
      teacher_id: 9,
      room_id: 2,
    });
  });

  it('removes a lesson and saves the week without it', async () => {
    const saved = captureBodies('/v1-own-schedule-save');
    await renderScreen('classScheduleST', { search: '?week=2026-03-09' });
    fireEvent.click(within(await grid()).getByText('中国近现代史纲要'));
    fireEvent.click(await screen.findByRole('button', { name: '删除这节课' }));
    fireEvent.click(screen.getByRole('button', { name: '保存课表' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as { capacity_confirmed: number; lessons: { id: number }[] };
    expect(body.capacity_confirmed).toBe(0);
    expect(body.lessons.map((lesson) => lesson.id)).toEqual([201, 203, 204, 205, 206]);
  });

  it('is read-only without the edit permission', async () => {
    await renderScreen('classScheduleST', {
      search: '?week=2026-03-09',
      access: accessWith('classScheduleST', []),
    });
    await grid();
    expect(screen.queryByRole('button', { name: '保存课表' })).toBeNull();
    expect(screen.queryByRole('button', { name: '在周一第1–2节排课' })).toBeNull();
  });

  it('counts invigilation duties: a teacher invigilating cannot be given a lesson meanwhile', async () => {
    const duties: Record<string, string>[] = [];
    onRequest(({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/api/exam/inspectorTeachers/duties'))
        duties.push(Object.fromEntries(url.searchParams));
    });
    // the week of Saturday 2026-04-11, when 陈志明 invigilates 09:00–11:30 (the contract's example)
    await renderScreen('classScheduleST', { search: '?week=2026-04-06' });
    await grid();
    expect(await screen.findByText('本周有 1 处冲突，解决后才能保存')).toBeInTheDocument();
    expect(
      screen.getByText(
        '周六 第3–4节：教师陈志明此时在监考（广州天河函授站 第1考场 · 马克思主义基本原理概论）',
      ),
    ).toBeInTheDocument();
    expect(duties).toEqual([{ type: '1', start_date: '2026-04-06', end_date: '2026-04-12' }]);
  });
});
