import { IconPlus } from '@arco-design/web-react/icon';
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
import { FormModal, ListPage, useRecordModal, type RowAction, type ToolbarAction } from '@/kit';
import { familyColumns, familyFormFields, familySearch } from './family-fields';

const NEW_FAMILY = { status: 1, sort: 0 };

/** 科类设置 (familySettingAE / familySettingST); create and edit in a modal. */
export function FamilyListPage() {
  const modal = useRecordModal<MajorFamily>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: '新增科类',
      perm: 'add',
      primary: true,
      icon: <IconPlus />,
      onClick: () => modal.open(),
    },
  ];
  const rowActions: RowAction<MajorFamily>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'disable',
      label: '停用',
      perm: 'toggle',
      hidden: (row) => row.status === 0,
      confirm: '停用后新增或编辑专业时不再出现该科类，确定停用吗？',
      onClick: (row) => setFsMajorFamilyStatus({ id: row.id, status: 0 }),
    },
    {
      key: 'enable',
      label: '启用',
      perm: 'toggle',
      hidden: (row) => row.status === 1,
      onClick: (row) => setFsMajorFamilyStatus({ id: row.id, status: 1 }),
    },
    {
      // a family still used by majors cannot be deleted (the server also refuses with code 500)
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      hidden: (row) => row.major_count > 0,
      confirm: '确定删除该科类吗？删除后不可恢复。',
      onClick: (row) => deleteFsMajorFamily({ id: row.id }),
    },
  ];

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
