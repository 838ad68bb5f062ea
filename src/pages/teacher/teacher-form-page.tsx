import { useGetFsTeacher } from '@/generated/api/teacher/teacher';
import type { Teacher } from '@/generated/model';
import { RecordFormPage, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { HEADMASTER } from './teacher-fields';
import {
  NEW_TEACHER,
  TEACHER_FIELDS,
  TEACHER_SCHEMAS,
  teacherSubmit,
  type TeacherPayload,
} from './teacher-form';
import { TEACHER_LIST_KEY } from './teacher-source';

const listKey = () => TEACHER_LIST_KEY;
const submit = teacherSubmit(HEADMASTER);

/** 新增/编辑班主任 (addHeadTeacherAE / addHeadTeacherST); `?id=` edits. */
export function HeadTeacherFormPage() {
  const line = useLine();
  const id = useEditId();
  const teacher = useGetFsTeacher({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<TeacherPayload, Teacher>
      noun={HEADMASTER.noun}
      editing={!!id}
      query={teacher}
      fresh={NEW_TEACHER}
      fields={id ? TEACHER_FIELDS.edit : TEACHER_FIELDS.create}
      schemas={TEACHER_SCHEMAS}
      submit={submit}
      list={{ queryKey: listKey, route: HEADMASTER.listRoute(line.suffix) }}
    />
  );
}
