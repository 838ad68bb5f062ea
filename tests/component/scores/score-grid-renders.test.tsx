/**
 * 成绩录入 stays within a frame for a class of 1,000 because a keystroke re-renders only the row typed
 * into: the rows (RowRenderProbe) and the grid around them (GridRenderProbe) are counted as they
 * render while typing, moving and pasting.
 */
import { ConfigProvider } from '@arco-design/web-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessProvider, ScreenRouteProvider } from '@/access/access-context';
import { EMPTY_ACCESS } from '@/access/permission-tree';
import { createQueryClient } from '@/api/query-client';
import { GridRenderProbe } from '@/pages/scores/score-entry-grid';
import { ScoreEntryPage } from '@/pages/scores/score-entry-page';
import { RowRenderProbe } from '@/pages/scores/score-grid-rows';
import { findRoute } from '@/routes/registry';
import { setSessionValues } from '@/session/session';

const NAME = 'scorViewingEntryAE';
/** A render of the grid around the rows. */
const GRID = -1;

/** The screen as the shell mounts it, every row's render noted by its position, the grid's as -1. */
async function open(renders: number[]) {
  setSessionValues({ token: 'test-token', pageType: 'adultEducation' });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AccessProvider value={{ ...EMPTY_ACCESS, grantAll: true }}>
            <ScreenRouteProvider value={findRoute(NAME)!}>
              <GridRenderProbe.Provider value={() => renders.push(GRID)}>
                <RowRenderProbe.Provider value={(index) => renders.push(index)}>
                  <ScoreEntryPage />
                </RowRenderProbe.Provider>
              </GridRenderProbe.Provider>
            </ScreenRouteProvider>
          </AccessProvider>
        ),
      },
    ],
    { initialEntries: [`/${NAME}?class_id=1&course_id=3`] },
  );
  render(
    <ConfigProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  await screen.findByRole('grid', {}, { timeout: 20_000 });
}

const cell = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('成绩录入 re-renders only what changed', () => {
  it('renders the row typed into and no other, and nothing when the focus moves', async () => {
    const renders: number[] = [];
    await open(renders);
    expect(renders).toContain(GRID);
    const rows = screen.getAllByRole('row').length - 1; // the header row aside
    expect(rows).toBeGreaterThan(3);
    const final = cell('王志强 期末考试');
    const row = Number(final.dataset.cell!.split(':')[0]);

    renders.length = 0;
    fireEvent.change(final, { target: { value: '6' } });
    fireEvent.change(final, { target: { value: '61' } });
    expect(final).toHaveValue('61');
    expect(renders).toEqual([row, row]);

    // the status line changed (1 行未保存), the rows did not
    expect(screen.getByRole('status')).toHaveTextContent('1 行未保存');
    renders.length = 0;
    fireEvent.keyDown(final, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(final).toHaveFocus();
    expect(renders).toEqual([]);

    // a block pasted over two rows renders those two
    renders.length = 0;
    fireEvent.paste(cell('陈浩然 平时成绩'), { clipboardData: { getData: () => '60\r\n61\r\n' } });
    expect(new Set(renders)).toEqual(new Set([0, 1]));
    expect(renders).toHaveLength(2);
  }, 30_000);
});
