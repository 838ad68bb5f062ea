import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

describe('学生信息修改审核 (studentInfoModifyAE)', () => {
  it('lists the requests with their changes, masking ID numbers and phones', async () => {
    await renderScreen('studentInfoModifyAE');
    const chen = await rowOf('陈浩然');
    expect(within(chen).getByText(/手机号：138\*\*\*\*1907 →/)).toBeInTheDocument();
    expect(within(chen).getByText('139****5873')).toBeInTheDocument();
    expect(within(chen).getByText('待审核')).toBeInTheDocument();
    const li = await rowOf('李雨桐');
    expect(within(li).getByText(/身份证号：510107\*{8}5928 →/)).toBeInTheDocument();
    const wei = await rowOf('韦海燕');
    expect(within(wei).getByText('已驳回')).toBeInTheDocument();
    expect(within(wei).getByText('未上传户口簿或身份证明材料，请补充后重新申请')).toBeInTheDocument();
    expect(within(wei).queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('sends status and the applied-date range from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-student-modify-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('studentInfoModifyAE', {
      search: '?status=0&start_date=2026-04-01&end_date=2026-04-30&school_id=1',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      status: '0',
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      school_id: '1',
      page: '1',
      limit: '10',
    });
  });

  it('rejects only with a reason, offering the common ones', async () => {
    const bodies = captureBodies('/v1-adult-student-modify-audit');
    await renderScreen('studentInfoModifyAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '驳回' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(/陈浩然的信息修改申请/)).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.change(within(modal).getByRole('textbox'), {
      target: { value: '请上传新手机号的实名认证截图' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ ids: [5102], status: 2, reason: '请上传新手机号的实名认证截图' }]),
    );
  });

  it('approves one request with no text to fill, saying where the new values go', async () => {
    const bodies = captureBodies('/v1-adult-student-modify-audit');
    await renderScreen('studentInfoModifyAE');
    fireEvent.click(within(await rowOf('李雨桐')).getByRole('button', { name: '通过' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('通过后新值将写入学籍档案。')).toBeInTheDocument();
    expect(within(modal).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [5101], status: 1 }]));
  });

  it('approves the selected pending requests in bulk, skipping decided ones', async () => {
    const bodies = captureBodies('/v1-adult-student-modify-audit');
    await renderScreen('studentInfoModifyAE');
    for (const name of ['陈浩然', '李雨桐', '韦海燕'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: '批量通过' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('（另有 1 项已审核，将跳过）')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [5102, 5101], status: 1 }]));
  });

  it('needs the audit action for 通过 / 驳回 and the batch', async () => {
    await renderScreen('studentInfoModifyAE', { access: accessWith('studentInfoModifyAE', []) });
    const row = await rowOf('陈浩然');
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '驳回' })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });
});

describe('查看学生成绩 (viewResultsStudentST)', () => {
  const uuid = '5b66f97c-560c-4edc-9a85-a067f73a02b8';

  it('shows the student and their scores by course with the totals; 缺考 for a missing score', async () => {
    await renderScreen('viewResultsStudentST', { search: `?uuid=${uuid}` });
    const table = (await rowOf('中国近现代史纲要')).closest('table') as HTMLElement;
    expect(within(table).getByText('马克思主义基本原理概论')).toBeInTheDocument();
    expect(within(await rowOf('美学')).getByText('缺考')).toBeInTheDocument();
    expect(within(await rowOf('英语（二）')).getByText('免考')).toBeInTheDocument();
    expect(screen.getByText('已合格 11 门，已获学分 52')).toBeInTheDocument();
    expect(await screen.findByText('440106********2718')).toBeInTheDocument();
  });

  it('asks for the student of the URL and keeps it while searching', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-student-score', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          result: { total: 0, list: [], passedCount: 0, creditTotal: 0 },
        });
      }),
    );
    const view = await renderScreen('viewResultsStudentST', { search: `?uuid=${uuid}&s_passed=0` });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      uuid,
      passed: '0',
      page: '1',
      limit: '10',
    });
    const search = screen.getByRole('form', { name: '搜索条件' });
    fireEvent.change(within(search).getByPlaceholderText('课程名称或代码'), { target: { value: '00015' } });
    fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(new URLSearchParams(seen[1]).get('course')).toBe('00015');
    expect(new URLSearchParams(view.router.state.location.search).get('uuid')).toBe(uuid);
  });

  it('says where to pick a student when opened without one', async () => {
    await renderScreen('viewResultsStudentST');
    expect(await screen.findByText('请从「学生信息管理」中选择一名学生查看成绩。')).toBeInTheDocument();
  });
});
