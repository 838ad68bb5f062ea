/**
 * A learning-record screen opened from a student's profile (`?student_uuid=`, issue 53 finding 5):
 * its list and its export ask for that one student (exact, where a name is not), the status bar
 * says whose records these are, and 查看全部学生 takes the filter away.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../support/arco';
import { onRequest, server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

/** 林晓燕, the first row of every learning list's contract example. */
const LIN = '5f2b8c1e-3a47-4d9b-9e61-2c7a0d4f8b13';

/** The query of every request to exactly this path (answered by the generated handlers). */
function queriesTo(path: string) {
  const seen: Record<string, string>[] = [];
  onRequest(({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(Object.fromEntries(url.searchParams));
  });
  return seen;
}

/** Answers an export with a file and records its query. */
function exportsTo(path: string) {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse(new Blob(['xlsx']), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('记录.xlsx')}`,
        },
      });
    }),
  );
  return seen;
}

const statusBar = () => screen.getByRole('status');

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:learning-export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe.each([
  ['studentHistoryAE', '/v1-adult-student-study-history', '学习记录'],
  ['examRecordST', '/v1-own-student-exam-record', '考试记录'],
  ['practiceRecordAE', '/v1-adult-student-practice-record', '练习记录'],
  ['videoProgressST', '/v1-own-student-video-progress', '视频学习进度'],
  ['watchTimeAE', '/v1-adult-student-watch-time', '观看时长'],
])('%s opened for one student', (name, path, title) => {
  it('asks the list and its export for that student only, and says whose records these are', async () => {
    const lists = queriesTo(path);
    const exports = exportsTo(`${path}-export`);
    await renderScreen(name, { search: `?student_uuid=${LIN}` });
    await waitFor(() => expect(lists).toEqual([{ student_uuid: LIN, page: '1', limit: '10' }]));
    expect(
      await within(statusBar()).findByText(`只看林晓燕（440106********2726）的${title}`),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports).toEqual([{ student_uuid: LIN }]));
  });
});

describe('考试记录 for one student (examRecordAE)', () => {
  it('keeps the student through a search of its own', async () => {
    const lists = queriesTo('/v1-adult-student-exam-record');
    await renderScreen('examRecordAE', { search: `?student_uuid=${LIN}` });
    await waitFor(() => expect(lists).toHaveLength(1));
    const form = screen.getByRole('form', { name: '搜索条件' });
    await chooseOption(form, '考试结果', '未通过');
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]).toEqual({ student_uuid: LIN, status: '2', page: '1', limit: '10' });
  });

  it('shows everyone again with 查看全部学生', async () => {
    const lists = queriesTo('/v1-adult-student-exam-record');
    const { router } = await renderScreen('examRecordAE', { search: `?student_uuid=${LIN}` });
    fireEvent.click(await within(statusBar()).findByRole('button', { name: '查看全部学生' }));
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]).toEqual({ page: '1', limit: '10' });
    expect(router.state.location.search).not.toContain('student_uuid');
    await waitFor(() => expect(within(statusBar()).queryByText(/^只看/)).toBeNull());
  });

  it('says so when the student has no record the search finds', async () => {
    server.use(
      http.get('*/v1-adult-student-exam-record', () =>
        HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } }),
      ),
    );
    await renderScreen('examRecordAE', { search: `?student_uuid=${LIN}` });
    expect(
      await within(statusBar()).findByText('只看从学生档案打开的这名学生的考试记录'),
    ).toBeInTheDocument();
    expect(within(statusBar()).getByRole('button', { name: '查看全部学生' })).toBeInTheDocument();
  });

  it("is not narrowed by the screen's remembered search when the profile opens it", async () => {
    const lists = queriesTo('/v1-adult-student-exam-record');
    const first = await renderScreen('examRecordAE', { search: '?keyword=陈俊豪&page=2' });
    await waitFor(() => expect(lists).toHaveLength(1));
    first.unmount();
    // the profile's link: the student and page 1 (a link of its own, not the list as it was left)
    await renderScreen('examRecordAE', { search: `?student_uuid=${LIN}&page=1` });
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]).toEqual({ student_uuid: LIN, page: '1', limit: '10' });
  });
});
