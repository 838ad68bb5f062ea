/**
 * 考试计划管理 (examPlanManagementAE) / 考试计划 (examinationPlanST): the plans with their
 * registration and exam windows and their approval (isPass) by an admin — 通过 / 驳回 with a
 * remark, one or in bulk; 报名学生 and (self-taught) 查看成绩 open the plan's students.
 */

import { useQueryClient } from '@tanstack/react-query';

import {
  deleteExamPlans,
  exportExamPlans,
  getExamPlan,
  getGetExamPlanQueryKey,
  getListExamPlansQueryKey,
  listExamPlans,
  passExamPlans,
} from '@/generated/api/exam/exam';
import type { ExamPlan, ExamPlanDetail } from '@/generated/model';
import { PassExamPlansBody } from '@/generated/zod/exam/exam.zod';
import {
  addAction,
  crudActions,
  FormModal,
  lineExport,
  type ListColumn,
  ListPage,
  reviewSearch,
  reviewStatusColumn,
  type RowAction,
  type SearchField,
  type ToolbarAction,
  useLineList,
  useRecordModal,
  useReview,
  useScreenNavigation,
} from '@/kit';
import { useExamLine } from './exam-lines';

import { CREATE_PLAN, PLAN_FIELDS, submitPlan, UPDATE_PLAN, type PlanPayload } from './plan-form';

const SEARCH: SearchField[] = [
  { type: 'input', field: 'name', label: '考试计划', placeholder: '考试计划名称' },
  { type: 'input', field: 'semester', label: '学期', placeholder: '如 2026春' },
  reviewSearch('is_pass'),
];

export const PLAN_COLUMNS: ListColumn<ExamPlan>[] = [
  { key: 'name', title: '考试计划', width: 200, ellipsis: true },
  { key: 'semester', title: '学期', width: 90 },
  { key: 'batch_name', title: '批次', width: 110 },
  {
    key: 'register',
    title: '报名期',
    width: 200,
    render: (row) => `${row.register_start} 至 ${row.register_end}`,
  },
  { key: 'exam', title: '考试期', width: 200, render: (row) => `${row.exam_start} 至 ${row.exam_end}` },
  { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
  { key: 'enrolled_count', title: '报名人次', width: 100, valueType: 'number' },
  reviewStatusColumn('is_pass', '审核状态', 100),
  { key: 'pass_remark', title: '审核意见', width: 200, ellipsis: true },
  { key: 'creator', title: '创建人', width: 90 },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

const REMARK = PassExamPlansBody.shape.pass_remark;

export function PlanListPage() {
  const line = useExamLine();
  const queryClient = useQueryClient();
  const { open } = useScreenNavigation();
  const dialog = useRecordModal<ExamPlanDetail>();
  const list = useLineList(getListExamPlansQueryKey, listExamPlans);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListExamPlansQueryKey() });

  const review = useReview<ExamPlan>({
    noun: '考试计划',
    label: (row) => row.name,
    isPending: (row) => row.is_pass === 0,
    approve: {
      schema: REMARK,
      field: 'pass_remark',
      send: (rows, remark) =>
        passExamPlans({ ids: rows.map((row) => row.id), is_pass: 1, pass_remark: remark }),
    },
    reject: {
      schema: REMARK.unwrap().min(1),
      field: 'pass_remark',
      send: (rows, remark) =>
        passExamPlans({ ids: rows.map((row) => row.id), is_pass: 2, pass_remark: remark }),
    },
    reasons: ['考试日期与节假日冲突，请调整', '报名期过短，请至少留出7天', '考试课程不完整，请补充'],
    warning: (rows, decision) =>
      decision === 'approve' ? `通过后学生即可在报名期内报名（共 ${rows.length} 个计划）。` : undefined,
  });

  /** The route form where the line has one; else the dialog, with the plan's courses loaded first. */
  const edit = async (row: ExamPlan) => {
    if (line.planForm) return open(line.planForm, { id: row.id });
    const { result } = await queryClient.fetchQuery({
      queryKey: getGetExamPlanQueryKey(row.id),
      queryFn: ({ signal }) => getExamPlan(row.id, undefined, signal),
    });
    dialog.open(result);
  };
  const rowActions: RowAction<ExamPlan>[] = [
    { key: 'students', label: '报名学生', onClick: (row) => open(line.planStudents, { plan_id: row.id }) },
    ...(line.planResults
      ? [
          {
            key: 'results',
            label: '成绩',
            onClick: (row: ExamPlan) => open(line.planResults!, { plan_id: row.id }),
          },
        ]
      : []),
    ...review.rowActions,
    ...crudActions<ExamPlan>({
      noun: '考试计划',
      name: (row) => row.name,
      edit: (row) => void edit(row),
      remove: (row) => deleteExamPlans({ ids: [row.id] }),
      removable: (row) => row.enrolled_count === 0,
    }),
  ];
  const toolbar: ToolbarAction[] = [
    addAction('新增考试计划', () => (line.planForm ? open(line.planForm) : dialog.open())),
  ];

  return (
    <>
      <ListPage<ExamPlan>
        list={list}
        rowKey="id"
        search={SEARCH}
        columns={PLAN_COLUMNS}
        toolbar={toolbar}
        rowActions={rowActions}
        batchActions={review.batchActions}
        exportFile={lineExport(line.type, exportExamPlans)}
        exportName="考试计划.xlsx"
      />
      <FormModal<PlanPayload>
        title={dialog.record ? '编辑考试计划' : '新增考试计划'}
        visible={dialog.visible}
        onClose={dialog.close}
        fields={PLAN_FIELDS}
        schema={dialog.record ? UPDATE_PLAN : CREATE_PLAN}
        record={dialog.record ? { ...dialog.record } : undefined}
        submit={(payload) => submitPlan(line.type, payload)}
        onSaved={() => void refresh()}
      />
      {review.modal}
    </>
  );
}
