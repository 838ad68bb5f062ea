/**
 * Confirmations open at the first click under React's development double mount (<StrictMode>,
 * as `npm start` runs the app): a row's 删除, a batch action's question, a screen's own Popconfirm.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { Popconfirm } from '@arco-design/web-react';
import { ListPage, type ListColumn } from '@/kit';
import { ConfirmPopup } from '@/kit/list/confirm-popup';
import { renderInApp } from '../../support/render-screen';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: '广州函授站' },
  { id: 2, name: '深圳函授站' },
];
const LIST = {
  queryKey: () => ['strict-mode-rows'],
  fetcher: () => Promise.resolve({ result: { total: ROWS.length, list: ROWS } }),
};
const COLUMNS: ListColumn<Row>[] = [{ key: 'name', title: '名称', width: 200 }];

function renderList() {
  const removed: number[] = [];
  renderInApp(
    <StrictMode>
      <ListPage<Row>
        list={LIST}
        rowKey="id"
        columns={COLUMNS}
        rowActions={[
          {
            key: 'remove',
            label: '删除',
            danger: true,
            confirm: (row) => `确定删除「${row.name}」吗？`,
            onClick: (row) => void removed.push(row.id),
          },
        ]}
        batchActions={[
          {
            key: 'stop',
            label: '批量停用',
            confirm: (count) => `确定停用 ${count} 项吗？`,
            onClick: () => undefined,
          },
        ]}
      />
    </StrictMode>,
  );
  return removed;
}

describe('confirmations under <StrictMode>', () => {
  it('a row action asks at the first click, and acts on 确定', async () => {
    const removed = renderList();
    const row = (await screen.findByText('广州函授站')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「广州函授站」吗？')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(removed).toEqual([1]));
  });

  it('a batch action asks at the first click', async () => {
    renderList();
    const row = (await screen.findByText('深圳函授站')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '批量停用' }));
    expect(await screen.findByText('确定停用 1 项吗？')).toBeVisible();
  });

  it('a screen’s own confirmation (ConfirmPopup) asks at the first click', async () => {
    renderInApp(
      <StrictMode>
        <ConfirmPopup title="确定删除这一章吗？" onOk={() => undefined}>
          <button type="button">删除章节</button>
        </ConfirmPopup>
      </StrictMode>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '删除章节' }));
    expect(await screen.findByText('确定删除这一章吗？')).toBeVisible();
  });

  it('Arco’s own Popconfirm asks at the first click', async () => {
    renderInApp(
      <StrictMode>
        <Popconfirm title="确定删除这个事件吗？" onOk={() => undefined}>
          <button type="button">删除事件</button>
        </Popconfirm>
      </StrictMode>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '删除事件' }));
    expect(await screen.findByText('确定删除这个事件吗？')).toBeVisible();
  });
});
