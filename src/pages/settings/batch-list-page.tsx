import {
  createFsBatch,
  deleteFsBatch,
  exportFsBatches,
  getListFsBatchesQueryKey,
  listFsBatches,
  setFsBatchStatus,
  updateFsBatch,
} from '@/generated/api/settings/settings';
import type { EnrolBatch, EnrolBatchBody, EnrolBatchUpdateBody } from '@/generated/model';
import { CreateFsBatchBody, UpdateFsBatchBody } from '@/generated/zod/settings/settings.zod';
import { DialogList, isEnabled } from '@/kit';
import { batchColumns, batchFormFields, batchSearch } from './batch-fields';
import { withDateOrder } from './date-order';

const NEW_BATCH = { season: 1, status: 0 };
const ORDER = '不能早于招生开始日期';
const CREATE = withDateOrder(CreateFsBatchBody, 'enrol_start', 'enrol_end', ORDER);
const UPDATE = withDateOrder(UpdateFsBatchBody, 'enrol_start', 'enrol_end', ORDER);

/** 批次管理 (batchAE / batchST): enrolment batches with their enrolment period and status. */
export function BatchListPage() {
  return (
    <DialogList<EnrolBatch, Parameters<typeof listFsBatches>[0], EnrolBatchBody | EnrolBatchUpdateBody>
      list={{ queryKey: getListFsBatchesQueryKey, fetcher: listFsBatches }}
      search={batchSearch}
      columns={batchColumns}
      exportFile={exportFsBatches}
      exportName="批次列表.xlsx"
      actions={{
        noun: '批次',
        status: {
          isEnabled,
          labels: { enable: '开始招生', disable: '结束招生' },
          enableConfirm: '开始招生后新生即可报名该批次，确定开始吗？',
          disableConfirm: '结束招生后该批次不再接受报名，确定结束吗？',
          // 1 招生中, 2 已结束
          send: (row, on) => setFsBatchStatus({ id: row.id, status: on ? 1 : 2 }),
        },
        remove: (row) => deleteFsBatch({ id: row.id }),
      }}
      dialog={{
        fields: batchFormFields,
        create: { schema: CREATE, record: NEW_BATCH },
        edit: { schema: UPDATE },
        submit: (payload) => ('id' in payload ? updateFsBatch(payload) : createFsBatch(payload)),
      }}
      listKey={getListFsBatchesQueryKey}
    />
  );
}
