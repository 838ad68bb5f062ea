import { useQueryClient } from '@tanstack/react-query';
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
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import { familyColumns, familyFormFields, familySearch } from './family-fields';

const NEW_FAMILY = { status: 1, sort: 0 };

/** 科类设置 (familySettingAE / familySettingST); create and edit in a modal. */
export function FamilyListPage() {
  const modal = useRecordModal<MajorFamily>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增科类', () => modal.open())];
  const rowActions = crudActions<MajorFamily>({
    noun: '科类',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => setFsMajorFamilyStatus({ id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后新增或编辑专业时不再出现该科类，确定停用吗？',
    },
    remove: (row) => deleteFsMajorFamily({ id: row.id }),
    // a family still used by majors cannot be deleted (the server also refuses with code 500)
    removable: (row) => row.major_count === 0,
  });

  return (
    <>
      <ListPage<MajorFamily, Parameters<typeof listFsMajorFamilies>[0]>
        list={{ queryKey: getListFsMajorFamiliesQueryKey, fetcher: listFsMajorFamilies }}
        rowKey="id"
        search={familySearch}
        columns={familyColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<MajorFamilyBody | MajorFamilyUpdateBody>
        title={modal.record ? '编辑科类' : '新增科类'}
        visible={modal.visible}
        onClose={modal.close}
        width={640}
        fields={familyFormFields}
        schema={modal.record ? UpdateFsMajorFamilyBody : CreateFsMajorFamilyBody}
        record={modal.record ?? NEW_FAMILY}
        submit={(payload) => ('id' in payload ? updateFsMajorFamily(payload) : createFsMajorFamily(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsMajorFamiliesQueryKey() })}
      />
    </>
  );
}
