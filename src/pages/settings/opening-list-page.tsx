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
import { DialogList } from '@/kit';
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
  return (
    <DialogList<
      OpeningSetting,
      Parameters<typeof listAdultOpeningSettings>[0],
      OpeningSettingBody | OpeningSettingUpdateBody
    >
      list={{ queryKey: getListAdultOpeningSettingsQueryKey, fetcher: listAdultOpeningSettings }}
      search={openingSearch}
      columns={openingColumns}
      actions={{
        noun: '开学设置',
        remove: (row) => deleteAdultOpeningSetting({ id: row.id }),
        removeConfirm: '确定删除该批次的开学设置吗？',
      }}
      dialog={{
        fields: openingFormFields,
        create: { schema: CREATE, record: NEW_OPENING },
        edit: { schema: UPDATE },
        submit: (payload) =>
          'id' in payload ? updateAdultOpeningSetting(payload) : createAdultOpeningSetting(payload),
      }}
      listKey={getListAdultOpeningSettingsQueryKey}
    />
  );
}
