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
import { DialogList } from '@/kit';
import { timetableColumns, timetableFormFields, timetableSearch } from './professional-timetable-fields';

/** 专业课程时间表 (ProfessionalTimetableST): exam dates and slots per major and session. */
export function ProfessionalTimetablePage() {
  // A new entry starts in the session and major being looked at.
  const [params] = useSearchParams();
  const examId = Number(params.get('exam_id')) || undefined;
  const professionId = Number(params.get('profession_id')) || undefined;
  const newRecord = useMemo(() => ({ exam_id: examId, profession_id: professionId }), [examId, professionId]);

  return (
    <DialogList<
      ProfessionalTimetable,
      Parameters<typeof listOwnProfessionalTimetables>[0],
      ProfessionalTimetableBody | ProfessionalTimetableUpdateBody
    >
      list={{ queryKey: getListOwnProfessionalTimetablesQueryKey, fetcher: listOwnProfessionalTimetables }}
      search={timetableSearch}
      columns={timetableColumns}
      exportFile={exportOwnProfessionalTimetables}
      exportName="专业课程时间表.xlsx"
      actions={{
        noun: '考试安排',
        remove: (row) => deleteOwnProfessionalTimetable({ id: row.id }),
        removeConfirm: '确定删除该考试安排吗？',
      }}
      dialog={{
        fields: timetableFormFields,
        create: { schema: CreateOwnProfessionalTimetableBody, record: newRecord },
        edit: { schema: UpdateOwnProfessionalTimetableBody },
        submit: (payload) =>
          'id' in payload ? updateOwnProfessionalTimetable(payload) : createOwnProfessionalTimetable(payload),
      }}
      listKey={getListOwnProfessionalTimetablesQueryKey}
    />
  );
}
