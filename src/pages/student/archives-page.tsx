import type { AdultStudent } from '@/generated/model';
import { useRecordModal } from '@/kit';
import { AdultDetailModal } from './adult-detail-modal';
import { adultColumns, adultSearch, statusSearch, STUDY_PLACE } from './adult-fields';
import { AdultStudentList } from './adult-student-list';

const search = [...adultSearch, statusSearch];
const columns = adultColumns([
  'photo',
  'student_no',
  'name',
  'sex',
  'id_card',
  ...STUDY_PLACE,
  'expire_date',
  'created_at',
]);

/** 学生档案 (studentArchivesAE): each student's archive — record, photos and face checks — read-only. */
export function ArchivesPage() {
  const detail = useRecordModal<AdultStudent>();
  return (
    <>
      <AdultStudentList
        search={search}
        columns={columns}
        rowActions={[{ key: 'view', label: '查看档案', onClick: (row) => detail.open(row) }]}
        exportName="学生档案.xlsx"
      />
      <AdultDetailModal modal={detail} />
    </>
  );
}
