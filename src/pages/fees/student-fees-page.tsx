/**
 * 班级学生缴费 (gradeStudentPayAE, `?class_id=`) and 学费管理 (tuitionST): each student's tuition per
 * year — receivable, reduced, paid, owed — with 登记缴费 for a cash or bank-transfer payment.
 */
import { Alert } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createFsFeeRecord,
  exportFsStudentFees,
  getListFsPayRecordsQueryKey,
  getListFsStudentFeesQueryKey,
  listFsStudentFees,
} from '@/generated/api/fees/fees';
import type { FeeRecordBody, FeeStudent, ListFsStudentFeesParams } from '@/generated/model';
import { CreateFsFeeRecordBody } from '@/generated/zod/fees/fees.zod';
import type { FormField, ListColumn, SearchField } from '@/kit';
import { FormModal, ListPage, optionsOf, today, withIssues } from '@/kit';
import { useLine } from '@/lines/page-type';
import { FEE_STATUS, ITEM } from './fee-fields';
import { amountIssue, moneyTotals, yuanText } from './fee-rules';

const RECORD_FIELDS: FormField[] = [
  { type: 'radio', field: 'item', label: '缴费项目', options: optionsOf(ITEM), half: true },
  {
    type: 'number',
    field: 'amount',
    label: '金额',
    min: 0.01,
    max: 100000,
    precision: 2,
    suffix: '元',
    half: true,
  },
  {
    type: 'radio',
    field: 'method',
    label: '缴费方式',
    half: true,
    options: [
      { label: '现金', value: 4 },
      { label: '银行转账', value: 1 },
    ],
    extra: '现金直接到账；银行转账由财务在「缴费记录」中核对后确认到账',
  },
  { type: 'date', field: 'paid_at', label: '缴费日期', half: true },
  { type: 'input', field: 'receipt_no', label: '收据号', half: true, maxLength: 30 },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

type RecordPayload = Omit<FeeRecordBody, 'student_uuid'>;

export function StudentFeesPage() {
  const line = useLine();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const classId = Number(params.get('class_id')) || undefined;
  const [paying, setPaying] = useState<FeeStudent>();
  const stationNoun = line.nouns.station;

  const list = useMemo(
    () => ({
      queryKey: (query: ListFsStudentFeesParams) =>
        getListFsStudentFeesQueryKey({ ...query, class_id: classId }),
      fetcher: (query: ListFsStudentFeesParams, options?: object, signal?: AbortSignal) =>
        listFsStudentFees({ ...query, ...(classId ? { class_id: classId } : {}) }, options, signal),
    }),
    [classId],
  );
  const search: SearchField[] = [
    { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
    { type: 'input', field: 'year', label: '学年', placeholder: '如 2025-2026' },
    { type: 'select', field: 'status', label: '缴费状态', options: optionsOf(FEE_STATUS) },
  ];
  const columns: ListColumn<FeeStudent>[] = useMemo(
    () => [
      { key: 'student_name', title: '姓名', width: 90 },
      { key: 'student_no', title: '学号', width: 140 },
      { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard' },
      { key: 'class_name', title: '班级', width: 190, ellipsis: true },
      { key: 'station_name', title: stationNoun, width: 150, ellipsis: true },
      { key: 'year', title: '学年', width: 100 },
      { key: 'receivable', title: '应缴', width: 100, valueType: 'money' },
      { key: 'reduced', title: '减免', width: 100, valueType: 'money' },
      { key: 'paid', title: '已缴', width: 100, valueType: 'money' },
      { key: 'owed', title: '欠费', width: 100, valueType: 'money' },
      { key: 'status', title: '缴费状态', width: 100, valueType: 'status', statusMap: FEE_STATUS },
      { key: 'last_paid_at', title: '最近缴费', width: 170, valueType: 'datetime' },
    ],
    [stationNoun],
  );
  const schema = useMemo(
    () =>
      withIssues(CreateFsFeeRecordBody.omit({ student_uuid: true }), (values) => {
        const issue = values.item === 1 ? amountIssue(values.amount, paying?.owed) : undefined;
        return issue ? [{ path: 'amount', message: issue }] : [];
      }),
    [paying],
  );

  return (
    <>
      {classId === undefined && line.suffix === 'AE' && (
        <Alert
          style={{ marginBottom: 12 }}
          content="正在查看全部班级的学生；从「班级缴费」进入可只看一个班级。"
        />
      )}
      <ListPage<FeeStudent, ListFsStudentFeesParams>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[
          {
            key: 'pay',
            label: '登记缴费',
            perm: 'add',
            hidden: (row) => row.owed <= 0,
            onClick: (row) => setPaying(row),
          },
        ]}
        exportFile={(query, options) =>
          exportFsStudentFees({ ...query, ...(classId ? { class_id: classId } : {}) }, options)
        }
        exportName="学生学费.xlsx"
        summary={(envelope) => {
          const sum = moneyTotals(envelope.result.list, ['receivable', 'reduced', 'paid', 'owed']);
          return `本页应缴 ${yuanText(sum.receivable)} 元，减免 ${yuanText(sum.reduced)} 元，已缴 ${yuanText(sum.paid)} 元，欠费 ${yuanText(sum.owed)} 元`;
        }}
      />
      <FormModal<RecordPayload>
        title={paying ? `登记缴费 · ${paying.student_name}（欠费 ${yuanText(paying.owed)} 元）` : '登记缴费'}
        visible={!!paying}
        onClose={() => setPaying(undefined)}
        fields={RECORD_FIELDS}
        schema={schema}
        record={paying ? { item: 1, amount: paying.owed, method: 4, paid_at: today() } : undefined}
        submit={(payload) => createFsFeeRecord({ ...payload, student_uuid: paying!.student_uuid })}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: getListFsStudentFeesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListFsPayRecordsQueryKey() });
        }}
      />
    </>
  );
}
