import {
  exportAdultThesisResults,
  getListAdultThesisResultsQueryKey,
  listAdultThesisResults,
  publishAdultThesisResults,
} from '@/generated/api/thesis/thesis';
import type { ThesisResult } from '@/generated/model';
import { ListPage, toFlag } from '@/kit';
import { resultColumns, resultSearch } from './result-fields';

/** 答辩成绩管理 (defenceScoreStudentManageAE): every part of the thesis result, published to students or withdrawn. */
export function ResultManagePage() {
  const publish = (rows: ThesisResult[], on: boolean) =>
    publishAdultThesisResults({ ids: rows.map((row) => row.id), publish: toFlag(on) });
  return (
    <ListPage<ThesisResult, Parameters<typeof listAdultThesisResults>[0]>
      list={{ queryKey: getListAdultThesisResultsQueryKey, fetcher: listAdultThesisResults }}
      rowKey="id"
      search={resultSearch}
      columns={resultColumns}
      rowActions={[
        {
          key: 'publish',
          label: '发布',
          perm: 'edit',
          hidden: (row) => row.status !== 1,
          confirm: (row) => `发布后${row.student_name}可查看论文成绩，确定发布吗？`,
          onClick: (row) => publish([row], true),
        },
        {
          key: 'withdraw',
          label: '撤回',
          perm: 'edit',
          hidden: (row) => row.status !== 2,
          confirm: (row) => `撤回后${row.student_name}将看不到论文成绩，确定撤回吗？`,
          onClick: (row) => publish([row], false),
        },
      ]}
      batchActions={[
        {
          key: 'publish',
          label: '批量发布',
          perm: 'edit',
          confirm: (count) => `将发布选中的 ${count} 名学生的论文成绩（未评定的不会发布），确定吗？`,
          onClick: (rows) =>
            publish(
              rows.filter((row) => row.status === 1),
              true,
            ),
        },
      ]}
      exportFile={exportAdultThesisResults}
      exportName="论文成绩.xlsx"
    />
  );
}
