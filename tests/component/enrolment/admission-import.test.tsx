import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { ADMISSION_HEADER, admissionRow, captureSavedFiles, readCells, workbook } from './sheet-workbook';

async function openImport() {
  await renderScreen('admissionAE');
  await screen.findByText('陈晓婷');
  fireEvent.click(screen.getByRole('button', { name: /导入录取名单/ }));
  return screen.findByRole('dialog');
}

async function choose(dialog: HTMLElement, file: File) {
  const input = await within(dialog).findByLabelText('选择 Excel 文件');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('admission import (the Excel round trip)', () => {
  it('checks every row before committing: row, column, value and message', async () => {
    const dialog = await openImport();
    await choose(
      dialog,
      await workbook([
        ADMISSION_HEADER,
        admissionRow('26440106150021', '陈晓婷', '440106199803152746'),
        admissionRow('26440106150022', '黄志强', '44010619951120341'), // 17 digits
        admissionRow('26440106150023', '韦海燕', '450103200001083028', '专生本'),
        admissionRow('26440106150021', '李俊杰', '440604199207116637'), // same 考生号 as row 2
        admissionRow('26440106150025', '', '441202199909214018'),
        admissionRow('26440106150026', '梁伟明', '44120219990921401X'),
      ]),
    );
    expect(
      await within(dialog).findByText('共 6 行：2 行可以导入，4 行有问题（4 处）。'),
    ).toBeInTheDocument();
    const results = within(dialog).getByRole('table');
    const rows = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', '身份证号', '44010619951120341', '身份证号格式不正确'],
      ['4', '层次', '专生本', '「专生本」不是可选的层次'],
      ['5', '考生号', '26440106150021', '与第 2 行的考生号重复'],
      ['6', '姓名', '', '姓名不能为空'],
    ]);
  });

  it('commits only the valid rows, as the contract asks, then adds the rows the server refused', async () => {
    const bodies: { rows: Record<string, unknown>[] }[] = [];
    server.use(
      http.post('*/v1-adult-admission-import', async ({ request }) => {
        const body = (await request.json()) as { rows: Record<string, unknown>[] };
        bodies.push(body);
        return HttpResponse.json({
          code: 200,
          msg: '导入完成',
          result: {
            total: body.rows.length,
            success: body.rows.length - 1,
            failed: [
              {
                row: 3,
                field: 'id_card',
                value: '440111199511203415',
                message: '身份证号与考生号登记信息不一致',
              },
            ],
          },
        });
      }),
    );
    const saved = captureSavedFiles();
    const dialog = await openImport();
    await choose(
      dialog,
      await workbook([
        ADMISSION_HEADER,
        admissionRow('26440106150021', '陈晓婷', '440106199803152746'),
        admissionRow('26440111150388', '黄志强', '440111199511203415'),
        admissionRow('26450103120045', '韦海燕', '4501032000010830'),
      ]),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: '导入 2 行' }));
    expect(await within(dialog).findByText('已导入 1 行；2 行未导入。')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].rows[0]).toEqual({
      row: 2,
      exam_no: '26440106150021',
      name: '陈晓婷',
      sex: 2,
      id_card: '440106199803152746',
      phone: '13926015873',
      year: 2026,
      school_id: 1,
      profession_id: 2,
      level_id: 3,
      modality_id: 3,
      batch_id: 1,
      nation_id: 1,
      outlook_id: 3,
      score: 236,
    });
    expect(bodies[0].rows.map((row) => row.row)).toEqual([2, 3]);
    expect(within(dialog).getByText('身份证号与考生号登记信息不一致')).toBeInTheDocument();

    // the rejected rows come back as a workbook with a message column …
    fireEvent.click(within(dialog).getByRole('button', { name: '下载错误行' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const rejected = await readCells(saved[0]);
    expect(rejected[0]).toEqual([...ADMISSION_HEADER, '错误信息']);
    expect(rejected.map((row) => row[0])).toEqual(['考生号', '26440111150388', '26450103120045']);
    expect(rejected[2][15]).toBe('身份证号：身份证号格式不正确');

    // … which, fixed, imports cleanly (the message column is ignored)
    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    const again = await openImportAgain();
    const fixed = rejected.map((row, index) => (index === 2 ? row.with(3, '450103200001083028') : row));
    await choose(again, await workbook(fixed as (string | null)[][], '录取名单-错误行.xlsx'));
    expect(await within(again).findByText('共 2 行：2 行可以导入，0 行有问题（0 处）。')).toBeInTheDocument();
  });

  it('re-imports an exported list without edits, and the export escapes formula cells', async () => {
    server.use(
      http.get('*/v1-adult-admission-list', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        const base = {
          id: 1,
          exam_no: '26440106150021',
          name: '陈晓婷',
          sex: 2,
          id_card: '440106199803152746',
          phone: '',
          year: 2026,
          school_id: 1,
          school_name: '华南师范大学',
          profession_id: 2,
          profession_name: '会计学',
          level_id: 3,
          level_name: '专升本',
          modality_id: 3,
          modality_name: '函授',
          batch_id: 1,
          batch_name: '2026年春季',
          nation_id: 1,
          nation_name: '汉族',
          outlook_id: 3,
          outlook_name: '共青团员',
          score: 236,
          status: 1,
          admitted_at: '2026-03-02',
          remark: '=HYPERLINK("http://evil.example","点我")',
        };
        // 150 rows: the export reads them all, page by page
        const list = Array.from(
          { length: Math.max(0, Math.min(limit, 150 - (page - 1) * limit)) },
          (_, index) => {
            const n = (page - 1) * limit + index;
            return {
              ...base,
              id: n + 1,
              exam_no: String(26440106150000 + n),
              id_card: `4401061998031${String(n).padStart(4, '0')}6`,
            };
          },
        );
        return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 150, list } });
      }),
    );
    const saved = captureSavedFiles();
    await renderScreen('admissionAE');
    await screen.findAllByText('陈晓婷');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = await readCells(saved[0]);
    expect(exported).toHaveLength(151);
    expect(exported[0]).toEqual(ADMISSION_HEADER);
    expect(exported[1].slice(0, 4)).toEqual(['26440106150000', '陈晓婷', '女', '440106199803100006']);
    expect(exported[1][14]).toBe('\'=HYPERLINK("http://evil.example","点我")');

    fireEvent.click(screen.getByRole('button', { name: /导入录取名单/ }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, new File([saved[0]], '录取名单.xlsx'));
    expect(
      await within(dialog).findByText(
        '共 150 行：150 行可以导入，0 行有问题（0 处）。',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

async function openImportAgain() {
  fireEvent.click(screen.getByRole('button', { name: /导入录取名单/ }));
  return screen.findByRole('dialog');
}
