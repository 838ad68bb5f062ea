import { useQueryClient } from '@tanstack/react-query';
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
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import { collegeColumns, collegeFormFields, collegeSearch } from './college-fields';

const NEW_COLLEGE = { status: 1 };

/** 学院设置 (collegeSettingAE / collegeSettingST); create and edit in a modal. */
export function CollegeListPage() {
  const modal = useRecordModal<SchoolCollege>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增学院', () => modal.open())];
  const rowActions = crudActions<SchoolCollege>({
    noun: '学院',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => setFsCollegeStatus({ id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后该学院不再出现在学院下拉中，确定停用吗？',
    },
    remove: (row) => deleteFsCollege({ id: row.id }),
    // a college that still has majors cannot be deleted (the server also refuses with code 500)
    removable: (row) => row.major_count === 0,
  });

  return (
    <>
      <ListPage<SchoolCollege, Parameters<typeof listFsColleges>[0]>
        list={{ queryKey: getListFsCollegesQueryKey, fetcher: listFsColleges }}
        rowKey="id"
        search={collegeSearch}
        columns={collegeColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportFsColleges}
        exportName="学院列表.xlsx"
      />
      <FormModal<SchoolCollegeBody | SchoolCollegeUpdateBody>
        title={modal.record ? '编辑学院' : '新增学院'}
        visible={modal.visible}
        onClose={modal.close}
        width={640}
        fields={collegeFormFields}
        schema={modal.record ? UpdateFsCollegeBody : CreateFsCollegeBody}
        record={modal.record ?? NEW_COLLEGE}
        submit={(payload) => ('id' in payload ? updateFsCollege(payload) : createFsCollege(payload))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsCollegesQueryKey() })}
      />
    </>
  );
}
