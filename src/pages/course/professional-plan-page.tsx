import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createOwnProfessionalPlan,
  deleteOwnProfessionalPlan,
  exportOwnProfessionalPlans,
  getListOwnProfessionalPlansQueryKey,
  listOwnProfessionalPlans,
  updateOwnProfessionalPlan,
} from '@/generated/api/course/course';
import type { ProfessionalPlan, ProfessionalPlanBody, ProfessionalPlanUpdateBody } from '@/generated/model';
import {
  CreateOwnProfessionalPlanBody,
  UpdateOwnProfessionalPlanBody,
} from '@/generated/zod/course/course.zod';
import { addAction, FormModal, ListPage, type RowAction, type ToolbarAction, useRecordModal } from '@/kit';
import { planColumns, planFormFields, planSearch } from './professional-plan-fields';

/** 专业考试计划 (ProfessionalPlanST): the courses of a major's plan; add, edit, remove, export. */
export function ProfessionalPlanPage() {
  const modal = useRecordModal<ProfessionalPlan>();
  const queryClient = useQueryClient();
  // A new course goes into the major being looked at.
  const [params] = useSearchParams();
  const searchedMajor = Number(params.get('profession_id')) || undefined;
  const newRecord = useMemo(() => ({ profession_id: searchedMajor, nature: 1 }), [searchedMajor]);

  const toolbar: ToolbarAction[] = [addAction('添加课程', () => modal.open())];
  const rowActions: RowAction<ProfessionalPlan>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'delete',
      label: '移除',
      perm: 'delete',
      danger: true,
      confirm: '确定把该课程移出专业考试计划吗？',
      onClick: (row) => deleteOwnProfessionalPlan({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<ProfessionalPlan, Parameters<typeof listOwnProfessionalPlans>[0]>
        list={{ queryKey: getListOwnProfessionalPlansQueryKey, fetcher: listOwnProfessionalPlans }}
        rowKey="id"
        search={planSearch}
        columns={planColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportOwnProfessionalPlans}
        exportName="专业考试计划.xlsx"
      />
      <FormModal<ProfessionalPlanBody | ProfessionalPlanUpdateBody>
        title={modal.record ? '编辑计划课程' : '添加计划课程'}
        visible={modal.visible}
        onClose={modal.close}
        fields={planFormFields}
        schema={modal.record ? UpdateOwnProfessionalPlanBody : CreateOwnProfessionalPlanBody}
        record={modal.record ?? newRecord}
        submit={(payload) =>
          'id' in payload ? updateOwnProfessionalPlan(payload) : createOwnProfessionalPlan(payload)
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListOwnProfessionalPlansQueryKey() })
        }
      />
    </>
  );
}
