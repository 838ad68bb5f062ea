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
import { DialogList, enabledToggle } from '@/kit';
import { tuitionColumns, tuitionFormFields, tuitionSearch } from './tuition-fields';

const NEW_STANDARD = { study_form: 1, status: 1, book_fee: 0, exam_fee: 0 };

/** 学费设置 (tuitionSettingAE): tuition, book and exam fees per level, study form and batch. */
export function TuitionListPage() {
  return (
    <DialogList<
      TuitionStandard,
      Parameters<typeof listAdultTuitionStandards>[0],
      TuitionStandardBody | TuitionStandardUpdateBody
    >
      list={{ queryKey: getListAdultTuitionStandardsQueryKey, fetcher: listAdultTuitionStandards }}
      search={tuitionSearch}
      columns={tuitionColumns}
      exportFile={exportTuitionStandards}
      exportName="学费标准.xlsx"
      actions={{
        noun: '学费标准',
        status: {
          ...enabledToggle((row, status) => setAdultTuitionStandardStatus({ id: row.id, status })),
          disableConfirm: '停用后不再按该标准生成缴费单，确定停用吗？',
        },
        remove: (row) => deleteAdultTuitionStandard({ id: row.id }),
      }}
      dialog={{
        fields: tuitionFormFields,
        create: { schema: CreateAdultTuitionStandardBody, record: NEW_STANDARD },
        edit: { schema: UpdateAdultTuitionStandardBody },
        submit: (payload) =>
          'id' in payload ? updateAdultTuitionStandard(payload) : createAdultTuitionStandard(payload),
      }}
      listKey={getListAdultTuitionStandardsQueryKey}
    />
  );
}
