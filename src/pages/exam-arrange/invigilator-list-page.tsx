/** 监考老师 (invigilationTeacherAE / invigilationTeacherST): the invigilator pool of the line. */

import { useQueryClient } from '@tanstack/react-query';

import {
  createExamInspectorTeacher,
  deleteExamInspectorTeacher,
  exportExamInspectorTeachers,
  getListExamInspectorTeachersQueryKey,
  listExamInspectorTeachers,
  setExamInspectorTeacherStatus,
  updateExamInspectorTeacher,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { Invigilator, InvigilatorBody, InvigilatorUpdateBody } from '@/generated/model';
import {
  CreateExamInspectorTeacherBody,
  UpdateExamInspectorTeacherBody,
} from '@/generated/zod/exam-arrange/exam-arrange.zod';
import { crudActions, FormModal, useRecordModal, enabledToggle } from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { ArrangeRecordList } from './arrange-record-list';
import { invigilatorColumns, invigilatorFormFields, invigilatorSearch } from './invigilator-fields';

const NEW_INVIGILATOR = { status: 1, chief_qualified: 1 };

export function InvigilatorListPage() {
  const line = useArrangeLine();
  const form = useRecordModal<Invigilator>();
  const queryClient = useQueryClient();
  const rowActions = crudActions<Invigilator>({
    noun: '监考老师',
    name: (row) => row.name,
    edit: (row) => form.open(row),
    status: {
      ...enabledToggle((row, status) => setExamInspectorTeacherStatus({ id: row.id, status })),
      disableConfirm: '停用后不再出现在监考安排的候选中（已有安排不受影响），确定停用吗？',
    },
    remove: (row) => deleteExamInspectorTeacher(row.id),
    removable: (row) => row.duty_count === 0,
  });
  const editing = form.record;

  return (
    <>
      <ArrangeRecordList
        noun="监考老师"
        onAdd={() => form.open()}
        queryKey={getListExamInspectorTeachersQueryKey}
        fetcher={listExamInspectorTeachers}
        exporter={exportExamInspectorTeachers}
        exportName="监考老师.xlsx"
        search={invigilatorSearch}
        columns={invigilatorColumns}
        rowActions={rowActions}
      />
      <FormModal<InvigilatorBody | InvigilatorUpdateBody>
        visible={form.visible}
        onClose={form.close}
        title={editing ? '编辑监考老师' : '新增监考老师'}
        fields={invigilatorFormFields}
        schema={editing ? UpdateExamInspectorTeacherBody : CreateExamInspectorTeacherBody}
        record={editing ?? NEW_INVIGILATOR}
        submit={(payload) =>
          'id' in payload
            ? updateExamInspectorTeacher(payload)
            : createExamInspectorTeacher(payload, { type: line.type })
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListExamInspectorTeachersQueryKey() })
        }
      />
    </>
  );
}
