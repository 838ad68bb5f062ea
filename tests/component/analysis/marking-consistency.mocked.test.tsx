/**
 * 阅卷进度 (readingProgressAE, scoringProgressST) with 评分一致性: staff choose a paper (and a question)
 * and see per question and per marker — done, left, mean, deviation from the question's other markers,
 * share sent to arbitration — as a chart with its table, and the final scores; 按题批改 links here.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ChartOption, ChartProps } from '@/kit/chart/chart';
import { server } from '../../support/msw';
import { capture } from '../../support/requests';
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

/** The active tab's pane once it is 评分一致性. */
async function consistencyTab() {
  const tab = await screen.findByRole('tab', { name: '评分一致性' }, { timeout: 15_000 });
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return screen.getByRole('tabpanel', { hidden: false }) as HTMLElement;
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('阅卷进度 with 评分一致性 (readingProgressAE, scoringProgressST)', () => {
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
    // opened from 按题批改 with the paper: straight on 评分一致性
    await renderScreen('readingProgressAE', { search: '?paper_id=21' });
    const card = await consistencyTab();
    const figures = await within(card).findByRole('list', { name: '统计指标' }, { timeout: 15_000 });
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

  it('a question of the paper alone: only its markers, and only its records are asked for', async () => {
    const marks = capture('/api/exam/marking/marks', { method: 'get', result: [] });
    await renderScreen('readingProgressAE', { search: '?paper_id=21&topic_id=7' });
    const card = await consistencyTab();
    const panel = await within(card).findByRole(
      'region',
      { name: '各阅卷老师评分一致性' },
      { timeout: 15_000 },
    );
    await waitFor(() =>
      expect(within(panel).getByTestId('categories')).toHaveTextContent(/^第 7 题 · 刘志远$/),
    );
    expect(marks.map((call) => call.query)).toEqual([{ paper_id: '21', topic_id: '7' }]);
    // the pickers say what is shown
    const form = within(card).getByRole('form', { name: '搜索条件' });
    expect(form).toHaveTextContent('管理学原理（A卷）');
    expect(form).toHaveTextContent('第 7 题');
  });

  it('a 502 on the paper’s questions is retried twice in all, not once per layer, then shown with 重试', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/exam/marking/assignments', () => {
        calls += 1;
        return new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502 });
      }),
    );
    await renderScreen('readingProgressAE', { search: '?paper_id=21' });
    const card = await consistencyTab();
    expect(
      await within(card).findByText(/统计数据加载失败/, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // one load and its two retries (the report, the final scores and the picker share them)
    expect(calls).toBe(3);
    expect(within(card).getAllByRole('button', { name: '重试' }).length).toBeGreaterThan(0);
  });

  it('自学考试: the tab opens on the first paper being marked of the line, and 阅卷进度 comes back with its own search', async () => {
    const papers = capture('/api/exam/marking/list', {
      method: 'get',
      result: {
        total: 2,
        list: [
          {
            id: 23,
            exam_name: '2026年上半年课程考试',
            paper_name: '中国近现代史纲要（A卷）',
            course_name: '中国近现代史纲要',
            sheet_count: 98,
            sheet_marked: 0,
            answer_total: 196,
            answer_marked: 0,
            marker_names: '',
            deadline: '2026-04-28',
            status: 0,
          },
          {
            id: 24,
            exam_name: '2026年上半年补考',
            paper_name: '管理学原理（B卷）',
            course_name: '管理学原理',
            sheet_count: 34,
            sheet_marked: 12,
            answer_total: 102,
            answer_marked: 45,
            marker_names: '刘志远',
            deadline: '2026-06-15',
            status: 1,
          },
        ],
      },
    });
    const assignments = capture('/api/exam/marking/assignments', { method: 'get', result: [] });
    const { router } = await renderScreen('scoringProgressST', { search: '?school_id=1' });
    expect(
      await screen.findByRole('region', { name: '各课程评阅与复核' }, { timeout: 15_000 }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: '评分一致性' }));
    await waitFor(() => expect(where(router)).toBe('/scoringProgressST?paper_id=24'));
    expect(papers[0]?.query).toEqual({ type: '1', page: '1', limit: '100' });
    await waitFor(() => expect(assignments.map((call) => call.query.paper_id)).toContain('24'));
    expect(assignments.every((call) => call.query.paper_id === '24')).toBe(true);
    // no question assigned yet: the report says so
    expect(await screen.findByText('所选条件下暂无统计数据')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '阅卷进度' }));
    // its own search again, nothing of 评分一致性's (returning restores a search, spec §2)
    await waitFor(() => expect(where(router)).toBe('/scoringProgressST?school_id=1'));
    expect(await screen.findByRole('region', { name: '各课程评阅与复核' })).toBeVisible();
    expect(screen.getByRole('tab', { name: '阅卷进度' })).toHaveAttribute('aria-selected', 'true');
  });

  it('按题批改 opens the paper’s report in 阅卷进度 of its line', async () => {
    for (const [from, to] of [
      ['modifyQuestionAE', '/readingProgressAE?paper_id=21'],
      ['modifyQuestionST', '/scoringProgressST?paper_id=21'],
    ]) {
      const { router, unmount } = await renderScreen(from!, { search: '?paper_id=21' });
      fireEvent.click(
        await screen.findByRole('button', { name: '阅卷进度与评分一致性' }, { timeout: 15_000 }),
      );
      await waitFor(() => expect(where(router)).toBe(to));
      unmount();
    }
  });
});
