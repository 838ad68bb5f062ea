/**
 * When the table would not fit its window as declared, a row shows at most three controls: more
 * than three actions fold into 更多, and a folded action that asks first still asks (a
 * confirmation dialog) before it acts. A table with room shows every button.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPage, type ListColumn, type RowAction } from '@/kit';
import { renderInApp } from '../../support/render-screen';

interface Plan {
  id: number;
  name: string;
  draft: boolean;
}

const ROWS: Plan[] = [
  { id: 1, name: '2026年春季基础教材计划', draft: true },
  { id: 2, name: '2025年秋季基础教材计划', draft: false },
];
const LIST = {
  queryKey: () => ['row-actions'],
  fetcher: () => Promise.resolve({ result: { total: ROWS.length, list: ROWS } }),
};
const COLUMNS: ListColumn<Plan>[] = [{ key: 'name', title: '计划名称', width: 220 }];

/** The width the table's box measures (happy-dom lays nothing out: 0 unless told). */
function tableWidth(width: number) {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
}
afterEach(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

function renderPlans(width = 400) {
  tableWidth(width);
  const done: string[] = [];
  const act = (key: string) => (row: Plan) => void done.push(`${key} ${row.id}`);
  const actions: RowAction<Plan>[] = [
    { key: 'edit', label: '编辑', hidden: (row) => !row.draft, onClick: act('edit') },
    { key: 'view', label: '查看', hidden: (row) => row.draft, onClick: act('view') },
    { key: 'order', label: '确认下单', hidden: (row) => !row.draft, onClick: act('order') },
    { key: 'sheet', label: '导出订货单', onClick: act('sheet') },
    {
      key: 'remove',
      label: '删除',
      danger: true,
      confirm: (row) => `确定删除「${row.name}」吗？`,
      onClick: act('remove'),
    },
  ];
  renderInApp(<ListPage<Plan> list={LIST} rowKey="id" columns={COLUMNS} rowActions={actions} />);
  return done;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('row actions', () => {
  it('a table with room shows every button', async () => {
    renderPlans(1200);
    const draft = await rowOf('2026年春季基础教材计划');
    expect(
      within(draft)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['编辑', '确认下单', '导出订货单', '删除']);
  });

  it('a row with more than three folds the rest into 更多; one with three shows them all', async () => {
    renderPlans();
    const draft = await rowOf('2026年春季基础教材计划');
    expect(
      within(draft)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['编辑', '确认下单', '更多']);
    const ordered = await rowOf('2025年秋季基础教材计划');
    expect(
      within(ordered)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['查看', '导出订货单', '删除']);
  });

  it('a folded action acts from the menu, and one that asks first asks', async () => {
    const done = renderPlans();
    const draft = await rowOf('2026年春季基础教材计划');
    fireEvent.click(within(draft).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '导出订货单' }));
    await waitFor(() => expect(done).toEqual(['sheet 1']));

    fireEvent.click(within(draft).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect(await screen.findByText('确定删除「2026年春季基础教材计划」吗？')).toBeInTheDocument();
    expect(done).toEqual(['sheet 1']);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(done).toEqual(['sheet 1', 'remove 1']));
  });
});
