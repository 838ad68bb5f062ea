import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capture, captureBodies, rowOf } from '../../support/requests';

/** A review's answer: one decided, none skipped. */
const DECIDED = { result: { done: 1, skipped: 0 } };

function listQueries(path: string) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return undefined; // the contract's mock answers
    }),
  );
  return seen;
}

describe('录取照片审核 (admissionPhotoAE)', () => {
  it('shows each photo with the automatic 学信网 checks flagged before anyone looks', async () => {
    await renderScreen('admissionPhotoAE');
    const good = await rowOf('陈浩然');
    expect(within(good).getByAltText('陈浩然的录取照片')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    expect(within(good).getByText('符合要求')).toBeInTheDocument();
    const big = await rowOf('黄丽娟');
    expect(within(big).getByText('像素应为 480×640（实际 600×800）')).toBeInTheDocument();
    expect(within(big).getByText('文件大小应为 20 KB–40 KB（实际 57 KB）')).toBeInTheDocument();
    expect(within(big).getByText('背景应为蓝色（实际 #FDFDFB）')).toBeInTheDocument();
    const png = await rowOf('李俊杰');
    expect(within(png).getByText('格式应为 JPG（实际 PNG）')).toBeInTheDocument();
    expect(within(png).getByText('背景应为蓝色（实际 #D9363E）')).toBeInTheDocument();
    expect(screen.getByText('本页 3 张未通过自动检查')).toBeInTheDocument();
    expect(within(await rowOf('韦海燕')).getByText('已驳回')).toBeInTheDocument();
  });

  it('asks for admission photos (kind 1) with the search of the URL', async () => {
    const seen = listQueries('/v1-adult-photo-list');
    await renderScreen('admissionPhotoAE', {
      search: '?keyword=陈&status=0&school_id=1&profession_id=3&batch_id=1&limit=50',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0])).toEqual({
      keyword: '陈',
      status: '0',
      school_id: '1',
      profession_id: '3',
      batch_id: '1',
      page: '1',
      limit: '50',
      kind: '1',
    });
  });

  it('rejects a photo with a reason drafted from its failed checks', async () => {
    const rejects = captureBodies('/v1-adult-photo-reject', DECIDED);
    await renderScreen('admissionPhotoAE');
    fireEvent.click(within(await rowOf('黄丽娟')).getByRole('button', { name: '驳回' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('驳回：黄丽娟的录取照片')).toBeInTheDocument();
    const reason = '像素应为 480×640；文件大小应为 20 KB–40 KB；背景应为蓝色，请按学信网照片要求重新上传';
    expect(within(modal).getByRole('textbox')).toHaveValue(reason);
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejects).toEqual([{ ids: [7302], reason }]));
  });

  it('approves the selected photos together, warning about those that failed the checks', async () => {
    const passes = captureBodies('/v1-adult-photo-pass', DECIDED);
    await renderScreen('admissionPhotoAE');
    for (const name of ['陈浩然', '黄丽娟']) fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('审核通过：陈浩然、黄丽娟 共 2 张录取照片')).toBeInTheDocument();
    expect(within(modal).getByText('其中 1 张未通过自动检查，确定仍要通过吗？')).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '人工核对无误' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(passes).toEqual([{ ids: [7301, 7302], remark: '人工核对无误' }]));
  });

  it('shows a failed load with the server message and a retry', async () => {
    server.use(
      http.get('*/v1-adult-photo-list', () => HttpResponse.json({ code: 500, msg: '照片服务暂不可用' })),
    );
    await renderScreen('admissionPhotoAE');
    expect(await screen.findByText('列表加载失败：照片服务暂不可用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('offers no decisions without the 审核 permission', async () => {
    await renderScreen('admissionPhotoAE', { access: accessWith('admissionPhotoAE', ['export']) });
    const row = await rowOf('陈浩然');
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });
});

describe('毕业照片审核 (gradPhotoExamineAE)', () => {
  it('is the same screen asking for graduation photos (kind 2)', async () => {
    const seen = listQueries('/v1-adult-photo-list');
    await renderScreen('gradPhotoExamineAE');
    expect(await screen.findByAltText('陈浩然的毕业照片')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '毕业照片审核' })).toBeInTheDocument();
    expect(seen.map((query) => query.get('kind'))).toEqual(['2']);
  });
});

describe('真人核验审核 (tab of the photo review screens)', () => {
  it('lists face checks by start / perPage, with the ID-card photo beside the snapshots', async () => {
    const seen = listQueries('/api/user/realCheck/getRealChecks');
    await renderScreen('admissionPhotoAE', {
      search: '?tab=realCheck&rc_studentName=陈浩然&rc_status=1&rc_page=2',
    });
    const row = await rowOf('陈浩然');
    expect(within(row).getByText('440106********2718')).toBeInTheDocument();
    expect(within(row).getByAltText('陈浩然的身份证照片')).toBeInTheDocument();
    expect(within(row).getAllByAltText(/陈浩然的抓拍/)).toHaveLength(2);
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(Object.fromEntries(seen[0])).toEqual({
      studentName: '陈浩然',
      status: '1',
      start: '2',
      perPage: '10',
    });
  });

  it('fails a face check with a reason (PATCH by id, the student notified by phone)', async () => {
    const patches = capture('/api/user/realCheck/realChecks/:id', { method: 'patch' });
    await renderScreen('admissionPhotoAE', { search: '?tab=realCheck' });
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '驳回' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    fireEvent.click(within(modal).getByText('抓拍照片与身份证照片不是同一人'));
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          path: '/api/user/realCheck/realChecks/1042',
          query: {},
          body: { state: 2, phone: '13826451907', remark: '抓拍照片与身份证照片不是同一人' },
        },
      ]),
    );
  });

  it('approves the selected waiting checks one PATCH each', async () => {
    const patches = capture('/api/user/realCheck/realChecks/:id', { method: 'patch' });
    await renderScreen('admissionPhotoAE', { search: '?tab=realCheck' });
    for (const name of ['陈浩然', '李雨桐', '周子轩'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('（另有 1 项已审核，将跳过）')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/user/realCheck/realChecks/1042', query: {}, body: { state: 0, phone: '13826451907' } },
        { path: '/api/user/realCheck/realChecks/1041', query: {}, body: { state: 0, phone: '15902837461' } },
      ]),
    );
  });

  it('switches tabs with a clean search of their own', async () => {
    const { router } = await renderScreen('admissionPhotoAE', { search: '?status=0' });
    await rowOf('陈浩然');
    fireEvent.click(screen.getByRole('tab', { name: '真人核验审核' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=realCheck'));
    expect(await screen.findByText('2026年4月自学考试 马克思主义基本原理概论')).toBeInTheDocument();
    const search = screen.getByRole('form', { name: '搜索条件' });
    fireEvent.change(within(search).getByLabelText('学生姓名'), { target: { value: '李雨桐' } });
    fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        tab: 'realCheck',
        rc_studentName: '李雨桐',
      }),
    );
  });
});
