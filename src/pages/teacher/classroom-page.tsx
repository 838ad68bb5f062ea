import { useQueryClient } from '@tanstack/react-query';
import {
  createAdultClassroom,
  deleteAdultClassroom,
  getListAdultClassroomsQueryKey,
  listAdultClassrooms,
  setAdultClassroomStatus,
  updateAdultClassroom,
} from '@/generated/api/teacher/teacher';
import type { Classroom, ClassroomBody, ClassroomUpdateBody } from '@/generated/model';
import { CreateAdultClassroomBody, UpdateAdultClassroomBody } from '@/generated/zod/teacher/teacher.zod';
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import { CLASSROOM_COLUMNS, CLASSROOM_FIELDS, CLASSROOM_SEARCH } from './classroom-fields';

const NEW_CLASSROOM = { status: 1, type: 2 };

/** 教室管理 (classroomManagementAE): classrooms of the correspondence stations, edited in a modal. */
export function ClassroomPage() {
  const modal = useRecordModal<Classroom>();
  const queryClient = useQueryClient();
  const toolbar: ToolbarAction[] = [addAction('新增教室', () => modal.open())];
  const rowActions = crudActions<Classroom>({
    noun: '教室',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => setAdultClassroomStatus({ id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后排课时不能再选择该教室，确定停用吗？',
    },
    remove: (row) => deleteAdultClassroom({ id: row.id }),
  });

  return (
    <>
      <ListPage<Classroom, Parameters<typeof listAdultClassrooms>[0]>
        list={{ queryKey: getListAdultClassroomsQueryKey, fetcher: listAdultClassrooms }}
        rowKey="id"
        search={CLASSROOM_SEARCH}
        columns={CLASSROOM_COLUMNS}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<ClassroomBody | ClassroomUpdateBody>
        title={modal.record ? '编辑教室' : '新增教室'}
        fields={CLASSROOM_FIELDS}
        schema={modal.record ? UpdateAdultClassroomBody : CreateAdultClassroomBody}
        record={modal.record ? { ...modal.record } : NEW_CLASSROOM}
        submit={(payload) =>
          'id' in payload ? updateAdultClassroom(payload) : createAdultClassroom(payload)
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListAdultClassroomsQueryKey() })}
        visible={modal.visible}
        onClose={modal.close}
      />
    </>
  );
}
