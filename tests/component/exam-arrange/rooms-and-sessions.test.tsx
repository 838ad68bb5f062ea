/** 考务: rooms, test sites, invigilators, offline sessions with seats and print sheets, invigilation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { onRequest, server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capture, rowOf } from '../../support/requests';

/** Records the query strings a list is loaded with (answering with no rows). */
function listQueries(path: string, extra: Record<string, unknown> = {}) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [], ...extra } });
    }),
  );
  return queries;
}

/** The query strings of the requests to a path, which the generated mock answers (the contract's example). */
function queriesTo(path: string) {
  const queries: Record<string, string>[] = [];
  onRequest(({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

const dialog = async (name?: string | RegExp) =>
  name ? screen.findByRole('dialog', { name }) : screen.findByRole('dialog');
const confirmOk = async () => fireEvent.click(await screen.findByRole('button', { name: '确定' }));

/** The seat workspace once its data has loaded (it replaces the loading dialog). */
const workspace = async () =>
  (await screen.findByRole('button', { name: '保存座位' })).closest<HTMLElement>('[role="dialog"]')!;

describe('考场管理 (examinationRoomAE)', () => {
  it('lists rooms with capacity and layout, and sends the line with its filters', async () => {
    await renderScreen('examinationRoomAE');
    const row = await rowOf('KC-TH-201');
    expect(within(row).getByText('5 排 × 8 列')).toBeInTheDocument();
    expect(within(row).getByText('阶梯教室，前两排不排座')).toBeInTheDocument();
    expect(screen.getAllByText('共 14 条').length).toBeGreaterThan(0);

    const queries = listQueries('/api/exam/examRoom/list');
    await renderScreen('examinationRoomAE', { search: '?name=第1&status=1&venue_id=12' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        name: '第1',
        status: '1',
        venue_id: '12',
        type: '2',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('checks the layout before creating, then sends the room with the line', async () => {
    const created = capture('/api/exam/examRoom/save');
    await renderScreen('examinationRoomAE');
    fireEvent.click(await screen.findByRole('button', { name: '新增考场' }));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('考场编号'), { target: { value: 'KC-TH-305' } });
    fireEvent.change(within(modal).getByLabelText('考场名称'), { target: { value: '第5考场' } });
    fireEvent.change(within(modal).getByLabelText('座位数'), { target: { value: '4' } });
    fireEvent.change(within(modal).getByLabelText('楼栋与教室'), { target: { value: '教学楼A栋305' } });
    await chooseOption(modal, '所在函授站', '广州天河函授站');
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('每排座位数：不能大于座位数')).toBeInTheDocument();
    expect(created).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('座位数'), { target: { value: '36' } });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      path: '/api/exam/examRoom/save',
      query: { type: '2' },
      body: {
        code: 'KC-TH-305',
        name: '第5考场',
        venue_id: 12,
        location: '教学楼A栋305',
        capacity: 36,
        seat_cols: 6,
        has_camera: 1,
        status: 1,
      },
    });
  });

  it('disables a room after saying what happens, and hides actions without permission', async () => {
    const status = capture('/api/exam/examRoom/status', { method: 'put' });
    const first = await renderScreen('examinationRoomAE');
    fireEvent.click(within(await rowOf('KC-TH-101')).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/停用后排座时不再提供该考场/)).toBeInTheDocument();
    await confirmOk();
    await waitFor(() => expect(status.map((call) => call.body)).toEqual([{ id: 1, status: 0 }]));
    first.unmount();

    await renderScreen('examinationRoomAE', { access: accessWith('examinationRoomAE', ['export']) });
    await rowOf('KC-TH-303');
    expect(screen.queryByRole('button', { name: '新增考场' })).toBeNull();
    expect(screen.queryByRole('button', { name: '停用' })).toBeNull();
  });
});

describe('考点管理 (testSiteST, addTestSiteST)', () => {
  it('lists sites with masked phones and opens a site’s rooms with the site as filter', async () => {
    const rooms = listQueries('/api/exam/examRoom/list');
    await renderScreen('testSiteST');
    const row = await rowOf('华南师范大学石牌校区考点');
    expect(within(row).getByText('138****4527')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '考场' }));
    expect(await dialog(/华南师范大学石牌校区考点 · 考场/)).toBeInTheDocument();
    await waitFor(() => expect(rooms.at(-1)).toMatchObject({ venue_id: '1', type: '1' }));
  });

  it('validates the phone in Chinese and loads the site to edit from ?id=', async () => {
    const created = capture('/api/exam/testSite/save');
    await renderScreen('addTestSiteST');
    const form = await screen.findByRole('form', { name: '新增考点' });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入考点编号')).toBeInTheDocument();
    expect(within(form).getByText('联系电话格式不正确')).toBeInTheDocument();
    expect(created).toEqual([]);

    await renderScreen('addTestSiteST', { search: '?id=1' });
    const edit = await screen.findByRole('form', { name: '编辑考点' });
    await waitFor(() =>
      expect(within(edit).getByDisplayValue('华南师范大学石牌校区考点')).toBeInTheDocument(),
    );
  });
});

describe('监考老师 (invigilationTeacherAE / ST)', () => {
  it('lists the pool of the line and offers delete only to teachers without duties', async () => {
    const queries = listQueries('/api/exam/inspectorTeachers/list');
    await renderScreen('invigilationTeacherST', { search: '?name=陈&status=1' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ name: '陈', status: '1', type: '1', page: '1', limit: '10' }),
    );

    server.resetHandlers();
    await renderScreen('invigilationTeacherAE');
    const busy = await rowOf('JS2015031');
    expect(within(busy).getByText('138****7731')).toBeInTheDocument();
    expect(within(busy).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(await rowOf('JS2010004')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});

describe('线下排考 (examSchedulingOfflineAE) / 考试安排 (examSchedulingST)', () => {
  it('lists sessions with seat states and a page summary, and sends the filters with the line', async () => {
    await renderScreen('examSchedulingOfflineAE');
    const row = await rowOf('英语（二）（00015）');
    expect(within(row).getByText('88/88')).toBeInTheDocument();
    expect(within(row).getByText('已排座')).toBeInTheDocument();
    expect(within(await rowOf('财务管理学（00067）')).getByText('未选考场')).toBeInTheDocument();
    expect(
      screen.getByText('本页 6 个场次：应考 287 人，已排座 198 人，未排座场次 2 个'),
    ).toBeInTheDocument();

    const queries = listQueries('/api/exam/offline/session/list');
    await renderScreen('examSchedulingST', {
      search: '?exam_id=4&seat_status=0&start_date=2026-04-01&end_date=2026-04-30',
    });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        exam_id: '4',
        seat_status: '0',
        start_date: '2026-04-01',
        end_date: '2026-04-30',
        type: '1',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('creates a session with the line, refusing an end before the start', async () => {
    const created = capture('/api/exam/offline/session/save');
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(await screen.findByRole('button', { name: '新增场次' }));
    const modal = await dialog();
    await chooseOption(modal, '考试', '2026年4月自学考试');
    await chooseOption(modal, '课程', '00067 财务管理学');
    fireEvent.change(within(modal).getByLabelText('开始时间'), { target: { value: '09:00' } });
    fireEvent.change(within(modal).getByLabelText('结束时间'), { target: { value: '08:30' } });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('请选择考试日期')).toBeInTheDocument();
    expect(within(modal).getByText('结束时间：须晚于开始时间')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('publishes seated sessions without conflicts straight away, skipping the unseated ones', async () => {
    const published = capture('/api/exam/offline/session/publish', { method: 'put' });
    const checked = queriesTo('/api/exam/offline/session/timetable');
    await renderScreen('examSchedulingOfflineAE');
    for (const course of ['管理学原理（00054）', '财务管理学（00067）'])
      fireEvent.click(within(await rowOf(course)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '发布座位' }));
    await waitFor(() => expect(published.map((call) => call.body)).toEqual([{ ids: [5] }]));
    // the check covered the dates of the published session
    expect(checked).toEqual([{ type: '2', start_date: '2026-04-04', end_date: '2026-04-04' }]);
    expect(screen.queryByText('发布前发现冲突')).not.toBeInTheDocument();
  });

  it('asks for a reason before publishing sessions with conflicts, and sends it with the count', async () => {
    const published = capture('/api/exam/offline/session/publish', { method: 'put' });
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(within(await rowOf('英语（二）（00015）')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '发布座位' }));
    const modal = await dialog('发布前发现冲突');
    expect(within(modal).getByText(/所选 1 个场次有 1 项冲突（监考与授课冲突 1 项）/)).toBeInTheDocument();
    expect(
      within(modal).getByText(/刘芳，英语（二） · 2026-04-11 14:30–17:00 · 广州天河函授站/),
    ).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '仍然发布' }));
    expect(
      await within(modal).findByText('请填写发布原因：有冲突的场次须说明为何仍要发布'),
    ).toBeInTheDocument();
    expect(published).toEqual([]);
    fireEvent.change(within(modal).getByRole('textbox', { name: '发布原因' }), {
      target: { value: '刘芳当天下午课程已调至周日' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '仍然发布' }));
    await waitFor(() =>
      expect(published.map((call) => call.body)).toEqual([
        { ids: [2], conflict_reason: '刘芳当天下午课程已调至周日', conflict_count: 1 },
      ]),
    );
  });

  it('publishes nothing when the reason dialog is closed', async () => {
    const published = capture('/api/exam/offline/session/publish', { method: 'put' });
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(within(await rowOf('英语（二）（00015）')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '发布座位' }));
    const modal = await dialog('发布前发现冲突');
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('发布前发现冲突')).not.toBeInTheDocument());
    expect(published).toEqual([]);
  });

  it('lists every conflict of the searched exam and dates, each session opening its form', async () => {
    const offline = queriesTo('/api/exam/offline/session/timetable');
    const online = queriesTo('/api/exam/line/arrangement/timetable');
    await renderScreen('examSchedulingOfflineAE', {
      search: '?exam_id=4&start_date=2026-04-01&end_date=2026-04-30',
    });
    fireEvent.click(await screen.findByRole('button', { name: '冲突检查' }));
    const drawer = await dialog('冲突检查 · 2026-04-01 至 2026-04-30');
    const query = { type: '2', exam_id: '4', start_date: '2026-04-01', end_date: '2026-04-30' };
    expect(offline).toEqual([query]);
    expect(online).toEqual([query]);
    expect(
      within(drawer).getByText(
        '共 4 项冲突：时间冲突 2 项、监考冲突 1 项、监考与授课冲突 1 项。点场次可打开查看或修改。',
      ),
    ).toBeInTheDocument();
    const rows = within(drawer).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '时间冲突李梦瑶（260440100002）马克思主义基本原理概论 · 2026-04-11 09:00–11:30 · 广州天河函授站中国近现代史纲要 · 2026-04-11 09:00–11:30 · 深圳福田函授站2026-04-11 09:00–11:30 与 09:00–11:30 时间重叠',
      '时间冲突王俊杰（260440100003）财务管理学 · 2026-04-18 09:00–11:00马克思主义基本原理概论 · 线上 2026-04-18 09:00–11:302026-04-18 09:00–11:00 与 09:00–11:30 时间重叠',
      '监考冲突林婷马克思主义基本原理概论 · 2026-04-11 09:00–11:30 · 广州天河函授站中国近现代史纲要 · 2026-04-11 09:00–11:30 · 深圳福田函授站2026-04-11 09:00–11:30 与 09:00–11:30 同时在「广州天河函授站 第2考场」与「深圳福田函授站 第1考场」监考',
      '监考与授课冲突刘芳英语（二） · 2026-04-11 14:30–17:00 · 广州天河函授站2026-04-11 14:30–17:00 监考时有授课：大学英语 · 2025级会计学（专升本）2班 14:30–16:00',
    ]);
    fireEvent.click(within(drawer).getByRole('radio', { name: '监考冲突 1' }));
    expect(within(drawer).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(within(drawer).getByText('中国近现代史纲要 · 2026-04-11 09:00–11:30 · 深圳福田函授站'));
    const form = await dialog('编辑场次');
    expect(within(form).getByDisplayValue('09:00')).toBeInTheDocument();
  });

  it('seats the selected sessions automatically within capacity', async () => {
    const saved = capture('/api/exam/offline/session/seats', { method: 'put' });
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(within(await rowOf('英语（二）（00015）')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '自动排座' }));
    await confirmOk();
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!.body as {
      session_id: number;
      room_ids: number[];
      seats: { room_id: number; seat_no: number }[];
    };
    // the mock arrangement: 56 candidates into the chosen rooms 1 and 2 (30 seats each)
    expect(body.session_id).toBe(2);
    expect(body.room_ids).toEqual([1, 2]);
    expect(body.seats).toHaveLength(56);
    expect(body.seats.every((seat) => seat.seat_no >= 1 && seat.seat_no <= 30)).toBe(true);
    expect(await screen.findByText('已为 1 个场次排座（共 56 人）')).toBeInTheDocument();
  });

  it('arranges seats in the workspace: automatic, by hand, and saved as the contract asks', async () => {
    const saved = capture('/api/exam/offline/session/seats', { method: 'put' });
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(
      within(await rowOf('马克思主义基本原理概论（03709）')).getByRole('button', { name: '排座' }),
    );
    const modal = await workspace();
    expect(within(modal).getByText('该场次的座位已发布给考生，保存修改后请重新发布。')).toBeInTheDocument();
    // the saved seats: 陈志强 in seat 01 of 第1考场
    const first = within(modal).getByRole('gridcell', { name: /^座位 01 陈志强 / });
    // move 陈志强 to an empty seat of 第2考场
    fireEvent.click(first);
    expect(within(modal).getByText(/已选「陈志强」/)).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('tab', { name: /第2考场/ }));
    fireEvent.click(within(modal).getByRole('gridcell', { name: '座位 30 空座' }));
    fireEvent.click(within(modal).getByRole('button', { name: '保存座位' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!.body as {
      room_ids: number[];
      seats: { student_uuid: string; room_id: number; seat_no: number }[];
    };
    expect(body.room_ids).toEqual([1, 2]);
    expect(body.seats).toHaveLength(56);
    expect(body.seats).toContainEqual({
      student_uuid: '4ba40fe0662a7437f4f3116ac75d5c0c',
      room_id: 2,
      seat_no: 30,
    });
    // the rules saved with the seats (as the session had them), no sessions combined
    expect(saved[0]!.body).toMatchObject({
      seat_rules: { beside: true, behind: true, diagonal: false, alternate: false, mixed: false },
      mixed_session_ids: [],
    });
    expect(saved[0]!.body).not.toHaveProperty('mixed_seats');
  });

  it('seats by the rules chosen: 隔位就座 uses every other seat and says who is left over', async () => {
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(
      within(await rowOf('马克思主义基本原理概论（03709）')).getByRole('button', { name: '排座' }),
    );
    const modal = await workspace();
    const rules = within(modal).getByRole('group', { name: '排座规则' });
    expect(within(rules).getByRole('switch', { name: '同班不左右相邻' })).toBeChecked();
    expect(within(rules).getByRole('switch', { name: '同班不斜对' })).not.toBeChecked();
    fireEvent.click(within(rules).getByRole('switch', { name: '隔位就座' }));
    expect(
      within(modal).getByText(
        '座位不足：还差 26 个座位（隔位就座只用单数列），请再选考场，否则这些考生将不能安排。',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '自动排座' }));
    await confirmOk();
    expect(await within(modal).findByText('未安排的考生（26）')).toBeInTheDocument();
  });

  it('warns about too few seats and keeps unsaved changes until the user agrees to drop them', async () => {
    await renderScreen('examSchedulingOfflineAE');
    fireEvent.click(
      within(await rowOf('马克思主义基本原理概论（03709）')).getByRole('button', { name: '排座' }),
    );
    const modal = await workspace();
    fireEvent.click(within(modal).getByRole('checkbox', { name: /广州天河函授站 第2考场/ }));
    expect(
      within(modal).getByText('座位不足：还差 26 个座位，请再选考场，否则这些考生将不能安排。'),
    ).toBeInTheDocument();
    expect(within(modal).getByText('未安排的考生（26）')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('座位有未保存的调整，关闭后将丢失，确定关闭吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '仍然关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a session’s rooms for invigilation and its room recordings with an upload', async () => {
    const slots = listQueries('/api/exam/invigilation/list');
    const videos: Record<string, string>[] = [];
    server.use(
      http.get('*/api/exam/monitorVideo/selectMonitor', ({ request }) => {
        videos.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ code: 200, msg: '操作成功', result: [] });
      }),
    );
    await renderScreen('examSchedulingOfflineAE');
    const row = await rowOf('马克思主义基本原理概论（03709）');
    fireEvent.click(within(row).getByRole('button', { name: '监考' }));
    expect(await dialog(/监考安排 · 马克思主义基本原理概论 · 2026-04-11 09:00–11:30/)).toBeInTheDocument();
    await waitFor(() => expect(slots.at(-1)).toMatchObject({ session_id: '1', type: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: '录像' }));
    const modal = await dialog(/监考视频 · 马克思主义基本原理概论 · 2026-04-11 09:00–11:30/);
    await waitFor(() => expect(videos).toEqual([{ session_id: '1' }]));
    expect(within(modal).getByRole('button', { name: /上传考场录像/ })).toBeInTheDocument();
    expect(within(modal).getByText('单个文件不超过 4 GB')).toBeInTheDocument();
  });

  it('opens the print preview from the URL with seat charts, door sheets and sign-in sheets per room', async () => {
    await renderScreen('examSchedulingOfflineAE', { search: '?print=seat,door,signin&session=1' });
    const preview = await dialog(/打印 · 1 个场次（2 个考场）/);
    const sheets = () => within(preview).getAllByRole('article');
    await waitFor(() => expect(sheets().length).toBeGreaterThanOrEqual(6));
    const labels = sheets().map((sheet) => sheet.getAttribute('aria-label'));
    expect(labels.slice(0, 3)).toEqual([
      '座位表 · 广州天河函授站 第1考场',
      '门贴 · 广州天河函授站 第1考场',
      '签到表 · 广州天河函授站 第1考场',
    ]);
    expect(labels).toContain('座位表 · 广州天河函授站 第2考场');
    expect(within(sheets()[0]!).getByText('陈志强')).toBeInTheDocument();
    // only the seat charts
    fireEvent.click(within(preview).getByRole('checkbox', { name: '门贴' }));
    fireEvent.click(within(preview).getByRole('checkbox', { name: '签到表' }));
    await waitFor(() =>
      expect(sheets().map((sheet) => sheet.getAttribute('aria-label'))).toEqual([
        '座位表 · 广州天河函授站 第1考场',
        '座位表 · 广州天河函授站 第2考场',
      ]),
    );
  });
});

describe('监考安排 (examInvigilationST)', () => {
  it('lists the rooms with their invigilators and names the clashes of those days', async () => {
    const duties: Record<string, string>[] = [];
    const view = await renderScreen('examInvigilationST');
    const row = await rowOf('第3考场');
    expect(within(row).getByText('主 张伟（1/2）')).toBeInTheDocument();
    expect(within(row).getByText('未配齐')).toBeInTheDocument();
    expect(within(await rowOf('2026-04-12')).getByText('未安排（0/2）')).toBeInTheDocument();
    // the mock: 林婷 in 广州 第2考场 and 深圳 第1考场 at the same time
    expect(await screen.findByText('本页 8 个考场，4 个未配齐；发现 1 处监考时间冲突')).toBeInTheDocument();
    expect(
      screen.getByText(
        '林婷：2026-04-11 09:00–11:30 同时在「广州天河函授站 第2考场」与「深圳福田函授站 第1考场」监考',
      ),
    ).toBeInTheDocument();
    expect(within(await rowOf('深圳福田函授站')).getByText('⚠ 时间冲突')).toBeInTheDocument();
    view.unmount();

    // one request for the days of the page; no clash among them
    server.use(
      http.get('*/api/exam/inspectorTeachers/duties', ({ request }) => {
        duties.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ code: 200, msg: '操作成功', result: [] });
      }),
    );
    await renderScreen('examInvigilationST');
    expect(
      await screen.findByText('本页 8 个考场，4 个未配齐；这些日期没有监考时间冲突'),
    ).toBeInTheDocument();
    expect(duties).toContainEqual({ type: '1', start_date: '2026-04-11', end_date: '2026-04-12' });
  });

  it('sends its filters with the line', async () => {
    const queries = listQueries('/api/exam/invigilation/list');
    await renderScreen('examInvigilationST', {
      search: '?exam_id=4&exam_date=2026-04-11&status=0&teacher_id=3',
    });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        exam_id: '4',
        exam_date: '2026-04-11',
        status: '0',
        teacher_id: '3',
        type: '1',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('assigns invigilators, offering busy teachers only with their clash', async () => {
    const assigned = capture('/api/exam/invigilation/assign', { method: 'put' });
    await renderScreen('examInvigilationST');
    fireEvent.click(within(await rowOf('第3考场')).getByRole('button', { name: '安排监考' }));
    const modal = await dialog(/安排监考 · 广州天河函授站 第3考场/);
    const assistants = (await within(modal).findByText('副监考', { selector: 'label' })).closest(
      '.arco-form-item',
    )!;
    fireEvent.click(assistants.querySelector('.arco-select-view')!);
    // 刘芳 is in 第1考场 at 14:30–17:00
    const busy = await screen.findByRole('option', {
      name: /刘芳（冲突：14:30–17:00 在广州天河函授站 第1考场）/,
    });
    expect(busy).toHaveClass('arco-select-option-wrapper-disabled');
    const free = await screen.findByRole('option', { name: /林婷（华南师范大学继续教育学院）/ });
    fireEvent.click(free.querySelector('.arco-select-option')!);
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(JSON.stringify(assigned[0]!.body)).toBe(
      JSON.stringify({ assignments: [{ slot_id: 105, chief_id: 3, assistant_ids: [6] }] }),
    );
  });

  it('does not offer a teacher who teaches at that time', async () => {
    const lesson = {
      teacher_id: 6,
      teacher_name: '林婷',
      lesson_date: '2026-04-11',
      start_time: '14:30',
      end_time: '16:00',
      course_name: '管理学原理',
      class_name: '2024级行政管理（专升本）1班',
    };
    const timetable = capture('/api/exam/offline/session/timetable', {
      method: 'get',
      result: { sessions: [], slots: [], registrations: [], lessons: [lesson] },
    });
    await renderScreen('examInvigilationST');
    fireEvent.click(within(await rowOf('第3考场')).getByRole('button', { name: '安排监考' }));
    const modal = await dialog(/安排监考 · 广州天河函授站 第3考场/);
    const assistants = (await within(modal).findByText('副监考', { selector: 'label' })).closest(
      '.arco-form-item',
    )!;
    fireEvent.click(assistants.querySelector('.arco-select-view')!);
    const teaching = await screen.findByRole('option', {
      name: /林婷（冲突：14:30–16:00 在授课 管理学原理 · 2024级行政管理（专升本）1班）/,
    });
    expect(teaching).toHaveClass('arco-select-option-wrapper-disabled');
    expect(timetable.map((call) => call.query)).toEqual([
      { type: '1', start_date: '2026-04-11', end_date: '2026-04-11' },
    ]);
  });
});
