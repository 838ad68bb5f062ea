import { useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  createAdultOpeningSetting,
  deleteAdultOpeningSetting,
  getListAdultOpeningSettingsQueryKey,
  listAdultOpeningSettings,
  updateAdultOpeningSetting,
} from '@/generated/api/settings/settings';
import type { OpeningSetting, OpeningSettingBody, OpeningSettingUpdateBody } from '@/generated/model';
import {
  CreateAdultOpeningSettingBody,
  UpdateAdultOpeningSettingBody,
} from '@/generated/zod/settings/settings.zod';
import { addAction, FormModal, ListPage, type RowAction, type ToolbarAction, useRecordModal } from '@/kit';
import { withDateOrder } from './date-order';
import { openingColumns, openingFormFields, openingSearch } from './opening-fields';

const NEW_OPENING = { semester_weeks: 18 };
const ORDER = '不能早于开学日期';
/** Registration deadline and first class are not before the opening date. */
const inOrder = <T,>(schema: ZodType<T>) =>
  withDateOrder(
    withDateOrder(schema, 'opening_date', 'register_deadline', ORDER),
    'opening_date',
    'first_class_date',
    ORDER,
  );
const CREATE = inOrder(CreateAdultOpeningSettingBody);
const UPDATE = inOrder(UpdateAdultOpeningSettingBody);

/** 开学设置 (schoolOpeningSettingAE): the opening arrangements of each batch. */
export function OpeningListPage() {
  const modal = useRecordModal<OpeningSetting>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增开学设置', () => modal.open())];
  const rowActions: RowAction<OpeningSetting>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该批次的开学设置吗？',
      onClick: (row) => deleteAdultOpeningSetting({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<OpeningSetting, Parameters<typeof listAdultOpeningSettings>[0]>
        list={{ queryKey: getListAdultOpeningSettingsQueryKey, fetcher: listAdultOpeningSettings }}
        rowKey="id"
        search={openingSearch}
        columns={openingColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<OpeningSettingBody | OpeningSettingUpdateBody>
        visible={modal.visible}
        onClose={modal.close}
        title={modal.record ? '编辑开学设置' : '新增开学设置'}
        fields={openingFormFields}
        schema={modal.record ? UPDATE : CREATE}
        record={modal.record ? { ...modal.record } : NEW_OPENING}
        submit={(payload) =>
          'id' in payload ? updateAdultOpeningSetting(payload) : createAdultOpeningSetting(payload)
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListAdultOpeningSettingsQueryKey() })
        }
      />
    </>
  );
}
