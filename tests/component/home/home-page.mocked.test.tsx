import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import {
  getGetDataLayoutFirstLineResponseMock,
  getGetMajorSignUpResponseMock,
} from '@/generated/api/dashboard/dashboard.msw';
import type { ChartOption, ChartProps } from '@/kit/chart/chart';
import { HomePage } from '@/pages/home/home-page';
import { setSessionValues } from '@/session/session';
import { onRequest, server } from '../../support/msw';

// happy-dom has no canvas, so echarts cannot draw: the page's own chart wrapper
// is replaced by a figure listing the series and one button per category.
vi.mock('@/kit/chart/chart', () => {
  function seriesNames(option: ChartOption): string[] {
    const series = option.series === undefined ? [] : [option.series].flat();
    return series.map((item) => String(item.name));
  }
  function categories(option: ChartOption): string[] {
    const axes = [option.xAxis, option.yAxis].flat();
    for (const axis of axes) {
      if (axis && 'type' in axis && axis.type === 'category' && 'data' in axis && Array.isArray(axis.data)) {
        return axis.data.map(String);
      }
    }
    return [];
  }
  return {
    Chart: ({ option, ariaLabel, onItemClick }: ChartProps) => (
      <div role="figure" aria-label={ariaLabel}>
        <ul aria-label="系列">
          {seriesNames(option).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        {categories(option).map((name, dataIndex) => (
          <button key={name} type="button" onClick={() => onItemClick?.({ name, dataIndex })}>
            {name}
          </button>
        ))}
      </div>
    ),
  };
});

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <HomePage />
    </QueryClientProvider>,
  );
}

/** Records the ids and query strings of dashboard requests while passing the contract examples through. */
function captureFirstLine() {
  const ids: string[] = [];
  server.use(
    http.get('*/api/user/dataLayout/getDataLayoutByFirstLine/:id', ({ params }) => {
      ids.push(String(params.id));
      return HttpResponse.json(getGetDataLayoutFirstLineResponseMock());
    }),
  );
  return ids;
}

function captureSignUp() {
  const requests: { id: string; startDate: string | null; endDate: string | null }[] = [];
  server.use(
    http.get('*/api/user/dataLayout/getMajorSignUp/:id', ({ request, params }) => {
      const url = new URL(request.url);
      requests.push({
        id: String(params.id),
        startDate: url.searchParams.get('startDate'),
        endDate: url.searchParams.get('endDate'),
      });
      return HttpResponse.json(getGetMajorSignUpResponseMock());
    }),
  );
  return requests;
}

function tile(label: string) {
  return screen.getByRole('group', { name: label });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('首页数据看板', () => {
  it('shows the overview numbers of the session school', async () => {
    setSessionValues({ schoolId: 3, isSchool: 1 });
    const ids = captureFirstLine();
    renderHome();

    const students = await screen.findByRole('region', { name: '学生人数' });
    await waitFor(() => expect(within(students).getByText('12,846')).toBeInTheDocument());
    expect(within(students).getByText('+37')).toBeInTheDocument();
    const teachers = screen.getByRole('region', { name: '教师人数' });
    expect(within(teachers).getByText('386')).toBeInTheDocument();
    expect(within(teachers).getByText('+2')).toBeInTheDocument();
    const national = screen.getByRole('region', { name: '国考及认定课程' });
    expect(within(national).getByText('48')).toBeInTheDocument();
    expect(within(national).getByText('9,532')).toBeInTheDocument();
    const elective = screen.getByRole('region', { name: '选修课' });
    expect(within(elective).getByText('26')).toBeInTheDocument();
    expect(within(elective).getByText('4,217')).toBeInTheDocument();

    expect(ids).toEqual(['3']);
    // A school account has no school picker.
    expect(screen.queryByText('当前院校')).not.toBeInTheDocument();
  });

  it('shows the six to-do counts, asking only for pending checks', async () => {
    setSessionValues({ schoolId: 3, isSchool: 1 });
    const checkQueries: string[] = [];
    onRequest(({ request }) => {
      if (/realCheck|liveCheck/.test(request.url)) checkQueries.push(new URL(request.url).search);
    });
    renderHome();

    const expected: [string, string][] = [
      ['待阅卷考试', '4'],
      ['待审核转账', '6'],
      ['未处理投诉', '3'],
      ['未处理答疑', '14'],
      ['待审核真人认证', '27'],
      ['待审核直播', '9'],
    ];
    for (const [label, count] of expected) {
      await waitFor(() => expect(within(tile(label)).getByText(count)).toBeInTheDocument());
      expect(within(tile(label)).getByText(label)).toBeInTheDocument();
    }
    expect(await screen.findByText('共 63 项待处理')).toBeInTheDocument();
    expect(checkQueries).toHaveLength(2);
    for (const search of checkQueries) {
      const params = new URLSearchParams(search);
      expect([params.get('start'), params.get('perPage'), params.get('status')]).toEqual(['1', '1', '1']);
    }
  });

  it('says 刷新 is unavailable while the counts load (aria-disabled), and available once they are in', async () => {
    setSessionValues({ schoolId: 3, isSchool: 1 });
    renderHome();
    const refresh = screen.getByText('刷新').closest('.arco-link')!;
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('共 63 项待处理')).toBeInTheDocument();
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-disabled'));
  });

  it('keeps the page working when one to-do count fails, and retries it', async () => {
    setSessionValues({ schoolId: 3, isSchool: 1 });
    server.use(
      http.get('*/api/msg/complaints-count', () =>
        HttpResponse.json({ code: 500, msg: '服务器开小差了', result: null }, { status: 500 }),
      ),
    );
    renderHome();

    const complaints = tile('未处理投诉');
    await waitFor(() => expect(within(complaints).getByText('加载失败')).toBeInTheDocument());
    // The rest of the page is unaffected.
    await waitFor(() => expect(within(tile('未处理答疑')).getByText('14')).toBeInTheDocument());
    expect(within(tile('待审核直播')).getByText('9')).toBeInTheDocument();
    expect(await screen.findByText('12,846')).toBeInTheDocument();
    expect(screen.queryByText(/项待处理/)).not.toBeInTheDocument();

    server.resetHandlers();
    fireEvent.click(within(complaints).getByText('重试'));
    await waitFor(() => expect(within(tile('未处理投诉')).getByText('3')).toBeInTheDocument());
    expect(within(tile('未处理投诉')).queryByText('加载失败')).not.toBeInTheDocument();
  });

  it('draws the charts with their series and follows the clicked major', async () => {
    setSessionValues({ schoolId: 3, isSchool: 1 });
    const majorUuids: string[] = [];
    onRequest(({ request }) => {
      const match = /getMajorPassRateByMajorUuid\/([^/?]+)/.exec(request.url);
      if (match) majorUuids.push(match[1]);
    });
    renderHome();

    const signUp = await screen.findByRole('figure', { name: '各专业报名人数与报名费用柱状图' });
    expect(within(signUp).getByText('报名人数')).toBeInTheDocument();
    expect(within(signUp).getByText('报名费用(元)')).toBeInTheDocument();
    expect(screen.getByText('2,269')).toBeInTheDocument(); // 报名合计

    const people = await screen.findByRole('figure', { name: '各专业在读人数排行条形图' });
    expect(within(people).getByText('在读人数')).toBeInTheDocument();
    // sortList order: the largest major first.
    expect(
      within(people)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['会计学', '计算机科学与技术', '汉语言文学', '护理学', '法学', '工商管理']);

    const passRate = await screen.findByRole('figure', { name: '各专业考试通过率柱状图' });
    expect(within(passRate).getByText('考试通过率')).toBeInTheDocument();

    // Defaults to the first major.
    const detail = await screen.findByRole('figure', { name: '所选专业各次考试参考人数与通过人数图' });
    expect(within(detail).getByText('参考人数')).toBeInTheDocument();
    expect(within(detail).getByText('通过人数')).toBeInTheDocument();
    expect(majorUuids).toEqual(['8f14e45f-ceea-467f-a0e6-1c5b2d9e7a31']);

    fireEvent.click(within(passRate).getByRole('button', { name: '会计学' }));
    await waitFor(() =>
      expect(majorUuids).toEqual([
        '8f14e45f-ceea-467f-a0e6-1c5b2d9e7a31',
        'ad37faa9-0b5d-4c49-b6bd-be168e0553be',
      ]),
    );
  });

  it('shows 暂无数据 for an empty chart', async () => {
    setSessionValues({ schoolId: 3, isSchool: 1 });
    server.use(
      http.get('*/api/user/dataLayout/getDataLayoutByMajorPeopleNumber/:id', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', result: { list: [], sortList: [] } }),
      ),
    );
    renderHome();

    const people = await screen.findByRole('region', { name: '专业人数' });
    await waitFor(() => expect(within(people).getByText('暂无数据')).toBeInTheDocument());
    expect(await screen.findByRole('figure', { name: '各专业报名人数与报名费用柱状图' })).toBeInTheDocument();
  });

  it('asks for the last 30 days of sign-ups and refetches when the range changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 3, 15, 10, 0, 0) });
    setSessionValues({ schoolId: 3, isSchool: 1 });
    const requests = captureSignUp();
    renderHome();

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({ id: '3', startDate: '2026-03-17', endDate: '2026-04-15' });

    // the range shows in a light stand-in until used; then the RangePicker loads
    const standIn = screen.getByDisplayValue('2026-03-17 ~ 2026-04-15');
    expect(standIn).toHaveAccessibleName('报名时间范围');
    fireEvent.click(standIn);
    const start = await screen.findByDisplayValue('2026-03-17');
    fireEvent.click(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2026-04-01' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ id: '3', startDate: '2026-04-01', endDate: '2026-04-15' });
    expect(await screen.findByDisplayValue('2026-04-01')).toBeInTheDocument();
  });

  it('lets a platform account pick a school, defaulting to the first one', async () => {
    setSessionValues({ schoolId: 0, isSchool: 0 });
    const ids = captureFirstLine();
    renderHome();

    expect(await screen.findByText('当前院校')).toBeInTheDocument();
    // the picker shows its value in a light stand-in; the Select loads when it is used
    const picker = await screen.findByDisplayValue('华南师范大学');
    expect(picker).toHaveAccessibleName('选择院校');
    expect(await screen.findByText('12,846')).toBeInTheDocument();
    expect(ids).toEqual(['1']);

    fireEvent.click(picker);
    fireEvent.click(await screen.findByText('广东工业大学'));
    await waitFor(() => expect(ids).toEqual(['1', '2']));
  });
});
