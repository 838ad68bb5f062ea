import { useQueryClient } from '@tanstack/react-query';
import {
  createFsMajorDegree,
  deleteFsMajorDegree,
  exportFsMajorDegrees,
  getListFsMajorDegreesQueryKey,
  listFsMajorDegrees,
  updateFsMajorDegree,
} from '@/generated/api/major/major';
import type { MajorDegree, MajorDegreeBody, MajorDegreeUpdateBody } from '@/generated/model';
import { CreateFsMajorDegreeBody, UpdateFsMajorDegreeBody } from '@/generated/zod/major/major.zod';
import { addAction, FormModal, ListPage, type RowAction, type ToolbarAction, useRecordModal } from '@/kit';
import { degreeColumns, degreeFormFields, degreeSearch } from './degree-fields';

const NEW_DEGREE = { foreign_language: 1, thesis_required: 1, status: 1 };

/** 专业学位设置 (professionalDegreeAE / professionalDegreeST); create and edit in a modal. */
export function DegreeListPage() {
  const modal = useRecordModal<MajorDegree>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增专业学位', () => modal.open())];
  const rowActions: RowAction<MajorDegree>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该专业的学位设置吗？删除后该专业学生不能申请学位。',
      onClick: (row) => deleteFsMajorDegree({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<MajorDegree, Parameters<typeof listFsMajorDegrees>[0]>
        list={{ queryKey: getListFsMajorDegreesQueryKey, fetcher: listFsMajorDegrees }}
        rowKey="id"
        search={degreeSearch}
        columns={degreeColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportFsMajorDegrees}
        exportName="专业学位设置.xlsx"
      />
      <FormModal<MajorDegreeBody | MajorDegreeUpdateBody>
        title={modal.record ? '编辑专业学位' : '新增专业学位'}
        visible={modal.visible}
        onClose={modal.close}
        width={640}
        fields={degreeFormFields}
        schema={modal.record ? UpdateFsMajorDegreeBody : CreateFsMajorDegreeBody}
        record={modal.record ?? NEW_DEGREE}
        submit={(payload) => ('id' in payload ? updateFsMajorDegree(payload) : createFsMajorDegree(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsMajorDegreesQueryKey() })}
      />
    </>
  );
}
