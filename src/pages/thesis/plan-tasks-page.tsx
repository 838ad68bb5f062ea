import { useQueryClient } from '@tanstack/react-query';
import {
  createAdultThesisTask,
  deleteAdultThesisTasks,
  getListAdultThesisTasksQueryKey,
  listAdultThesisTasks,
  updateAdultThesisTask,
} from '@/generated/api/thesis/thesis';
import type { ListAdultThesisTasksParams, ThesisTask } from '@/generated/model';
import { CreateAdultThesisTaskBody, UpdateAdultThesisTaskBody } from '@/generated/zod/thesis/thesis.zod';
import {
  addAction,
  crudActions,
  type FormField,
  FormModal,
  type ListColumn,
  ListPage,
  type SearchField,
  type StatusMap,
  useRecordModal,
  useScreenNavigation,
  withIssues,
} from '@/kit';
import { MILESTONE_OPTIONS, MILESTONE_STATUS, periodIssues } from './milestones';
import { MissingPlan, PLAN_LIST, PlanTitle, usePlanQuery } from './plan-context';

const TASK_STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '进行中', color: 'arcoblue' },
  2: { text: '已完成', color: 'green' },
};
const search: SearchField[] = [
  { type: 'select', field: 'milestone', label: '环节', options: MILESTONE_OPTIONS },
];
const columns: ListColumn<ThesisTask>[] = [
  { key: 'milestone', title: '环节', width: 100, valueType: 'status', statusMap: MILESTONE_STATUS },
  { key: 'title', title: '任务名称', width: 180 },
  { key: 'content', title: '任务要求', width: 280, ellipsis: true },
  { key: 'start_date', title: '开始日期', width: 110, valueType: 'date' },
  { key: 'end_date', title: '截止日期', width: 110, valueType: 'date' },
  { key: 'owner', title: '负责人', width: 100 },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: TASK_STATUS },
];
const fields: FormField[] = [
  { type: 'select', field: 'milestone', label: '环节', half: true, options: MILESTONE_OPTIONS },
  { type: 'input', field: 'owner', label: '负责人', half: true, maxLength: 20 },
  { type: 'input', field: 'title', label: '任务名称', maxLength: 50 },
  { type: 'date', field: 'start_date', label: '开始日期', half: true },
  { type: 'date', field: 'end_date', label: '截止日期', half: true },
  { type: 'textarea', field: 'content', label: '任务要求', maxLength: 500 },
];
// the plan comes from the URL, not from a form field
const createSchema = withIssues(CreateAdultThesisTaskBody.omit({ plan_id: true }), periodIssues);
const updateSchema = withIssues(UpdateAdultThesisTaskBody.omit({ plan_id: true }), periodIssues);

/** 计划任务 (planTasksAE): the tasks of each milestone of one plan (?plan_id=). */
export function PlanTasksPage() {
  const { planId, planName } = usePlanQuery();
  const modal = useRecordModal<ThesisTask>();
  const queryClient = useQueryClient();
  const { backTo } = useScreenNavigation();
  if (!planId) return <MissingPlan what="查看其计划任务" />;
  const editing = modal.record;
  const list = {
    queryKey: (params: ListAdultThesisTasksParams) =>
      getListAdultThesisTasksQueryKey({ ...params, plan_id: planId }),
    fetcher: (
      params: ListAdultThesisTasksParams,
      options?: Parameters<typeof listAdultThesisTasks>[1],
      signal?: AbortSignal,
    ) => listAdultThesisTasks({ ...params, plan_id: planId }, options, signal),
  };
  return (
    <>
      <PlanTitle name={planName} />
      <ListPage<ThesisTask, ListAdultThesisTasksParams>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        toolbar={[addAction('新增任务', () => modal.open())]}
        rowActions={crudActions<ThesisTask>({
          noun: '任务',
          name: (row) => row.title,
          edit: (row) => modal.open(row),
          remove: (row) => deleteAdultThesisTasks({ ids: [row.id] }),
        })}
        onClose={() => backTo(PLAN_LIST)}
      />
      <FormModal
        visible={modal.visible}
        onClose={modal.close}
        title={editing ? '编辑任务' : '新增任务'}
        fields={fields}
        schema={editing ? updateSchema : createSchema}
        record={editing ? { ...editing } : undefined}
        submit={(payload) =>
          editing
            ? updateAdultThesisTask({
                ...(payload as Parameters<typeof updateAdultThesisTask>[0]),
                plan_id: planId,
              })
            : createAdultThesisTask({
                ...(payload as Parameters<typeof createAdultThesisTask>[0]),
                plan_id: planId,
              })
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListAdultThesisTasksQueryKey() })}
      />
    </>
  );
}
