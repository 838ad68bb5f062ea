/** 成绩: the entry grid, score checking, score-query passwords, transcripts and failed students. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onRequest, server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

const cell = (name: string) => screen.getByRole('textbox', { name });

describe('成绩录入 (scorViewingEntryAE)', () => {
  it('asks for a class and a course first', async () => {
    await renderScreen('scorViewingEntryAE');
    expect(await screen.findByText('请选择班级和课程，开始录入成绩')).toBeInTheDocument();
  });

  it('shows the chosen class and course at once; a picker loads its select when used', async () => {
    const sheets: string[] = [];
    onRequest(({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/v1-adult-score-entry') sheets.push(url.search);
    });
    await renderScreen('scorViewingEntryAE', { search: '?class_id=1&course_id=3' });
    await screen.findByRole('grid', {}, { timeout: 5000 });
    const classPicker = screen.getByRole('textbox', { name: '班级' });
    await waitFor(() => expect(classPicker).toHaveValue('2025级汉语言文学1班'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '课程' })).toHaveValue('03709 马克思主义基本原理概论'),
    );

    fireEvent.click(classPicker);
    fireEvent.click(await screen.findByText('2025级会计学2班', {}, { timeout: 5000 }));
    await waitFor(() => expect(sheets.at(-1)).toBe('?class_id=2&course_id=3'));
  });

  it('checks each cell, computes the total, moves like a spreadsheet and saves the changed rows', async () => {
    const saves = captureBodies('/api/exam/offline-exam-input-score');
    await renderScreen('scorViewingEntryAE', { search: '?class_id=1&course_id=3' });
    await screen.findByRole('grid', {}, { timeout: 5000 });
    const final = cell('王志强 期末考试');
    fireEvent.change(final, { target: { value: '120' } });
    expect(final).toHaveAttribute('aria-invalid', 'true');
    expect(final).toHaveAttribute('title', '分数不能超过 100');
    expect(screen.getByRole('status')).toHaveTextContent('1 行有错误，改正后才能保存');
    fireEvent.change(final, { target: { value: '80' } });
    expect(within(final.closest('tr')!).getByText('83.6')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 行未保存');

    fireEvent.keyDown(final, { key: 'ArrowDown' });
    await waitFor(() => expect(cell('赵静怡 期末考试')).toHaveFocus());
    fireEvent.keyDown(cell('赵静怡 期末考试'), { key: 'Tab' });
    await waitFor(() => expect(cell('赵静怡 特殊情况')).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saves.at(-1)).toEqual({
        class_id: 1,
        course_id: 3,
        rows: [
          {
            student_uuid: '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c07',
            scores: [
              { key: 'usual', score: 92 },
              { key: 'final', score: 80 },
            ],
            mark: null,
          },
        ],
        submit: 0,
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/已保存/));
  });

  it('pastes a column from Excel down the rows', async () => {
    await renderScreen('scorViewingEntryAE', { search: '?class_id=1&course_id=3' });
    await screen.findByRole('grid', {}, { timeout: 5000 });
    fireEvent.paste(cell('孙浩宇 平时成绩'), { clipboardData: { getData: () => '66\r\n95\r\n' } });
    expect(cell('孙浩宇 平时成绩')).toHaveValue('66');
    expect(cell('周晓琳 平时成绩')).toHaveValue('95');
    expect(cell('周晓琳 平时成绩')).toHaveAttribute('data-dirty', 'true');
  });

  it('says how many scores are empty before submitting and locking', async () => {
    const saves = captureBodies('/api/exam/offline-exam-input-score');
    await renderScreen('scorViewingEntryAE', { search: '?class_id=1&course_id=3' });
    await screen.findByRole('grid', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(
      await screen.findByText('还有 3 个成绩为空。提交后成绩锁定，不能再修改，确定提交吗？'),
    ).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ submit: 1 }));
    expect((saves.at(-1) as { rows: unknown[] }).rows).toHaveLength(6);
  });
});

describe('课程成绩核对 (checkingCourseGradesAE)', () => {
  it('settles the selected differences with the online scores, skipping those already equal', async () => {
    const resolved = captureBodies('/v1-adult-score-check-resolve');
    await renderScreen('checkingCourseGradesAE');
    const differing = await rowOf('陈浩然');
    expect(within(differing).getByText('不一致')).toBeInTheDocument();
    expect(within(differing).getByText('9')).toBeInTheDocument();
    fireEvent.click(within(differing).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('李雨桐')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '以线上成绩为准' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(resolved.at(-1)).toEqual({ ids: [1], take: 'online' }));
  });
});

describe('查分密码管理 (examScoreLoginPwd)', () => {
  it('unlocks a locked password and resets one after confirming', async () => {
    const unlocked = captureBodies('/v1-adult-score-pwd-unlock');
    const reset = captureBodies('/v1-adult-score-pwd-reset');
    await renderScreen('examScoreLoginPwd');
    const locked = await rowOf('李雨桐');
    expect(within(await rowOf('陈浩然')).queryByRole('button', { name: '解锁' })).toBeNull();
    fireEvent.click(within(locked).getByRole('button', { name: '解锁' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(unlocked.at(-1)).toEqual({ uuids: ['3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c02'] }));
    fireEvent.click(within(locked).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText(/重置为身份证号后六位/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    await waitFor(() => expect(reset.at(-1)).toEqual({ uuids: ['3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c02'] }));
  });
});

describe('学生成绩 and 不及格学生', () => {
  it('marks failed totals and leads failed students to make-up', async () => {
    const view = await renderScreen('failedStudentAE');
    const row = await rowOf('李雨桐');
    expect(within(row).getByText('49.7').getAttribute('style')).toContain('--danger-6');
    fireEvent.click(within(row).getByRole('button', { name: '安排补考' }));
    await waitFor(() =>
      expect(view.router.state.location).toMatchObject({
        pathname: '/supplementaryExaminationAE',
        search: '?keyword=2025440100002',
      }),
    );
  });
});

describe('DBF files from the exam authority (学生成绩)', () => {
  /** A one-record dBase III file: ZKZH (C 12), XM (C 6, GBK), CJ (N 5). */
  function dbfFile() {
    const bytes = new Uint8Array(32 + 3 * 32 + 1 + 24 + 1);
    const view = new DataView(bytes.buffer);
    bytes.set([0x03, 126, 4, 20]);
    view.setUint32(4, 1, true);
    view.setUint16(8, 129, true);
    view.setUint16(10, 24, true);
    [
      ['ZKZH', 12],
      ['XM', 6],
      ['CJ', 5],
    ].forEach(([name, length], index) => {
      bytes.set(
        [...String(name)].map((char) => char.charCodeAt(0)),
        32 + index * 32,
      );
      bytes[32 + index * 32 + 11] = (index === 2 ? 'N' : 'C').charCodeAt(0);
      bytes[32 + index * 32 + 16] = Number(length);
    });
    bytes[128] = 0x0d;
    bytes.set(
      [
        0x20,
        ...[...'260411030101'].map((c) => c.charCodeAt(0)),
        0xb3,
        0xc2,
        0xba,
        0xc6,
        0xc8,
        0xbb,
        ...[...' 78.5'].map((c) => c.charCodeAt(0)),
      ],
      129,
    );
    bytes[153] = 0x1a;
    return new File([bytes], '2026年4月成绩.dbf');
  }

  it('shows a DBF file as a table with Chinese headings and sends it to the transformation service', async () => {
    const sent: { size: number; encoding: string }[] = [];
    server.use(
      http.post('*/api/dbf/transform', async ({ request }) => {
        const form = await request.formData();
        sent.push({ size: (form.get('file') as File).size, encoding: String(form.get('encoding')) });
        return new HttpResponse(new Blob(['xlsx']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dbf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await renderScreen('studentAchievementAE');
      fireEvent.click(await screen.findByRole('button', { name: '查看 DBF 文件' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: '查看 DBF 文件' }, { timeout: 5000 });
      fireEvent.change(within(dialog).getByLabelText('DBF 文件'), { target: { files: [dbfFile()] } });
      expect(
        await within(dialog).findByText('2026年4月成绩.dbf：3 个字段，1 条记录，文件日期 2026-04-20'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('准考证号（ZKZH）')).toBeInTheDocument();
      expect(within(dialog).getByText('陈浩然')).toBeInTheDocument();
      expect(within(dialog).getByText('78.5')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: '转换为 Excel' }));
      await waitFor(() => expect(sent).toEqual([{ size: 154, encoding: 'gbk' }]));
      await waitFor(() => expect(click).toHaveBeenCalled());
    } finally {
      created.mockRestore();
      click.mockRestore();
    }
  });
});
