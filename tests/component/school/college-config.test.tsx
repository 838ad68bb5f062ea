import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const SAVED = {
  show_progress: 1,
  show_score: 1,
  allow_edit_profile: 0,
  apply_notice: '报名时请上传本人身份证正反面及最高学历证书，资料审核通过后方可缴费。',
  exam_notice: '考生须携带准考证和身份证提前30分钟进入考场，迟到15分钟不得入场。',
  bank_name: '中国工商银行',
  bank_number: '6222023602013456789',
  bank_address: '中国工商银行广州天河支行',
  payee: '华南师范大学继续教育学院',
  apply_fee: 150,
};
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);
const switchOf = (form: HTMLElement, label: string) =>
  [...form.querySelectorAll('.arco-form-item')]
    .find((item) => item.querySelector('label')?.textContent?.includes(label))!
    .querySelector<HTMLButtonElement>('button[role="switch"]')!;

describe('学院配置管理 (collegeConfigAE / collegeConfigST)', () => {
  it('loads the settings into sections', async () => {
    await renderScreen('collegeConfigAE');
    const form = await screen.findByRole('form', { name: '学院配置' });
    for (const section of ['显示设置', '报名与考试须知', '缴费设置'])
      expect(within(form).getByText(section)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByDisplayValue('中国工商银行')).toBeInTheDocument());
    expect(within(form).getByDisplayValue('150.00')).toBeInTheDocument();
    expect(switchOf(form, '显示学习进度')).toHaveAttribute('aria-checked', 'true');
    expect(switchOf(form, '允许学生修改资料')).toHaveAttribute('aria-checked', 'false');
  });

  it('round-trips the form: validates in Chinese, saves the whole configuration, keeps what was saved', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-college-config-save', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('collegeConfigST');
    const form = await screen.findByRole('form', { name: '学院配置' });
    await waitFor(() => expect(within(form).getByDisplayValue('中国工商银行')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('银行账号'), { target: { value: '6222 0236' } });
    fireEvent.change(within(form).getByLabelText('收款人'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toEqual(['请输入收款人', '银行账号格式不正确']));
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('银行账号'), { target: { value: '6217003320012345678' } });
    fireEvent.change(within(form).getByLabelText('收款人'), { target: { value: '华南师范大学' } });
    fireEvent.change(within(form).getByLabelText('考试须知'), { target: { value: '' } });
    fireEvent.click(switchOf(form, '允许学生修改资料'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const { exam_notice: _cleared, ...rest } = SAVED;
    expect(posts[0]).toEqual({
      ...rest,
      allow_edit_profile: 1,
      bank_number: '6217003320012345678',
      payee: '华南师范大学',
    });
    // the saved settings stay in the form (not the mock's old ones), and nothing is left unsaved
    await waitFor(() => expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled());
    expect(within(form).getByDisplayValue('华南师范大学')).toBeInTheDocument();
    expect(switchOf(form, '允许学生修改资料')).toHaveAttribute('aria-checked', 'true');
  });

  it('puts back the loaded settings with 撤销修改', async () => {
    await renderScreen('collegeConfigAE');
    const form = await screen.findByRole('form', { name: '学院配置' });
    await waitFor(() => expect(within(form).getByDisplayValue('中国工商银行')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('银行名称'), { target: { value: '中国银行' } });
    fireEvent.click(screen.getByRole('button', { name: '撤销修改' }));
    await waitFor(() => expect(within(form).getByDisplayValue('中国工商银行')).toBeInTheDocument());
  });

  it('shows a failed load with its msg and a retry', async () => {
    server.use(
      http.get('*/v1-adult-college-config', () => HttpResponse.json({ code: 500, msg: '配置服务不可用' })),
    );
    await renderScreen('collegeConfigAE');
    expect(await screen.findByText('学院配置加载失败：配置服务不可用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('is view-only without the edit action', async () => {
    await renderScreen('collegeConfigAE', { access: accessWith('collegeConfigAE', ['export']) });
    const form = await screen.findByRole('form', { name: '学院配置' });
    await waitFor(() => expect(within(form).getByDisplayValue('中国工商银行')).toBeDisabled());
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
