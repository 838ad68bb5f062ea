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
import { DialogList, enabledToggle } from '@/kit';
import { facultyColumns, facultyFormFields, facultySearch } from './college-fields';

const NEW_FACULTY = { status: 1 };

/** 院系设置 (facultyAE, adult education only); create and edit in a modal. */
export function FacultyListPage() {
  return (
    <DialogList<
      SchoolFaculty,
      Parameters<typeof listAdultFaculties>[0],
      SchoolFacultyBody | SchoolFacultyUpdateBody
    >
      list={{ queryKey: getListAdultFacultiesQueryKey, fetcher: listAdultFaculties }}
      search={facultySearch}
      columns={facultyColumns}
      actions={{
        noun: '院系',
        status: {
          ...enabledToggle((row, status) => setAdultFacultyStatus({ id: row.id, status })),
          disableConfirm: '停用后专业设置中不再出现该院系，确定停用吗？',
        },
        remove: (row) => deleteAdultFaculty({ id: row.id }),
      }}
      dialog={{
        width: 640,
        fields: facultyFormFields,
        create: { schema: CreateAdultFacultyBody, record: NEW_FACULTY },
        edit: { schema: UpdateAdultFacultyBody },
        submit: (payload) => ('id' in payload ? updateAdultFaculty(payload) : createAdultFaculty(payload)),
      }}
      listKey={getListAdultFacultiesQueryKey}
    />
  );
}
