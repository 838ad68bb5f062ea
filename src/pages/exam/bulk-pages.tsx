/**
 * The exam lists staff work through in bulk: 考试报名 (examinationRegistrationST, 代报名 / 取消报名),
 * 未缴费学生 (unpaidStudentsST, 短信提醒 / 取消报名) — on a selection or on every result of the search,
 * with a count of what will happen first — and 补考管理 (supplementaryExaminationAE, 安排补考 into a
 * make-up plan).
 */
import { Message, Select, type SelectProps } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as zod from 'zod';
import {
  arrangeExamMakeUps,
  cancelExamRegistrations,
  cancelExamUnpaid,
  exportExamMakeUps,
  exportExamUnpaid,
  getListExamMakeUpsQueryKey,
  getListExamRegistrationsQueryKey,
  getListExamUnpaidQueryKey,
  listExamMakeUps,
  listExamRegistrations,
  listExamUnpaid,
  registerExamStudents,
  remindExamUnpaid,
  useListExamPlans,
} from '@/generated/api/exam/exam';
import type { ExamBulkResult, ExamMakeUp, ExamRegistration, ExamUnpaid } from '@/generated/model';
import { ArrangeExamMakeUpsBody } from '@/generated/zod/exam/exam.zod';
import {
  type BatchAction,
  type BatchScope,
  courseColumn,
  formatMoney,
  type FormField,
  FormModal,
  lineExport,
  type LineType,
  type ListColumn,
  ListPage,
  type SearchField,
  type StatusMap,
  studentColumns,
  sumYuan,
  useLineList,
} from '@/kit';
import { STUDENT_COURSE_SEARCH, studentCourseColumns } from './student-course';
import { useExamLine } from './exam-lines';

import { bulkReport, selection } from './selection';

const PLAN_SEARCH = {
  type: 'filter',
  field: 'plan_id',
  label: '考试计划',
  kind: 'examination_manage',
} as const;

/** A bulk call on a selection or on every result, reported as 成功 / 跳过 counts. */
function bulk<Row extends { id: number }>(
  type: LineType,
  verb: string,
  call: (body: ReturnType<typeof selection>, params: { type: LineType }) => Promise<ExamBulkResult>,
) {
  return async (rows: Row[], scope: BatchScope) => {
    const { result } = await call(selection(rows, scope), { type });
    Message.success(bulkReport(verb, result.done, result.skipped));
  };
}

const REG_STATUS: StatusMap = { 0: { text: '未报名', color: 'gray' }, 1: { text: '已报名', color: 'green' } };

export function RegistrationPage() {
  const line = useExamLine();
  const list = useLineList(getListExamRegistrationsQueryKey, listExamRegistrations);
  const search: SearchField[] = [
    PLAN_SEARCH,
    ...STUDENT_COURSE_SEARCH,
    {
      type: 'select',
      field: 'status',
      label: '报名状态',
      options: [0, 1].map((value) => ({ value, label: REG_STATUS[value]!.text })),
    },
  ];
  const columns: ListColumn<ExamRegistration>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamRegistration>(line.stationNoun, '报考课程'),
      { key: 'plan_name', title: '考试计划', width: 200, ellipsis: true },
      { key: 'fee', title: '考试费', width: 90, valueType: 'money' },
      { key: 'status', title: '报名状态', width: 90, valueType: 'status', statusMap: REG_STATUS },
    ],
    [line.stationNoun],
  );
  const batchActions: BatchAction<ExamRegistration>[] = [
    {
      key: 'register',
      label: '代报名',
      perm: 'edit',
      allResults: true,
      confirm: (count) => `确定为这 ${count} 条记录报名吗？已报名的将跳过，报名后学生需在截止日期前缴费。`,
      onClick: bulk(line.type, '报名', registerExamStudents),
    },
    {
      key: 'cancel',
      label: '取消报名',
      perm: 'edit',
      danger: true,
      allResults: true,
      confirm: (count) => `确定取消这 ${count} 条报名吗？已缴费的将跳过（需先退费）。`,
      onClick: bulk(line.type, '取消', cancelExamRegistrations),
    },
  ];
  return (
    <ListPage<ExamRegistration>
      list={list}
      rowKey="id"
      search={search}
      columns={columns}
      batchActions={batchActions}
      summary={(envelope) => {
        const rows = envelope.result.list;
        const registered = rows.filter((row) => row.status === 1).length;
        return `本页已报名 ${registered} 条，未报名 ${rows.length - registered} 条`;
      }}
    />
  );
}

export function UnpaidPage() {
  const line = useExamLine();
  const list = useLineList(getListExamUnpaidQueryKey, listExamUnpaid);
  const columns: ListColumn<ExamUnpaid>[] = useMemo(
    () => [
      ...studentColumns<ExamUnpaid>(line.stationNoun),
      { key: 'mobile', title: '手机号', width: 130, valueType: 'phone' },
      courseColumn<ExamUnpaid>('报考课程'),
      { key: 'plan_name', title: '考试计划', width: 200, ellipsis: true },
      { key: 'fee', title: '应缴考试费', width: 110, valueType: 'money' },
      { key: 'register_at', title: '报名时间', width: 170, valueType: 'datetime' },
      { key: 'pay_deadline', title: '缴费截止', width: 110, valueType: 'date' },
      { key: 'reminded', title: '已提醒', width: 80, align: 'right', render: (row) => `${row.reminded} 次` },
    ],
    [line.stationNoun],
  );
  const batchActions: BatchAction<ExamUnpaid>[] = [
    {
      key: 'remind',
      label: '短信提醒缴费',
      perm: 'edit',
      allResults: true,
      confirm: (count) => `确定向这 ${count} 条未缴费记录的学生发送缴费提醒短信吗？今天已提醒过的将跳过。`,
      onClick: bulk(line.type, '提醒', remindExamUnpaid),
    },
    {
      key: 'cancel',
      label: '取消报名',
      perm: 'delete',
      danger: true,
      allResults: true,
      confirm: (count) => `确定取消这 ${count} 条未缴费的报名吗？取消后座位释放给其他考生，不可恢复。`,
      onClick: bulk(line.type, '取消', cancelExamUnpaid),
    },
  ];
  return (
    <ListPage<ExamUnpaid>
      list={list}
      rowKey="id"
      search={[PLAN_SEARCH, ...STUDENT_COURSE_SEARCH]}
      columns={columns}
      batchActions={batchActions}
      exportFile={lineExport(line.type, exportExamUnpaid)}
      exportName="未缴费学生.xlsx"
      summary={(envelope) => {
        const owed = sumYuan(envelope.result.list.map((row) => row.fee));
        return `本页应缴合计 ${formatMoney(owed, { symbol: false })} 元`;
      }}
    />
  );
}

const MAKEUP_STATUS: StatusMap = {
  0: { text: '未安排', color: 'orange' },
  1: { text: '已安排', color: 'arcoblue' },
  2: { text: '已补考', color: 'green' },
};

/** The approved plans of the line to put make-up exams into. */
function MakeUpPlanSelect(props: SelectProps) {
  const line = useExamLine();
  const plans = useListExamPlans({ type: line.type, page: 1, limit: 100, is_pass: 1 });
  return (
    <Select
      placeholder={plans.isError ? '考试计划加载失败' : '请选择已审核通过的补考计划'}
      loading={plans.isPending}
      showSearch
      {...props}
      options={(plans.data?.result.list ?? []).map((plan) => ({
        label: `${plan.name}（${plan.exam_start}）`,
        value: plan.id,
      }))}
    />
  );
}

const ARRANGE_FIELDS: FormField[] = [
  { type: 'custom', field: 'plan_id', label: '补考计划', render: () => <MakeUpPlanSelect /> },
];
const ARRANGE_SCHEMA = zod.object({ plan_id: ArrangeExamMakeUpsBody.shape.plan_id });

export function MakeUpPage() {
  const line = useExamLine();
  const queryClient = useQueryClient();
  const [arranging, setArranging] = useState<ExamMakeUp[]>();
  const list = useLineList(getListExamMakeUpsQueryKey, listExamMakeUps);
  const columns: ListColumn<ExamMakeUp>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamMakeUp>(line.stationNoun),
      { key: 'plan_name', title: '原考试计划', width: 190, ellipsis: true },
      { key: 'score', title: '原成绩', width: 80, valueType: 'number' },
      { key: 'makeup_status', title: '补考状态', width: 90, valueType: 'status', statusMap: MAKEUP_STATUS },
      { key: 'makeup_plan_name', title: '补考计划', width: 170, ellipsis: true },
      { key: 'makeup_score', title: '补考成绩', width: 90, valueType: 'number' },
    ],
    [line.stationNoun],
  );
  const search: SearchField[] = [
    ...STUDENT_COURSE_SEARCH,
    {
      type: 'select',
      field: 'makeup_status',
      label: '补考状态',
      options: [0, 1, 2].map((value) => ({ value, label: MAKEUP_STATUS[value]!.text })),
    },
  ];
  const open = (rows: ExamMakeUp[]) => {
    const waiting = rows.filter((row) => row.makeup_status !== 2);
    if (!waiting.length) return void Message.warning('所选学生都已补考，无需再安排');
    setArranging(waiting);
  };
  return (
    <>
      <ListPage<ExamMakeUp>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[
          {
            key: 'arrange',
            label: '安排补考',
            perm: 'edit',
            hidden: (row) => row.makeup_status === 2,
            onClick: (row) => open([row]),
          },
        ]}
        batchActions={[{ key: 'arrange', label: '安排补考', perm: 'edit', onClick: (rows) => open(rows) }]}
        exportFile={lineExport(line.type, exportExamMakeUps)}
        exportName="补考名单.xlsx"
      />
      <FormModal<{ plan_id: number }>
        title={arranging ? `安排补考 · ${arranging.length} 名学生` : '安排补考'}
        visible={!!arranging}
        onClose={() => setArranging(undefined)}
        fields={ARRANGE_FIELDS}
        schema={ARRANGE_SCHEMA}
        submit={({ plan_id }) => arrangeExamMakeUps({ ids: arranging!.map((row) => row.id), plan_id })}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListExamMakeUpsQueryKey() })}
      />
    </>
  );
}
