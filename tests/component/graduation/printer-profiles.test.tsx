/** 证书打印 · 打印机校准: printers made, chosen, renamed, removed, exported and imported on the print page. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../support/arco';
import { renderScreen } from '../../support/render-screen';

const OFFICE = '教务处 HP M1136';
const stored = () => JSON.parse(localStorage.getItem('jw.print.printers') ?? 'null') as unknown;

async function openDiplomas() {
  const { container } = await renderScreen('diplomaPrintAE', { search: '?ids=1,2' });
  await screen.findByRole('article', { name: '毕业证书 · 陈浩然' }, { timeout: 5000 });
  // the calibration tools load after the first sheets
  await screen.findByRole('combobox', { name: '打印机' }, { timeout: 5000 });
  return () => container.querySelector<HTMLElement>('[data-field="student_name"]')!.style.left;
}

const printer = () => screen.getByRole('combobox', { name: '打印机' });

async function choosePrinter(name: string) {
  await chooseOption(document.body, '打印机', name);
  await waitFor(() => expect(printer()).toHaveTextContent(name));
}

/** Types a name into the open printer dialog and saves it. */
async function nameIt(name: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('打印机名称'), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  return dialog;
}

function chooseFile(text: string) {
  const input = screen.getByLabelText('选择打印机校准文件');
  fireEvent.change(input, { target: { files: [new File([text], '打印机校准.json')] } });
}

describe('证书打印 · 打印机校准', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('keeps each printer’s offset, checks names, and removes a printer after asking', async () => {
    localStorage.setItem('jw.print.calibration.diploma-2026', '{"x":1,"y":0}');
    const nameLeft = await openDiplomas();
    // the offset kept before printer profiles is now 本机打印机's
    expect(printer()).toHaveTextContent('本机打印机');
    expect(nameLeft()).toBe('113mm');
    expect(screen.getByRole('button', { name: '删除打印机' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '新建打印机' }));
    const dialog = await nameIt('  ');
    expect(await within(dialog).findByText('请输入打印机名称')).toBeInTheDocument();
    await nameIt('本机打印机');
    expect(await within(dialog).findByText('已有名为「本机打印机」的打印机')).toBeInTheDocument();
    await nameIt('打'.repeat(31));
    expect(await within(dialog).findByText('打印机名称不能超过 30 个字')).toBeInTheDocument();
    await nameIt(OFFICE);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the new printer is this template's, with no offset yet
    expect(printer()).toHaveTextContent(OFFICE);
    expect(nameLeft()).toBe('112mm');
    fireEvent.change(screen.getByLabelText('水平偏移（毫米）'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('水平偏移（毫米）'));
    await waitFor(() => expect(nameLeft()).toBe('115mm'));

    await choosePrinter('本机打印机');
    expect(nameLeft()).toBe('113mm');
    await choosePrinter(OFFICE);
    expect(nameLeft()).toBe('115mm');

    fireEvent.click(screen.getByRole('button', { name: '重命名打印机' }));
    await nameIt('教务处 HP M1136 上层纸盒');
    await waitFor(() => expect(printer()).toHaveTextContent('教务处 HP M1136 上层纸盒'));
    expect(stored()).toEqual({
      profiles: [
        { name: '本机打印机', offsets: { 'diploma-2026': { x: 1, y: 0 } } },
        { name: '教务处 HP M1136 上层纸盒', offsets: { 'diploma-2026': { x: 3, y: 0 } } },
      ],
      chosen: { 'diploma-2026': '教务处 HP M1136 上层纸盒' },
    });

    fireEvent.click(screen.getByRole('button', { name: '删除打印机' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('删除打印机「教务处 HP M1136 上层纸盒」？');
    expect(ask).toHaveTextContent('它在 1 个证书模板上的校准一并删除');
    fireEvent.click(within(ask).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(printer()).toHaveTextContent('本机打印机'));
    expect(nameLeft()).toBe('113mm');
  });

  it('exports the printers to a file and imports one, refusing a wrong file unchanged', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let last: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      last = blob as Blob;
      return 'blob:printers';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: last! });
    });
    const nameLeft = await openDiplomas();
    fireEvent.change(screen.getByLabelText('垂直偏移（毫米）'), { target: { value: '-2' } });
    fireEvent.blur(screen.getByLabelText('垂直偏移（毫米）'));
    fireEvent.click(screen.getByRole('button', { name: '导出校准' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^打印机校准-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({
      kind: 'jw-printer-calibration',
      profiles: [{ name: '本机打印机', offsets: { 'diploma-2026': { x: 0, y: -2 } } }],
    });
    expect(await screen.findByText(/已导出 1 台打印机的校准：打印机校准-/)).toBeInTheDocument();

    const before = stored();
    chooseFile('{"kind":"jw-printer-calibration","version":1,"profiles":[{"name":"","offsets":{}}]}');
    expect(
      await screen.findByText('打印机校准文件有误，未导入：第 1 台打印机：名称为空'),
    ).toBeInTheDocument();
    chooseFile('not json');
    expect(await screen.findByText(/所选文件不是打印机校准文件.*内容无法读取/)).toBeInTheDocument();
    expect(stored()).toEqual(before);

    chooseFile(
      JSON.stringify({
        kind: 'jw-printer-calibration',
        version: 1,
        profiles: [
          { name: '本机打印机', offsets: { 'degree-2026': { x: 1, y: 1 } } },
          { name: OFFICE, offsets: { 'diploma-2026': { x: 3, y: -2 } } },
        ],
      }),
    );
    expect(await screen.findByText('已导入 2 台打印机的校准：新增 1 台，更新 1 台')).toBeInTheDocument();
    // this template keeps the printer chosen for it here (its offset was set on 本机打印机)
    expect(printer()).toHaveTextContent('本机打印机');
    expect(nameLeft()).toBe('112mm');
    await choosePrinter(OFFICE);
    expect(nameLeft()).toBe('115mm');
  });
});
