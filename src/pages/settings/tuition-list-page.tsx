import { useQueryClient } from '@tanstack/react-query';
import {
  createAdultTuitionStandard,
  deleteAdultTuitionStandard,
  exportTuitionStandards,
  getListAdultTuitionStandardsQueryKey,
  listAdultTuitionStandards,
  setAdultTuitionStandardStatus,
  updateAdultTuitionStandard,
} from '@/generated/api/settings/settings';
import type { TuitionStandard, TuitionStandardBody, TuitionStandardUpdateBody } from '@/generated/model';
import {
  CreateAdultTuitionStandardBody,
  UpdateAdultTuitionStandardBody,
} from '@/generated/zod/settings/settings.zod';
import { addAction, crudActions, FormModal, ListPage, type ToolbarAction, useRecordModal } from '@/kit';
import { tuitionColumns, tuitionFormFields, tuitionSearch } from './tuition-fields';

const NEW_STANDARD = { study_form: 1, status: 1, book_fee: 0, exam_fee: 0 };

/** 学费设置 (tuitionSettingAE): tuition, book and exam fees per level, study form and batch. */
export function TuitionListPage() {
  const modal = useRecordModal<TuitionStandard>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增学费标准', () => modal.open())];
  const rowActions = crudActions<TuitionStandard>({
    noun: '学费标准',
    edit: (row) => modal.open(row),
    status: {
      isEnabled: (row) => row.status === 1,
      send: (row, enabled) => setAdultTuitionStandardStatus({ id: row.id, status: enabled ? 1 : 0 }),
      disableConfirm: '停用后不再按该标准生成缴费单，确定停用吗？',
    },
    remove: (row) => deleteAdultTuitionStandard({ id: row.id }),
  });

  return (
    <>
      <ListPage<TuitionStandard, Parameters<typeof listAdultTuitionStandards>[0]>
        list={{ queryKey: getListAdultTuitionStandardsQueryKey, fetcher: listAdultTuitionStandards }}
        rowKey="id"
        search={tuitionSearch}
        columns={tuitionColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportTuitionStandards}
        exportName="学费标准.xlsx"
      />
      <FormModal<TuitionStandardBody | TuitionStandardUpdateBody>
        visible={modal.visible}
        onClose={modal.close}
        title={modal.record ? '编辑学费标准' : '新增学费标准'}
        fields={tuitionFormFields}
        schema={modal.record ? UpdateAdultTuitionStandardBody : CreateAdultTuitionStandardBody}
        record={modal.record ? { ...modal.record } : NEW_STANDARD}
        submit={(payload) =>
          'id' in payload ? updateAdultTuitionStandard(payload) : createAdultTuitionStandard(payload)
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListAdultTuitionStandardsQueryKey() })
        }
      />
    </>
  );
}
