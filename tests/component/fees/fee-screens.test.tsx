/** 缴费: class fees, students' tuition with payments recorded by hand, payment records with bank transfer confirmation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

describe('班级缴费 (classPayAE)', () => {
  it('sums the page’s money to the fen and opens a class’s students', async () => {
    const view = await renderScreen('classPayAE');
    const row = await rowOf('2025级工商管理1班');
    expect(within(row).getByText('40 / 51')).toBeInTheDocument();
    expect(
      screen.getByText('本页应收 495,200.00 元，实收 431,550.00 元，减免 5,050.00 元，欠费 58,600.00 元'),
    ).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '学生缴费' }));
    await waitFor(() =>
      expect(view.router.state.location).toMatchObject({
        pathname: '/gradeStudentPayAE',
        search: '?class_id=3',
      }),
    );
  });
});

describe('学生学费 (gradeStudentPayAE / tuitionST)', () => {
  it('records a cash payment of what is owed, and refuses more than that', async () => {
    const records = captureBodies('/v1-own-fee-record-add');
    await renderScreen('tuitionST');
    const row = await rowOf('李雨桐');
    expect(within(await rowOf('陈浩然')).queryByRole('button', { name: '登记缴费' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '登记缴费' }));
    const form = await screen.findByRole('form', { name: '登记缴费 · 李雨桐（欠费 1,860.00 元）' });
    const amount = within(form).getByLabelText('金额');
    fireEvent.change(amount, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('金额：不能超过欠费 1,860.00 元')).toBeInTheDocument();
    expect(records).toEqual([]);
    fireEvent.change(amount, { target: { value: '1860' } });
    fireEvent.change(within(form).getByLabelText('收据号'), { target: { value: 'SJ2026-000128' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(records.at(-1)).toMatchObject({
        student_uuid: '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c02',
        item: 1,
        amount: 1860,
        method: 4,
        receipt_no: 'SJ2026-000128',
      }),
    );
  });

  it('offers 登记缴费 only with the add permission', async () => {
    await renderScreen('gradeStudentPayAE', {
      search: '?class_id=1',
      access: accessWith('gradeStudentPayAE', ['export']),
    });
    expect(within(await rowOf('李雨桐')).queryByRole('button', { name: '登记缴费' })).toBeNull();
  });
});

describe('缴费记录 (StudentPayRecordAE / paymentRecordST)', () => {
  it('confirms a pending bank transfer and rejects another with a reason (bankPayCallback)', async () => {
    const decisions = captureBodies('/api/payment/bankPayCallback');
    await renderScreen('StudentPayRecordAE');
    expect(
      await screen.findByText('本页已到账 4,490.00 元；待确认 2 笔，共 1,980.00 元', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const transfer = await rowOf('JF202603020045');
    expect(within(await rowOf('JF202509120001')).queryByRole('button', { name: '确认到账' })).toBeNull();
    fireEvent.click(within(transfer).getByRole('button', { name: '确认到账' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(decisions.at(-1)).toEqual({ order_id: 'JF202603020045', operate: 'approve' }));

    fireEvent.click(within(await rowOf('JF202603050102')).getByRole('button', { name: '拒绝' }));
    fireEvent.click(await screen.findByText('银行流水未查到该笔转账'));
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(decisions.at(-1)).toEqual({
        order_id: 'JF202603050102',
        operate: 'reject',
        remark: '银行流水未查到该笔转账',
      }),
    );
  });
});
