/** The forms of 学籍监管: reset a password (typed twice), assign a station, restore a student status. */
import { useQueryClient } from '@tanstack/react-query';
import {
  resetAdultStudentPassword,
  restoreAdultStudents,
  setAdultStudentPoint,
} from '@/generated/api/student/student';
import type { AdultStudent } from '@/generated/model';
import {
  ResetAdultStudentPasswordBody,
  RestoreAdultStudentsBody,
  SetAdultStudentPointBody,
} from '@/generated/zod/student/student.zod';
import { FormModal, withConfirmation, type FormField } from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

/** From useRecordModal(): one student, or the students chosen for a batch. */
type Modal<Record> = { visible: boolean; record?: Record; close: () => void };

const PasswordForm = withConfirmation(ResetAdultStudentPasswordBody);
const PASSWORD_FIELDS: FormField[] = [
  {
    type: 'password',
    field: 'password',
    label: '新密码',
    maxLength: 20,
    extra: '6–20 位，须同时包含字母和数字；学生下次登录须修改',
  },
  { type: 'password', field: 'confirm', label: '确认密码', maxLength: 20 },
];

export function ResetPasswordModal({ modal }: { modal: Modal<AdultStudent> }) {
  return (
    <FormModal
      visible={modal.visible}
      onClose={modal.close}
      width={480}
      title={`重置密码${modal.record ? ` · ${modal.record.name}` : ''}`}
      fields={PASSWORD_FIELDS}
      schema={PasswordForm}
      record={modal.record ? { id: modal.record.id } : undefined}
      submit={({ id, password }) => resetAdultStudentPassword({ id, password })}
    />
  );
}

const names = (rows: AdultStudent[] = []) =>
  rows.length > 5
    ? `${rows
        .slice(0, 5)
        .map((row) => row.name)
        .join('、')} 等 ${rows.length} 名学生`
    : rows.map((row) => row.name).join('、');

/** After a change to students, every adult student list (学籍监管, 档案, 过期学籍) reloads. */
function useReloadStudents() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/v1-adult-student-'),
    });
}

const PointForm = SetAdultStudentPointBody.omit({ ids: true });

export function SetPointModal({ modal }: { modal: Modal<AdultStudent[]> }) {
  const reload = useReloadStudents();
  const fields: FormField[] = [
    {
      type: 'filter',
      field: 'point_id',
      label: station,
      kind: 'station',
      extra: `学生：${names(modal.record)}`,
    },
  ];
  return (
    <FormModal
      visible={modal.visible}
      onClose={modal.close}
      width={520}
      title={`分配${station}`}
      fields={fields}
      schema={PointForm}
      submit={({ point_id }) =>
        setAdultStudentPoint({ ids: (modal.record ?? []).map((row) => row.id), point_id })
      }
      onSaved={reload}
    />
  );
}

const RestoreForm = RestoreAdultStudentsBody.omit({ ids: true });

export function RestoreModal({ modal }: { modal: Modal<AdultStudent[]> }) {
  const reload = useReloadStudents();
  const fields: FormField[] = [
    {
      type: 'textarea',
      field: 'reason',
      label: '恢复原因',
      maxLength: 200,
      extra: `学生：${names(modal.record)}。恢复后学籍状态为「在籍」，有效期按院校规定顺延，原因记入学籍异动记录。`,
    },
  ];
  return (
    <FormModal
      visible={modal.visible}
      onClose={modal.close}
      width={560}
      title="恢复学籍"
      fields={fields}
      schema={RestoreForm}
      submit={({ reason }) =>
        restoreAdultStudents({ ids: (modal.record ?? []).map((row) => row.id), reason })
      }
      onSaved={reload}
    />
  );
}
