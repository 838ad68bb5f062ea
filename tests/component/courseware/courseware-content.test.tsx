/** 章节管理, 视频资源 and 课程视频审核 (both lines). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';
import { clearSession, setSessionValues } from '@/session/session';
import { getTabs } from '@/stores/tabs';

function listQueries(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return undefined;
    }),
  );
  return queries;
}
const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 });
const chapter = (title: string) => screen.getByRole('group', { name: title });

describe('章节管理 (sectionManagementST / AE)', () => {
  it('renames, reorders and adds chapters and sections, then saves the whole tree in order', async () => {
    sessionStorage.clear();
    const saved = captureBodies('/v1-own-curriculum-chapter-save');
    await renderScreen('sectionManagementST', { search: '?id=1' });
    await screen.findByRole('group', { name: '章节' }, { timeout: 5000 });
    expect(screen.getByText('3 章 5 节')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存章节' })).toBeDisabled();

    const first = chapter('第一章 阅读理解');
    fireEvent.change(within(first).getAllByLabelText('小节名称')[1]!, {
      target: { value: '1.2 推理与判断' },
    });
    fireEvent.click(within(first).getByRole('button', { name: '下移章' }));
    fireEvent.click(within(chapter('第三章 书面表达')).getByRole('button', { name: '上移小节' }));
    fireEvent.click(screen.getByRole('button', { name: '新增章' }));
    const added = screen.getAllByLabelText('章名称').at(-1)!;
    fireEvent.change(added, { target: { value: '第四章 翻译' } });
    fireEvent.click(within(chapter('第四章 翻译')).getByRole('button', { name: '添加小节' }));
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    // closing the tab now asks first
    expect(getTabs().dirty.has('sectionManagementST')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存章节' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(getTabs().dirty.has('sectionManagementST')).toBe(false));
    expect(saved[0]).toEqual({
      course_id: 1,
      chapters: [
        {
          id: 12,
          title: '第二章 完形填空',
          sections: [
            { id: 103, title: '2.1 上下文线索' },
            { id: 104, title: '2.2 固定搭配' },
          ],
        },
        {
          id: 11,
          title: '第一章 阅读理解',
          sections: [
            { id: 101, title: '1.1 略读与查读' },
            { id: 102, title: '1.2 推理与判断' },
          ],
        },
        { id: 13, title: '第三章 书面表达', sections: [{ id: 105, title: '3.1 书信写作' }] },
        { id: null, title: '第四章 翻译', sections: [{ id: null, title: '4.1' }] },
      ],
    });
  });

  it('says what goes with a deleted section, refuses an empty name, and keeps the draft after a reload', async () => {
    localStorage.clear();
    setSessionValues({ account: 'wangwei', token: 'test-token' });
    const saved = captureBodies('/v1-adult-curriculum-chapter-save');
    const view = await renderScreen('sectionManagementAE', { search: '?id=1' });
    await screen.findByRole('group', { name: '章节' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '删除小节「1.1 略读与查读」' }));
    expect(await screen.findByText(/其下 3 个视频将在保存后一并删除/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('3 章 4 节')).toBeInTheDocument());
    fireEvent.change(screen.getAllByLabelText('章名称')[1]!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存章节' }));
    expect((await screen.findAllByText('章名称不能为空')).length).toBeGreaterThan(0);
    expect(saved).toEqual([]);

    view.unmount();
    await renderScreen('sectionManagementAE', { search: '?id=1' });
    expect(await screen.findByText(/有 1 个章节修改上次没有保存/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('3 章 5 节')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '恢复章节修改' }));
    expect(screen.getByText('3 章 4 节')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '放弃修改' }));
    expect(screen.getByText('3 章 5 节')).toBeInTheDocument();
  });

  it('drags a section into another chapter', async () => {
    sessionStorage.clear();
    await renderScreen('sectionManagementST', { search: '?id=1' });
    await screen.findByRole('group', { name: '章节' }, { timeout: 5000 });
    const node = (title: string) => screen.getByDisplayValue(title).closest('[data-node]')!;
    fireEvent.dragStart(node('3.1 书信写作'));
    fireEvent.dragOver(node('1.1 略读与查读'));
    fireEvent.drop(node('1.1 略读与查读'));
    expect(
      within(chapter('第一章 阅读理解'))
        .getAllByLabelText('小节名称')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['3.1 书信写作', '1.1 略读与查读', '1.2 推理判断']);
    expect(within(chapter('第三章 书面表达')).queryAllByLabelText('小节名称')).toHaveLength(0);
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
  });

  it('is read-only without the edit permission, and asks for a course when opened without one', async () => {
    await renderScreen('sectionManagementAE', {
      search: '?id=1',
      access: accessWith('sectionManagementAE', ['export']),
    });
    await screen.findByRole('group', { name: '章节' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '保存章节' })).toBeNull();
    expect(screen.queryByLabelText('章名称')).toBeNull();
    expect(screen.getByText('第一章 阅读理解')).toBeInTheDocument();
  });

  it('asks for a course when opened without one', async () => {
    await renderScreen('sectionManagementST');
    expect(await screen.findByText('请从「课程信息」列表中选择一门课程进入章节管理。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回课程信息' })).toBeInTheDocument();
  });
});

describe('章节管理 on a shared PC (issue 53, finding 1)', () => {
  const signIn = (account: string) => {
    clearSession();
    setSessionValues({ account, username: '王伟', token: 'test-token' });
  };

  it('keeps a person’s unsaved chapters for that person only, offered back before anything is restored', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const saved = captureBodies('/v1-adult-curriculum-chapter-save');
    signIn('wangwei');
    const first = await renderScreen('sectionManagementAE', { search: '?id=1' });
    await screen.findByRole('group', { name: '章节' }, { timeout: 5000 });
    fireEvent.change(screen.getAllByLabelText('章名称')[0]!, { target: { value: '第一章 阅读' } });
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    first.unmount();

    // the session ends; another person signs in on the same browser (the same tab) and opens the course
    signIn('lihua');
    const second = await renderScreen('sectionManagementAE', { search: '?id=1' });
    await screen.findByRole('group', { name: '章节' }, { timeout: 5000 });
    expect(screen.queryByText(/上次没有保存|已恢复/)).toBeNull();
    expect(screen.getByDisplayValue('第一章 阅读理解')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存章节' })).toBeDisabled();
    second.unmount();

    signIn('wangwei');
    await renderScreen('sectionManagementAE', { search: '?id=1' });
    expect(await screen.findByText(/有 1 个章节修改上次没有保存/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '将恢复的内容' })).toHaveTextContent('3 章 5 节，保存后生效');
    expect(screen.getByDisplayValue('第一章 阅读理解')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '恢复章节修改' }));
    expect(screen.getByDisplayValue('第一章 阅读')).toBeInTheDocument();
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('视频资源 (videoResourcesAE / ST)', () => {
  it('lists the course videos with its filters, previews one and deletes the selected ones', async () => {
    const queries = listQueries('/v1-adult-curriculum-video-list');
    const deleted = captureBodies('/v1-adult-curriculum-video-del');
    await renderScreen('videoResourcesAE', { search: '?id=1&v_review_status=0' });
    const row = await rowOf('略读的三个步骤');
    expect(within(row).getByText('已通过')).toBeInTheDocument();
    expect(within(row).getByText('178 MB')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ review_status: '0', page: '1', limit: '10', course_id: '1' }),
    );
    expect(screen.getByText(/待审核 3 个/)).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: '预览' }));
    const preview = await dialog();
    expect(within(preview).getByLabelText('略读的三个步骤')).toHaveAttribute(
      'src',
      'https://jw-oss.example.edu.cn/video/20260302/a1f3c9.mp4',
    );
    fireEvent.click(within(preview).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const title of ['略读的三个步骤', '查读练习讲评'])
      fireEvent.click(within(await rowOf(title)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(
      await screen.findByText('确定删除选中的 2 个视频吗？删除后学生端不再显示，不可恢复。'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [1, 2] }]));
  });

  it('hides uploading without the add permission; asks for a course when opened without one', async () => {
    await renderScreen('videoResourcesST', {
      search: '?id=1',
      access: accessWith('videoResourcesST', ['export']),
    });
    await rowOf('略读的三个步骤');
    expect(screen.queryByRole('button', { name: '上传视频' })).toBeNull();
    await renderScreen('videoResourcesST');
    expect(await screen.findByText('请从「课程信息」列表中选择一门课程进入视频资源。')).toBeInTheDocument();
  });
});

describe('课程视频审核 (reviewVideoAE)', () => {
  it('filters by course and state, passes one and rejects the selected ones with a reason', async () => {
    const queries = listQueries('/v1-adult-curriculum-video-review-list');
    const passed = captureBodies('/v1-adult-curriculum-video-pass');
    const rejected = captureBodies('/v1-adult-curriculum-video-reject');
    await renderScreen('reviewVideoAE', { search: '?course_id=1&review_status=0' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ course_id: '1', review_status: '0', page: '1', limit: '10' }),
    );
    expect(within(await rowOf('略读的三个步骤')).queryByRole('button', { name: '通过' })).toBeNull();
    fireEvent.click(within(await rowOf('推理判断题的解题思路')).getByRole('button', { name: '通过' }));
    let modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(passed).toEqual([{ ids: [3] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const title of ['求职信的格式与范文', '鸦片战争与中国近代史的开端'])
      fireEvent.click(within(await rowOf(title)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    fireEvent.click(within(modal).getByText('内容与所属小节不符'));
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejected).toEqual([{ ids: [5, 6], reason: '内容与所属小节不符' }]));
  });

  it('offers no decisions without the audit permission', async () => {
    await renderScreen('reviewVideoAE', { access: accessWith('reviewVideoAE', ['export']) });
    await rowOf('推理判断题的解题思路');
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '预览' }).length).toBeGreaterThan(0);
  });
});

describe('学习进度 (rateOfLearningAE / ST)', () => {
  it('filters by class, course and stage, masks nothing it shows, and sums up the page', async () => {
    const queries = listQueries('/v1-own-learning-progress-list');
    await renderScreen('rateOfLearningST', { search: '?class_name=汉语言文学&course_id=1&stage=1' });
    const row = await rowOf('黄丽娟');
    expect(within(row).getByText('30 / 48')).toBeInTheDocument();
    expect(within(row).getByText('14小时0分20秒')).toBeInTheDocument();
    expect(screen.getByText('本页 5 人次，平均进度 50.1%，已完成 1 人次，未开始 1 人次')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        class_name: '汉语言文学',
        course_id: '1',
        stage: '1',
        page: '1',
        limit: '10',
      }),
    );
    expect(screen.queryByText('440104199811262023')).toBeNull();
  });

  it('exports the adult list with its filters under a Chinese name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:progress');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const exported: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-learning-progress-export', ({ request }) => {
        exported.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse(new Blob(['x']));
      }),
    );
    await renderScreen('rateOfLearningAE', { search: '?stage=0' });
    await rowOf('何嘉欣');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exported).toEqual([{ stage: '0' }]));
    await waitFor(() => expect(saved).toEqual(['学习进度.xlsx']));
  });
});

describe('书商订单 (booksellerOrderListST)', () => {
  it('sends the legacy query (q, payment_channels, start, perPage, school, specialty) and masks phones', async () => {
    const queries = listQueries('/api/shopping/order');
    await renderScreen('booksellerOrderListST', {
      search: '?q=陈浩然&payment_channels=微信支付&school=华南师范大学&specialty=汉语言文学&page=2&limit=20',
    });
    const row = await rowOf('SO202611200001');
    expect(within(row).getByText('已付款')).toBeInTheDocument();
    expect(within(row).queryByText('13800138021')).toBeNull();
    expect(screen.getByText('本页已付款 2 笔，共 121.00 元')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        q: '陈浩然',
        payment_channels: '微信支付',
        school: '华南师范大学',
        specialty: '汉语言文学',
        start: '2',
        perPage: '20',
      }),
    );
  });
});
