import { describe, expect, it } from 'vitest';
import { checkSheet } from '@/kit/import/sheet-check';
import { escapeCell, unescapeCell, type SheetPlanColumn } from '@/kit/import/sheet-columns';
import { writeSheet } from '@/kit/import/write-sheet';
import { readCells } from './sheet-workbook';

const PLAN: SheetPlanColumn[] = [
  { title: '考生号', field: 'exam_no', type: 'text', required: true, unique: true },
  { title: '总分', field: 'score', type: 'integer', required: false, unique: false },
  { title: '层次', field: 'level_id', type: 'text', required: true, unique: false, options: [['专升本', 3]] },
  { title: '备注', field: 'remark', type: 'text', required: false, unique: false },
];

describe('the Excel round trip, cell by cell', () => {
  it("prefixes = + - @ tab and CR with ' on export and takes it off on import", async () => {
    for (const text of ['=SUM(A1:A9)', '+86 139', '-2', '@cmd', '\tx', '\rx'])
      expect(escapeCell(text)).toBe(`'${text}`);
    expect(escapeCell('陈晓婷')).toBe('陈晓婷');
    expect(unescapeCell("'=SUM(A1:A9)")).toBe('=SUM(A1:A9)');
    expect(unescapeCell("'你好")).toBe("'你好"); // a quote the user typed stays

    const file = await writeSheet(['备注'], [['=HYPERLINK("http://evil.example")'], ['普通备注']]);
    expect((await readCells(file)).slice(1)).toEqual([['\'=HYPERLINK("http://evil.example")'], ['普通备注']]);
  });

  it('converts cells by the plan and reports bad, unknown and repeated values with row numbers', async () => {
    const { rows, fileErrors } = await checkSheet(
      [
        ['备注', '考生号', '层次', '总分', '不认识的列'],
        ["'=1+1", 26440106150021, '专升本', 236, 'x'],
        [null, '26440106150022', '专生本', '二百', null],
        [null, null, null, null, null],
        [null, '26440106150021', '专升本', null, null],
      ],
      PLAN,
    );
    expect(fileErrors).toEqual([]);
    expect(rows.map((row) => [row.row, row.values])).toEqual([
      [2, { remark: '=1+1', exam_no: '26440106150021', level_id: 3, score: 236 }],
      [3, { exam_no: '26440106150022' }],
      [5, { exam_no: '26440106150021', level_id: 3 }],
    ]);
    expect(
      rows.flatMap((row) => row.issues.map((issue) => [issue.row, issue.column, issue.message])),
    ).toEqual([
      [3, '总分', '总分应为整数'],
      [3, '层次', '「专生本」不是可选的层次'],
      [5, '考生号', '与第 2 行的考生号重复'],
    ]);
  });

  it('refuses a file without the required columns or without data', async () => {
    expect((await checkSheet([['备注', '总分']], PLAN)).fileErrors).toEqual([
      '缺少必填列：考生号、层次（请使用导入模板的表头）',
      '文件中没有数据行',
    ]);
  });
});
