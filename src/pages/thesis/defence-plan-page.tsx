import { useQueryClient } from '@tanstack/react-query';
import {
  createOwnThesisDefencePlan,
  deleteOwnThesisDefencePlans,
  getListOwnThesisDefencePlansQueryKey,
  listOwnThesisDefencePlans,
  updateOwnThesisDefencePlan,
} from '@/generated/api/thesis/thesis';
import type { ThesisDefencePlan } from '@/generated/model';
import {
  CreateOwnThesisDefencePlanBody,
  UpdateOwnThesisDefencePlanBody,
} from '@/generated/zod/thesis/thesis.zod';
import type { FieldIssue, FormField, ListColumn, SearchField } from '@/kit';
import { addAction, crudActions, FormModal, ListPage, optionsOf, useRecordModal, withIssues } from '@/kit';
import { PLAN_STATUS } from './plan-fields';

/** The panel: names separated by 、，, or spaces, at least three, no one twice. */
export function panelMembers(panel: string): string[] {
  return panel
    .split(/[、，,\s]+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

export function panelIssues(values: { panel?: string }): FieldIssue[] {
  if (!values.panel) return [];
  const members = panelMembers(values.panel);
  if (members.length < 3)
    return [{ path: 'panel', message: `答辩委员至少 3 人，现在是 ${members.length} 人` }];
  if (new Set(members).size !== members.length) return [{ path: 'panel', message: '答辩委员有重复' }];
  return [];
}

const search: SearchField[] = [
  { type: 'input', field: 'name', label: '答辩计划' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(PLAN_STATUS) },
];
const columns: ListColumn<ThesisDefencePlan>[] = [
  { key: 'name', title: '答辩计划', width: 280, ellipsis: true },
  { key: 'major_name', title: '专业', width: 120 },
  { key: 'defence_date', title: '答辩日期', width: 110, valueType: 'date' },
  { key: 'place', title: '答辩地点', width: 220, ellipsis: true },
  { key: 'panel', title: '答辩委员', width: 200, ellipsis: true },
  { key: 'student_count', title: '答辩学生', width: 90, valueType: 'number' },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: PLAN_STATUS },
];
const fields: FormField[] = [
  { type: 'input', field: 'name', label: '答辩计划名称', maxLength: 50 },
  { type: 'input', field: 'major_name', label: '专业', half: true, maxLength: 30 },
  { type: 'date', field: 'defence_date', label: '答辩日期', half: true },
  { type: 'input', field: 'place', label: '答辩地点', maxLength: 60 },
  {
    type: 'input',
    field: 'panel',
    label: '答辩委员',
    maxLength: 100,
    extra: '至少 3 人，用顿号分隔，如 刘志远、黄丽华、郭建华',
  },
];
const createSchema = withIssues(CreateOwnThesisDefencePlanBody, panelIssues);
const updateSchema = withIssues(UpdateOwnThesisDefencePlanBody, panelIssues);

/** 答辩计划 (dissertationDefenceeST): the self-taught defences — date, place, panel. */
export function DefencePlanPage() {
  const modal = useRecordModal<ThesisDefencePlan>();
  const queryClient = useQueryClient();
  const editing = modal.record;
  return (
    <>
      <ListPage<ThesisDefencePlan, Parameters<typeof listOwnThesisDefencePlans>[0]>
        list={{ queryKey: getListOwnThesisDefencePlansQueryKey, fetcher: listOwnThesisDefencePlans }}
        rowKey="id"
        search={search}
        columns={columns}
        toolbar={[addAction('新增答辩计划', () => modal.open())]}
        rowActions={crudActions<ThesisDefencePlan>({
          noun: '答辩计划',
          name: (row) => row.name,
          edit: (row) => modal.open(row),
          remove: (row) => deleteOwnThesisDefencePlans({ ids: [row.id] }),
        })}
      />
      <FormModal
        visible={modal.visible}
        onClose={modal.close}
        title={editing ? '编辑答辩计划' : '新增答辩计划'}
        fields={fields}
        schema={editing ? updateSchema : createSchema}
        record={editing ? { ...editing } : undefined}
        submit={(payload) =>
          editing
            ? updateOwnThesisDefencePlan(payload as Parameters<typeof updateOwnThesisDefencePlan>[0])
            : createOwnThesisDefencePlan(payload as Parameters<typeof createOwnThesisDefencePlan>[0])
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListOwnThesisDefencePlansQueryKey() })
        }
      />
    </>
  );
}
