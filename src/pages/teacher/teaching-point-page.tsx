import { useQueryClient } from '@tanstack/react-query';
import {
  createAdultTeachingPoint,
  deleteAdultTeachingPoint,
  exportAdultTeachingPoints,
  getListAdultTeachingPointsQueryKey,
  listAdultTeachingPoints,
  setAdultTeachingPointStatus,
  updateAdultTeachingPoint,
} from '@/generated/api/teacher/teacher';
import type { TeachingPoint, TeachingPointBody, TeachingPointUpdateBody } from '@/generated/model';
import {
  CreateAdultTeachingPointBody,
  UpdateAdultTeachingPointBody,
} from '@/generated/zod/teacher/teacher.zod';
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import {
  TEACHING_POINT_COLUMNS,
  TEACHING_POINT_FIELDS,
  TEACHING_POINT_SEARCH,
} from './teaching-point-fields';

const NEW_POINT = { status: 1 };

/** 教学点管理 (teachingPointAE): teaching points under the correspondence stations. */
export function TeachingPointPage() {
  const modal = useRecordModal<TeachingPoint>();
  const queryClient = useQueryClient();
  const toolbar: ToolbarAction[] = [addAction('新增教学点', () => modal.open())];
  const rowActions = crudActions<TeachingPoint>({
    noun: '教学点',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => setAdultTeachingPointStatus({ id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后新生不能再分配到该教学点，确定停用吗？',
    },
    remove: (row) => deleteAdultTeachingPoint({ id: row.id }),
  });

  return (
    <>
      <ListPage<TeachingPoint, Parameters<typeof listAdultTeachingPoints>[0]>
        list={{ queryKey: getListAdultTeachingPointsQueryKey, fetcher: listAdultTeachingPoints }}
        rowKey="id"
        search={TEACHING_POINT_SEARCH}
        columns={TEACHING_POINT_COLUMNS}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportAdultTeachingPoints}
        exportName="教学点列表.xlsx"
      />
      <FormModal<TeachingPointBody | TeachingPointUpdateBody>
        title={modal.record ? '编辑教学点' : '新增教学点'}
        fields={TEACHING_POINT_FIELDS}
        schema={modal.record ? UpdateAdultTeachingPointBody : CreateAdultTeachingPointBody}
        record={modal.record ? { ...modal.record } : NEW_POINT}
        submit={(payload) =>
          'id' in payload ? updateAdultTeachingPoint(payload) : createAdultTeachingPoint(payload)
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListAdultTeachingPointsQueryKey() })}
        visible={modal.visible}
        onClose={modal.close}
      />
    </>
  );
}
