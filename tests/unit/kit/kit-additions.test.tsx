/** The kit pieces the remaining screens share: crudActions, batch actions on all results, DrillDownModal, printing. */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import {
  crudActions,
  DrillDownModal,
  ListPage,
  useRecordModal,
  useSheetExport,
  type BatchScope,
} from '@/kit';
import { readCells } from '../../component/enrolment/sheet-workbook';
import { renderInApp } from '../../support/render-screen';
import { chineseDate, PrintPreview, PrintSheet } from '@/kit/print';

interface Row {
  id: number;
  name: string;
  status: number;
}

const ROWS: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `2026级学前教育${index + 1}班`,
  status: index % 2,
}));

/** A paged fetcher over ROWS that records its params. */
function pagedSource(seen: Record<string, unknown>[] = []) {
  return {
    queryKey: (params: Record<string, unknown>) => ['rows', params],
    fetcher: (params: Record<string, unknown>) => {
      seen.push(params);
      const page = Number(params.page);
      const limit = Number(params.limit);
      return Promise.resolve({
        result: { total: ROWS.length, list: ROWS.slice((page - 1) * limit, page * limit) },
      });
    },
  };
}

const mount = (element: ReactNode, url = '/classAE') => renderInApp(element, { url }).router;

describe('crudActions', () => {
  it('declares 编辑, 停用/启用 and 删除 with their permissions and questions', () => {
    const actions = crudActions<Row>({
      noun: '班级',
      name: (row) => row.name,
      edit: vi.fn(),
      status: { isEnabled: (row) => row.status === 1, send: () => Promise.resolve() },
      remove: () => Promise.resolve(),
    });
    expect(actions.map((action) => [action.key, action.label, action.perm])).toEqual([
      ['edit', '编辑', 'edit'],
      ['status-on', '启用', 'toggle'],
      ['status-off', '停用', 'toggle'],
      ['delete', '删除', 'delete'],
    ]);
    const enabled = ROWS[1];
    expect(actions[1].hidden?.(enabled)).toBe(true); // an enabled row offers 停用 only
    expect(actions[2].hidden?.(enabled)).toBe(false);
    expect(actions[2].confirm).toBe('确定停用该班级吗？');
    const remove = actions[3].confirm as (row: Row) => string;
    expect(remove(enabled)).toBe('确定删除班级「2026级学前教育2班」吗？删除后不可恢复。');
  });

  it("names the two states in the domain's words, each with its own question", () => {
    const [on, off] = crudActions<Row>({
      noun: '单位',
      status: {
        isEnabled: (row) => row.status === 1,
        send: () => Promise.resolve(),
        labels: { enable: '恢复合作', disable: '停止合作' },
        enableConfirm: '恢复合作后该单位重新出现在单位下拉中，确定恢复吗？',
      },
    });
    expect([on.label, on.confirm, off.label, off.confirm]).toEqual([
      '恢复合作',
      '恢复合作后该单位重新出现在单位下拉中，确定恢复吗？',
      '停止合作',
      '确定停止合作该单位吗？',
    ]);
  });
});

describe('batch actions on all results', () => {
  it('offers 选择全部 N 条结果 once the page is selected, and says how many before acting', async () => {
    const scopes: BatchScope[] = [];
    const source = pagedSource();
    mount(
      <ListPage<Row, Record<string, unknown>>
        list={source}
        rowKey="id"
        search={[{ type: 'input', field: 'name', label: '班级名称' }]}
        columns={[{ key: 'name', title: '班级名称' }]}
        batchActions={[
          {
            key: 'register',
            label: '批量报名',
            allResults: true,
            confirm: (count) => `将为 ${count} 个班级报名，确定吗？`,
            onClick: (_rows, scope) => void scopes.push(scope),
          },
        ]}
      />,
      '/classAE?name=学前',
    );
    await screen.findByText('2026级学前教育1班');
    const [selectPage] = screen.getAllByRole('checkbox');
    fireEvent.click(selectPage);
    expect(screen.getByText('已选 10 项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择全部 25 条结果' }));
    expect(screen.getByText('已选全部 25 条结果')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量报名' }));
    expect(await screen.findByText('将为 25 个班级报名，确定吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(scopes).toHaveLength(1));
    expect(scopes[0]).toEqual({ all: true, count: 25, filters: { name: '学前' } });
  });
});

function DrillDownFixture({ seen }: { seen: Record<string, unknown>[] }) {
  const modal = useRecordModal<Row>();
  const source = pagedSource(seen);
  return (
    <>
      <button type="button" onClick={() => modal.open(ROWS[2])}>
        学生名单
      </button>
      <DrillDownModal<Row, Row, Record<string, unknown>>
        modal={modal}
        title={(parent) => `${parent.name} · 学生名单`}
        items={[{ key: 'name', title: '班级名称' }]}
        columns={[{ key: 'name', title: '学生' }]}
        rowKey="id"
        list={(parent) => ({
          queryKey: (params) => ['students', parent.id, params],
          fetcher: (params) => source.fetcher({ ...params, class_id: parent.id }),
        })}
      />
    </>
  );
}

describe('DrillDownModal', () => {
  it("loads the parent's paged rows with the parent's id and clears its URL keys on close", async () => {
    const seen: Record<string, unknown>[] = [];
    const router = mount(<DrillDownFixture seen={seen} />, '/classAE?dd_page=2');
    fireEvent.click(screen.getByRole('button', { name: '学生名单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2026级学前教育3班 · 学生名单')).toBeInTheDocument();
    await within(dialog).findByText('2026级学前教育11班'); // page 2 of the second list
    expect(seen.at(-1)).toEqual({ page: 2, limit: 10, class_id: 3 });
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('printing', () => {
  it('writes dates as Chinese documents do', () => {
    expect(chineseDate('2026-11-25')).toBe('二〇二六年十一月二十五日');
    expect(chineseDate(new Date(2026, 6, 1), { day: false })).toBe('二〇二六年七月');
    expect(chineseDate('2027-01-10')).toBe('二〇二七年一月十日');
  });

  it('prints only the sheets of an open preview (打印 or Ctrl+P), then restores the page', async () => {
    const print = vi.fn(() => expect(document.body.classList.contains('jw-print-only')).toBe(true));
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const sheets = (
      <>
        <PrintSheet label="第 1 考场">第 1 考场</PrintSheet>
        <PrintSheet label="第 2 考场">第 2 考场</PrintSheet>
      </>
    );
    const { rerender } = render(
      <PrintPreview visible title="座位表" onClose={() => undefined}>
        {sheets}
      </PrintPreview>,
    );
    // the preview and, hidden until printing, the sheets that print
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(4);
    expect(document.querySelectorAll('[data-print-portal] [data-print-sheet]')).toHaveLength(2);
    // while it is open, print media (the browser's own Ctrl+P too) shows only the sheets
    expect(document.body.classList.contains('jw-print-only')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /打印/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    rerender(
      <PrintPreview visible={false} title="座位表" onClose={() => undefined}>
        {sheets}
      </PrintPreview>,
    );
    await waitFor(() => expect(document.body.classList.contains('jw-print-only')).toBe(false));
  });
});

describe('client exports', () => {
  it('write dictionaries and states as the list shows them, never as codes', async () => {
    const queryClient = createQueryClient();
    const rows = [
      { id: 1, name: '陈晓婷', sex: 2, status: 1 },
      { id: 2, name: '李明', sex: 1, status: 0 },
    ];
    const { result } = renderHook(
      () =>
        useSheetExport<(typeof rows)[number], Record<string, never>>(
          [
            { key: 'name', title: '姓名', sheet: {} },
            { key: 'sex', title: '性别', valueType: 'dict', dict: 'Sex', sheet: {} },
            {
              key: 'status',
              title: '状态',
              valueType: 'status',
              statusMap: { 1: { text: '在读' }, 0: { text: '休学' } },
              sheet: {},
            },
          ],
          () => Promise.resolve({ result: { total: 2, list: rows } }),
        ),
      {
        wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      },
    );
    const file = await result.current({}, {});
    expect(await readCells(file)).toEqual([
      ['姓名', '性别', '状态'],
      ['陈晓婷', '女', '在读'],
      ['李明', '男', '休学'],
    ]);
  });
});
