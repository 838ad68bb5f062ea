/**
 * 学生缴费记录 (StudentPayRecordAE) / 缴费记录 (paymentRecordST): every payment with item, method and
 * state; bank transfers wait for the finance office, who confirm them (确认到账) or reject them with a
 * reason after checking the bank statement (bankPayCallback), one by one or in bulk.
 */
import { useMemo } from 'react';
import {
  confirmBankPay,
  exportFsPayRecords,
  getListFsPayRecordsQueryKey,
  listFsPayRecords,
} from '@/generated/api/fees/fees';
import type { FeePayment, ListFsPayRecordsParams } from '@/generated/model';
import { ConfirmBankPayBody } from '@/generated/zod/fees/fees.zod';
import { ListPage, optionsOf, useReview, type ListColumn, type SearchField } from '@/kit';
import { useLine } from '@/lines/page-type';
import { ITEM, METHOD, PAY_STATUS } from './fee-fields';
import { moneyTotals, yuanText } from './fee-rules';

const LIST = {
  queryKey: getListFsPayRecordsQueryKey,
  fetcher: listFsPayRecords,
};
const SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  { type: 'select', field: 'item', label: '缴费项目', options: optionsOf(ITEM) },
  { type: 'select', field: 'method', label: '缴费方式', options: optionsOf(METHOD) },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(PAY_STATUS) },
  { type: 'dateRange', fields: ['start_date', 'end_date'], label: '缴费日期' },
];
const REMARK = ConfirmBankPayBody.shape.remark;

/** One call per payment: the bank callback confirms a single order. */
const decide = (rows: FeePayment[], operate: 'approve' | 'reject', remark: string) =>
  Promise.all(
    rows.map((row) => confirmBankPay({ order_id: row.order_no, operate, ...(remark ? { remark } : {}) })),
  );

export function PayRecordsPage() {
  const line = useLine();
  const stationNoun = line.nouns.station;
  const columns: ListColumn<FeePayment>[] = useMemo(
    () => [
      { key: 'order_no', title: '缴费单号', width: 160 },
      { key: 'student_name', title: '姓名', width: 90 },
      { key: 'student_no', title: '学号', width: 140 },
      { key: 'class_name', title: '班级', width: 180, ellipsis: true },
      { key: 'station_name', title: stationNoun, width: 150, ellipsis: true, hiddenByDefault: true },
      { key: 'item', title: '项目', width: 90, valueType: 'status', statusMap: ITEM },
      { key: 'amount', title: '金额', width: 110, valueType: 'money' },
      { key: 'method', title: '方式', width: 100, valueType: 'status', statusMap: METHOD },
      { key: 'paid_at', title: '缴费时间', width: 170, valueType: 'datetime' },
      { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: PAY_STATUS },
      { key: 'receipt_no', title: '收据号', width: 130 },
      { key: 'remark', title: '备注', width: 200, ellipsis: true },
      { key: 'operator', title: '登记人', width: 90 },
    ],
    [stationNoun],
  );
  const review = useReview<FeePayment>({
    noun: '银行转账',
    unit: '笔',
    label: (row) => `${row.student_name} ${yuanText(row.amount)} 元`,
    isPending: (row) => row.status === 0,
    approve: { schema: REMARK, send: (rows, remark) => decide(rows, 'approve', remark) },
    reject: { schema: REMARK.unwrap().min(1), send: (rows, reason) => decide(rows, 'reject', reason) },
    reasons: ['银行流水未查到该笔转账', '转账金额与缴费单不符', '付款人与学生信息不符'],
  });
  return (
    <>
      <ListPage<FeePayment, ListFsPayRecordsParams>
        list={LIST}
        rowKey="id"
        search={SEARCH}
        columns={columns}
        rowActions={review.rowActions.map((action) =>
          action.key === 'approve' ? { ...action, label: '确认到账' } : { ...action, label: '拒绝' },
        )}
        batchActions={review.batchActions.map((action) =>
          action.key === 'approve' ? { ...action, label: '批量确认到账' } : { ...action, label: '批量拒绝' },
        )}
        exportFile={exportFsPayRecords}
        exportName="缴费记录.xlsx"
        summary={(envelope) => {
          const rows = envelope.result.list;
          const received = moneyTotals(
            rows.filter((row) => row.status === 1),
            ['amount'],
          ).amount;
          const waiting = rows.filter((row) => row.status === 0);
          return `本页已到账 ${yuanText(received)} 元；待确认 ${waiting.length} 笔，共 ${yuanText(moneyTotals(waiting, ['amount']).amount)} 元`;
        }}
      />
      {review.modal}
    </>
  );
}
