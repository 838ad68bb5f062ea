import {
  auditAdultStudentModifies,
  getListAdultStudentModifiesQueryKey,
  listAdultStudentModifies,
} from '@/generated/api/student/student';
import type { ListAdultStudentModifiesParams, StudentModifyRequest } from '@/generated/model';
import { AuditAdultStudentModifiesBody } from '@/generated/zod/student/student.zod';
import { ListPage, PENDING_REVIEW, reviewByStatus, useReview } from '@/kit';
import { modifyColumns, modifySearch } from './modify-fields';

/** 学生信息修改审核 (studentInfoModifyAE): requests to change a student's record, approved or rejected. */
export function ModifyPage() {
  const review = useReview<StudentModifyRequest>({
    noun: '信息修改申请',
    label: (row) => row.name,
    isPending: (row) => row.status === PENDING_REVIEW,
    warning: (_rows, decision) => (decision === 'approve' ? '通过后新值将写入学籍档案。' : undefined),
    reasons: ['未上传户口簿或身份证明材料，请补充后重新申请', '新旧信息不一致，请核对后重新申请'],
    // the audit call takes no remark: 通过 asks for nothing but the confirmation
    ...reviewByStatus(auditAdultStudentModifies, AuditAdultStudentModifiesBody.shape.reason),
  });

  return (
    <>
      <ListPage<StudentModifyRequest, ListAdultStudentModifiesParams>
        list={{ queryKey: getListAdultStudentModifiesQueryKey, fetcher: listAdultStudentModifies }}
        rowKey="id"
        search={modifySearch}
        columns={modifyColumns}
        review={review}
      />
    </>
  );
}
