import { Message } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  auditAdultStudentModifies,
  getListAdultStudentModifiesQueryKey,
  listAdultStudentModifies,
} from '@/generated/api/student/student';
import type { ListAdultStudentModifiesParams, StudentModifyRequest } from '@/generated/model';
import { AuditAdultStudentModifiesBody } from '@/generated/zod/student/student.zod';
import { FormModal, ListPage, requiredWhen, useRecordModal, type FormField } from '@/kit';
import { modifyColumns, modifySearch, PENDING } from './modify-fields';

/** 驳回 needs a reason (shown to the student); 通过 does not. */
const AuditForm = requiredWhen(
  AuditAdultStudentModifiesBody.omit({ ids: true }),
  'reason',
  (values) => values.status === 2,
);
const AUDIT_FIELDS: FormField[] = [
  {
    type: 'radio',
    field: 'status',
    label: '审核结果',
    options: [
      { label: '通过（新值写入学籍档案）', value: 1 },
      { label: '驳回', value: 2 },
    ],
  },
  { type: 'textarea', field: 'reason', label: '驳回原因', maxLength: 200, extra: '驳回时必填，学生端可见' },
];

/** 学生信息修改审核 (studentInfoModifyAE): requests to change a student's record, approved or rejected. */
export function ModifyPage() {
  const queryClient = useQueryClient();
  const audit = useRecordModal<StudentModifyRequest[]>();
  /** Only pending requests can be decided; says so when the selection has none. */
  const pending = (rows: StudentModifyRequest[]) => {
    const open = rows.filter((row) => row.status === PENDING);
    if (!open.length) Message.warning('所选申请均已审核');
    return open;
  };
  const approve = (rows: StudentModifyRequest[]) => {
    const ids = pending(rows).map((row) => row.id);
    return ids.length ? auditAdultStudentModifies({ ids, status: 1 }) : undefined;
  };
  const decide = (rows: StudentModifyRequest[]) => {
    const open = pending(rows);
    if (open.length) audit.open(open);
  };

  return (
    <>
      <ListPage<StudentModifyRequest, ListAdultStudentModifiesParams>
        list={{ queryKey: getListAdultStudentModifiesQueryKey, fetcher: listAdultStudentModifies }}
        rowKey="id"
        search={modifySearch}
        columns={modifyColumns}
        rowActions={[
          {
            key: 'audit',
            label: '审核',
            perm: 'audit',
            hidden: (row) => row.status !== PENDING,
            onClick: (row) => decide([row]),
          },
        ]}
        batchActions={[
          {
            key: 'approve',
            label: '批量通过',
            perm: 'audit',
            confirm: '通过后新值将写入学籍档案，确定通过所选申请吗？',
            onClick: approve,
          },
          { key: 'reject', label: '批量驳回', perm: 'audit', onClick: decide },
        ]}
      />
      <FormModal
        visible={audit.visible}
        onClose={audit.close}
        width={560}
        title={`审核信息修改申请（${audit.record?.length ?? 0} 条）`}
        fields={AUDIT_FIELDS}
        schema={AuditForm}
        record={audit.record?.length === 1 ? undefined : { status: 2 }}
        submit={(payload) =>
          auditAdultStudentModifies({ ...payload, ids: (audit.record ?? []).map((row) => row.id) })
        }
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: getListAdultStudentModifiesQueryKey() })
        }
      />
    </>
  );
}
