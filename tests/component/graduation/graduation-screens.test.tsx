/** 毕业与学位: applications with condition checks, non-graduates, graduates, registration and certificate numbers. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DiplomaPrintRow } from '@/generated/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capture, rowOf } from '../../support/requests';
import { diplomaPrintRow } from './diploma-print-rows';

function queriesOf(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return undefined; // the generated handler answers
    }),
  );
  return queries;
}

describe('毕业申请 (diplomaApplyAE / diplomaApplyST)', () => {
  it('shows each applicant’s conditions and sends the search', async () => {
    const queries = queriesOf('/v1-own-graduation-apply-list');
    await renderScreen('diplomaApplyST', { search: '?status=0&eligible=1' });
    const short = await rowOf('李雨桐');
    expect(within(short).getByLabelText('学分：已获 74 学分，尚差 6 学分')).toBeInTheDocument();
    expect(within(short).getByText('74 / 80')).toBeInTheDocument();
    // an applicant who fails a condition can only be rejected
    expect(within(short).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(short).getByRole('button', { name: '驳回' })).toBeInTheDocument();
    expect(within(await rowOf('陈浩然')).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(within(await rowOf('黄志明')).getByLabelText('缴费：欠费 1,300.00 元')).toBeInTheDocument();
    expect(screen.getByText('本页待审核 4 份，其中符合毕业条件 2 份')).toBeInTheDocument();
    expect(screen.getAllByText('学习中心').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ status: '0', eligible: '1', page: '1', limit: '10' }),
    );
  });

  it('approves in bulk only the selected applicants who meet every condition', async () => {
    const reviews = capture('/v1-adult-graduation-apply-review');
    await renderScreen('diplomaApplyAE');
    await rowOf('李雨桐');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '批量通过（仅符合条件者）' }));
    expect(await screen.findByText(/陈浩然、张嘉怡 共 2 份毕业申请/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        /已排除 2 份未满足毕业条件的申请（学分不符 1 人、缴费不符 1 人、照片不符 1 人）/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(reviews.at(-1)?.body).toEqual({ ids: [1, 4], status: 1 }));
  });

  it('rejects with a reason that starts from the failed conditions', async () => {
    const reviews = capture('/v1-adult-graduation-apply-review');
    await renderScreen('diplomaApplyAE');
    fireEvent.click(within(await rowOf('黄志明')).getByRole('button', { name: '驳回' }));
    expect(await screen.findByDisplayValue('欠费 1,300.00 元；毕业照片待审核')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(reviews.at(-1)?.body).toEqual({
        ids: [3],
        status: 2,
        reason: '欠费 1,300.00 元；毕业照片待审核',
      }),
    );
  });

  it('hides the review from staff without the audit permission', async () => {
    await renderScreen('diplomaApplyAE', { access: accessWith('diplomaApplyAE', ['export']) });
    const row = await rowOf('陈浩然');
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '驳回' })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });
});

describe('本年度未毕业学生 (yearsNoGradAE)', () => {
  it('lists each student with the reasons and filters by one', async () => {
    const queries = queriesOf('/v1-adult-graduation-unfinished-list');
    await renderScreen('yearsNoGradAE', { search: '?reason=fees' });
    const row = await rowOf('梁俊杰');
    expect(within(row).getByText('学籍异常')).toBeInTheDocument();
    expect(within(row).getByText('欠费')).toBeInTheDocument();
    expect(within(row).getByText(/2025-12-10 办理休学/)).toBeInTheDocument();
    expect(
      screen.getByText(
        '本页原因：学分不足 2 人、欠费 2 人、照片未通过 2 人、论文未通过 1 人、未申请毕业 1 人、学籍异常 1 人',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toEqual({ reason: 'fees', page: '1', limit: '10' }));
  });
});

describe('毕业生管理 (graduatesST)', () => {
  it('lists graduates and shows a graduate’s certificate scans', async () => {
    await renderScreen('graduatesST');
    const row = await rowOf('张嘉怡');
    expect(within(row).getByText('10574720266000004')).toBeInTheDocument();
    expect(within(row).getByText('2 张')).toBeInTheDocument();
    fireEvent.click(within(await rowOf('刘伟强')).getByRole('button', { name: '证书' }));
    expect(await screen.findByText('尚未上传证书扫描件')).toBeInTheDocument();
    expect(screen.getByText('该生尚未分配证书编号，请先在「毕业总登记」中分配。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传证书' })).toBeInTheDocument();
  });
});

describe('毕业预登记 / 毕业总登记 (preCertification*, totalCertification*)', () => {
  it('lists graduates in the registry format and submits the unregistered of a selection', async () => {
    const queries = queriesOf('/v1-adult-graduation-pre-list');
    const submits = capture('/v1-adult-graduation-pre-submit');
    await renderScreen('preCertificationAE', { search: '?level=5&registered=0' });
    const row = await rowOf('黄志明');
    expect(within(row).getByText('120203K')).toBeInTheDocument();
    expect(within(row).getByText('结业')).toBeInTheDocument();
    expect(within(row).getByText('440602********0517')).toBeInTheDocument();
    expect(screen.getByText('本页已预登记 2 人，未登记 3 人')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ level: '5', registered: '0', page: '1', limit: '10' }),
    );
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('checkbox'));
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交预登记' }));
    expect(await screen.findByText(/确定提交所选 2 名毕业生的预登记吗？已登记的将跳过/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submits.at(-1)?.body).toEqual({ ids: [5] }));
  });

  it('assigns certificate numbers by rule, warns of a gap and blocks a duplicate', async () => {
    const saves = capture('/v1-own-graduation-certificate-save');
    await renderScreen('totalCertificationST');
    for (const name of ['刘伟强', '罗嘉欣', '邓文博'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '分配证书编号' }));
    expect(await screen.findByText('10574520265000005')).toBeInTheDocument();
    expect(screen.getByText('10574520265000007')).toBeInTheDocument();
    expect(screen.getByText('10574520265 段缺 1 个号：000003')).toBeInTheDocument();
    // starting at 3 would reuse 许志强's number
    fireEvent.change(screen.getByLabelText('起始顺序号'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('起始顺序号'));
    expect(await screen.findByText('证书编号「10574520265000004」已分配给许志强')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存编号' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('起始顺序号'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('起始顺序号'));
    await waitFor(() => expect(screen.getByRole('button', { name: '确认断号并保存' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '确认断号并保存' }));
    await waitFor(() =>
      expect(saves.at(-1)?.body).toEqual({
        items: [
          { id: 4, certificate_no: '10574520265000005' },
          { id: 6, certificate_no: '10574520265000006' },
          { id: 7, certificate_no: '10574520265000007' },
        ],
      }),
    );
  });

  it('submits the final registration only for graduates with a number', async () => {
    const submits = capture('/v1-adult-graduation-total-submit');
    await renderScreen('totalCertificationAE');
    expect(
      await screen.findByText('本页已总登记 2 人，未登记 4 人；已分配证书编号 3 人', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.click(within(await rowOf('张嘉怡')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('刘伟强')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交总登记' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(submits.at(-1)?.body).toEqual({ ids: [3] }));
  });
});

describe('学位 (degreeApplication*, baccalaureateApply*, academicDegreeList*)', () => {
  it('checks each applicant’s degree conditions and approves only those who meet them', async () => {
    const queries = queriesOf('/v1-adult-degree-apply-list');
    const reviews = capture('/v1-adult-degree-apply-review');
    await renderScreen('degreeApplicationAE', { search: '?eligible=0' });
    const low = await rowOf('何晓琳');
    expect(within(low).getByLabelText('平均成绩：课程平均成绩 68.4 分，低于 70 分')).toBeInTheDocument();
    expect(within(low).queryByRole('button', { name: '通过' })).toBeNull();
    const noEnglish = await rowOf('黄志明');
    expect(within(noEnglish).getByText('未参加')).toBeInTheDocument();
    expect(within(noEnglish).getByLabelText('论文：学位论文及格，未达到中等及以上')).toBeInTheDocument();
    expect(screen.getByText('本页待审核 3 份，其中符合授位条件 1 份')).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toEqual({ eligible: '0', page: '1', limit: '10' }));
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '批量通过（仅符合条件者）' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(reviews.at(-1)?.body).toEqual({ ids: [1], status: 1 }));
  });

  it('rejects a degree certificate application with a reason', async () => {
    const reviews = capture('/v1-own-degree-certificate-review');
    await renderScreen('baccalaureateApplyST');
    const row = await rowOf('邓文博');
    fireEvent.click(within(row).getByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByText('学位照片背景不符合要求'));
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(reviews.at(-1)?.body).toEqual({ ids: [4], status: 2, reason: '学位照片背景不符合要求' }),
    );
  });

  it('publishes the unpublished of a selection on the degree list', async () => {
    const published = capture('/v1-adult-degree-list-publish');
    await renderScreen('academicDegreeListAE');
    expect(
      await screen.findByText(
        '本页 5 人：文学学士 2 人、工学学士 1 人、管理学学士 2 人',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('邓文博')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '公布学位名单' }));
    expect(await screen.findByText(/确定公布所选 2 名学位获得者吗？/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(published.at(-1)?.body).toEqual({ ids: [4] }));
  });
});

describe('毕业证领取 (diplomaReceiveST)', () => {
  it('records a proxy collection with the signature from the phone page', async () => {
    const receipts = capture('/v1-own-diploma-receive');
    await renderScreen('diplomaReceiveST');
    expect(
      await screen.findByText('本页已领取 2 人，未领取 2 人', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(await rowOf('张嘉怡')).getByText('张建华（父亲）（代领）')).toBeInTheDocument();
    expect(within(await rowOf('张嘉怡')).queryByRole('button', { name: '登记领取' })).toBeNull();
    fireEvent.click(within(await rowOf('黄志明')).getByRole('button', { name: '登记领取' }));
    const form = await screen.findByRole('form', { name: '登记领取' });
    fireEvent.click(within(form).getByRole('button', { name: '生成签名二维码' }));
    // the phone has signed: the screen polled the ticket and shows the signature
    expect(await screen.findByText(/领取人签名/, {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('switch', { name: '代领' }));
    fireEvent.change(within(form).getByLabelText('领取人'), { target: { value: '黄建国' } });
    fireEvent.click(screen.getByRole('button', { name: '确认领取' }));
    expect(await screen.findByText('代领须填写代领人的 18 位身份证号')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('代领人身份证号'), {
      target: { value: '440602196803150536' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确认领取' }));
    await waitFor(() =>
      expect(receipts.at(-1)?.body).toEqual({
        id: 2,
        receiver: '黄建国',
        proxy: true,
        id_card: '440602196803150536',
        signature_url: 'https://jw-oss.example.edu.cn/sign/20260710/receipt-2.png',
      }),
    );
  });
});

describe('证书打印 (diplomaFirstTimePrintAE, diplomaPrintAE, diplomaMakeUpAE, baccalaureatePrint*, degreeApplication*Print)', () => {
  const realPrint = window.print;
  afterEach(() => {
    window.print = realPrint;
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('opens a batch of the selected certificates on the print page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderScreen('diplomaFirstTimePrintAE', { search: '?printed=0' });
    await rowOf('何晓琳');
    expect(await screen.findByText('本页未打印 2 张，已打印 2 张')).toBeInTheDocument();
    expect(within(await rowOf('刘伟强')).getByText('已打印 2 次')).toBeInTheDocument();
    fireEvent.click(within(await rowOf('何晓琳')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('张嘉怡')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量打印毕业证书' }));
    expect(open).toHaveBeenCalledWith('/diplomaPrintAE?ids=2,3', '_blank', 'noopener');
  });

  it('prints every result of the search: the pages fetched side by side, in a window opened on the click', async () => {
    // 230 results of 陈: the first page shows 10, 选择全部 fetches all three pages of 100
    const row = (id: number): DiplomaPrintRow => ({ ...diplomaPrintRow(id), print_count: id === 7 ? 1 : 0 });
    const pages: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-diploma-print-list', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        pages.push(query);
        const limit = Number(query.limit);
        const first = (Number(query.page) - 1) * limit + 1;
        const ids = Array.from({ length: Math.max(0, Math.min(limit, 231 - first)) }, (_, at) => first + at);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 230, list: ids.map(row) } });
      }),
    );
    const target = { opener: window, location: { href: '' } } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(target);
    await renderScreen('diplomaFirstTimePrintAE', { search: '?keyword=陈' });
    await rowOf('陈1');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '选择全部 230 条结果' }));
    fireEvent.click(screen.getByRole('button', { name: '批量打印毕业证书' }));
    // opened at once, while the click counts as the user's; pointed at the print page once the ids are in
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(target.location.href).toBe(
        `/diplomaPrintAE?ids=${Array.from({ length: 230 }, (_, at) => at + 1).join(',')}`,
      ),
    );
    expect(target.opener).toBeNull();
    expect(
      pages.filter((query) => query.limit === '100').map((query) => [query.keyword, query.page]),
    ).toEqual([
      ['陈', '1'],
      ['陈', '2'],
      ['陈', '3'],
    ]);
    expect(await screen.findByText('其中 1 张已打印过，打印页会要求填写补打原因')).toBeInTheDocument();
  });

  it('prints one certificate per page on the mm template, recording first prints and reprints', async () => {
    const logs = capture('/v1-certificate-print-log');
    const print = vi.fn();
    window.print = print;
    const { container } = await renderScreen('diplomaPrintAE', { search: '?ids=1,2,3' });
    expect(
      await screen.findByRole('article', { name: '毕业证书 · 陈浩然' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // the toolbar (version, calibration) loads after the first sheets
    await screen.findByLabelText('水平偏移（毫米）', undefined, { timeout: 5000 });
    // 张嘉怡 has no photo yet: named above the sheets, her certificate is not among them
    expect(screen.getByText('1 张毕业证书缺少信息，不会打印')).toBeInTheDocument();
    expect(screen.getByText('张嘉怡（缺照片）')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-print-sheet]')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: '毕业证书 · 张嘉怡' })).toBeNull();
    const name = container.querySelector<HTMLElement>('[data-field="student_name"]')!;
    expect(name.style.left).toBe('112mm');
    expect(screen.getAllByText('二〇二六年七月一日').length).toBe(2);
    expect(screen.getByText(/其中 1 张已打印过（陈浩然）/)).toBeInTheDocument();
    // this printer prints 1.5 mm too far left: the offset moves every field and is kept for this computer's printer
    fireEvent.change(screen.getByLabelText('水平偏移（毫米）'), { target: { value: '1.5' } });
    fireEvent.blur(screen.getByLabelText('水平偏移（毫米）'));
    await waitFor(() => expect(name.style.left).toBe('113.5mm'));
    expect(JSON.parse(localStorage.getItem('jw.print.printers')!)).toEqual({
      profiles: [{ name: '本机打印机', offsets: { 'diploma-2026': { x: 1.5, y: 0 } } }],
      chosen: { 'diploma-2026': '本机打印机' },
    });

    // 打印 names the certificate left out first; cancelled, nothing is recorded or printed
    fireEvent.click(screen.getByRole('button', { name: '打印 2 张' }));
    const missing = await screen.findByRole('dialog', { name: '1 张毕业证书缺少打印所需的信息' });
    expect(within(missing).getByRole('row', { name: '张嘉怡 照片' })).toBeInTheDocument();
    fireEvent.click(within(missing).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logs).toHaveLength(0);
    expect(print).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '打印 2 张' }));
    fireEvent.click(await screen.findByRole('button', { name: '打印其余 2 张' }));
    expect(await screen.findByText('陈浩然（已打印 1 次）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '记录并打印' }));
    expect(await screen.findByText('补打须填写原因（不超过 200 字）')).toBeInTheDocument();
    expect(logs).toHaveLength(0);
    fireEvent.click(screen.getByText('打印时卡纸，证书污损作废'));
    fireEvent.click(screen.getByRole('button', { name: '记录并打印' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // the print log names the template version printed with (the newest saved: 第 2 版)
    expect(logs.map((call) => call.body)).toEqual([
      { kind: 1, ids: [2], print_type: 1, template_name: '毕业证书（2026 版）', template_version: 2 },
      {
        kind: 1,
        ids: [1],
        print_type: 2,
        reason: '打印时卡纸，证书污损作废',
        template_name: '毕业证书（2026 版）',
        template_version: 2,
      },
    ]);
  });

  it('prints the calibration test page without recording a print', async () => {
    const logs = capture('/v1-certificate-print-log');
    const print = vi.fn();
    window.print = print;
    const { container } = await renderScreen('baccalaureatePrint', { search: '?ids=1,2' });
    await screen.findByRole('article', { name: '学位证书 · 刘伟强' }, { timeout: 5000 });
    // the toolbar loads once the first sheets are drawn
    fireEvent.click(await screen.findByRole('switch', { name: '校准测试页' }, { timeout: 5000 }));
    expect(
      await screen.findByRole('article', { name: '校准测试页 · 学士学位证书（2026 版）' }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('[data-mark]')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '打印校准测试页' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(logs).toHaveLength(0);
  });

  it('says where to choose certificates when opened without them', async () => {
    await renderScreen('diplomaPrintAE');
    expect(
      await screen.findByText(
        /缺少要打印的毕业证书，请从「毕业证首次打印」选择后打印/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^打印/ })).toBeDisabled();
  });

  it('lists reprints with their reasons and prints a proof of graduation', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const queries = queriesOf('/v1-adult-certificate-print-log-list');
    await renderScreen('diplomaMakeUpAE', { search: '?print_type=2' });
    const row = await rowOf('打印时卡纸，证书污损作废');
    expect(within(row).getByText('补打')).toBeInTheDocument();
    expect(screen.getByText('本页首次打印 3 次，补打 2 次')).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toEqual({ print_type: '2', page: '1', limit: '10' }));
    fireEvent.click(within(row).getByRole('button', { name: '打印毕业证明书' }));
    expect(open).toHaveBeenCalledWith('/diplomaProvePrintAE?ids=4', '_blank', 'noopener');
  });

  it('prints the degree application form of one application', async () => {
    await renderScreen('degreeApplicationSTPrint', { search: '?id=1' });
    expect(
      await screen.findByText('高等教育自学考试学士学位申请表', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('新媒体语境下粤语方言词汇的传承与变异研究')).toBeInTheDocument();
    expect(screen.getByText(/申请日期：二〇二六年五月二十日/)).toBeInTheDocument();
  });

  it('offers degree certificates for printing only once they have a number', async () => {
    await renderScreen('baccalaureatePrintST');
    expect(within(await rowOf('邓文博')).queryByRole('button', { name: '打印' })).toBeNull();
    expect(within(await rowOf('何晓琳')).getByText('已打印 2 次')).toBeInTheDocument();
    expect(within(await rowOf('刘伟强')).getByRole('button', { name: '打印' })).toBeInTheDocument();
  });
});
