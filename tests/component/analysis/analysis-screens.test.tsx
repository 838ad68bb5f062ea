/** The analysis screens: filters from the URL to the call, figures and 合计 from the rows, empty and failed states, exports. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readCells, captureSavedFiles } from '../enrolment/sheet-workbook';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

/** The 合计 row of a panel's table (not the 合计 column's header). */
const totalsRow = (panel: HTMLElement) =>
  within(panel)
    .getAllByText('合计')
    .map((element) => element.closest('td'))
    .find(Boolean)!
    .closest('tr')!;
const figure = (label: string) =>
  within(screen.getByRole('list', { name: '统计指标' })).getByText(label).parentElement!.textContent;

describe('analysis screens', () => {
  it('学习情况分析 sends the URL filters and shows figures that add up to the rows', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-analysis-learning', ({ request }) => {
        seen.push(new URL(request.url).search);
        return undefined;
      }),
    );
    await renderScreen('learningAnalysisAE', {
      search: '?school_id=1&profession_id=12&start_date=2026-03-01&end_date=2026-11-20',
    });
    expect(await screen.findByText('各专业学习人数与参与率')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      school_id: '1',
      profession_id: '12',
      start_date: '2026-03-01',
      end_date: '2026-11-20',
    });
    // 1268 + 986 + 1540 + 732 + 854 + 615 = 5995; 4858 of them studied: 81.0 %
    expect(figure('在读学生')).toBe('在读学生5,995人');
    expect(figure('学习参与率')).toBe('学习参与率81.0%');
    const table = screen.getByRole('region', { name: '各专业学习人数与参与率' });
    const totals = totalsRow(table);
    expect(within(totals).getByText('5,995')).toBeInTheDocument();
    expect(within(totals).getByText('4,858')).toBeInTheDocument();
    expect(within(totals).getByText('81.0%')).toBeInTheDocument();
  });

  it('考场费用统计 totals money to the fen and exports the table with its 合计', async () => {
    const saved = captureSavedFiles();
    await renderScreen('examRoomConsumptionST');
    const table = await screen.findByRole('region', { name: '各考点费用构成' });
    expect(figure('合计')).toBe('合计¥151,600.00');
    expect(within(totalsRow(table)).getByText('¥151,600.00')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: /导出表格/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const cells = await readCells(saved[0]!);
    expect(cells[0]).toEqual(['考点', '考场', '场次', '考场租用费', '监考费', '合计']);
    expect(cells.at(-1)).toEqual(['合计', '76', '304', '90800', '60800', '151600']);
  });

  it('says so when nothing matches, and shows a failed load with 重试', async () => {
    server.use(
      http.get('*/v1-own-analysis-exam-curriculum', () =>
        HttpResponse.json({ code: 200, msg: 'ok', result: { updated_at: '2026-11-25 06:00:00', rows: [] } }),
      ),
    );
    await renderScreen('examinationCurriculumST');
    expect(await screen.findByText('所选条件下暂无统计数据')).toBeInTheDocument();

    server.use(
      http.get('*/v1-adult-analysis-reading-progress', () =>
        HttpResponse.json({ code: 500, msg: '统计服务维护中' }),
      ),
    );
    await renderScreen('readingProgressAE');
    expect(await screen.findByText('统计数据加载失败：统计服务维护中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
