import {
  createFsMajorFamily,
  deleteFsMajorFamily,
  getListFsMajorFamiliesQueryKey,
  listFsMajorFamilies,
  setFsMajorFamilyStatus,
  updateFsMajorFamily,
} from '@/generated/api/major/major';
import type { MajorFamily, MajorFamilyBody, MajorFamilyUpdateBody } from '@/generated/model';
import { CreateFsMajorFamilyBody, UpdateFsMajorFamilyBody } from '@/generated/zod/major/major.zod';
import { DialogList, enabledToggle } from '@/kit';
import { familyColumns, familyFormFields, familySearch } from './family-fields';

const NEW_FAMILY = { status: 1, sort: 0 };

/** 科类设置 (familySettingAE / familySettingST); create and edit in a modal. */
export function FamilyListPage() {
  return (
    <DialogList<
      MajorFamily,
      Parameters<typeof listFsMajorFamilies>[0],
      MajorFamilyBody | MajorFamilyUpdateBody
    >
      list={{ queryKey: getListFsMajorFamiliesQueryKey, fetcher: listFsMajorFamilies }}
      search={familySearch}
      columns={familyColumns}
      actions={{
        noun: '科类',
        status: {
          ...enabledToggle((row, status) => setFsMajorFamilyStatus({ id: row.id, status })),
          disableConfirm: '停用后新增或编辑专业时不再出现该科类，确定停用吗？',
        },
        remove: (row) => deleteFsMajorFamily({ id: row.id }),
        // a family still used by majors cannot be deleted (the server also refuses with code 500)
        removable: (row) => row.major_count === 0,
      }}
      dialog={{
        width: 640,
        fields: familyFormFields,
        create: { schema: CreateFsMajorFamilyBody, record: NEW_FAMILY },
        edit: { schema: UpdateFsMajorFamilyBody },
        submit: (payload) => ('id' in payload ? updateFsMajorFamily(payload) : createFsMajorFamily(payload)),
      }}
      listKey={getListFsMajorFamiliesQueryKey}
    />
  );
}
