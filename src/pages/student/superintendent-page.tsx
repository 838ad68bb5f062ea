import { setAdultStudentLock } from '@/generated/api/student/student';
import type { AdultStudent } from '@/generated/model';
import { toggleActions, useRecordModal, type BatchAction, type RowAction, toFlag } from '@/kit';
import { AdultDetailModal } from './adult-detail-modal';
import {
  adultColumns,
  adultSearch,
  canRestore,
  lockSearch,
  owingSearch,
  statusSearch,
  STUDY_PLACE,
} from './adult-fields';
import { AdultStudentList } from './adult-student-list';
import { ResetPasswordModal, RestoreModal, SetPointModal } from './adult-modals';
import { FeeModal } from './fee-modal';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const search = [...adultSearch, statusSearch, lockSearch, owingSearch];
const columns = adultColumns([
  'student_no',
  'name',
  'sex',
  'id_card',
  'phone',
  ...STUDY_PLACE,
  'lock',
  'owe_amount',
  'expire_date',
  'created_at',
]);

/** 学生学习督查 (studentSuperintendentAE): adult students with lock, password, fees, station, restore. */
export function SuperintendentPage() {
  const detail = useRecordModal<AdultStudent>();
  const fees = useRecordModal<AdultStudent>();
  const password = useRecordModal<AdultStudent>();
  const point = useRecordModal<AdultStudent[]>();
  const restore = useRecordModal<AdultStudent[]>();

  const rowActions: RowAction<AdultStudent>[] = [
    { key: 'view', label: '查看', onClick: (row) => detail.open(row) },
    ...toggleActions<AdultStudent>({
      key: 'lock',
      perm: 'toggle',
      isOn: (row) => row.lock === 1,
      on: { label: '锁定', confirm: '锁定后该学生不能登录学习平台，直到解锁为止。确定锁定吗？' },
      off: { label: '解锁', confirm: '解锁后该学生可以重新登录学习平台，确定解锁吗？' },
      send: (row, lock) => setAdultStudentLock({ id: row.id, lock: toFlag(lock) }),
    }),
    { key: 'password', label: '重置密码', perm: 'reset', onClick: (row) => password.open(row) },
    {
      key: 'print',
      label: '打印成绩单',
      perm: 'print',
      onClick: (row) => void window.open(`/printGradesheetAE?id=${row.id}`, '_blank', 'noopener'),
    },
    { key: 'fees', label: '缴费', onClick: (row) => fees.open(row) },
    { key: 'point', label: `分配${station}`, perm: 'edit', onClick: (row) => point.open([row]) },
    {
      key: 'restore',
      label: '恢复学籍',
      perm: 'edit',
      hidden: (row) => !canRestore(row),
      onClick: (row) => restore.open([row]),
    },
  ];
  const batchActions: BatchAction<AdultStudent>[] = [
    { key: 'point', label: `分配${station}`, perm: 'edit', onClick: (rows) => point.open(rows) },
  ];

  return (
    <>
      <AdultStudentList
        search={search}
        columns={columns}
        rowActions={rowActions}
        batchActions={batchActions}
        exportName="学生学籍列表.xlsx"
      />
      <AdultDetailModal modal={detail} />
      <FeeModal modal={fees} />
      <ResetPasswordModal modal={password} />
      <SetPointModal modal={point} />
      <RestoreModal modal={restore} />
    </>
  );
}
