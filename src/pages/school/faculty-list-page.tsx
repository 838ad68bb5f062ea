import { useQueryClient } from '@tanstack/react-query';
import {
  createAdultFaculty,
  deleteAdultFaculty,
  getListAdultFacultiesQueryKey,
  listAdultFaculties,
  setAdultFacultyStatus,
  updateAdultFaculty,
} from '@/generated/api/school/school';
import type { SchoolFaculty, SchoolFacultyBody, SchoolFacultyUpdateBody } from '@/generated/model';
import { CreateAdultFacultyBody, UpdateAdultFacultyBody } from '@/generated/zod/school/school.zod';
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import { facultyColumns, facultyFormFields, facultySearch } from './faculty-fields';

const NEW_FACULTY = { status: 1 };

/** 院系设置 (facultyAE, adult education only); create and edit in a modal. */
export function FacultyListPage() {
  const modal = useRecordModal<SchoolFaculty>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增院系', () => modal.open())];
  const rowActions = crudActions<SchoolFaculty>({
    noun: '院系',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => setAdultFacultyStatus({ id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后专业设置中不再出现该院系，确定停用吗？',
    },
    remove: (row) => deleteAdultFaculty({ id: row.id }),
  });

  return (
    <>
      <ListPage<SchoolFaculty, Parameters<typeof listAdultFaculties>[0]>
        list={{ queryKey: getListAdultFacultiesQueryKey, fetcher: listAdultFaculties }}
        rowKey="id"
        search={facultySearch}
        columns={facultyColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<SchoolFacultyBody | SchoolFacultyUpdateBody>
        title={modal.record ? '编辑院系' : '新增院系'}
        visible={modal.visible}
        onClose={modal.close}
        width={640}
        fields={facultyFormFields}
        schema={modal.record ? UpdateAdultFacultyBody : CreateAdultFacultyBody}
        record={modal.record ?? NEW_FACULTY}
        submit={(payload) => ('id' in payload ? updateAdultFaculty(payload) : createAdultFaculty(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListAdultFacultiesQueryKey() })}
      />
    </>
  );
}
