import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

/** Records the query strings a list is loaded with (answering with no rows). */
function listQueries(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
    }),
  );
  return queries;
}

const dialog = () => screen.findByRole('dialog');

describe('录取管理 (admissionAE)', () => {
  it('lists the admitted with masked ID numbers, labels and states', async () => {
    await renderScreen('admissionAE');
    const row = await rowOf('陈晓婷');
    expect(within(row).getByText('440106********2746')).toBeInTheDocument();
    expect(within(row).getByText('专升本')).toBeInTheDocument();
    expect(within(row).getByText('已录取')).toBeInTheDocument();
    expect(await within(row).findByText('女')).toBeInTheDocument();
    expect(screen.getAllByText('共 1268 条').length).toBeGreaterThan(0);
  });

  it('sends the filters of the URL: school, profession, level, batch, year, status', async () => {
    const queries = listQueries('/v1-adult-admission-list');
    await renderScreen('admissionAE', {
      search: '?keyword=陈&school_id=1&profession_id=2&level_id=3&batch_id=1&year=2026&status=2',
    });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({
      keyword: '陈',
      school_id: '1',
      profession_id: '2',
      level_id: '3',
      batch_id: '1',
      year: '2026',
      status: '2',
      page: '1',
      limit: '10',
    });
  });

  it('revokes an admission after confirming; reported students cannot be revoked', async () => {
    const revoked = captureBodies('/v1-adult-admission-del');
    await renderScreen('admissionAE');
    expect(within(await rowOf('黄志强')).queryByRole('button', { name: '撤销录取' })).toBeNull();
    fireEvent.click(within(await rowOf('陈晓婷')).getByRole('button', { name: '撤销录取' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(revoked).toEqual([{ id: 1201 }]));
  });

  it('shows import and export only with their permissions', async () => {
    await renderScreen('admissionAE', { access: accessWith('admissionAE', ['export']) });
    await screen.findByText('陈晓婷');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入录取名单/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤销录取' })).toBeNull();
  });
});

describe('入学教育 (admissionEducationAE)', () => {
  it('lists progress and sends its filters', async () => {
    await renderScreen('admissionEducationAE');
    const row = await rowOf('黄志强');
    expect(within(row).getByText('62.5%')).toBeInTheDocument();
    expect(within(row).getByText('学习中')).toBeInTheDocument();
    const queries = listQueries('/v1-adult-admission-education-list');
    await renderScreen('admissionEducationAE', { search: '?status=0&batch_id=1' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ status: '0', batch_id: '1', page: '1', limit: '10' }),
    );
  });

  it('reminds only the selected students who have not finished', async () => {
    const reminded = captureBodies('/v1-adult-admission-education-remind');
    await renderScreen('admissionEducationAE');
    for (const name of ['陈晓婷', '黄志强', '韦海燕'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提醒完成' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(reminded).toEqual([{ ids: [502, 503] }]));
  });
});

describe('前置学历审核 (preQualificationReviewAE)', () => {
  it('sends its filters, including the 学信网 result', async () => {
    const queries = listQueries('/v1-adult-pre-qualification-list');
    await renderScreen('preQualificationReviewAE', { search: '?chsi_result=2&status=0&school_id=1' });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({ chsi_result: '2', status: '0', school_id: '1', page: '1', limit: '10' });
  });

  it('approves one record with an optional remark', async () => {
    const approved = captureBodies('/v1-adult-pre-qualification-approve');
    await renderScreen('preQualificationReviewAE');
    expect(within(await rowOf('梁伟明')).queryByRole('button', { name: '通过' })).toBeNull();
    fireEvent.click(within(await rowOf('陈晓婷')).getByRole('button', { name: '通过' }));
    const modal = await dialog();
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '学信网核验一致' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(approved).toEqual([{ ids: [301], remark: '学信网核验一致' }]));
  });

  it('rejects with a reason: required, suggested for a 学信网 mismatch', async () => {
    const rejected = captureBodies('/v1-adult-pre-qualification-reject');
    await renderScreen('preQualificationReviewAE');
    fireEvent.click(within(await rowOf('陈晓婷')).getByRole('button', { name: '驳回' }));
    let modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(await rowOf('黄志强')).getByRole('button', { name: '驳回' }));
    modal = await dialog();
    expect(within(modal).getByRole('textbox')).toHaveValue('毕业证书编号与学信网记录不一致');
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejected).toEqual([{ ids: [302], reason: '毕业证书编号与学信网记录不一致' }]));
  });
});

describe('教学托管申请 (teachTrusteeshipApplyAE)', () => {
  it('shows an application in full and approves the selected pending ones', async () => {
    const approved = captureBodies('/v1-adult-trusteeship-approve');
    await renderScreen('teachTrusteeshipApplyAE');
    fireEvent.click(within(await rowOf('TG-2026-0012')).getByRole('button', { name: '查看' }));
    const detail = await dialog();
    expect(
      within(detail).getByText('本站面授教师不足，申请将第二学期公共课交由平台统一直播授课'),
    ).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const no of ['TG-2026-0012', 'TG-2026-0013'])
      fireEvent.click(within(await rowOf(no)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const modal = await dialog();
    expect(within(modal).getByText('（另有 1 项已审核，将跳过）')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(approved).toEqual([{ ids: [61] }]));
  });
});

describe('新生审核 (newStudentToExamineST)', () => {
  it('loads the self-taught list with its filters and rejects with a one-click reason', async () => {
    const queries = listQueries('/v1-own-new-student-list');
    await renderScreen('newStudentToExamineST', { search: '?profession_id=2&status=0' });
    await waitFor(() =>
      expect(queries).toEqual([{ profession_id: '2', status: '0', page: '1', limit: '10' }]),
    );

    server.resetHandlers();
    const rejected = captureBodies('/v1-own-new-student-reject');
    await renderScreen('newStudentToExamineST');
    fireEvent.click(within(await rowOf('刘雅琪')).getByRole('button', { name: '驳回' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByText('原学历不符合报读层次要求'));
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejected).toEqual([{ ids: [901], reason: '原学历不符合报读层次要求' }]));
  });
});

describe('注册审核 (studentRegistReviewST)', () => {
  it('suggests the unpaid-fee reason and sends the selected pending ids', async () => {
    const rejected = captureBodies('/v1-own-register-review-reject');
    await renderScreen('studentRegistReviewST');
    const unpaid = await rowOf('何嘉欣');
    expect(within(unpaid).getByText('未缴清')).toBeInTheDocument();
    fireEvent.click(within(unpaid).getByRole('button', { name: '驳回' }));
    const modal = await dialog();
    expect(within(modal).getByRole('textbox')).toHaveValue('学费未缴清，缴清后再注册');
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejected).toEqual([{ ids: [1102], reason: '学费未缴清，缴清后再注册' }]));
  });
});

describe('报考申请 (enrollmentApplicationAE, addEnrollmentApplicationAE)', () => {
  it('lists applications, sends its filters and deletes after confirming', async () => {
    const deleted = captureBodies('/v1-adult-enroll-apply-del');
    await renderScreen('enrollmentApplicationAE');
    const row = await rowOf('2026011020315');
    expect(within(row).getByText('正考')).toBeInTheDocument();
    expect(within(row).getByText('¥60.00')).toBeInTheDocument();
    expect(within(await rowOf('2025091030122')).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([{ id: 801 }]));

    const queries = listQueries('/v1-adult-enroll-apply-list');
    await renderScreen('enrollmentApplicationAE', { search: '?exam_id=1&apply_type=2' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ exam_id: '1', apply_type: '2', page: '1', limit: '10' }),
    );
  });

  it('validates the form in Chinese, then creates with the contract body', async () => {
    const created = captureBodies('/v1-adult-enroll-apply-add');
    await renderScreen('addEnrollmentApplicationAE');
    const form = await screen.findByRole('form', { name: '新增报考申请' });
    const messages = () => [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages()).toEqual(['请输入学号', '请选择考试', '请选择报考课程']));
    fireEvent.change(within(form).getByLabelText('学号'), { target: { value: '2026-01' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages()).toContain('学号格式不正确'));
    expect(created).toEqual([]);

    fireEvent.change(within(form).getByLabelText('学号'), { target: { value: '2026011020315' } });
    for (const [label, option] of [
      ['考试', '2026年4月自学考试'],
      ['报考课程', '00067 财务管理学'],
    ])
      await chooseOption(form, label, option);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(created).toEqual([{ student_no: '2026011020315', exam_id: 1, course_id: 5, apply_type: 1 }]),
    );
  });

  it('loads the application to edit from ?id=', async () => {
    await renderScreen('addEnrollmentApplicationAE', { search: '?id=801' });
    const form = await screen.findByRole('form', { name: '编辑报考申请' });
    await waitFor(() => expect(within(form).getByDisplayValue('2026011020315')).toBeInTheDocument());
  });
});
