import {
  createFsCollege,
  deleteFsCollege,
  exportFsColleges,
  getListFsCollegesQueryKey,
  listFsColleges,
  setFsCollegeStatus,
  updateFsCollege,
} from '@/generated/api/school/school';
import type { SchoolCollege, SchoolCollegeBody, SchoolCollegeUpdateBody } from '@/generated/model';
import { CreateFsCollegeBody, UpdateFsCollegeBody } from '@/generated/zod/school/school.zod';
import { DialogList, enabledToggle } from '@/kit';
import { collegeColumns, collegeFormFields, collegeSearch } from './college-fields';

const NEW_COLLEGE = { status: 1 };

/** 学院设置 (collegeSettingAE / collegeSettingST); create and edit in a modal. */
export function CollegeListPage() {
  return (
    <DialogList<
      SchoolCollege,
      Parameters<typeof listFsColleges>[0],
      SchoolCollegeBody | SchoolCollegeUpdateBody
    >
      list={{ queryKey: getListFsCollegesQueryKey, fetcher: listFsColleges }}
      search={collegeSearch}
      columns={collegeColumns}
      exportFile={exportFsColleges}
      exportName="学院列表.xlsx"
      actions={{
        noun: '学院',
        status: {
          ...enabledToggle((row, status) => setFsCollegeStatus({ id: row.id, status })),
          disableConfirm: '停用后该学院不再出现在学院下拉中，确定停用吗？',
        },
        remove: (row) => deleteFsCollege({ id: row.id }),
        // a college that still has majors cannot be deleted (the server also refuses with code 500)
        removable: (row) => row.major_count === 0,
      }}
      dialog={{
        width: 640,
        fields: collegeFormFields,
        create: { schema: CreateFsCollegeBody, record: NEW_COLLEGE },
        edit: { schema: UpdateFsCollegeBody },
        submit: (payload) => ('id' in payload ? updateFsCollege(payload) : createFsCollege(payload)),
      }}
      listKey={getListFsCollegesQueryKey}
    />
  );
}
