import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deleteFsCarryPlan,
  getListFsCarryPlansQueryKey,
  listFsCarryPlans,
} from '@/generated/api/teaching/teaching';
import type { CarryPlan } from '@/generated/model';
import { addAction, crudActions, ListPage, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { carryPlanColumns, carryPlanRoutes, carryPlanSearch } from './carry-plan-fields';
import { GenerateCarryPlanModal } from './carry-plan-generate';

/** 执行计划 (implementPlanAE / ST): plans generated from teaching plans for the classes of a grade. */
export function CarryPlanListPage() {
  const line = useLine();
  const routes = carryPlanRoutes(line.suffix);
  const { open } = useScreenNavigation();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const rowActions = crudActions<CarryPlan>({
    noun: '执行计划',
    name: (row) => row.name,
    extra: [{ key: 'classes', label: '查看班级', onClick: (row) => open(routes.classes, { id: row.id }) }],
    // a plan whose courses have begun keeps its history
    removable: (row) => row.status === 0,
    removeConfirm: '删除后该执行计划的全部课程安排一并删除，班级回到「未生成执行计划」。确定删除吗？',
    remove: (row) => deleteFsCarryPlan({ id: row.id }),
  });
  return (
    <>
      <ListPage<CarryPlan, Parameters<typeof listFsCarryPlans>[0]>
        list={{ queryKey: getListFsCarryPlansQueryKey, fetcher: listFsCarryPlans }}
        rowKey="id"
        search={carryPlanSearch}
        columns={carryPlanColumns}
        toolbar={[addAction('生成执行计划', () => setGenerating(true))]}
        rowActions={rowActions}
      />
      <GenerateCarryPlanModal
        visible={generating}
        onClose={() => setGenerating(false)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsCarryPlansQueryKey() })}
      />
    </>
  );
}
