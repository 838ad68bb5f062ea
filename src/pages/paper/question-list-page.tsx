import { IconPlus } from '@arco-design/web-react/icon';
import {
  deleteFsQuestions,
  exportFsQuestions,
  getListFsQuestionsQueryKey,
  listFsQuestions,
} from '@/generated/api/paper/paper';
import type { Question } from '@/generated/model';
import { crudActions, ListPage, useScreenNavigation, type BatchAction, type ToolbarAction } from '@/kit';
import { questionColumns, questionSearch } from './question-fields';

const FORM_ROUTE = 'addCurriculumAuestionBankAE';
const brief = (stem: string) => (stem.length > 20 ? `${stem.slice(0, 20)}…` : stem);

/** 课程题库 (curriculumAuestionBankAE): questions per course and chapter, duplicates flagged. */
export function QuestionListPage() {
  const { open } = useScreenNavigation();
  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: '新增试题',
      perm: 'add',
      primary: true,
      icon: <IconPlus />,
      onClick: () => open(FORM_ROUTE),
    },
  ];
  const rowActions = crudActions<Question>({
    noun: '试题',
    name: (row) => brief(row.stem),
    edit: (row) => open(FORM_ROUTE, { id: row.id }),
    remove: (row) => deleteFsQuestions({ ids: [row.id] }),
  });
  const batchActions: BatchAction<Question>[] = [
    {
      key: 'delete',
      label: '批量删除',
      perm: 'delete',
      danger: true,
      confirm: (count) => `确定从题库删除选中的 ${count} 道试题吗？已组入试卷的试题不会从试卷中移除。`,
      onClick: (rows) => deleteFsQuestions({ ids: rows.map((row) => row.id) }),
    },
  ];
  return (
    <ListPage<Question, Parameters<typeof listFsQuestions>[0]>
      list={{ queryKey: getListFsQuestionsQueryKey, fetcher: listFsQuestions }}
      rowKey="id"
      search={questionSearch}
      columns={questionColumns}
      toolbar={toolbar}
      rowActions={rowActions}
      batchActions={batchActions}
      exportFile={exportFsQuestions}
      exportName="课程题库.xlsx"
    />
  );
}
