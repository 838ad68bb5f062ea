import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

/** Records the query of every request to a path (both lines answer with the given body). */
function recordQueries(
  path: string,
  body: JsonBodyType = { code: 200, msg: 'ok', result: { total: 0, list: [] } },
) {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

const table = () => document.querySelector('.arco-table') as HTMLElement;
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('学习记录 (studentHistoryAE / studentHistoryST)', () => {
  it('lists students with masked ID numbers, status, progress and study time in 时分秒', async () => {
    await renderScreen('studentHistoryAE');
    expect(await within(table()).findByText('林晓燕')).toBeInTheDocument();
    const row = rowOf('林晓燕');
    expect(within(row).getByText('440106********2726')).toBeInTheDocument();
    expect(within(row).getByText('在籍')).toBeInTheDocument();
    expect(within(row).getByText('5 / 8')).toBeInTheDocument();
    expect(within(row).getByText('68.5%')).toBeInTheDocument();
    expect(within(row).getByText('51小时47分')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-18 21:42')).toBeInTheDocument();
    expect(within(rowOf('黄嘉怡')).getByText('休学')).toBeInTheDocument();
    // never studied: 0秒 and an empty time
    expect(within(rowOf('吴梦婷')).getByText('0秒')).toBeInTheDocument();
    expect(screen.getAllByText('共 128 条').length).toBeGreaterThan(0);
  });

  it('sends every spec §3 filter from the URL with page and limit', async () => {
    const seen = recordQueries('/v1-adult-student-study-history');
    const filters = {
      keyword: '林晓燕',
      school_id: '1',
      profession_id: '1',
      level_id: '2',
      batch_id: '2',
      course_id: '3',
      status: '2',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    };
    await renderScreen('studentHistoryAE', {
      search: `?${new URLSearchParams({ ...filters, page: '2', limit: '20' })}`,
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ ...filters, page: '2', limit: '20' });
  });

  it("opens a student's per-course progress in a modal", async () => {
    const seen = recordQueries('/v1-adult-student-study-courses', {
      code: 200,
      msg: 'ok',
      result: [
        {
          course_id: 1,
          course_code: '00015',
          course_name: '英语（二）',
          course_type: 1,
          credit: 7,
          video_count: 48,
          finished_video_count: 48,
          progress: 100,
          study_seconds: 64800,
          homework_score: 86.5,
          exam_score: null,
          last_study_at: '2026-03-15 20:11:32',
        },
      ],
    });
    await renderScreen('studentHistoryAE');
    await within(table()).findByText('林晓燕');
    fireEvent.click(within(rowOf('林晓燕')).getByRole('button', { name: '课程进度' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('林晓燕的学习记录')).toBeInTheDocument();
    expect(await within(modal).findByText('00015 英语（二）')).toBeInTheDocument();
    expect(within(modal).getByText('公共基础课')).toBeInTheDocument();
    expect(within(modal).getByText('18小时')).toBeInTheDocument();
    expect(within(modal).getByText('48 / 48')).toBeInTheDocument();
    expect(seen).toEqual([{ student_uuid: '5f2b8c1e-3a47-4d9b-9e61-2c7a0d4f8b13' }]);
  });

  it('shows a failed course load inline with a retry', async () => {
    server.use(
      http.get('*/v1-adult-student-study-courses', () =>
        HttpResponse.json({ code: 500, msg: '学生不存在', result: null }),
      ),
    );
    await renderScreen('studentHistoryAE');
    await within(table()).findByText('林晓燕');
    fireEvent.click(within(rowOf('林晓燕')).getByRole('button', { name: '课程进度' }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('加载失败：学生不存在')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('goes back to the student list with 关闭', async () => {
    const { router } = await renderScreen('studentHistoryST');
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studentInformationST'));
  });
});

describe('考试记录 (examRecordAE / examRecordST)', () => {
  it('shows scores, results and answer time; an absent student has no score', async () => {
    await renderScreen('examRecordAE');
    await waitFor(() => rowOf('00015 英语（二）'));
    const passed = rowOf('00015 英语（二）');
    expect(within(passed).getByText('78')).toBeInTheDocument();
    expect(within(passed).getByText('已通过')).toBeInTheDocument();
    expect(within(passed).getByText('1小时30分37秒')).toBeInTheDocument();
    expect(within(passed).getByText('60 / 100')).toBeInTheDocument();
    const absent = rowOf('00054 管理学原理');
    expect(within(absent).getByText('缺考')).toBeInTheDocument();
    expect(within(absent).getAllByText('—').length).toBeGreaterThanOrEqual(3);
  });

  it('searches by the typed student and the chosen result, from page 1', async () => {
    const seen = recordQueries('/v1-adult-student-exam-record');
    await renderScreen('examRecordAE', { search: '?page=3' });
    await waitFor(() => expect(seen).toHaveLength(1));
    const form = screen.getByRole('form', { name: '搜索条件' });
    fireEvent.change(within(form).getByPlaceholderText('姓名或身份证号'), {
      target: { value: ' 陈俊豪 ' },
    });
    await chooseOption(form, '考试结果', '未通过');
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({ keyword: '陈俊豪', status: '2', page: '1', limit: '10' });
  });

  it('shows one record in full in a detail modal', async () => {
    await renderScreen('examRecordAE');
    await waitFor(() => expect(within(table()).getAllByText('林晓燕').length).toBeGreaterThan(0));
    fireEvent.click(within(rowOf('00015 英语（二）')).getByRole('button', { name: '详情' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('考试记录详情')).toBeInTheDocument();
    expect(within(modal).getByText('切屏次数')).toBeInTheDocument();
    expect(within(modal).getByText('2026-03-14 10:30')).toBeInTheDocument();
    expect(within(modal).getByText('440106********2726')).toBeInTheDocument();
  });

  describe('export', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:learning-export');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads everything the search finds under the Chinese name the server gives', async () => {
      const exports: Record<string, string>[] = [];
      server.use(
        http.get('*/v1-adult-student-exam-record-export', ({ request }) => {
          exports.push(Object.fromEntries(new URL(request.url).searchParams));
          return new HttpResponse(new Blob(['xlsx']), {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('考试记录（2026年3月）.xlsx')}`,
            },
          });
        }),
      );
      await renderScreen('examRecordAE', {
        search: '?school_id=1&exam_type=1&start_date=2026-03-01&end_date=2026-03-31&page=2',
      });
      await waitFor(() => expect(within(table()).getAllByText('林晓燕').length).toBeGreaterThan(0));
      fireEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(saved).toEqual(['考试记录（2026年3月）.xlsx']));
      expect(exports).toEqual([
        { school_id: '1', exam_type: '1', start_date: '2026-03-01', end_date: '2026-03-31' },
      ]);
    });
  });

  it('hides 导出 without the export action; 详情 needs none', async () => {
    await renderScreen('examRecordAE', { access: accessWith('examRecordAE', []) });
    await waitFor(() => expect(within(table()).getAllByText('林晓燕').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(within(table()).getAllByRole('button', { name: '详情' }).length).toBeGreaterThan(0);
  });

  it('shows a failed load (code 500) with its msg', async () => {
    server.use(
      http.get('*/v1-adult-student-exam-record', () =>
        HttpResponse.json({ code: 500, msg: '考试服务暂不可用' }),
      ),
    );
    await renderScreen('examRecordAE');
    expect(await screen.findByText('列表加载失败：考试服务暂不可用')).toBeInTheDocument();
  });
});

describe('练习记录 (practiceRecordST)', () => {
  it('is the same screen on the self-taught line, calling the own- path', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-student-practice-record', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return undefined; // fall through to the generated handler
      }),
    );
    await renderScreen('practiceRecordST');
    const row = await waitFor(() => rowOf('第三单元 阅读理解章节练习'));
    expect(within(row).getByText('17 / 20')).toBeInTheDocument();
    expect(within(row).getByText('85.0%')).toBeInTheDocument();
    expect(within(row).getByText('章节练习')).toBeInTheDocument();
    expect(within(row).getByText('21分2秒')).toBeInTheDocument();
    expect(paths).toEqual(['/v1-own-student-practice-record']);
  });
  it('sends the practice type, course and submission dates', async () => {
    const seen = recordQueries('/v1-own-student-practice-record');
    await renderScreen('practiceRecordST', {
      search:
        '?practice_type=2&course_id=4&keyword=440582199607241315&start_date=2026-03-01&end_date=2026-03-19',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      practice_type: '2',
      course_id: '4',
      keyword: '440582199607241315',
      start_date: '2026-03-01',
      end_date: '2026-03-19',
      page: '1',
      limit: '10',
    });
  });
});

describe('视频学习进度 (videoProgressAE)', () => {
  it('drills down from a student and course to every video', async () => {
    const seen = recordQueries('/v1-adult-student-video-progress-videos', {
      code: 200,
      msg: 'ok',
      result: [
        {
          video_id: 7304,
          chapter_name: '第二章 世界的物质性及发展规律',
          video_name: '2.2 事物的普遍联系和变化发展',
          video_seconds: 1718,
          watched_seconds: 1096,
          progress: 63.8,
          finished: 0,
          last_watched_at: '2026-03-18 21:42:10',
        },
      ],
    });
    await renderScreen('videoProgressAE');
    await waitFor(() => rowOf('03709 马克思主义基本原理概论'));
    const row = rowOf('03709 马克思主义基本原理概论');
    expect(within(row).getByText('27 / 32')).toBeInTheDocument();
    expect(within(row).getByText('84.5%')).toBeInTheDocument();
    expect(within(row).getByText('12小时48分')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '视频明细' }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('2.2 事物的普遍联系和变化发展')).toBeInTheDocument();
    expect(within(modal).getByText('63.8%')).toBeInTheDocument();
    expect(within(modal).getByText('未看完')).toBeInTheDocument();
    expect(within(modal).getByText('18分16秒')).toBeInTheDocument();
    expect(seen).toEqual([{ student_uuid: '5f2b8c1e-3a47-4d9b-9e61-2c7a0d4f8b13', course_id: '3' }]);
  });

  it('filters by learning status', async () => {
    const seen = recordQueries('/v1-adult-student-video-progress');
    await renderScreen('videoProgressAE', { search: '?progress_status=0&course_id=1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ progress_status: '0', course_id: '1', page: '1', limit: '10' });
  });
});

describe('观看时长 (watchTimeAE)', () => {
  it('shows each viewing with its durations and the totals of the whole search', async () => {
    await renderScreen('watchTimeAE');
    await waitFor(() => rowOf('2.2 事物的普遍联系和变化发展'));
    const row = rowOf('2.2 事物的普遍联系和变化发展');
    expect(within(row).getByText('18分14秒')).toBeInTheDocument();
    expect(within(row).getByText('17分12秒')).toBeInTheDocument();
    expect(within(row).getByText('电脑网页')).toBeInTheDocument();
    expect(screen.getByText('合计观看 1076小时15分20秒，有效学习 975小时34分6秒')).toBeInTheDocument();
  });

  it('sends the terminal and date range', async () => {
    const seen = recordQueries('/v1-adult-student-watch-time', {
      code: 200,
      msg: 'ok',
      result: { total: 0, total_watch_seconds: 0, total_valid_seconds: 0, list: [] },
    });
    await renderScreen('watchTimeAE', { search: '?terminal=2&start_date=2026-03-01&end_date=2026-03-07' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      terminal: '2',
      start_date: '2026-03-01',
      end_date: '2026-03-07',
      page: '1',
      limit: '10',
    });
    expect(await screen.findByText('合计观看 0秒，有效学习 0秒')).toBeInTheDocument();
  });
});
