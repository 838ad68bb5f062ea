/**
 * 证书打印 · 模板设计: the print page prints with the newest template version (picked in the
 * toolbar); 模板设计 moves and sets fields in mm, refuses a field in the printer's margin, saves a
 * new version (the server numbers it), and the next print uses it and names it in the print log.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiUi } from '@/api/notify';
import type { CertificateTemplateVersion, CertificateTemplateVersionBody } from '@/generated/model';
import { summaryOf } from '@/pages/graduation/template-versions';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { capture } from '../../support/requests';

const SAVE = '/v1-certificate-template-version-save';

/** The contract's example versions of the diploma template. */
const EXAMPLES = [
  {
    template_id: 'diploma-2026',
    version: 2,
    name: '毕业证书（2026 版）',
    remark: '姓名右移 2 毫米，对准新一批证书纸',
    saved_by: '李丽娟',
    saved_at: '2026-06-20 15:42:10',
  },
  {
    template_id: 'diploma-2026',
    version: 1,
    name: '毕业证书（2026 版）',
    remark: '按 2026 年证书纸扫描件首次设计',
    saved_by: '王建国',
    saved_at: '2026-06-12 09:18:36',
  },
];

/**
 * The template versions as a server keeps them: the contract's two examples, then each one saved
 * (numbered 3, 4 …, saved by 李丽娟), listed newest first.
 */
function serverSaves() {
  const bodies: CertificateTemplateVersionBody[] = [];
  const saved: CertificateTemplateVersion[] = [];
  server.use(
    http.post(`*${SAVE}`, async ({ request }) => {
      const body = (await request.json()) as CertificateTemplateVersionBody;
      bodies.push(body);
      const version: CertificateTemplateVersion = {
        remark: '',
        background_url: null,
        ...body,
        version: 2 + bodies.length,
        saved_by: '李丽娟',
        saved_at: '2026-07-01 09:30:00',
      };
      saved.unshift(version);
      return HttpResponse.json({ code: 200, msg: '操作成功', result: version });
    }),
    // (nothing saved yet: the contract's example, version 2 the newest)
    http.get('*/v1-certificate-template-overview', () => {
      if (!saved.length) return undefined;
      const result = { versions: [...saved.map(summaryOf), ...EXAMPLES], latest: saved[0] };
      return HttpResponse.json({ code: 200, msg: '操作成功', result });
    }),
  );
  return bodies;
}

async function openDiplomas() {
  const view = await renderScreen('diplomaPrintAE', { search: '?ids=1,2' });
  // (the page and the designer are chunks of their own: slow to load on a busy machine)
  await screen.findByRole('article', { name: '毕业证书 · 陈浩然' }, { timeout: 10_000 });
  // the toolbar loads after the first sheets
  await screen.findByRole('combobox', { name: '模板版本' }, { timeout: 5000 });
  const nameLeft = () => view.container.querySelector<HTMLElement>('[data-field="student_name"]')!.style.left;
  return { ...view, nameLeft };
}

async function openDesigner() {
  fireEvent.click(screen.getByRole('button', { name: '模板设计' }));
  return screen.findByRole('group', { name: '毕业证书（2026 版）（297 × 210 毫米）' }, { timeout: 10_000 });
}

const box = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}：`) });
const press = (target: HTMLElement, key: string, times = 1, shiftKey = false) => {
  for (let count = 0; count < times; count++) fireEvent.keyDown(target, { key, shiftKey });
};

describe('证书打印 · 模板设计', () => {
  const realPrint = window.print;
  afterEach(() => {
    window.print = realPrint;
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('designs 姓名 10 mm to the right, saves it as a new version and prints with it, naming it in the log', async () => {
    const saves = serverSaves();
    const logs = capture('/v1-certificate-print-log');
    const print = vi.fn();
    window.print = print;
    const { nameLeft } = await openDiplomas();
    // the newest saved version prints
    expect(screen.getByRole('combobox', { name: '模板版本' })).toHaveTextContent(
      '第 2 版 · 李丽娟 · 2026-06-20 15:42',
    );
    expect(nameLeft()).toBe('112mm');

    await openDesigner();
    const name = box('姓名');
    expect(name).toHaveAccessibleName('姓名：X 112 毫米，Y 60 毫米，宽 40 毫米，高 9 毫米');
    name.focus();
    press(name, 'ArrowRight', 2, true); // 2 × 5 mm
    press(name, 'ArrowRight', 1); // 0.5 mm
    press(name, 'ArrowLeft', 1);
    expect(box('姓名')).toHaveAccessibleName('姓名：X 122 毫米，Y 60 毫米，宽 40 毫米，高 9 毫米');
    expect(box('姓名').style.left).toBe('122mm');
    // the panel shows and sets the chosen field in mm and pt
    const panel = screen.getByRole('complementary', { name: '字段设置' });
    expect(within(panel).getByLabelText('X（毫米）')).toHaveValue('122.0');
    fireEvent.change(within(panel).getByLabelText('字号（磅）'), { target: { value: '18' } });
    fireEvent.blur(within(panel).getByLabelText('字号（磅）'));
    fireEvent.click(within(panel).getByRole('switch', { name: '加粗' }));
    fireEvent.click(within(panel).getByText('居中'));
    await waitFor(() => expect(box('姓名').style.fontSize).toBe('18pt'));
    expect(box('姓名').style.textAlign).toBe('center');

    // 预览 fills the boxes with the students being printed
    fireEvent.click(within(panel).getByRole('switch', { name: '用所选学生预览' }));
    expect(box('姓名')).toHaveTextContent('陈浩然');

    // a field moved into the 5 mm margin is marked and not saved
    const number = box('证书编号');
    press(number, 'ArrowDown', 4, true); // y 180 → 200, bottom 207 > 205
    expect(screen.getByText('「证书编号」进入了 5 毫米页边，打印时会被裁掉')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    expect(await screen.findByText(/不能保存：「证书编号」进入了 5 毫米页边/)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    press(box('证书编号'), 'ArrowUp', 4, true);
    expect(screen.queryByText('「证书编号」进入了 5 毫米页边，打印时会被裁掉')).toBeNull();

    fireEvent.change(screen.getByLabelText('修改说明'), { target: { value: '姓名右移 10 毫米' } });
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const saved = saves[0]!;
    expect(saved).toMatchObject({
      template_id: 'diploma-2026',
      name: '毕业证书（2026 版）',
      remark: '姓名右移 10 毫米',
      paper_width: 297,
      paper_height: 210,
    });
    expect((saved.fields as { key: string }[]).find((field) => field.key === 'student_name')).toEqual({
      key: 'student_name',
      label: '姓名',
      x: 122,
      y: 60,
      width: 40,
      height: 9,
      font_size: 18,
      bold: true,
      letter_spacing: 1,
      align: 'center',
    });
    expect(
      (saved.fields as { key: string; y: number }[]).find((field) => field.key === 'certificate_no')?.y,
    ).toBe(180);
    expect(await screen.findByText('已保存为第 3 版，打印将使用这一版')).toBeInTheDocument();

    // the page prints with the new version
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '模板版本' })).toHaveTextContent(
        '第 3 版 · 李丽娟 · 2026-07-01 09:30',
      ),
    );
    await waitFor(() => expect(nameLeft()).toBe('122mm'));
    fireEvent.click(screen.getByRole('button', { name: '打印 2 张' }));
    // (the mock answers with all three example certificates: 张嘉怡 lacks her photo)
    fireEvent.click(await screen.findByRole('button', { name: '打印其余 2 张' }));
    fireEvent.click(await screen.findByText('打印时卡纸，证书污损作废'));
    fireEvent.click(screen.getByRole('button', { name: '记录并打印' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(logs.map((call) => call.body)).toEqual([
      expect.objectContaining({ ids: [2], print_type: 1, template_version: 3 }),
      expect.objectContaining({ ids: [1], print_type: 2, template_version: 3 }),
    ]);
  }, 40_000);

  it('keeps the edits when the server refuses the version, and shows its message', async () => {
    server.use(
      http.post(`*${SAVE}`, () =>
        HttpResponse.json(
          { code: 400, msg: '「姓名」与「性别」重叠，请调整后保存', result: null },
          { status: 400 },
        ),
      ),
    );
    const showError = vi.fn();
    installApiUi({ showError, goToLogin: vi.fn() });
    await openDiplomas();
    await openDesigner();
    press(box('姓名'), 'ArrowRight', 1, true);
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('「姓名」与「性别」重叠，请调整后保存'));
    expect(box('姓名')).toHaveAccessibleName(/^姓名：X 117 毫米/);
    expect(screen.getByRole('button', { name: '保存为新版本' })).toBeEnabled();
  });

  it('prints with an older version or the built-in template when chosen', async () => {
    const older = {
      ...EXAMPLES[1],
      paper_width: 297,
      paper_height: 210,
      background_url: null,
      fields: [
        { key: 'student_name', label: '姓名', x: 100, y: 60, width: 40, height: 9 },
        { key: 'certificate_no', label: '证书编号', x: 58, y: 180, width: 80, height: 7 },
      ].map((field) => ({ ...field, font_size: 14, bold: false, letter_spacing: 0, align: 'left' })),
    };
    const reads = capture('/v1-certificate-template-version-info', { method: 'get', result: older });
    const { nameLeft } = await openDiplomas();
    // the newest (第 2 版) came with the list: nothing read apart
    expect(reads).toEqual([]);
    await chooseOption(document.body, '模板版本', '系统内置模板');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '模板版本' })).toHaveTextContent('系统内置模板'),
    );
    expect(nameLeft()).toBe('112mm');
    await chooseOption(document.body, '模板版本', '第 1 版 · 王建国 · 2026-06-12 09:18');
    await waitFor(() => expect(nameLeft()).toBe('100mm'));
    expect(reads.map((call) => call.query)).toEqual([{ template_id: 'diploma-2026', version: '1' }]);
  });

  it('says why the versions could not be read and reads them again on 重试', async () => {
    let failures = 1;
    server.use(
      http.get('*/v1-certificate-template-overview', () => {
        if (failures-- > 0)
          return HttpResponse.json({ code: 500, msg: '模板服务暂不可用', result: null }, { status: 500 });
        return undefined;
      }),
    );
    await renderScreen('diplomaPrintAE', { search: '?ids=1,2' });
    expect(await screen.findByText(/模板服务暂不可用/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^打印/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(
      await screen.findByRole('article', { name: '毕业证书 · 陈浩然' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
