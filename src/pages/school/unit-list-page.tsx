import { useQueryClient } from '@tanstack/react-query';
import {
  createFsUnit,
  deleteFsUnit,
  exportFsUnits,
  getListFsUnitsQueryKey,
  listFsUnits,
  setFsUnitStatus,
  updateFsUnit,
} from '@/generated/api/school/school';
import type { SchoolUnit, SchoolUnitBody, SchoolUnitUpdateBody } from '@/generated/model';
import { CreateFsUnitBody, UpdateFsUnitBody } from '@/generated/zod/school/school.zod';
import { addAction, crudActions, FormModal, ListPage, useRecordModal } from '@/kit';
import { unitColumns, unitFormFields, unitSearch } from './unit-fields';

const NEW_UNIT = { status: 1 };

/** 单位设置 (unitSettingAE / unitSettingST); create and edit in a modal. */
export function UnitListPage() {
  const modal = useRecordModal<SchoolUnit>();
  const queryClient = useQueryClient();

  const toolbar = [addAction('新增单位', () => modal.open())];
  const rowActions = crudActions<SchoolUnit>({
    noun: '单位',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      labels: { enable: '恢复合作', disable: '停止合作' },
      disableConfirm: '停止合作后该单位不再出现在单位下拉中，确定停止吗？',
      send: (row, on) => setFsUnitStatus({ id: row.id, status: on ? 1 : 0 }),
    },
    remove: (row) => deleteFsUnit({ id: row.id }),
    // a unit with students still studying cannot be deleted (the server also refuses with code 500)
    removable: (row) => row.student_count === 0,
  });

  return (
    <>
      <ListPage<SchoolUnit, Parameters<typeof listFsUnits>[0]>
        list={{ queryKey: getListFsUnitsQueryKey, fetcher: listFsUnits }}
        rowKey="id"
        search={unitSearch}
        columns={unitColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportFsUnits}
        exportName="合作单位列表.xlsx"
      />
      <FormModal<SchoolUnitBody | SchoolUnitUpdateBody>
        title={modal.record ? '编辑单位' : '新增单位'}
        visible={modal.visible}
        onClose={modal.close}
        width={640}
        fields={unitFormFields}
        schema={modal.record ? UpdateFsUnitBody : CreateFsUnitBody}
        record={modal.record ?? NEW_UNIT}
        submit={(payload) => ('id' in payload ? updateFsUnit(payload) : createFsUnit(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsUnitsQueryKey() })}
      />
    </>
  );
}
