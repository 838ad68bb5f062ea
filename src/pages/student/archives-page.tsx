import { exportAdultStudentList } from '@/generated/api/student/student';
import type { AdultStudent, ListAdultStudentsParams } from '@/generated/model';
import { ListPage, useRecordModal } from '@/kit';
import { AdultDetailModal } from './adult-detail-modal';
import { ADULT_STUDENTS, adultColumns, adultSearch, statusSearch, STUDY_PLACE } from './adult-fields';

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
      <ListPage<AdultStudent, ListAdultStudentsParams>
        list={ADULT_STUDENTS}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[{ key: 'view', label: '查看档案', onClick: (row) => detail.open(row) }]}
        exportFile={exportAdultStudentList}
        exportName="学生档案.xlsx"
      />
      <AdultDetailModal modal={detail} />
    </>
  );
}
