import {
  exportAdultStudentList,
  getListAdultExpiredStudentsQueryKey,
  listAdultExpiredStudents,
} from '@/generated/api/student/student';
import type { AdultStudent, ListAdultExpiredStudentsParams } from '@/generated/model';
import { ListPage, useRecordModal } from '@/kit';
import { AdultDetailModal } from './adult-detail-modal';
import { adultColumns, adultSearch, EXPIRED } from './adult-fields';
import { RestoreModal } from './adult-modals';

const columns = adultColumns([
  'student_no',
  'name',
  'id_card',
  'phone',
  'school_name',
  'major_name',
  'level_name',
  'batch_name',
  'point_name',
  'expire_date',
  'owe_amount',
  'status',
]);

/** 过期学籍 (expiredStudentStatusAE): students past their study period, restored one by one or in bulk. */
export function ExpiredPage() {
  const detail = useRecordModal<AdultStudent>();
  const restore = useRecordModal<AdultStudent[]>();
  return (
    <>
      <ListPage<AdultStudent, ListAdultExpiredStudentsParams>
        list={{ queryKey: getListAdultExpiredStudentsQueryKey, fetcher: listAdultExpiredStudents }}
        rowKey="id"
        search={adultSearch}
        columns={columns}
        rowActions={[
          { key: 'view', label: '查看', onClick: (row) => detail.open(row) },
          { key: 'restore', label: '恢复学籍', perm: 'edit', onClick: (row) => restore.open([row]) },
        ]}
        batchActions={[
          { key: 'restore', label: '批量恢复学籍', perm: 'edit', onClick: (rows) => restore.open(rows) },
        ]}
        exportFile={(filters, options) => exportAdultStudentList({ ...filters, status: EXPIRED }, options)}
        exportName="过期学籍.xlsx"
      />
      <AdultDetailModal modal={detail} />
      <RestoreModal modal={restore} />
    </>
  );
}
