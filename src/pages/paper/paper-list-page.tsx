import { useMemo } from 'react';
import { useScreenRoute } from '@/access/access-context';
import type { RequestOptions } from '@/api/http';
import {
  deleteFsPapers,
  getListFsPapersQueryKey,
  getListPracticeTopicsQueryKey,
  listFsPapers,
  listPracticeTopics,
} from '@/generated/api/paper/paper';
import type { ListFsPapersKind, ListFsPapersParams, Paper, PaperQuestion } from '@/generated/model';
import {
  addAction,
  crudActions,
  DrillDownModal,
  ListPage,
  type RowAction,
  type ToolbarAction,
  useRecordModal,
  useScreenNavigation,
  batchDeleteAction,
} from '@/kit';
import { KIND_NOUN, paperColumns, paperQuestionColumns, paperSearch } from './paper-fields';

/** Which papers each route lists: 试卷管理 the exam papers, 练习试卷管理 practice papers, 作业练习 homework. */
const KIND_OF: Record<string, ListFsPapersKind> = {
  testPaperST: 1,
  practicePaperST: 2,
  homeworkPracticeST: 3,
};

/** 试卷管理 (testPaperST), 练习试卷管理 (practicePaperST), 作业练习 (homeworkPracticeST). */
export function PaperListPage() {
  const route = useScreenRoute()?.name ?? 'testPaperST';
  const kind: ListFsPapersKind = KIND_OF[route] ?? 1;
  const noun = KIND_NOUN[kind] ?? '试卷';
  const { open } = useScreenNavigation();
  const topics = useRecordModal<Paper>();
  const list = useMemo(
    () => ({
      queryKey: (params: ListFsPapersParams) => getListFsPapersQueryKey({ ...params, kind }),
      fetcher: (params: ListFsPapersParams, options?: RequestOptions, signal?: AbortSignal) =>
        listFsPapers({ ...params, kind }, options, signal),
    }),
    [kind],
  );
  const columns = useMemo(() => paperColumns(noun), [noun]);
  const toolbar: ToolbarAction[] = [addAction(`新增${noun}`, () => open('addExaminationST', { kind }))];
  const manage: RowAction<Paper>[] =
    kind === 1
      ? [
          {
            key: 'topics',
            label: '题目管理',
            perm: 'edit',
            onClick: (row) => open('testPaperTopicST', { id: row.id }),
          },
        ]
      : [{ key: 'topics', label: '查看题目', onClick: (row) => topics.open(row) }];
  const rowActions = [
    ...manage,
    ...crudActions<Paper>({
      noun,
      name: (row) => row.name,
      remove: (row) => deleteFsPapers({ ids: [row.id] }),
    }),
  ];
  return (
    <>
      <ListPage<Paper, ListFsPapersParams>
        list={list}
        rowKey="id"
        search={paperSearch}
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        batchActions={[
          batchDeleteAction(
            (count) => `确定删除选中的 ${count} 份${noun}吗？已被考试使用的不会删除。`,
            (rows) => deleteFsPapers({ ids: rows.map((row) => row.id) }),
          ),
        ]}
      />
      <DrillDownModal<Paper, PaperQuestion>
        modal={topics}
        title={(paper) => `${paper.name} · 题目`}
        items={[
          { key: 'course_name', title: '课程' },
          { key: 'full_score', title: '满分' },
          { key: 'question_count', title: '题数' },
        ]}
        columns={paperQuestionColumns}
        rowKey="question_id"
        rows={{
          queryKey: (paper) => getListPracticeTopicsQueryKey({ paper_id: paper.id }),
          fetcher: (paper, options, signal) => listPracticeTopics({ paper_id: paper.id }, options, signal),
        }}
      />
    </>
  );
}
