/** 缴费情况 of an adult student: what is owed (owe-fee) and the abnormal payments (abnormal-pay). */
import { useGetAdultStudentOweFee, useListAdultStudentAbnormalPays } from '@/generated/api/student/student';
import type { AbnormalPay, AdultStudent, OweFeeItem } from '@/generated/model';
import { DetailModal, DetailTable, formatMoney, type ListColumn } from '@/kit';
import { Section } from './profile-sections';

type Modal = { visible: boolean; record?: AdultStudent; close: () => void };
const QUIET = { request: { silent: true, loading: false } } as const;

const OWE_COLUMNS: ListColumn<OweFeeItem>[] = [
  { key: 'item', title: '收费项目', width: 110 },
  { key: 'school_year', title: '学年', width: 130 },
  { key: 'amount_due', title: '应缴', width: 110, valueType: 'money' },
  { key: 'amount_paid', title: '已缴', width: 110, valueType: 'money' },
  { key: 'amount_owed', title: '欠缴', width: 110, valueType: 'money' },
  { key: 'deadline', title: '缴费截止', width: 110, valueType: 'date' },
];

const ABNORMAL_COLUMNS: ListColumn<AbnormalPay>[] = [
  { key: 'order_no', title: '订单号', width: 190 },
  { key: 'item', title: '收费项目', width: 100 },
  { key: 'amount', title: '金额', width: 100, valueType: 'money' },
  { key: 'channel', title: '缴费渠道', width: 100 },
  { key: 'paid_at', title: '缴费时间', width: 150, valueType: 'datetime' },
  { key: 'reason', title: '异常原因', width: 200, ellipsis: true },
  {
    key: 'handled',
    title: '处理状态',
    width: 90,
    valueType: 'status',
    statusMap: { 0: { text: '待处理', color: 'orange' }, 1: { text: '已处理', color: 'green' } },
  },
];

export function FeeModal({ modal }: { modal: Modal }) {
  return (
    <DetailModal<AdultStudent>
      modal={modal}
      title={(student) => `缴费情况 · ${student.name}`}
      items={[
        { key: 'student_no', title: '学号' },
        { key: 'name', title: '姓名' },
        { key: 'owe_amount', title: '欠费金额', valueType: 'money' },
      ]}
    >
      {(student) => <Fees id={student.id} />}
    </DetailModal>
  );
}

function Fees({ id }: { id: number }) {
  const owed = useGetAdultStudentOweFee({ id }, QUIET);
  const abnormal = useListAdultStudentAbnormalPays({ id }, QUIET);
  return (
    <>
      <Section title={`欠费明细${owed.data ? `（合计 ${formatMoney(owed.data.result.owe_total)}）` : ''}`}>
        <DetailTable
          columns={OWE_COLUMNS}
          rowKey="id"
          rows={owed.data?.result.items}
          loading={owed.isPending}
          error={owed.error}
          onRetry={() => void owed.refetch()}
        />
      </Section>
      <Section title="异常缴费">
        <DetailTable
          columns={ABNORMAL_COLUMNS}
          rowKey="order_no"
          rows={abnormal.data?.result}
          loading={abnormal.isPending}
          error={abnormal.error}
          onRetry={() => void abnormal.refetch()}
        />
      </Section>
    </>
  );
}
