import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type * as zod from 'zod';
import { createStudent, updateStudent, useGetStudent } from '@/generated/api/student/student';
import type { StudentRecord } from '@/generated/model';
import { CreateStudentBody } from '@/generated/zod/student/student.zod';
import { RecordFormPage } from '@/kit';
import { useLine } from '@/lines/page-type';
import { studentFormFields } from './student-fields';
import { STUDENT_LINES } from './student-lines';
import { STUDENT_LIST_KEY } from './student-source';

/** The line comes from the screen, never from the form. */
const StudentForm = CreateStudentBody.omit({ line: true });
const SCHEMAS = { create: StudentForm, update: StudentForm };
const listKey = () => STUDENT_LIST_KEY;

/** 新增学生 (addStudentAE / addStudentST); `?uuid=` edits that student. */
export function StudentFormPage() {
  const current = useLine();
  const line = STUDENT_LINES[current.suffix];
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? undefined;
  const fields = useMemo(() => studentFormFields(line.extraFields, !!uuid), [line.extraFields, uuid]);
  const student = useGetStudent(uuid ?? '', { query: { enabled: !!uuid }, request: { silent: true } });
  return (
    <RecordFormPage<zod.infer<typeof StudentForm>, StudentRecord>
      noun="学生"
      editing={!!uuid}
      query={student}
      fields={fields}
      schemas={SCHEMAS}
      submit={(payload) => {
        const body = { ...payload, line: current.requestType };
        return uuid ? updateStudent({ ...body, uuid }) : createStudent(body);
      }}
      list={{ queryKey: listKey, route: line.listRoute }}
    />
  );
}
