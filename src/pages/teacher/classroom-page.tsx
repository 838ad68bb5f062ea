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
import { DialogList, enabledToggle } from '@/kit';
import { CLASSROOM_COLUMNS, CLASSROOM_FIELDS, CLASSROOM_SEARCH } from './classroom-fields';

const NEW_CLASSROOM = { status: 1, type: 2 };

/** 教室管理 (classroomManagementAE): classrooms of the correspondence stations, edited in a modal. */
export function ClassroomPage() {
  return (
    <DialogList<Classroom, Parameters<typeof listAdultClassrooms>[0], ClassroomBody | ClassroomUpdateBody>
      list={{ queryKey: getListAdultClassroomsQueryKey, fetcher: listAdultClassrooms }}
      search={CLASSROOM_SEARCH}
      columns={CLASSROOM_COLUMNS}
      actions={{
        noun: '教室',
        status: {
          ...enabledToggle((row, status) => setAdultClassroomStatus({ id: row.id, status })),
          disableConfirm: '停用后排课时不能再选择该教室，确定停用吗？',
        },
        remove: (row) => deleteAdultClassroom({ id: row.id }),
      }}
      dialog={{
        fields: CLASSROOM_FIELDS,
        create: { schema: CreateAdultClassroomBody, record: NEW_CLASSROOM },
        edit: { schema: UpdateAdultClassroomBody },
        submit: (payload) =>
          'id' in payload ? updateAdultClassroom(payload) : createAdultClassroom(payload),
      }}
      listKey={getListAdultClassroomsQueryKey}
    />
  );
}
