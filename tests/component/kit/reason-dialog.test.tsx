/** The kit's reason dialog: required text, length, one-click reasons, one send at a time, failures kept, cancel. */
import { ConfigProvider } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as zod from 'zod';
import { ApiError } from '@/api/errors';
import { ReasonCancelled, useReasonDialog, type ReasonRequest } from '@/kit';

type Outcome = { sent: string } | { error: unknown };

function Harness({ request, onOutcome }: { request: ReasonRequest; onOutcome: (outcome: Outcome) => void }) {
  const dialog = useReasonDialog();
  return (
    <>
      <button
        onClick={() =>
          dialog.ask(request).then(
            (sent) => onOutcome({ sent }),
            (error: unknown) => onOutcome({ error }),
          )
        }
      >
        打开
      </button>
      {dialog.element}
    </>
  );
}

async function open(request: Partial<ReasonRequest> & Pick<ReasonRequest, 'send'>) {
  const outcomes: Outcome[] = [];
  render(
    <ConfigProvider>
      <Harness
        request={{ title: '驳回', label: '驳回原因', okText: '确定驳回', ...request }}
        onOutcome={(outcome) => outcomes.push(outcome)}
      />
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '打开' }));
  const modal = await screen.findByRole('dialog', { name: '驳回' });
  return {
    modal,
    outcomes,
    ok: () => fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' })),
  };
}

const type = (modal: HTMLElement, text: string) =>
  fireEvent.change(within(modal).getByLabelText('驳回原因'), { target: { value: text } });

describe('reason dialog', () => {
  it('requires the text, says what happens, and sends it trimmed', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { modal, outcomes, ok } = await open({
      summary: '将驳回 2 个申请（另有 1 项已审核，将跳过）',
      send,
    });
    expect(within(modal).getByText('将驳回 2 个申请（另有 1 项已审核，将跳过）')).toBeInTheDocument();
    ok();
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    type(modal, '   ');
    ok();
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    type(modal, '  证明材料不全  ');
    ok();
    await waitFor(() => expect(outcomes).toEqual([{ sent: '证明材料不全' }]));
    expect(send).toHaveBeenCalledWith('证明材料不全');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes its own message for a missing text, and one-click reasons add and take out', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { modal, outcomes, ok } = await open({
      requiredMessage: '补打须填写原因（不超过 200 字）',
      reasons: ['证明材料不全', '照片不清晰'],
      send,
    });
    ok();
    expect(await within(modal).findByText('补打须填写原因（不超过 200 字）')).toBeInTheDocument();
    const textbox = within(modal).getByLabelText('驳回原因');
    fireEvent.click(within(modal).getByText('证明材料不全'));
    fireEvent.click(within(modal).getByText('照片不清晰'));
    expect(textbox).toHaveValue('证明材料不全；照片不清晰');
    fireEvent.click(within(modal).getByText('证明材料不全'));
    expect(textbox).toHaveValue('照片不清晰');
    ok();
    await waitFor(() => expect(outcomes).toEqual([{ sent: '照片不清晰' }]));
  });

  it('keeps to the length of the contract: at most its maximum, at least its minimum', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { modal, ok } = await open({
      schema: zod.string().min(2).max(10),
      initial: '这段驳回原因写得比契约允许的还长',
      send,
    });
    expect(within(modal).getByLabelText('驳回原因')).toHaveAttribute('maxlength', '10');
    ok();
    expect(await within(modal).findByText('驳回原因不能超过 10 个字')).toBeInTheDocument();
    type(modal, '缺');
    ok();
    expect(await within(modal).findByText('驳回原因至少 2 个字')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the text when sending fails: field errors under the text, others above the buttons', async () => {
    const send = vi
      .fn<(text: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError('http', '原因包含敏感词', { status: 400, fields: { reason: '原因包含敏感词' } }),
      )
      .mockRejectedValueOnce(new ApiError('business', '该申请已被他人审核', { code: 500 }))
      .mockResolvedValueOnce(undefined);
    const { modal, outcomes, ok } = await open({ send });
    type(modal, '证明材料不全');
    ok();
    expect(await within(modal).findByText('原因包含敏感词')).toBeInTheDocument();
    expect(within(modal).getByLabelText('驳回原因')).toHaveValue('证明材料不全');
    ok();
    expect(await within(modal).findByRole('alert')).toHaveTextContent('该申请已被他人审核');
    expect(screen.getByRole('dialog', { name: '驳回' })).toBeInTheDocument();
    expect(within(modal).getByLabelText('驳回原因')).toHaveValue('证明材料不全');
    expect(outcomes).toEqual([]);
    ok();
    await waitFor(() => expect(outcomes).toEqual([{ sent: '证明材料不全' }]));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends once however often 确定 is pressed while sending', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { modal, outcomes, ok } = await open({ send });
    type(modal, '证明材料不全');
    ok();
    ok();
    ok();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    finish();
    await waitFor(() => expect(outcomes).toEqual([{ sent: '证明材料不全' }]));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('rejects with ReasonCancelled when closed without sending', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { modal, outcomes } = await open({ send });
    type(modal, '写了一半');
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect((outcomes[0] as { error: unknown }).error).toBeInstanceOf(ReasonCancelled);
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
