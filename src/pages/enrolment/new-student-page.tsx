import {
  approveOwnNewStudents,
  getListOwnNewStudentsQueryKey,
  listOwnNewStudents,
  rejectOwnNewStudents,
} from '@/generated/api/enrolment/enrolment';
import type { NewStudentReview } from '@/generated/model';
import { ApproveOwnNewStudentsBody, RejectOwnNewStudentsBody } from '@/generated/zod/enrolment/enrolment.zod';
import { NEW_STUDENT_REASONS, newStudentColumns, newStudentSearch } from './new-student-fields';
import { ReviewList } from './review-list';

const CALLS = {
  approve: approveOwnNewStudents,
  reject: rejectOwnNewStudents,
  approveBody: ApproveOwnNewStudentsBody,
  rejectBody: RejectOwnNewStudentsBody,
};

/** 新生审核 (newStudentToExamineST). */
export function NewStudentPage() {
  return (
    <ReviewList<NewStudentReview, Parameters<typeof listOwnNewStudents>[0]>
      list={{ queryKey: getListOwnNewStudentsQueryKey, fetcher: listOwnNewStudents }}
      rowKey="id"
      search={newStudentSearch}
      columns={newStudentColumns}
      calls={CALLS}
      review={{ noun: '新生信息', unit: '份', label: (row) => row.name, reasons: NEW_STUDENT_REASONS }}
    />
  );
}
