import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StatusChange } from '@/generated/model';
import {
  addAction,
  DetailModal,
  FormModal,
  ListPage,
  PENDING_REVIEW,
  type RowAction,
  type ToolbarAction,
  useRecordModal,
  useReview,
} from '@/kit';
import { useLine } from '@/lines/page-type';

import { ChangeHistory } from './change-history';
import { changeColumns, changeDetailItems, changeSearch } from './status-change-fields';
import { CHANGE_LINES, REASON_SCHEMA, REMARK_SCHEMA, type ChangeParams } from './status-change-lines';

/**
 * 学籍异动 (studentStatusChangeAE) / 退学审核 (dropOutToExamineST): applications
 * listed with their review state, submitted here on a student's behalf, approved or
 * rejected with a reason one by one or in bulk, each with its recorded steps.
 */
export function StatusChangePage() {
  const line = CHANGE_LINES[useLine().suffix];
  const queryClient = useQueryClient();
  const search = useMemo(() => changeSearch(line.fields), [line]);
  const columns = useMemo(() => changeColumns(line.fields), [line]);
  const detailItems = useMemo(() => changeDetailItems(line.fields), [line]);
  const form = useRecordModal<never>();
  const detail = useRecordModal<StatusChange>();

  const review = useReview<StatusChange>({
    noun: line.noun,
    label: (row) => row.student_name,
    isPending: (row) => row.status === PENDING_REVIEW,
    approve: {
      schema: REMARK_SCHEMA,
      send: (rows, remark) => line.pass({ ids: rows.map((row) => row.id), ...(remark ? { remark } : {}) }),
    },
    reject: {
      schema: REASON_SCHEMA,
      send: (rows, reason) => line.reject({ ids: rows.map((row) => row.id), reason }),
    },
    reasons: line.reasons,
  });

  const refreshList = () => queryClient.invalidateQueries({ queryKey: line.listKey });

  const toolbar: ToolbarAction[] = [addAction(line.create.label, () => form.open())];
  const rowActions: RowAction<StatusChange>[] = [
    { key: 'view', label: '查看', onClick: (row) => detail.open(row) },
    ...review.rowActions,
  ];

  return (
    <>
      <ListPage<StatusChange, ChangeParams>
        list={line.list}
        rowKey="id"
        search={search}
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        batchActions={review.batchActions}
        exportFile={line.exportFile}
        exportName={line.exportName}
      />
      <FormModal<object>
        title={line.create.label}
        visible={form.visible}
        onClose={form.close}
        fields={line.create.fields}
        schema={line.create.schema}
        submit={(body) => line.create.submit(body)}
        onSaved={() => void refreshList()}
      />
      <DetailModal<StatusChange>
        modal={detail}
        title={(row) => `${row.student_name}的${line.noun}`}
        items={detailItems}
        children={(row) => (
          <ChangeHistory
            row={row}
            logs={line.logs}
            decide={(decision) =>
              review
                .open(decision, [row])
                .then(() => {
                  detail.close();
                  return refreshList();
                })
                .catch(() => undefined)
            }
          />
        )}
      />
      {review.modal}
    </>
  );
}
