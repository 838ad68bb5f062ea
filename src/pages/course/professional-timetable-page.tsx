import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createOwnProfessionalTimetable,
  deleteOwnProfessionalTimetable,
  exportOwnProfessionalTimetables,
  getListOwnProfessionalTimetablesQueryKey,
  listOwnProfessionalTimetables,
  updateOwnProfessionalTimetable,
} from '@/generated/api/course/course';
import type {
  ProfessionalTimetable,
  ProfessionalTimetableBody,
  ProfessionalTimetableUpdateBody,
} from '@/generated/model';
import {
  CreateOwnProfessionalTimetableBody,
  UpdateOwnProfessionalTimetableBody,
} from '@/generated/zod/course/course.zod';
import { addAction, FormModal, ListPage, type RowAction, type ToolbarAction, useRecordModal } from '@/kit';
import { timetableColumns, timetableFormFields, timetableSearch } from './professional-timetable-fields';

/** 专业课程时间表 (ProfessionalTimetableST): exam dates and slots per major and session. */
export function ProfessionalTimetablePage() {
  const modal = useRecordModal<ProfessionalTimetable>();
  const queryClient = useQueryClient();
  // A new entry starts in the session and major being looked at.
  const [params] = useSearchParams();
  const examId = Number(params.get('exam_id')) || undefined;
  const professionId = Number(params.get('profession_id')) || undefined;
  const newRecord = useMemo(() => ({ exam_id: examId, profession_id: professionId }), [examId, professionId]);

  const toolbar: ToolbarAction[] = [addAction('新增考试安排', () => modal.open())];
  const rowActions: RowAction<ProfessionalTimetable>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该考试安排吗？',
      onClick: (row) => deleteOwnProfessionalTimetable({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<ProfessionalTimetable, Parameters<typeof listOwnProfessionalTimetables>[0]>
        list={{ queryKey: getListOwnProfessionalTimetablesQueryKey, fetcher: listOwnProfessionalTimetables }}
        rowKey="id"
        search={timetableSearch}
        columns={timetableColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportOwnProfessionalTimetables}
        exportName="专业课程时间表.xlsx"
      />
      <FormModal<ProfessionalTimetableBody | ProfessionalTimetableUpdateBody>
        title={modal.record ? '编辑考试安排' : '新增考试安排'}
        visible={modal.visible}
        onClose={modal.close}
        fields={timetableFormFields}
        schema={modal.record ? UpdateOwnProfessionalTimetableBody : CreateOwnProfessionalTimetableBody}
        record={modal.record ?? newRecord}
        submit={(payload) =>
          'id' in payload ? updateOwnProfessionalTimetable(payload) : createOwnProfessionalTimetable(payload)
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListOwnProfessionalTimetablesQueryKey() })
        }
      />
    </>
  );
}
