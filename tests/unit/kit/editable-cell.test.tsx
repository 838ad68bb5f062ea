/** editableColumn: cells typed into inside an Arco Table, checked as they change, moved through by keyboard. */
import { Table, type TableColumnProps } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { editableColumn, useEditableCells } from '@/kit';

interface Course {
  id: number;
  name: string;
  credit: number;
  exam_form: number;
}

const SAVED: Course[] = [
  { id: 1, name: '大学语文', credit: 4, exam_form: 1 },
  { id: 2, name: '英语（二）', credit: 6, exam_form: 1 },
  { id: 3, name: '管理学原理', credit: 4, exam_form: 2 },
];

function Plan({ changes = [] }: { changes?: string[] }) {
  const [rows, setRows] = useState(SAVED);
  const cells = useEditableCells();
  const set = (row: Course, next: Partial<Course>) => {
    changes.push(`${row.name} ${JSON.stringify(next)}`);
    setRows((current) => current.map((item) => (item.id === row.id ? { ...item, ...next } : item)));
  };
  const saved = (key: keyof Course) => (row: Course) => SAVED.find((item) => item.id === row.id)?.[key];
  const columns: TableColumnProps<Course>[] = [
    { title: '课程', dataIndex: 'name' },
    editableColumn<Course>(
      {
        type: 'number',
        key: 'credit',
        title: '学分',
        name: (row) => row.name,
        schema: zod.number().min(0.5).max(20),
        saved: saved('credit'),
        onChange: (row, credit) => set(row, { credit }),
      },
      cells,
    ),
    editableColumn<Course>(
      {
        type: 'select',
        key: 'exam_form',
        title: '考核方式',
        name: (row) => row.name,
        options: [
          { label: '闭卷', value: 1 },
          { label: '开卷', value: 2 },
        ],
        saved: saved('exam_form'),
        onChange: (row, form) => set(row, { exam_form: Number(form) }),
      },
      cells,
    ),
  ];
  return (
    <div {...cells.scope}>
      <Table rowKey="id" columns={columns} data={rows} pagination={false} />
      <p aria-label="合计">{rows.reduce((sum, row) => sum + row.credit, 0)}</p>
      <ul aria-label="问题">
        {cells.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button onClick={cells.focusFirst}>定位错误</button>
    </div>
  );
}

const cellOf = (control: HTMLElement) => control.closest('[data-edit-cell]') as HTMLElement;
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('editableColumn', () => {
  it('takes a good value as it is typed', async () => {
    const changes: string[] = [];
    render(<Plan changes={changes} />);
    const credit = screen.getByLabelText('大学语文学分');
    fireEvent.change(credit, { target: { value: '5.5' } });
    await waitFor(() => expect(screen.getByLabelText('合计')).toHaveTextContent('15.5'));
    expect(changes).toEqual(['大学语文 {"credit":5.5}']);
  });

  it('says what is wrong under the cell and with it, keeps the typed text and the last good value', async () => {
    const changes: string[] = [];
    render(<Plan changes={changes} />);
    const credit = screen.getByLabelText('英语（二）学分');
    fireEvent.change(credit, { target: { value: '25' } });
    const cell = cellOf(credit);
    expect(await within(cell).findByText('学分不能大于 20')).toBeInTheDocument();
    expect(credit).toHaveAttribute('aria-invalid', 'true');
    expect(description(credit)).toContain('学分不能大于 20');
    expect(screen.getByLabelText('问题')).toHaveTextContent('「英语（二）」学分不能大于 20');
    expect(changes).toEqual([]); // the row keeps 6
    expect(screen.getByLabelText('合计')).toHaveTextContent('14');
    fireEvent.blur(credit);
    expect(credit).toHaveValue('25'); // what was typed stays to be corrected

    fireEvent.change(credit, { target: { value: '两' } });
    expect(await within(cell).findByText('学分须为数字')).toBeInTheDocument();
    fireEvent.change(credit, { target: { value: '' } });
    expect(await within(cell).findByText('请输入学分')).toBeInTheDocument();

    // Esc: back to the last good value, nothing wrong any more
    fireEvent.keyDown(credit, { key: 'Escape' });
    await waitFor(() => expect(credit).toHaveValue('6'));
    expect(credit).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('问题')).toBeEmptyDOMElement();
  });

  it('marks an unsaved cell apart from a wrong one', async () => {
    render(<Plan />);
    const first = screen.getByLabelText('大学语文学分');
    const second = screen.getByLabelText('英语（二）学分');
    fireEvent.change(first, { target: { value: '5' } });
    fireEvent.change(second, { target: { value: '25' } });
    await waitFor(() => expect(cellOf(second)).toHaveAttribute('data-invalid'));
    // unsaved: marked, said as 未保存, not wrong
    expect(cellOf(first)).toHaveAttribute('data-dirty');
    expect(cellOf(first)).not.toHaveAttribute('data-invalid');
    expect(description(first)).toBe('未保存');
    expect(first.closest('.arco-input-error')).toBeNull();
    // wrong: the error frame and the message
    expect(second.closest('.arco-input-error')).not.toBeNull();
    expect(description(second)).toContain('学分不能大于 20');
    // a value back at the saved one is no longer unsaved
    fireEvent.change(first, { target: { value: '4' } });
    await waitFor(() => expect(cellOf(first)).not.toHaveAttribute('data-dirty'));
    expect(cellOf(screen.getByLabelText('管理学原理学分'))).not.toHaveAttribute('data-dirty');
  });

  it('moves like a spreadsheet: Enter and ↓ down, Shift+Enter and ↑ up, ← → across at the edge', async () => {
    render(<Plan />);
    const first = screen.getByLabelText('大学语文学分') as HTMLInputElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(screen.getByLabelText('英语（二）学分')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByLabelText('管理学原理学分')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }); // the last row: stays
    expect(screen.getByLabelText('管理学原理学分')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    expect(screen.getByLabelText('英语（二）学分')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(first).toHaveFocus();

    // ← → move only from the edge of the text; the focus selects it all, so → goes to its end first
    first.setSelectionRange(0, 1);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    first.setSelectionRange(1, 1);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const select = screen.getByLabelText('大学语文考核方式');
    expect(select).toHaveFocus();
    // a closed select passes ↓ on; ← goes back
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    expect(screen.getByLabelText('英语（二）考核方式')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByLabelText('英语（二）学分')).toHaveFocus();
  });

  it('lets an open select keep its keys, and takes the option chosen', async () => {
    const changes: string[] = [];
    render(<Plan changes={changes} />);
    const select = screen.getByLabelText('管理学原理考核方式');
    select.focus();
    fireEvent.keyDown(select, { key: 'Enter', keyCode: 13 }); // opens the list (Arco reads keyCode)
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(select, { key: 'ArrowUp', keyCode: 38 });
    expect(select).toHaveFocus(); // the list took ↑
    fireEvent.click(await screen.findByRole('option', { name: '闭卷' }));
    await waitFor(() => expect(changes).toEqual(['管理学原理 {"exam_form":1}']));
    expect(cellOf(select)).toHaveAttribute('data-dirty');
  });

  it('puts the focus in the first wrong cell', async () => {
    render(<Plan />);
    const third = screen.getByLabelText('管理学原理学分');
    fireEvent.change(third, { target: { value: '0' } });
    expect(await within(cellOf(third)).findByText('学分不能小于 0.5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '定位错误' }));
    expect(third).toHaveFocus();
  });
});
