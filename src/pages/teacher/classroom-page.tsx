import { IconPlus } from '@arco-design/web-react/icon';
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
import { FormModal, ListPage, useRecordModal, type RowAction, type ToolbarAction } from '@/kit';
import { CLASSROOM_COLUMNS, CLASSROOM_FIELDS, CLASSROOM_SEARCH } from './classroom-fields';

const NEW_CLASSROOM = { status: 1, type: 2 };

/** 教室管理 (classroomManagementAE): classrooms of the correspondence stations, edited in a modal. */
export function ClassroomPage() {
  const modal = useRecordModal<Classroom>();
  const queryClient = useQueryClient();
  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: '新增教室',
      perm: 'add',
      primary: true,
      icon: <IconPlus />,
      onClick: () => modal.open(),
    },
  ];
  const rowActions: RowAction<Classroom>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'disable',
      label: '停用',
      perm: 'toggle',
      hidden: (row) => row.status === 0,
      confirm: '停用后排课时不能再选择该教室，确定停用吗？',
      onClick: (row) => setAdultClassroomStatus({ id: row.id, status: 0 }),
    },
    {
      key: 'enable',
      label: '启用',
      perm: 'toggle',
      hidden: (row) => row.status === 1,
      onClick: (row) => setAdultClassroomStatus({ id: row.id, status: 1 }),
    },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该教室吗？删除后不可恢复。',
      onClick: (row) => deleteAdultClassroom({ id: row.id }),
    },
  ];

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
