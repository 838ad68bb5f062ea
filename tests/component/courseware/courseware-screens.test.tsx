/** 课程信息 and 教材管理 with their forms (both lines), 教材使用设置 / 查看 and 基础教材计划 (adult). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

describe('课程信息 (adultEducationCourseAE / curriculumST)', () => {
  it('lists courses with type, assessment and content, sends the filters, and disables after saying what happens', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-own-curriculum-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return undefined;
      }),
    );
    const statuses = captureBodies('/v1-own-curriculum-status');
    await renderScreen('curriculumST', { search: '?online=1&course_type=1' });
    const row = await rowOf('英语（二）');
    expect(within(row).getByText('公共基础课')).toBeInTheDocument();
    expect(within(row).getByText('16 / 48')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ online: '1', course_type: '1', page: '1', limit: '10' }),
    );
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/停用后该课程不再出现在教学计划与考试设置的选择中/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(statuses.at(-1)).toEqual({ id: 1, status: 0 }));
  });

  it('hides adding and editing without the permissions', async () => {
    await renderScreen('adultEducationCourseAE', {
      access: accessWith('adultEducationCourseAE', ['export']),
    });
    expect(within(await rowOf('英语（二）')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增课程' })).toBeNull();
  });

  it('validates a new course in Chinese, then creates it', async () => {
    const created = captureBodies('/v1-adult-curriculum-add');
    await renderScreen('addCurriculumAE');
    const form = await screen.findByRole('form', { name: '新增课程' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入课程代码')).toBeInTheDocument();
    expect(created).toEqual([]);
    fireEvent.change(within(form).getByLabelText('课程代码'), { target: { value: '00018' } });
    fireEvent.change(within(form).getByLabelText('课程名称'), { target: { value: '计算机应用基础' } });
    fireEvent.change(within(form).getByLabelText('学分'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('学时'), { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(created.at(-1)).toMatchObject({
        code: '00018',
        name: '计算机应用基础',
        credit: 2,
        hours: 36,
        online: 1,
        status: 1,
      }),
    );
  });
});

describe('教材管理 (adultTeachingMaterialsAE / addCourseMaterialsST)', () => {
  it('marks textbooks out of stock', async () => {
    await renderScreen('adultTeachingMaterialsAE');
    await rowOf('马克思主义基本原理');
    expect(screen.getByText('本页 1 种教材无库存')).toBeInTheDocument();
  });

  it('refuses a wrong ISBN check digit, and saves the digits of a right one', async () => {
    const updated = captureBodies('/v1-own-textbook-edit');
    await renderScreen('addCourseMaterialsST', { search: '?id=1' });
    const form = await screen.findByRole('form', { name: '编辑教材' }, { timeout: 5000 });
    const isbn = within(form).getByLabelText('ISBN');
    await waitFor(() => expect(isbn).toHaveValue('9787560088785'));
    fireEvent.change(isbn, { target: { value: '978-7-5600-8878-7' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('ISBN：ISBN 校验位不正确，请核对')).toBeInTheDocument();
    expect(updated).toEqual([]);
    fireEvent.change(isbn, { target: { value: '978-7-5600-8878-5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updated.at(-1)).toMatchObject({ id: 1, isbn: '9787560088785', title: '英语（二）自学教程' }),
    );
  });
});

function listQueries(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return undefined;
    }),
  );
  return queries;
}
const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 });

describe('教材使用设置 (textbookUsageSetViewAE) and 教材使用查看 (textbookUsageViewAE)', () => {
  it('sends the filters, edits a setting in the modal and deletes the selected ones', async () => {
    const queries = listQueries('/v1-adult-textbook-usage-list');
    const updated = captureBodies('/v1-adult-textbook-usage-edit');
    const deleted = captureBodies('/v1-adult-textbook-usage-del');
    await renderScreen('textbookUsageSetViewAE', { search: '?year=2026&major_id=1' });
    const row = await rowOf('英语（二）自学教程');
    expect(within(row).getByText('第一学期')).toBeInTheDocument();
    expect(within(row).getByText('¥56.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ year: '2026', major_id: '1', page: '1', limit: '10' }),
    );

    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const modal = await dialog();
    expect(within(modal).getByText('编辑教材设置')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updated).toEqual([
        { id: 1, year: 2026, major_id: 1, semester: 1, course_id: 1, textbook_id: 1 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const title of ['英语（二）自学教程', '中国近现代史纲要'])
      fireEvent.click(within(await rowOf(title)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(
      await screen.findByText('确定删除选中的 2 条教材设置吗？已生成的教材计划不受影响。'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [1, 2] }]));
  });

  it('asks for the required fields of a new setting', async () => {
    const created = captureBodies('/v1-adult-textbook-usage-add');
    await renderScreen('textbookUsageSetViewAE');
    await rowOf('英语（二）自学教程');
    fireEvent.click(screen.getByRole('button', { name: '新增设置' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect([...modal.querySelectorAll('.arco-form-message')].map((node) => node.textContent)).toEqual(
        expect.arrayContaining(['请选择年级', '请选择专业', '请选择课程']),
      ),
    );
    expect(created).toEqual([]);
  });

  it('shows students and amounts per station with the page totals, and filters by station', async () => {
    const queries = listQueries('/v1-adult-textbook-usage-view');
    await renderScreen('textbookUsageViewAE', { search: '?station_id=1' });
    const row = await rowOf('佛山南海函授站');
    expect(within(row).getByText('¥1,470.00')).toBeInTheDocument();
    expect(screen.getByText('本页合计：在读 249 人次，金额 10,789.00 元')).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toEqual({ station_id: '1', page: '1', limit: '10' }));
  });
});

describe('基础教材计划 (basicTextbookPlanAE / editBasicTextbookPlanAE)', () => {
  it('lists plans with totals, orders a draft after saying what it means, and exports its order sheet', async () => {
    const ordered = captureBodies('/v1-adult-material-plan-order');
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:plan');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server.use(
      http.get(
        '*/v1-adult-material-plan-export',
        () =>
          new HttpResponse(new Blob(['x']), {
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      ),
    );
    await renderScreen('basicTextbookPlanAE');
    const draft = await rowOf('2026年春季基础教材计划');
    expect(screen.getByText('本页合计 1750 册，75,893.40 元')).toBeInTheDocument();
    expect(
      within(await rowOf('2025年秋季基础教材计划')).queryByRole('button', { name: '确认下单' }),
    ).toBeNull();
    fireEvent.click(within(draft).getByRole('button', { name: '确认下单' }));
    expect(
      await screen.findByText(
        '确定按「2026年春季基础教材计划」下单吗？共 3 种教材 283 册、12,793.00 元，下单后计划不能再修改。',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ordered).toEqual([{ ids: [1] }]));
    fireEvent.click(within(draft).getByRole('button', { name: '导出订货单' }));
    await waitFor(() => expect(saved).toEqual(['2026年春季基础教材计划-订货单.xlsx']));
  });

  it('computes copies per station from the students and the spare share, and saves the order quantities', async () => {
    const saved = captureBodies('/v1-adult-material-plan-save');
    await renderScreen('editBasicTextbookPlanAE', { search: '?id=1' });
    expect(
      await screen.findByText('订购 2 种教材，共 283 册，12,793.00 元', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const english = await rowOf('英语（二）自学教程');
    expect(within(english).getByText('91')).toBeInTheDocument();
    expect(within(english).getByText('153')).toBeInTheDocument();
    expect(within(english).getByText('8,568.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存计划' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('备用比例'), { target: { value: '10' } });
    fireEvent.blur(screen.getByLabelText('备用比例'));
    fireEvent.change(screen.getByLabelText('高等数学（工本）调整册数'), { target: { value: '70' } });
    fireEvent.blur(screen.getByLabelText('高等数学（工本）调整册数'));
    // 英语 95+47+39=181−20=161; 纲要 95+39=134+2=136; 高数 39+70−95=14
    await waitFor(() =>
      expect(screen.getByLabelText('计划合计')).toHaveTextContent('订购 3 种教材，共 311 册，14,119.20 元'),
    );
    fireEvent.click(screen.getByRole('button', { name: '保存计划' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          id: 1,
          spare_rate: 10,
          lines: [
            { textbook_id: 1, extra: 0, quantity: 161 },
            { textbook_id: 2, extra: 2, quantity: 136 },
            { textbook_id: 4, extra: 70, quantity: 14 },
          ],
        },
      ]),
    );
  });

  it('asks for a plan when opened without one', async () => {
    await renderScreen('editBasicTextbookPlanAE');
    expect(await screen.findByText('请从「基础教材计划」列表中选择一个计划编辑。')).toBeInTheDocument();
  });
});
