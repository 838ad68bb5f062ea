import { useMemo } from 'react';
import {
  deleteFsClassGroup,
  exportFsClassGroups,
  getListFsClassGroupsQueryKey,
  listFsClassGroups,
} from '@/generated/api/teaching/teaching';
import type { ClassGroup } from '@/generated/model';
import { addAction, crudActions, ListPage, type ToolbarAction, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { classColumns, classRoutes, classSearch } from './class-fields';

const carryPlanAction = (route: string, open: (name: string, query: { id: number }) => void) => ({
  key: 'carryPlan',
  label: '执行计划',
  hidden: (row: ClassGroup) => row.carry_plan_id === null,
  onClick: (row: ClassGroup) => open(route, { id: row.id }),
});

/** 班级管理 (classAE / classST): classes by batch, major, level, station and class teacher, with student counts. */
export function ClassListPage() {
  const line = useLine();
  const noun = line.nouns.station;
  const routes = classRoutes(line.suffix);
  const { open } = useScreenNavigation();
  const search = useMemo(() => classSearch(noun), [noun]);
  const columns = useMemo(() => classColumns(noun), [noun]);

  const toolbar: ToolbarAction[] = [addAction('新增班级', () => open(routes.form))];
  const rowActions = crudActions<ClassGroup>({
    noun: '班级',
    name: (row) => row.name,
    edit: (row) => open(routes.form, { id: row.id }),
    extra: [
      { key: 'students', label: '学生管理', onClick: (row) => open(routes.students, { id: row.id }) },
      { key: 'scores', label: '班级成绩', onClick: (row) => open(routes.scores, { id: row.id }) },
      ...(routes.carryPlan ? [carryPlanAction(routes.carryPlan, open)] : []),
    ],
    // a class with students is emptied first (学生管理 → 移出或转班)
    removable: (row) => row.student_count === 0,
    remove: (row) => deleteFsClassGroup({ id: row.id }),
  });

  return (
    <ListPage<ClassGroup, Parameters<typeof listFsClassGroups>[0]>
      list={{ queryKey: getListFsClassGroupsQueryKey, fetcher: listFsClassGroups }}
      rowKey="id"
      search={search}
      columns={columns}
      toolbar={toolbar}
      rowActions={rowActions}
      exportFile={exportFsClassGroups}
      exportName="班级列表.xlsx"
    />
  );
}
