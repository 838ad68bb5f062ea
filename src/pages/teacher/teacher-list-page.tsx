import { useQueryClient } from '@tanstack/react-query';

import { useMemo } from 'react';
import { resetAccountPassword } from '@/generated/api/account/account';
import { deleteFsTeacher, setFsTeacherStatus } from '@/generated/api/teacher/teacher';
import type { ResetAccountPasswordBody, Teacher } from '@/generated/model';
import { ResetAccountPasswordBody as ResetPasswordSchema } from '@/generated/zod/account/account.zod';
import {
  addAction,
  crudActions,
  FormModal,
  ListPage,
  type ListParams,
  useRecordModal,
  useScreenNavigation,
  toFlag,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import {
  HEADMASTER,
  INSTRUCTOR,
  RESET_PASSWORD_FIELDS,
  TEACHER_SEARCH,
  teacherColumns,
  type TeacherKind,
} from './teacher-fields';
import { teacherForm } from './teacher-form';
import { TEACHER_LIST_KEY, teacherExport, teacherListSource } from './teacher-source';

/** A teacher list of one kind: 班主任 open their form page, other kinds edit in a modal. */
export function TeacherListPage({ kind }: { kind: TeacherKind }) {
  const line = useLine();
  const { open } = useScreenNavigation();
  const queryClient = useQueryClient();
  const editor = useRecordModal<Teacher>();
  const reset = useRecordModal<Teacher>();
  const list = useMemo(() => teacherListSource(kind, line.requestType), [kind, line.requestType]);
  const columns = useMemo(() => teacherColumns(kind), [kind]);
  const formRoute = kind.formRoute?.(line.suffix);
  const edit = (row?: Teacher) =>
    formRoute ? open(formRoute, row ? { id: row.id } : undefined) : editor.open(row);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TEACHER_LIST_KEY });

  const toolbar = [addAction(`新增${kind.noun}`, () => edit())];
  const rowActions = crudActions<Teacher>({
    noun: kind.noun,
    edit: (row) => edit(row),
    status: {
      isEnabled: (row) => row.isPass === 1,
      send: (row, enabled) => setFsTeacherStatus({ id: row.id, isPass: toFlag(enabled) }),
      disableConfirm: `停用后该${kind.noun}不能登录，也不再出现在选项中，确定停用吗？`,
    },
    extra: [
      {
        key: 'reset',
        label: '重置密码',
        perm: 'reset',
        hidden: (row) => !row.accountId,
        onClick: (row) => reset.open(row),
      },
    ],
    remove: (row) => deleteFsTeacher({ id: row.id }),
  });

  return (
    <>
      <ListPage<Teacher, ListParams>
        list={list}
        rowKey="id"
        search={TEACHER_SEARCH}
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={teacherExport(kind)}
        exportName={`${kind.noun}列表.xlsx`}
      />
      {!formRoute && (
        <FormModal
          {...teacherForm(kind, editor.record ? { ...editor.record } : undefined)}
          visible={editor.visible}
          onClose={editor.close}
          onSaved={refresh}
        />
      )}
      <FormModal<ResetAccountPasswordBody>
        title={`重置登录密码${reset.record ? `（${reset.record.teacherName}）` : ''}`}
        fields={RESET_PASSWORD_FIELDS}
        schema={ResetPasswordSchema}
        record={reset.record ? { id: reset.record.accountId } : undefined}
        submit={(payload) => resetAccountPassword(payload)}
        visible={reset.visible}
        onClose={reset.close}
        width={480}
      />
    </>
  );
}

/** 班主任管理 (headmasterAE / headmasterST). */
export const HeadmasterListPage = () => <TeacherListPage kind={HEADMASTER} />;

/** 辅导教师管理 (instructorST). */
export const InstructorListPage = () => <TeacherListPage kind={INSTRUCTOR} />;
