import { useQueryClient } from '@tanstack/react-query';
import {
  createFsThesisPlan,
  deleteFsThesisPlans,
  exportFsThesisPlans,
  getListFsThesisPlansQueryKey,
  listFsThesisPlans,
  updateFsThesisPlan,
} from '@/generated/api/thesis/thesis';
import type { ThesisPlan } from '@/generated/model';
import { CreateFsThesisPlanBody, UpdateFsThesisPlanBody } from '@/generated/zod/thesis/thesis.zod';
import {
  addAction,
  crudActions,
  FormModal,
  ListPage,
  type RowAction,
  useRecordModal,
  useScreenNavigation,
  withIssues,
  batchDeleteAction,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';
import { milestoneIssues } from './milestones';
import { planColumns, planFormFields, planSearch } from './plan-fields';

const createSchema = withIssues(CreateFsThesisPlanBody, milestoneIssues);
const updateSchema = withIssues(UpdateFsThesisPlanBody, milestoneIssues);

/** The plan's own screens: only the adult line has tasks, groups and students as routes. */
const PLAN_VIEWS: Record<RouteLine, { key: string; label: string; route: string }[]> = {
  AE: [
    { key: 'tasks', label: '计划任务', route: 'planTasksAE' },
    { key: 'groups', label: '查看分组', route: 'viewGroupsAE' },
    { key: 'students', label: '查看学生', route: 'viewStudentsAE' },
  ],
  ST: [],
};

/** 论文计划分组 (dissertationToExamineAE) / 论文计划 (dissertationToExamineST). */
export function PlanListPage() {
  const line = useLine();
  const { open } = useScreenNavigation();
  const modal = useRecordModal<ThesisPlan>();
  const queryClient = useQueryClient();
  const views: RowAction<ThesisPlan>[] = PLAN_VIEWS[line.suffix].map((view) => ({
    key: view.key,
    label: view.label,
    onClick: (row) => open(view.route, { plan_id: row.id, plan_name: row.name }),
  }));
  const rowActions = crudActions<ThesisPlan>({
    noun: '论文计划',
    name: (row) => row.name,
    edit: (row) => modal.open(row),
    extra: views,
    remove: (row) => deleteFsThesisPlans({ ids: [row.id] }),
    removeConfirm: '删除后该计划的任务与分组一并删除，确定删除吗？',
  });
  const editing = modal.record;
  return (
    <>
      <ListPage<ThesisPlan, Parameters<typeof listFsThesisPlans>[0]>
        list={{ queryKey: getListFsThesisPlansQueryKey, fetcher: listFsThesisPlans }}
        rowKey="id"
        search={planSearch}
        columns={planColumns}
        toolbar={[addAction('新增论文计划', () => modal.open())]}
        rowActions={rowActions}
        batchActions={[
          batchDeleteAction(
            (count) => `将删除选中的 ${count} 个论文计划及其任务与分组，确定删除吗？`,
            (rows) => deleteFsThesisPlans({ ids: rows.map((row) => row.id) }),
          ),
        ]}
        exportFile={exportFsThesisPlans}
        exportName="论文计划.xlsx"
      />
      <FormModal
        visible={modal.visible}
        onClose={modal.close}
        title={editing ? '编辑论文计划' : '新增论文计划'}
        fields={planFormFields}
        schema={editing ? updateSchema : createSchema}
        record={editing as unknown as Record<string, unknown> | undefined}
        submit={(payload) =>
          editing
            ? updateFsThesisPlan(payload as Parameters<typeof updateFsThesisPlan>[0])
            : createFsThesisPlan(payload as Parameters<typeof createFsThesisPlan>[0])
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsThesisPlansQueryKey() })}
      />
    </>
  );
}
