/** The teacher form, shared by the 班主任 page (addHeadTeacher*) and the 辅导教师 modal. */
import { createFsTeacher, updateFsTeacher } from '@/generated/api/teacher/teacher';
import type { TeacherBody, TeacherUpdateBody } from '@/generated/model';
import { CreateFsTeacherBody, UpdateFsTeacherBody } from '@/generated/zod/teacher/teacher.zod';
import { FilterSelect, type FormField, type FormPageProps } from '@/kit';
import { teacherFormFields, type TeacherKind } from './teacher-fields';

const MAJORS_FIELD: FormField = {
  type: 'custom',
  field: 'majorIds',
  label: '负责专业',
  half: true,
  render: () => <FilterSelect kind="profession" mode="multiple" placeholder="请选择负责专业" />,
};

export const TEACHER_FIELDS = teacherFormFields(MAJORS_FIELD);

/** The type is fixed by the screen, so the form validates the create body without it. */
const CreateTeacherForm = CreateFsTeacherBody.omit({ teacherType: true });

export type TeacherPayload = TeacherUpdateBody | Omit<TeacherBody, 'teacherType'>;

export const NEW_TEACHER = { isPass: 1 };
export const TEACHER_SCHEMAS = { create: CreateTeacherForm, update: UpdateFsTeacherBody };

/** Saves an edited teacher, or creates one of the screen's type. */
export const teacherSubmit = (kind: TeacherKind) => (payload: TeacherPayload) =>
  'id' in payload ? updateFsTeacher(payload) : createFsTeacher({ ...payload, teacherType: kind.teacherType });

/** Title, fields, schema, record and submit of a new (no record) or edited teacher. */
export function teacherForm(
  kind: TeacherKind,
  record?: Record<string, unknown>,
): Pick<FormPageProps<TeacherPayload>, 'title' | 'fields' | 'schema' | 'record' | 'submit'> {
  return {
    title: `${record ? '编辑' : '新增'}${kind.noun}`,
    fields: record ? TEACHER_FIELDS.edit : TEACHER_FIELDS.create,
    schema: record ? TEACHER_SCHEMAS.update : TEACHER_SCHEMAS.create,
    record: record ?? NEW_TEACHER,
    submit: teacherSubmit(kind),
  };
}
