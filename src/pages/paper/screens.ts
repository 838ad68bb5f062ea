/** Question banks, papers, practice and mock exams, marking. */
import { both, screen } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

const questionForm = screen(
  () => import('./question-form-page'),
  (m) => m.QuestionFormPage,
);
const workspace = () => import('./marking-workspace-page');
const prefetchAnswers = (search: URLSearchParams) =>
  void import('./marking-answers').then((m) => m.prefetchMarkingAnswers(search));
const paperList = screen(
  () => import('./paper-list-page'),
  (m) => m.PaperListPage,
);
const paperTopics = screen(
  () => import('./paper-topics-page'),
  (m) => m.PaperTopicsPage,
);

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  curriculumAuestionBankAE: screen(
    () => import('./question-list-page'),
    (m) => m.QuestionListPage,
  ),
  addCurriculumAuestionBankAE: questionForm,
  topicEntry: questionForm,
  testPaperST: paperList,
  practicePaperST: paperList,
  homeworkPracticeST: paperList,
  addExaminationST: screen(
    () => import('./paper-compose-page'),
    (m) => m.PaperComposePage,
  ),
  testPaperTopicST: paperTopics,
  viewGroupVolumeAE: paperTopics,
  previewExamAE: screen(
    () => import('./paper-preview-page'),
    (m) => m.PaperPreviewPage,
  ),
  mockTest: screen(
    () => import('./mock-pages'),
    (m) => m.MockExamListPage,
  ),
  mockConfigST: screen(
    () => import('./mock-pages'),
    (m) => m.MockConfigPage,
  ),
  ...both(
    'marking',
    () => import('./marking-list-page'),
    (m) => m.MarkingListPage,
  ),
  ...both(
    'markingTestPaper',
    () => import('./marking-sheets-page'),
    (m) => m.MarkingSheetsPage,
  ),
  ...both('markingTestPaperDetail', workspace, (m) => m.MarkingWorkspacePage, prefetchAnswers),
  ...both(
    'modifyQuestion',
    () => import('./marking-topics-page'),
    (m) => m.MarkingTopicsPage,
  ),
  ...both('modifyQuestionDetail', workspace, (m) => m.MarkingWorkspacePage, prefetchAnswers),
  addMarkingTeacherST: screen(
    () => import('./marking-teacher-form-page'),
    (m) => m.MarkingTeacherFormPage,
  ),
};
