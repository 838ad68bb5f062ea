import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createStudent, updateStudent, useGetStudent } from '@/generated/api/student/student';
import { CreateStudentBody } from '@/generated/zod/student/student.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading } from '@/kit';
import { useLine } from '@/lines/page-type';
import { studentFormFields } from './student-fields';
import { STUDENT_LINES } from './student-lines';
import { STUDENT_LIST_KEY } from './student-source';

/** The line comes from the screen, never from the form. */
const StudentForm = CreateStudentBody.omit({ line: true });
const NEW_STUDENT = {};

/** 新增学生 (addStudentAE / addStudentST); `?uuid=` edits that student. */
export function StudentFormPage() {
  const current = useLine();
  const line = STUDENT_LINES[current.suffix];
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? undefined;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => studentFormFields(line.extraFields, !!uuid), [line.extraFields, uuid]);
  const student = useGetStudent(uuid ?? '', { query: { enabled: !!uuid }, request: { silent: true } });
  const record = useMemo(() => (student.data ? { ...student.data.result } : undefined), [student.data]);

  if (uuid && student.isPending) return <ScreenLoading />;
  return (
    <FormPage
      title={uuid ? '编辑学生' : '新增学生'}
      fields={fields}
      schema={StudentForm}
      record={uuid ? record : NEW_STUDENT}
      submit={(payload) => {
        const body = { ...payload, line: current.requestType };
        return uuid ? updateStudent({ ...body, uuid }) : createStudent(body);
      }}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: STUDENT_LIST_KEY })}
      onBack={() => backTo(line.listRoute)}
      notice={
        student.isError ? (
          <LoadFailed
            what="学生信息"
            error={student.error}
            onRetry={student.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
