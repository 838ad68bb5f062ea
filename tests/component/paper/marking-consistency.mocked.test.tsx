/**
 * 阅卷进度与评分一致性 on 按题批改: per question and per marker — done, left, mean, deviation from the
 * question's other markers, share sent to arbitration — as a chart with its table, and the final scores.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ChartOption, ChartProps } from '@/kit/chart/chart';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

// happy-dom has no canvas: the chart becomes a figure listing its series and categories
vi.mock('@/kit/chart/chart', () => {
  const names = (option: ChartOption) =>
    (option.series === undefined ? [] : [option.series].flat()).map((item) => String(item.name));
  const categories = (option: ChartOption) =>
    [option.xAxis, option.yAxis]
      .flat()
      .flatMap((axis) =>
        axis && 'type' in axis && axis.type === 'category' && 'data' in axis && Array.isArray(axis.data)
          ? axis.data.map(String)
          : [],
      );
  return {
    Chart: ({ option, ariaLabel }: ChartProps) => (
      <div role="figure" aria-label={ariaLabel}>
        <span>{names(option).join('|')}</span>
        <span data-testid="categories">{categories(option).join('|')}</span>
      </div>
    ),
  };
});

const mark = (id: number, answer_id: number, teacher_id: number, score: number, minute: number) => ({
  id,
  answer_id,
  teacher_id,
  score,
  rubric_item_ids: [],
  comment: '',
  created_at: `2026-11-20 09:${String(minute).padStart(2, '0')}:00`,
});

describe('阅卷进度与评分一致性 (modifyQuestionAE)', () => {
  it('counts per marker, compares each with the other marker, and shows the final scores', async () => {
    const marks = [
      mark(1, 9002, 31, 2, 0),
      mark(2, 9002, 32, 5, 1),
      mark(3, 9005, 31, 3, 5),
      mark(4, 9005, 32, 4, 6),
      mark(5, 9002, 35, 4, 10), // the lead's arbitration
    ];
    server.use(
      http.get('*/api/exam/marking/marks', ({ request }) =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          result: new URL(request.url).searchParams.get('topic_id') === '6' ? marks : [],
        }),
      ),
      http.get('*/api/exam/marking/anomalies', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', result: [] }),
      ),
    );
    await renderScreen('modifyQuestionAE', { search: '?paper_id=21' });
    const card = (await screen.findByText('阅卷进度与评分一致性', {}, { timeout: 15_000 })).closest(
      '.arco-card',
    ) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: '查看各题、各阅卷老师的进度与一致性' }));
    const figures = await within(card).findByRole('list', { name: '统计指标' });
    const figure = (label: string) =>
      within(figures).getByText(label).closest('[role="listitem"]')?.textContent?.replace(label, '');
    expect(figure('已定分')).toBe('2份');
    expect(figure('待仲裁')).toBe('0份');
    expect(figure('最终得分均分')).toBe('3.8分'); // (4 + 3.5) / 2 = 3.75, one decimal
    const panel = within(card).getByRole('region', { name: '各阅卷老师评分一致性' });
    expect(await within(panel).findByRole('figure', { name: '各阅卷老师评分一致性' })).toHaveTextContent(
      '均分|与同题其他老师之差|送仲裁比例',
    );
    expect(within(panel).getByTestId('categories')).toHaveTextContent('第 6 题 · 周晓梅|第 6 题 · 刘志远');
    // the rows of question 6 (question 7 is marked singly by 刘志远)
    const row = (name: string) =>
      within(panel)
        .getAllByText(name)
        .map((cell) => [...cell.closest('tr')!.querySelectorAll('td')].map((td) => td.textContent))
        .find((cells) => cells[0] === '6');
    // 题号, 阅卷方式, 老师, 已批阅, 待批阅, 每小时, 均分, 之差, 送仲裁比例
    // two answers five minutes apart: 24 an hour
    expect(row('周晓梅')).toEqual([
      '6',
      '双评 · 误差 2 分',
      '周晓梅',
      '2',
      '124',
      '24',
      '2.5',
      '-2',
      '50.0%',
    ]);
    expect(row('刘志远')).toEqual(['6', '双评 · 误差 2 分', '刘志远', '2', '124', '24', '4.5', '2', '50.0%']);
    const finals = within(card).getByText('定分结果').closest('.arco-card') as HTMLElement;
    await waitFor(() => expect(within(finals).getByText('MF-21-0002')).toBeInTheDocument());
    const arbitrated = within(finals).getByText('MF-21-0002').closest('tr')!;
    expect(arbitrated).toHaveTextContent('周晓梅 2 分，刘志远 5 分');
    expect(arbitrated).toHaveTextContent('组长定分');
    expect(arbitrated.querySelectorAll('td')[3]).toHaveTextContent('4');
    expect(within(finals).getByText('MF-21-0003').closest('tr')).toHaveTextContent('两评平均');
  });
});
