import { useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  createAdultTimePlan,
  deleteAdultTimePlan,
  getListAdultTimePlansQueryKey,
  listAdultTimePlans,
  updateAdultTimePlan,
} from '@/generated/api/teaching/teaching';
import type { TimePlan, TimePlanBody, TimePlanUpdateBody } from '@/generated/model';
import { CreateAdultTimePlanBody, UpdateAdultTimePlanBody } from '@/generated/zod/teaching/teaching.zod';
import type { FormField, ListColumn, SearchField, StatusMap } from '@/kit';
import { addAction, crudActions, formatDate, FormModal, ListPage, optionsOf, useRecordModal } from '@/kit';
import { timePlanProblems } from './time-plan';

const TERM_STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '进行中', color: 'green' },
  2: { text: '已结束', color: 'arcoblue' },
};

const search: SearchField[] = [
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'select', field: 'status', label: '学期状态', options: optionsOf(TERM_STATUS) },
];

const columns: ListColumn<TimePlan>[] = [
  { key: 'name', title: '学期名称', width: 150 },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'semester', title: '学期', width: 90, render: (row) => `第 ${row.semester} 学期` },
  {
    key: 'start_date',
    title: '起止日期',
    width: 220,
    render: (row) => `${formatDate(row.start_date)} 至 ${formatDate(row.end_date)}`,
  },
  { key: 'weeks', title: '教学周数', width: 90, valueType: 'number' },
  {
    key: 'exam_start',
    title: '考试周',
    width: 220,
    render: (row) =>
      row.exam_start && row.exam_end
        ? `${formatDate(row.exam_start)} 至 ${formatDate(row.exam_end)}`
        : '待定',
  },
  { key: 'status', title: '学期状态', width: 90, valueType: 'status', statusMap: TERM_STATUS },
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
];

const fields: FormField[] = [
  {
    type: 'input',
    field: 'name',
    label: '学期名称',
    half: true,
    maxLength: 30,
    placeholder: '如 2026年春季学期',
  },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch', half: true },
  { type: 'number', field: 'semester', label: '第几学期', half: true, min: 1, max: 10, precision: 0 },
  {
    type: 'number',
    field: 'weeks',
    label: '教学周数',
    half: true,
    min: 1,
    max: 30,
    precision: 0,
    suffix: '周',
  },
  { type: 'date', field: 'start_date', label: '开学日期', half: true },
  { type: 'date', field: 'end_date', label: '学期结束日期', half: true },
  { type: 'date', field: 'exam_start', label: '考试周开始', half: true, extra: '未定可留空' },
  { type: 'date', field: 'exam_end', label: '考试周结束', half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

/** The contract's body schema plus the rules that tie a semester's dates together. */
const withDates = <Payload extends object>(schema: ZodType<Payload>) =>
  schema.superRefine((plan, context) => {
    for (const problem of timePlanProblems(plan))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
const CreateSchema = withDates(CreateAdultTimePlanBody);
const UpdateSchema = withDates(UpdateAdultTimePlanBody);

/** 学期计划管理 (semesterPlanManageAE): the dates, teaching weeks and exam week of each semester of each batch. */
export function TimePlanPage() {
  const queryClient = useQueryClient();
  const modal = useRecordModal<TimePlan>();
  const rowActions = crudActions<TimePlan>({
    noun: '学期计划',
    name: (row) => `${row.batch_name} ${row.name}`,
    edit: (row) => modal.open(row),
    removable: (row) => row.status === 0,
    remove: (row) => deleteAdultTimePlan({ id: row.id }),
  });
  const record = modal.record;
  return (
    <>
      <ListPage<TimePlan, Parameters<typeof listAdultTimePlans>[0]>
        list={{ queryKey: getListAdultTimePlansQueryKey, fetcher: listAdultTimePlans }}
        rowKey="id"
        search={search}
        columns={columns}
        toolbar={[addAction('新增学期计划', () => modal.open())]}
        rowActions={rowActions}
      />
      <FormModal<TimePlanBody | TimePlanUpdateBody>
        title={record ? '编辑学期计划' : '新增学期计划'}
        visible={modal.visible}
        onClose={modal.close}
        fields={fields}
        schema={record ? UpdateSchema : CreateSchema}
        record={
          record && {
            ...record,
            exam_start: record.exam_start ?? undefined,
            exam_end: record.exam_end ?? undefined,
          }
        }
        submit={(payload) => ('id' in payload ? updateAdultTimePlan(payload) : createAdultTimePlan(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListAdultTimePlansQueryKey() })}
      />
    </>
  );
}
