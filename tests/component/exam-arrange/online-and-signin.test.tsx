/** 考务: online arrangements, the exam monitor with recordings, sign-in, room usage. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capture, rowOf } from '../../support/requests';

/** Records the query strings a call is made with, answering with `result`. */
function queriesOf(path: string, result: unknown = { total: 0, list: [] }) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ code: 200, msg: '操作成功', result });
    }),
  );
  return queries;
}

const confirmOk = async () => fireEvent.click(await screen.findByRole('button', { name: '确定' }));

describe('线上排考 (examSchedulingOnLineAE) / 线上考试安排 (examonlineSchedulingST)', () => {
  it('lists arrangements with window, anti-cheating settings and states, and sends the filters', async () => {
    const view = await renderScreen('examSchedulingOnLineAE');
    const row = await rowOf('马克思主义基本原理概论 B卷');
    expect(within(row).getByText('2026-11-25 08:00–20:00')).toBeInTheDocument();
    expect(within(row).getByText('人脸核验 3 次 · 切屏 ≤ 3 次 · 乱序')).toBeInTheDocument();
    expect(within(row).getByText('39/320（12.2%）')).toBeInTheDocument();
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(
      within(await rowOf('中国近现代史纲要 章节测试卷')).getByText('2026-01-08 09:00 至 2026-01-09 21:00'),
    ).toBeInTheDocument();
    expect(screen.getByText('本页 5 场：进行中 1 场，未发布 1 场，应考共 1805 人次')).toBeInTheDocument();
    // only the unpublished one may be edited, deleted or published; none under way may be withdrawn
    const draft = await rowOf('高等数学（工本）期末试卷 A卷');
    expect(within(draft).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '撤回' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    view.unmount();

    const queries = queriesOf('/api/exam/line/arrangement/list');
    await renderScreen('examonlineSchedulingST', { search: '?exam_id=4&state=1&published=1' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        exam_id: '4',
        state: '1',
        published: '1',
        type: '1',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('publishes a draft without conflicts straight away, after checking its dates', async () => {
    const published = capture('/api/exam/line/arrangement/publish', { method: 'put' });
    const checked = queriesOf('/api/exam/line/arrangement/timetable', { sessions: [], registrations: [] });
    await renderScreen('examSchedulingOnLineAE');
    fireEvent.click(
      within(await rowOf('高等数学（工本）期末试卷 A卷')).getByRole('button', { name: '发布' }),
    );
    await waitFor(() => expect(published.map((call) => call.body)).toEqual([{ id: 3, published: 1 }]));
    expect(checked).toEqual([{ type: '2', start_date: '2026-12-05', end_date: '2026-12-05' }]);
  });

  it('asks for a reason when a student of the draft has another exam at the same time', async () => {
    const published = capture('/api/exam/line/arrangement/publish', { method: 'put' });
    const draft = {
      id: 3,
      exam_id: 4,
      exam_name: '2026年春季学期期中考试',
      course_id: 4,
      course_name: '高等数学（工本）',
      paper_id: 4,
      paper_name: '高等数学（工本）期末试卷 A卷',
      start_at: '2026-12-05 08:30:00',
      end_at: '2026-12-05 12:00:00',
      duration_minutes: 150,
      candidate_count: 276,
      submitted_count: 0,
      face_check: 1,
      face_check_times: 2,
      leave_page_check: 1,
      leave_limit: 5,
      shuffle: 0,
      published: 0,
      state: 0,
      remark: '试卷待审核后发布',
    };
    const other = {
      ...draft,
      id: 9,
      course_id: 2,
      course_name: '中国近现代史纲要',
      start_at: '2026-12-05 10:00:00',
    };
    const student = {
      student_uuid: '8a3e2f7c9d1b4e6f8a0c2e4f6a8b0c2d',
      student_name: '李梦瑶',
      exam_no: '260440100002',
      site_name: '',
    };
    queriesOf('/api/exam/line/arrangement/timetable', {
      sessions: [draft, other],
      registrations: [
        { session_id: 3, ...student },
        { session_id: 9, ...student },
      ],
    });
    await renderScreen('examSchedulingOnLineAE');
    fireEvent.click(
      within(await rowOf('高等数学（工本）期末试卷 A卷')).getByRole('button', { name: '发布' }),
    );
    const modal = await screen.findByRole('dialog', { name: '发布前发现冲突' });
    expect(within(modal).getByText(/「高等数学（工本）」有 1 项冲突（时间冲突 1 项）/)).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '查看全部冲突' }));
    const drawer = await screen.findByRole('dialog', { name: '冲突检查 · 「高等数学（工本）」' });
    expect(within(drawer).getByText('李梦瑶（260440100002）')).toBeInTheDocument();
    expect(within(drawer).getByText('2026-12-05 08:30–12:00 与 10:00–12:00 时间重叠')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(modal).getByText('冲突考生已安排缓考'));
    fireEvent.click(within(modal).getByRole('button', { name: '仍然发布' }));
    await waitFor(() =>
      expect(published.map((call) => call.body)).toEqual([
        { id: 3, published: 1, conflict_reason: '冲突考生已安排缓考', conflict_count: 1 },
      ]),
    );
  });

  it('checks the window, the duration and the anti-cheating counts before saving an edit', async () => {
    const updated = capture('/api/exam/line/arrangement/update', { method: 'put' });
    await renderScreen('examSchedulingOnLineAE');
    fireEvent.click(
      within(await rowOf('高等数学（工本）期末试卷 A卷')).getByRole('button', { name: '编辑' }),
    );
    const modal = await screen.findByRole('dialog', { name: '编辑线上考试' });
    await waitFor(() => expect(within(modal).getByLabelText('考试时长')).toHaveValue('150'));
    // 08:30–12:00 is 210 minutes
    fireEvent.change(within(modal).getByLabelText('考试时长'), { target: { value: '240' } });
    fireEvent.change(within(modal).getByLabelText('随机核验次数'), { target: { value: '0' } });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('考试时长：不能超过考试时间段（210 分钟）')).toBeInTheDocument();
    expect(within(modal).getByText('随机核验次数：开启人脸核验时至少核验 1 次')).toBeInTheDocument();
    expect(updated).toEqual([]);

    fireEvent.change(within(modal).getByLabelText('考试时长'), { target: { value: '180' } });
    fireEvent.change(within(modal).getByLabelText('随机核验次数'), { target: { value: '2' } });
    // leaving the page is no longer watched: its count goes as 0
    fireEvent.click(within(modal).getByRole('switch', { name: '切屏监测' }));
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]!.body).toEqual({
      id: 3,
      exam_id: 4,
      course_id: 4,
      paper_id: 4,
      start_at: '2026-12-05 08:30:00',
      end_at: '2026-12-05 12:00:00',
      duration_minutes: 180,
      face_check: 1,
      face_check_times: 2,
      leave_page_check: 0,
      leave_limit: 0,
      shuffle: 0,
      remark: '试卷待审核后发布',
    });
  });

  it('shows the candidates of an arrangement in a drill-down on the adult line, and opens 考试监控 on the self-taught line', async () => {
    const candidates = queriesOf('/api/exam/line/monitor/list', {
      total: 0,
      list: [],
      stats: { not_started: 0, in_progress: 0, submitted: 0, flagged: 0 },
    });
    const view = await renderScreen('examSchedulingOnLineAE');
    fireEvent.click(within(await rowOf('马克思主义基本原理概论 B卷')).getByRole('button', { name: '监控' }));
    expect(
      await screen.findByRole('dialog', {
        name: /考试监控 · 马克思主义基本原理概论 · 2026-11-25 08:00–20:00/,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(candidates.at(-1)).toMatchObject({ arrangement_id: '5', type: '2' }));
    view.unmount();

    const st = await renderScreen('examonlineSchedulingST');
    fireEvent.click(within(await rowOf('马克思主义基本原理概论 B卷')).getByRole('button', { name: '监控' }));
    await waitFor(() => expect(st.router.state.location.pathname).toBe('/examMonitorST'));
    expect(st.router.state.location.search).toBe('?arrangement_id=5');
  });
});

describe('考试监控 (examMonitorST)', () => {
  it('shows each candidate’s live state and the figures of all results', async () => {
    await renderScreen('examMonitorST');
    const flagged = await rowOf('梁子豪');
    expect(within(flagged).getByText('● 异常')).toBeInTheDocument();
    expect(within(flagged).getByText('通过 0 · 未通过 2')).toBeInTheDocument();
    expect(within(flagged).getByText('人脸核验 2 次未通过：疑似替考')).toBeInTheDocument();
    expect(within(await rowOf('罗思敏')).getByText('● 已交卷')).toBeInTheDocument();
    expect(within(await rowOf('郑伟明')).getByText('● 未开始')).toBeInTheDocument();
    expect(within(await rowOf('何嘉怡')).getByText('32/50 题')).toBeInTheDocument();
    const figures = screen.getByText('作答中').parentElement!.parentElement!;
    expect(figures.textContent).toContain('未开始 41作答中 236已交卷 39异常 4');
    expect(screen.getByText('每 30 秒自动刷新')).toBeInTheDocument();
  });

  it('sends its filters and the arrangement from the URL, and can show everything again', async () => {
    const queries = queriesOf('/api/exam/line/monitor/list', {
      total: 0,
      list: [],
      stats: { not_started: 0, in_progress: 0, submitted: 0, flagged: 0 },
    });
    const view = await renderScreen('examMonitorST', { search: '?arrangement_id=5&keyword=梁&state=3' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        keyword: '梁',
        state: '3',
        arrangement_id: '5',
        type: '1',
        page: '1',
        limit: '10',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '显示全部' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ keyword: '梁', state: '3', type: '1', page: '1', limit: '10' }),
    );
    expect(view.router.state.location.search).not.toContain('arrangement_id');
  });

  it('flags candidates with a required reason, skipping those already flagged', async () => {
    const flags = capture('/api/exam/line/monitor/flag', { method: 'put' });
    await renderScreen('examMonitorST');
    for (const name of ['梁子豪', '冯浩然', '彭文博'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: '标记异常' }));
    const modal = await screen.findByRole('dialog', { name: '标记异常' });
    expect(
      within(modal).getByText(
        '将把「冯浩然」「彭文博」标记为异常，其成绩在复核前不发布。（另有 1 名已是异常，将跳过）',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '标记异常' }));
    expect(await within(modal).findByText('请输入异常原因')).toBeInTheDocument();
    expect(flags).toEqual([]);
    fireEvent.click(within(modal).getByText('多次离开考试页面'));
    fireEvent.click(within(modal).getByRole('button', { name: '标记异常' }));
    await waitFor(() =>
      expect(flags.map((call) => call.body)).toEqual([
        { ids: [9006, 9008], flagged: 1, reason: '多次离开考试页面' },
      ]),
    );
  });

  it('clears a flag after confirming, and offers flags only with the 审核 permission', async () => {
    const flags = capture('/api/exam/line/monitor/flag', { method: 'put' });
    const view = await renderScreen('examMonitorST');
    fireEvent.click(within(await rowOf('谢雨萱')).getByRole('button', { name: '解除异常' }));
    expect(
      await screen.findByText('确定解除「谢雨萱」的异常标记吗？解除后其成绩按正常流程发布。'),
    ).toBeInTheDocument();
    await confirmOk();
    await waitFor(() => expect(flags.map((call) => call.body)).toEqual([{ ids: [9005], flagged: 0 }]));
    view.unmount();

    await renderScreen('examMonitorST', { access: accessWith('examMonitorST', []) });
    const row = await rowOf('梁子豪');
    expect(within(row).getByRole('button', { name: '录像' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '解除异常' })).toBeNull();
    expect(within(await rowOf('何嘉怡')).queryByRole('button', { name: '标记异常' })).toBeNull();
  });

  it('plays a candidate’s recording from a signed address', async () => {
    const videos = queriesOf('/api/exam/monitorVideo/selectMonitor', [
      {
        id: 501,
        video_name: '梁子豪-考试录像（上半场）',
        file_id: 'monitor/20261125/k3v9q2m7x8d1.mp4',
        source: 1,
        room_name: null,
        duration_seconds: 2710,
        size_bytes: 206192640,
        upload_time: '2026-11-25 09:51:02',
        uploader: null,
      },
    ]);
    await renderScreen('examMonitorST');
    fireEvent.click(within(await rowOf('梁子豪')).getByRole('button', { name: '录像' }));
    const modal = await screen.findByRole('dialog', { name: /监考视频 · 梁子豪（260440105002）/ });
    await waitFor(() => expect(videos).toEqual([{ candidate_id: '9002' }]));
    const row = (await within(modal).findByText('梁子豪-考试录像（上半场）')).closest('tr')!;
    expect(within(row).getByText('45分10秒')).toBeInTheDocument();
    // a candidate's recordings are not uploaded by staff
    expect(within(modal).queryByRole('button', { name: /上传考场录像/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '播放' }));
    const video = await within(modal).findByLabelText('梁子豪-考试录像（上半场）', { selector: 'video' });
    expect(video.getAttribute('src')).toContain('sign=');
  });
});

describe('考试签到 (examSignInST)', () => {
  it('lists the sign-in with photos, similarity and the figures of all results', async () => {
    await renderScreen('examSignInST');
    const doubtful = await rowOf('吴浩然');
    expect(within(doubtful).getByText('⚠ 71 分（需人工核对）')).toBeInTheDocument();
    expect(within(doubtful).getByText('440104********137X')).toBeInTheDocument();
    expect(within(await rowOf('吴家豪')).getByText('人工补签')).toBeInTheDocument();
    expect(within(await rowOf('赵俊杰')).getByText('缺考')).toBeInTheDocument();
    expect(
      screen.getByText('应到 56 人：已签到 51（91.1%）· 未签到 3 · 缺考 2 · 人脸比对存疑 1'),
    ).toBeInTheDocument();
  });

  it('sends its filters with the line', async () => {
    const queries = queriesOf('/api/exam/signIn/list', {
      total: 0,
      list: [],
      stats: { expected: 0, signed: 0, pending: 0, absent: 0, doubtful: 0 },
    });
    await renderScreen('examSignInST', {
      search: '?exam_id=4&exam_date=2026-04-11&room=第1考场&state=0&keyword=陈',
    });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        keyword: '陈',
        exam_id: '4',
        exam_date: '2026-04-11',
        room: '第1考场',
        state: '0',
        type: '1',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('signs in the selected pending candidates by hand with a note', async () => {
    const signed = capture('/api/exam/signIn/manual', { method: 'put' });
    await renderScreen('examSignInST');
    for (const name of ['赵静怡', '李丽娟', '陈志强'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: '补签' }));
    const modal = await screen.findByRole('dialog', { name: '人工补签' });
    expect(
      within(modal).getByText(/为「赵静怡」「李丽娟」补签.*另有 1 名已签到或缺考，将跳过/),
    ).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('补签说明'), {
      target: { value: '迟到入场，已核对身份证原件' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '确定补签' }));
    await waitFor(() =>
      expect(signed.map((call) => call.body)).toEqual([
        { ids: [7005, 7008], reason: '迟到入场，已核对身份证原件' },
      ]),
    );
  });

  it('marks a candidate absent and undoes an absence, after confirming', async () => {
    const absent = capture('/api/exam/signIn/absent', { method: 'put' });
    await renderScreen('examSignInST');
    fireEvent.click(within(await rowOf('赵静怡')).getByRole('button', { name: '标记缺考' }));
    await confirmOk();
    await waitFor(() => expect(absent.map((call) => call.body)).toEqual([{ ids: [7005], absent: 1 }]));
    fireEvent.click(within(await rowOf('赵俊杰')).getByRole('button', { name: '撤销缺考' }));
    expect(await screen.findByText('确定撤销「赵俊杰」的缺考吗？将恢复为「未签到」。')).toBeInTheDocument();
    await confirmOk();
    await waitFor(() => expect(absent.map((call) => call.body)).toContainEqual({ ids: [7006], absent: 0 }));
  });

  it('compares the photos of a doubtful face check', async () => {
    await renderScreen('examSignInST');
    fireEvent.click(within(await rowOf('吴浩然')).getByRole('button', { name: '核对' }));
    const modal = await screen.findByRole('dialog', { name: '核对签到 · 吴浩然（260440100002）' });
    expect(
      within(modal).getByText(
        '人脸比对 71 分（需人工核对）：请对照报名照片与签到照片，必要时核对身份证原件。',
      ),
    ).toBeInTheDocument();
    expect(await within(modal).findByText('报名照片')).toBeInTheDocument();
    expect(within(modal).getByText('签到照片')).toBeInTheDocument();
  });
});

describe('考场使用情况 (examRoomUsageAE)', () => {
  it('shows the month’s uses on the calendar with figures and a table that adds up', async () => {
    await renderScreen('examRoomUsageAE', { search: '?month=2026-04' });
    expect(await screen.findByText('2026年4月使用明细（11 项）')).toBeInTheDocument();
    const day = await screen.findByLabelText('2026-04-11 使用 6 个考场');
    const chip = within(day).getByText('09:00 第1考场 广州天河');
    expect(chip).toHaveAttribute(
      'title',
      '广州天河函授站 第1考场｜09:00–11:30｜马克思主义基本原理概论｜已排座 30/30',
    );
    expect(chip).toHaveAttribute('data-fill', 'full');
    expect(within(day).getByText('还有 4 个考场')).toBeInTheDocument();
    const figures = screen.getByLabelText('本月概况');
    expect(figures.textContent).toBe(
      '考试场次 7使用考场 5 个占用 11 次考试日 5 天座位使用率 75.6%未排座 2 次',
    );
    const total = screen.getByText('合计').closest('tr')!;
    expect(within(total).getByText('269')).toBeInTheDocument();
    expect(within(total).getByText('356')).toBeInTheDocument();
    expect(within(total).getByText('75.6%')).toBeInTheDocument();

    // a day narrows the table to it
    fireEvent.click(chip);
    expect(await screen.findByText('2026-04-11 使用明细（6 项）')).toBeInTheDocument();
    expect(within(screen.getByText('合计').closest('tr')!).getByText('174')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看全月' }));
    expect(await screen.findByText('2026年4月使用明细（11 项）')).toBeInTheDocument();
  });

  it('asks for the month and the station chosen', async () => {
    const queries = queriesOf('/api/exam/examRoom/usage', []);
    const view = await renderScreen('examRoomUsageAE', { search: '?month=2026-02&venue_id=12' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        type: '2',
        start_date: '2026-02-01',
        end_date: '2026-02-28',
        venue_id: '12',
      }),
    );
    expect(await screen.findByText('2026年2月使用明细（0 项）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-31' }),
    );
    expect(view.router.state.location.search).toContain('month=2026-03');
  });

  it('calls out a room held twice at the same time', async () => {
    const use = {
      exam_name: '2026年春季学期期中考试',
      venue_name: '广州天河函授站',
      room_id: 1,
      room_name: '第1考场',
      exam_date: '2026-04-11',
      seated_count: 30,
      capacity: 30,
    };
    queriesOf('/api/exam/examRoom/usage', [
      {
        ...use,
        session_id: 1,
        start_time: '09:00',
        end_time: '11:30',
        course_name: '马克思主义基本原理概论',
      },
      { ...use, session_id: 4, start_time: '10:00', end_time: '12:00', course_name: '中国近现代史纲要' },
    ]);
    await renderScreen('examRoomUsageAE', { search: '?month=2026-04' });
    expect(await screen.findByText('发现 1 处考场重复占用')).toBeInTheDocument();
    expect(
      screen.getByText(
        '广州天河函授站 第1考场：2026-04-11 09:00–11:30「马克思主义基本原理概论」与 10:00–12:00「中国近现代史纲要」',
      ),
    ).toBeInTheDocument();
  });
});
