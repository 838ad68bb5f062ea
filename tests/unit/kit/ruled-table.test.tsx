/** The kit's ruled print table: rows cut into sheets, the header row on each, forms of label cells. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginateRows, RuledSheets, RuledTable, SignatureBlock, type RuledColumn } from '@/kit/print';
import { columnWidths } from '@/kit/print/ruled-table';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const sizes = (pages: unknown[][]) => pages.map((page) => page.length);

describe('paginateRows', () => {
  it('fills sheets of rows per page', () => {
    expect(sizes(paginateRows(numbers(25), { perPage: 10 }))).toEqual([10, 10, 5]);
    expect(sizes(paginateRows(numbers(20), { perPage: 10 }))).toEqual([10, 10]);
    expect(paginateRows(numbers(3), { perPage: 10 })).toEqual([[1, 2, 3]]);
  });

  it('keeps the block under the table on the sheet of the last rows, never alone', () => {
    // 5 rows left, 4 fit with the signatures: 4 go on, 1 row carries the signatures
    expect(sizes(paginateRows(numbers(25), { perPage: 10, lastPage: 4 }))).toEqual([10, 10, 4, 1]);
    // a full last sheet has no room for the block: one row moves on with it
    expect(sizes(paginateRows(numbers(20), { perPage: 10, lastPage: 8 }))).toEqual([10, 9, 1]);
    expect(sizes(paginateRows(numbers(18), { perPage: 10, lastPage: 8 }))).toEqual([10, 8]);
    // the rows in order, none lost
    expect(paginateRows(numbers(25), { perPage: 10, lastPage: 4 }).flat()).toEqual(numbers(25));
  });

  it('gives the block a sheet of its own when no row fits beside it, and a blank sheet without rows', () => {
    expect(sizes(paginateRows(numbers(25), { perPage: 10, lastPage: 0 }))).toEqual([10, 10, 5, 0]);
    expect(paginateRows([], { perPage: 10 })).toEqual([[]]);
    expect(paginateRows([], { perPage: 10, lastPage: 0 })).toEqual([[]]);
  });
});

describe('columnWidths', () => {
  it('keeps lengths, leaves even shares to the table and gives uneven shares as percentages', () => {
    expect(columnWidths([{ width: '34mm' }, {}, { width: '45%' }, {}])).toEqual([
      '34mm',
      undefined,
      '45%',
      undefined,
    ]);
    expect(columnWidths([{ width: '20mm' }, { width: 2 }, { width: 1 }, { width: 1 }])).toEqual([
      '20mm',
      '50%',
      '25%',
      '25%',
    ]);
  });
});

interface Candidate {
  seat: number;
  name: string;
}

const CANDIDATES: Candidate[] = numbers(23).map((seat) => ({ seat, name: `考生${seat}` }));
const COLUMNS: RuledColumn<Candidate>[] = [
  { key: 'seat', title: '座位号', width: '14mm', align: 'center' },
  { key: 'name', title: '姓名' },
  { key: 'sign', title: '考生签名', width: '34mm', render: () => null },
];

describe('RuledSheets', () => {
  it('cuts the rows into sheets, each with the heading and the header row, the signatures on the last', () => {
    render(
      <RuledSheets<Candidate>
        sheetLabel={({ number }) => `签到表 第 ${number} 页`}
        columns={COLUMNS}
        rows={CANDIDATES}
        rowKey={(row) => row.seat}
        rowsPerPage={10}
        lastPageRows={2}
        label="考生签到"
        head={({ number, count }) => <h1>{`考生签到表 第 ${number}/${count} 页`}</h1>}
        footer={() => <SignatureBlock label="签名" items={[{ label: '监考员签名：', line: '30mm' }]} />}
      />,
    );
    const sheets = screen.getAllByRole('article');
    // 23 rows: 10, 10, then 3 left but only 2 fit with the signatures
    expect(sheets.map((sheet) => sheet.getAttribute('aria-label'))).toEqual([
      '签到表 第 1 页',
      '签到表 第 2 页',
      '签到表 第 3 页',
      '签到表 第 4 页',
    ]);
    const bodyRows = sheets.map((sheet) => within(sheet).getAllByRole('row').length - 1);
    expect(bodyRows).toEqual([10, 10, 2, 1]);
    for (const [index, sheet] of sheets.entries()) {
      const table = within(sheet).getByRole('table', { name: '考生签到' });
      // the header row repeated on every sheet
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['座位号', '姓名', '考生签名']);
      expect(within(sheet).getByRole('heading')).toHaveTextContent(`考生签到表 第 ${index + 1}/4 页`);
    }
    expect(within(sheets[2]!).getByText('考生21')).toBeInTheDocument();
    expect(within(sheets[3]!).getByText('考生23')).toBeInTheDocument();
    // the signatures once, on the sheet of the last row
    expect(screen.getAllByRole('group', { name: '签名' })).toHaveLength(1);
    expect(within(sheets[3]!).getByRole('group', { name: '签名' })).toHaveTextContent('监考员签名：');
  });

  it('puts the footer on every sheet when asked, and fills sheets with blank rows to write on', () => {
    render(
      <RuledSheets<Candidate>
        sheetLabel="名单"
        columns={COLUMNS}
        rows={CANDIDATES.slice(0, 12)}
        rowsPerPage={10}
        fillPages
        footerOnEvery
        footer={({ number, count }) => <p>{`第 ${number} 页 / 共 ${count} 页`}</p>}
      />,
    );
    const sheets = screen.getAllByRole('article');
    expect(sheets.map((sheet) => within(sheet).getByText(/^第 \d 页/).textContent)).toEqual([
      '第 1 页 / 共 2 页',
      '第 2 页 / 共 2 页',
    ]);
    // the second sheet: 2 candidates and 8 blank rows
    expect(within(sheets[1]!).getAllByRole('row')).toHaveLength(1 + 10);
    expect(sheets[1]!.querySelectorAll('[data-blank-row]')).toHaveLength(8);
  });
});

describe('RuledTable', () => {
  it('draws a form: label cells as row headers, spans, a caption naming the table', () => {
    render(
      <RuledTable
        caption="答辩信息"
        columns={[{ key: 'l1', width: '22mm' }, { key: 'v1' }, { key: 'l2', width: '22mm' }, { key: 'v2' }]}
        extraRows={[
          {
            cells: [{ content: '姓名', label: true }, '陈浩然', { content: '学号', label: true }, '2024001'],
          },
          {
            cells: [
              { content: '论文题目', label: true },
              { content: '网络流行语的构词方式研究', colSpan: 3 },
            ],
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '答辩信息' });
    expect(within(table).queryAllByRole('columnheader')).toEqual([]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['姓名', '学号', '论文题目']);
    expect(within(table).getByText('网络流行语的构词方式研究')).toHaveAttribute('colspan', '3');
    expect(table.querySelectorAll('col')[0]!.style.width).toBe('22mm');
  });

  it('renders records through the columns and adds blank rows up to minRows', () => {
    render(
      <RuledTable<Candidate>
        label="提问"
        columns={COLUMNS}
        rows={CANDIDATES.slice(0, 2)}
        minRows={4}
        rowHeight="12mm"
      />,
    );
    const rows = within(screen.getByRole('table', { name: '提问' })).getAllByRole('row');
    expect(rows).toHaveLength(1 + 4);
    expect(rows[1]).toHaveTextContent('1考生1');
    expect(rows[4]!.style.height).toBe('12mm');
    expect(rows[4]).toHaveAttribute('data-blank-row');
  });
});
