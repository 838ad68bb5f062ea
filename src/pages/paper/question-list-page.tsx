import { IconUpload } from '@arco-design/web-react/icon';
import { useQueryClient } from '@tanstack/react-query';
import { exportImportTemplate } from '@/generated/api/dashboard/dashboard';
import {
  deleteFsQuestions,
  exportFsQuestions,
  getListFsQuestionsQueryKey,
  importFsQuestions,
  listFsQuestions,
} from '@/generated/api/paper/paper';
import type { Question } from '@/generated/model';
import { ImportFsQuestionsBody } from '@/generated/zod/paper/paper.zod';
import {
  addAction,
  type BatchAction,
  crudActions,
  ListPage,
  type ToolbarAction,
  useScreenNavigation,
  useSheetImport,
  batchDeleteAction,
} from '@/kit';
import { questionColumns, questionSearch } from './question-fields';

const FORM_ROUTE = 'addCurriculumAuestionBankAE';
/** 题库试题的导入模板（/api/user/down/export-template 的 type）。 */
const QUESTION_TEMPLATE = 5;
const brief = (stem: string) => (stem.length > 20 ? `${stem.slice(0, 20)}…` : stem);

/** 课程题库 (curriculumAuestionBankAE): questions per course and chapter, duplicates flagged, Excel import. */
export function QuestionListPage() {
  const { open } = useScreenNavigation();
  const queryClient = useQueryClient();
  const importer = useSheetImport({
    title: '导入试题',
    columns: questionColumns,
    rowSchema: ImportFsQuestionsBody.shape.rows.element,
    template: {
      name: '题库试题导入模板.xlsx',
      download: () => exportImportTemplate({ type: QUESTION_TEMPLATE }),
    },
    commit: async (rows) => (await importFsQuestions({ rows }, { loading: false })).result,
    onDone: () => void queryClient.invalidateQueries({ queryKey: getListFsQuestionsQueryKey() }),
  });
  const toolbar: ToolbarAction[] = [
    addAction('新增试题', () => open(FORM_ROUTE)),
    { key: 'import', label: '导入试题', perm: 'import', icon: <IconUpload />, onClick: importer.open },
  ];
  const rowActions = crudActions<Question>({
    noun: '试题',
    name: (row) => brief(row.stem),
    edit: (row) => open(FORM_ROUTE, { id: row.id }),
    remove: (row) => deleteFsQuestions({ ids: [row.id] }),
  });
  const batchActions: BatchAction<Question>[] = [
    batchDeleteAction(
      (count) => `确定从题库删除选中的 ${count} 道试题吗？已组入试卷的试题不会从试卷中移除。`,
      (rows) => deleteFsQuestions({ ids: rows.map((row) => row.id) }),
    ),
  ];
  return (
    <>
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
      {importer.element}
    </>
  );
}
