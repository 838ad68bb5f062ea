import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListMarkingSheetsQueryKey,
  listMarkingSheets,
  reopenMarkingSheets,
} from '@/generated/api/paper/paper';
import type { ListMarkingSheetsParams, MarkingSheet } from '@/generated/model';
import { ReopenMarkingSheetsBody } from '@/generated/zod/paper/paper.zod';
import {
  FormModal,
  ListPage,
  useScreenNavigation,
  type BatchAction,
  type FormField,
  type RowAction,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { sheetColumns, sheetSearch } from './marking-fields';
import { MissingQuery } from './missing-query';

const REASON: FormField[] = [
  {
    type: 'textarea',
    field: 'reason',
    label: '重新批阅原因',
    maxLength: 200,
    extra: '批阅老师在答卷上看到此原因',
  },
];
const REASON_SCHEMA = ReopenMarkingSheetsBody.pick({ reason: true });

/** 试卷批阅 (markingTestPaperAE / ST): the sealed answer sheets of one paper; reopen with a reason. */
export function MarkingSheetsPage() {
  const line = useLine();
  const [params] = useSearchParams();
  const paperId = Number(params.get('paper_id')) || undefined;
  const { open, backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const [reopen, setReopen] = useState<MarkingSheet[]>();
  const list = useMemo(
    () => ({
      queryKey: (query: ListMarkingSheetsParams) =>
        getListMarkingSheetsQueryKey({ ...query, paper_id: paperId ?? 0 }),
      fetcher: (
        query: ListMarkingSheetsParams,
        options: Parameters<typeof listMarkingSheets>[1],
        signal?: AbortSignal,
      ) => listMarkingSheets({ ...query, paper_id: paperId ?? 0 }, options, signal),
    }),
    [paperId],
  );
  if (!paperId) return <MissingQuery list="阅卷管理" onBack={() => backTo(`marking${line.suffix}`)} />;

  const rowActions: RowAction<MarkingSheet>[] = [
    {
      key: 'mark',
      label: '批阅',
      perm: 'edit',
      onClick: (row) => open(`markingTestPaperDetail${line.suffix}`, { paper_id: paperId, sheet_id: row.id }),
    },
    {
      key: 'reopen',
      label: '重新批阅',
      perm: 'audit',
      hidden: (row) => row.status !== 2,
      onClick: (row) => setReopen([row]),
    },
  ];
  const batchActions: BatchAction<MarkingSheet>[] = [
    { key: 'reopen', label: '重新批阅', perm: 'audit', onClick: (rows) => setReopen(rows) },
  ];
  return (
    <>
      <ListPage<MarkingSheet, ListMarkingSheetsParams>
        list={list}
        rowKey="id"
        search={sheetSearch}
        columns={sheetColumns}
        rowActions={rowActions}
        batchActions={batchActions}
        onClose={() => backTo(`marking${line.suffix}`)}
      />
      <FormModal<{ reason: string }>
        visible={!!reopen}
        onClose={() => setReopen(undefined)}
        title={`重新批阅 ${reopen?.length ?? 0} 份答卷`}
        fields={REASON}
        schema={REASON_SCHEMA}
        submit={({ reason }) => reopenMarkingSheets({ ids: (reopen ?? []).map((row) => row.id), reason })}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListMarkingSheetsQueryKey() })}
      />
    </>
  );
}
