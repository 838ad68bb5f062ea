import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

const empty = { code: 200, msg: 'ok', result: { total: 0, list: [] } };
/** The 确定 of the open confirmation that asks this. */
const confirmOf = async (question: RegExp) =>
  within((await screen.findByText(question)).closest('.arco-popconfirm') as HTMLElement).getByRole('button', {
    name: '确定',
  });
const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((element) => element.textContent);

afterEach(() => vi.restoreAllMocks());

describe('学生学习督查 (studentSuperintendentAE)', () => {
  it('shows adult students with masked ID numbers, status, lock state and what they owe', async () => {
    await renderScreen('studentSuperintendentAE');
    const chen = await rowOf('陈浩然');
    expect(within(chen).getByText('440106********2718')).toBeInTheDocument();
    expect(within(chen).getByText('在籍')).toBeInTheDocument();
    expect(within(chen).getByText('正常')).toBeInTheDocument();
    expect(within(chen).getByText('无')).toBeInTheDocument();
    const li = await rowOf('李雨桐');
    expect(within(li).getByText('已锁定')).toBeInTheDocument();
    expect(within(li).getByText('¥2,680.00')).toBeInTheDocument();
    expect(within(await rowOf('梁嘉欣')).getByText('过期')).toBeInTheDocument();
    expect(screen.getAllByText('共 3420 条').length).toBeGreaterThan(0);
  });

  it('sends the filters (学籍代码, station, status, lock, owing) from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-student-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(empty);
      }),
    );
    await renderScreen('studentSuperintendentAE', {
      search:
        '?keyword=陈&school_id=1&major_id=1&level_id=3&modality_id=3&batch_id=1&point_id=12&status=1&lock=1&owing=1',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      keyword: '陈',
      school_id: '1',
      major_id: '1',
      level_id: '3',
      modality_id: '3',
      batch_id: '1',
      point_id: '12',
      status: '1',
      lock: '1',
      owing: '1',
      page: '1',
      limit: '10',
    });
  });

  it('toggles the lock: 锁定 on an unlocked student, 解锁 on a locked one, each confirmed', async () => {
    const bodies = captureBodies('/v1-adult-student-lock');
    await renderScreen('studentSuperintendentAE');
    const chen = await rowOf('陈浩然');
    expect(within(chen).queryByRole('button', { name: '解锁' })).toBeNull();
    fireEvent.click(within(chen).getByRole('button', { name: '锁定' }));
    fireEvent.click(await confirmOf(/锁定后该学生不能登录学习平台/));
    await waitFor(() => expect(bodies).toEqual([{ id: 30215, lock: 1 }]));

    const li = await rowOf('李雨桐');
    expect(within(li).queryByRole('button', { name: '锁定' })).toBeNull();
    fireEvent.click(within(li).getByRole('button', { name: '解锁' }));
    fireEvent.click(await confirmOf(/解锁后该学生可以重新登录学习平台/));
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: 30215, lock: 1 },
        { id: 30216, lock: 0 },
      ]),
    );
  });

  it('resets a password typed twice, checked in Chinese before sending', async () => {
    const bodies = captureBodies('/v1-adult-student-password');
    await renderScreen('studentSuperintendentAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '重置密码' }));
    const form = await screen.findByRole('form', { name: '重置密码 · 陈浩然' });
    const [password, confirm] = within(form).getAllByPlaceholderText(/请输入/);
    fireEvent.change(password, { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toEqual(['新密码格式不正确', '请输入确认密码']));
    fireEvent.change(password, { target: { value: 'Xs2026abc' } });
    fireEvent.change(confirm, { target: { value: 'Xs2026abd' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toEqual(['确认密码：两次输入的密码不一致']));
    expect(bodies).toEqual([]);
    fireEvent.change(confirm, { target: { value: 'Xs2026abc' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 30215, password: 'Xs2026abc' }]));
  });

  it('assigns a station to the selected students in one request', async () => {
    const bodies = captureBodies('/v1-adult-student-set-point');
    await renderScreen('studentSuperintendentAE');
    for (const name of ['陈浩然', '黄志明']) fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: '分配函授站' }));
    const form = await screen.findByRole('form', { name: '分配函授站' });
    expect(within(form).getByText('学生：陈浩然、黄志明')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toEqual(['请选择函授站']));
    fireEvent.click(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByText('深圳福田函授站'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [30215, 28841], point_id: 14 }]));
  });

  it('shows what a student owes and the abnormal payments', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/v1-adult-student-owe-fee', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          result: {
            owe_total: 2680,
            items: [
              {
                id: 1,
                item: '学费',
                school_year: '2026-2027学年',
                amount_due: 2680,
                amount_paid: 0,
                amount_owed: 2680,
                deadline: '2026-09-30',
              },
            ],
          },
        });
      }),
    );
    await renderScreen('studentSuperintendentAE');
    fireEvent.click(within(await rowOf('李雨桐')).getByRole('button', { name: '缴费' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('欠费明细（合计 ¥2,680.00）')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-2027学年')).toBeInTheDocument();
    expect(await within(dialog).findByText('重复缴费')).toBeInTheDocument();
    expect(asked).toEqual(['?id=30216']);
  });

  it('opens the archive: info, photos, face checks and links to the learning records', async () => {
    const view = await renderScreen('studentSuperintendentAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('学籍档案 · 陈浩然')).toBeInTheDocument();
    const info = within(dialog).getByRole('region', { name: '档案信息' });
    expect(await within(info).findByText('共青团员')).toBeInTheDocument();
    const photos = within(dialog).getByRole('region', { name: '档案照片' });
    expect(await within(photos).findByText('前置学历证书')).toBeInTheDocument();
    const checks = within(dialog).getByRole('region', { name: '人脸核验抓拍' });
    expect(await within(checks).findByText('2026年4月 大学语文 期末考试')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '考试记录' }));
    // this student's records by uuid (profile-links.test.tsx checks the whole address)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/examRecordAE'));
    expect(new URLSearchParams(view.router.state.location.search).get('student_uuid')).toBe(
      '5b66f97c-560c-4edc-9a85-a067f73a02b8',
    );
  });

  it('restores an expired student with a reason; 恢复学籍 only on expired or withdrawn students', async () => {
    const bodies = captureBodies('/v1-adult-student-restore');
    await renderScreen('studentSuperintendentAE');
    expect(within(await rowOf('陈浩然')).queryByRole('button', { name: '恢复学籍' })).toBeNull();
    fireEvent.click(within(await rowOf('梁嘉欣')).getByRole('button', { name: '恢复学籍' }));
    const form = await screen.findByRole('form', { name: '恢复学籍' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toEqual(['请输入恢复原因']));
    fireEvent.change(within(form).getByPlaceholderText('请输入恢复原因'), {
      target: { value: '已补缴学费，经学院审批同意恢复' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [19863], reason: '已补缴学费，经学院审批同意恢复' }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('studentSuperintendentAE', {
      access: accessWith('studentSuperintendentAE', ['export']),
    });
    const row = await rowOf('陈浩然');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    for (const name of ['锁定', '重置密码', '分配函授站'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
    expect(within(row).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });
});

describe('过期学籍 (expiredStudentStatusAE) and 学生档案 (studentArchivesAE)', () => {
  it('lists expired students and restores several in one request', async () => {
    const bodies = captureBodies('/v1-adult-student-restore');
    await renderScreen('expiredStudentStatusAE');
    for (const name of ['张国栋', '何丽萍']) fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '批量恢复学籍' }));
    const form = await screen.findByRole('form', { name: '恢复学籍' });
    expect(within(form).getByText(/学生：张国栋、何丽萍/)).toBeInTheDocument();
    fireEvent.change(within(form).getByPlaceholderText('请输入恢复原因'), {
      target: { value: '延长学习年限' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [20342, 20588], reason: '延长学习年限' }]));
  });

  it('exports the expired list with status 5 and no paging', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:expired-export');
    URL.revokeObjectURL = vi.fn();
    // the browser saves the file; jsdom would try to navigate
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-student-list-export', ({ request }) => {
        seen.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['x']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    await renderScreen('expiredStudentStatusAE', { search: '?keyword=张' });
    await rowOf('张国栋');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({ keyword: '张', status: '5' });
    await waitFor(() => expect(saved).toEqual(['过期学籍.xlsx']));
  });

  it('shows the archives with photos and opens one read-only', async () => {
    await renderScreen('studentArchivesAE');
    const row = await rowOf('陈浩然');
    expect(row.querySelector('img')).not.toBeNull();
    expect(within(row).queryByRole('button', { name: '锁定' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '查看档案' }));
    expect(await screen.findByText('学籍档案 · 陈浩然')).toBeInTheDocument();
  });
});
