import { useMemo } from 'react';
import {
  deleteFsTeachPlan,
  exportFsTeachPlans,
  getListFsTeachPlansQueryKey,
  listFsTeachPlans,
  setFsTeachPlanStatus,
} from '@/generated/api/teaching/teaching';
import type { ListFsTeachPlansParams, TeachPlan } from '@/generated/model';
import {
  addAction,
  crudActions,
  ListPage,
  type ListSource,
  useScreenNavigation,
  toFlag,
  enabledToggle,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { teachPlanColumns, teachPlanRoutes, teachPlanSearch } from './teach-plan-fields';

type Row = TeachPlan & { credits_met: number };

/** 教学计划 (teachingPlanAE / ST): plans per batch, major and level with credits against the major's requirement. */
export function TeachPlanListPage() {
  const line = useLine();
  const routes = teachPlanRoutes(line.suffix);
  const { open } = useScreenNavigation();
  const list = useMemo<ListSource<Row, ListFsTeachPlansParams>>(
    () => ({
      queryKey: getListFsTeachPlansQueryKey,
      fetcher: (params, options, signal) =>
        listFsTeachPlans(params, options, signal).then((envelope) => ({
          ...envelope,
          result: {
            ...envelope.result,
            list: envelope.result.list.map((plan) => ({
              ...plan,
              credits_met: toFlag(plan.total_credits >= plan.required_credits),
            })),
          },
        })),
    }),
    [],
  );
  const rowActions = crudActions<Row>({
    noun: '教学计划',
    name: (row) => row.name,
    edit: (row) => open(routes.editor, { id: row.id }),
    status: {
      ...enabledToggle((row, status) => setFsTeachPlanStatus({ id: row.id, status })),
      disableConfirm: '停用后不能再据此生成执行计划，已生成的执行计划照常执行。确定停用吗？',
    },
    remove: (row) => deleteFsTeachPlan({ id: row.id }),
  });
  return (
    <ListPage<Row, ListFsTeachPlansParams>
      list={list}
      rowKey="id"
      search={teachPlanSearch}
      columns={teachPlanColumns}
      toolbar={[addAction('新增教学计划', () => open(routes.editor))]}
      rowActions={rowActions}
      exportFile={exportFsTeachPlans}
      exportName="教学计划.xlsx"
    />
  );
}
