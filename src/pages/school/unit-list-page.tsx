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
import { DialogList, enabledToggle } from '@/kit';
import { unitColumns, unitFormFields, unitSearch } from './unit-fields';

const NEW_UNIT = { status: 1 };

/** 单位设置 (unitSettingAE / unitSettingST); create and edit in a modal. */
export function UnitListPage() {
  return (
    <DialogList<SchoolUnit, Parameters<typeof listFsUnits>[0], SchoolUnitBody | SchoolUnitUpdateBody>
      list={{ queryKey: getListFsUnitsQueryKey, fetcher: listFsUnits }}
      search={unitSearch}
      columns={unitColumns}
      exportFile={exportFsUnits}
      exportName="合作单位列表.xlsx"
      actions={{
        noun: '单位',
        status: {
          ...enabledToggle((row, status) => setFsUnitStatus({ id: row.id, status })),
          labels: { enable: '恢复合作', disable: '停止合作' },
          disableConfirm: '停止合作后该单位不再出现在单位下拉中，确定停止吗？',
        },
        remove: (row) => deleteFsUnit({ id: row.id }),
        // a unit with students still studying cannot be deleted (the server also refuses with code 500)
        removable: (row) => row.student_count === 0,
      }}
      dialog={{
        width: 640,
        fields: unitFormFields,
        create: { schema: CreateFsUnitBody, record: NEW_UNIT },
        edit: { schema: UpdateFsUnitBody },
        submit: (payload) => ('id' in payload ? updateFsUnit(payload) : createFsUnit(payload)),
      }}
      listKey={getListFsUnitsQueryKey}
    />
  );
}
