/** Scores: students' scores, failed students, transcripts, candidates, course and class statistics, score checking, score-query passwords, the entry grid and printing. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

const lists = () => import('./score-list-pages');
const reviews = () => import('./score-review-pages');
const answers = () => import('./answer-sheet-page');
const prints = () => import('./score-print-pages');
const entry = () => import('./score-entry-page');
const prefetchSheet = (search: URLSearchParams) =>
  void import('./score-sheet-query').then((m) => m.prefetchScoreSheet(search));

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  printGradesheetAE: screen(
    () => import('./grade-sheet-print-page'),
    (m) => m.GradeSheetPrintPage,
  ),
  studentAchievementAE: screen(lists, (m) => m.StudentScoresPage),
  failedStudentAE: screen(lists, (m) => m.FailedStudentsPage),
  inquiryStudentsScore: screen(lists, (m) => m.ScoreQueryPage),
  inquiryExamStudents: screen(lists, (m) => m.CandidatesPage),
  scoreViewAE: screen(reviews, (m) => m.CourseScoresPage),
  classGradeAE: screen(reviews, (m) => m.ClassScoresPage),
  checkingCourseGradesAE: screen(reviews, (m) => m.ScoreCheckPage),
  examScoreLoginPwd: screen(reviews, (m) => m.ScorePasswordPage),
  examPaperViewAE: screen(answers, (m) => m.AnswerSheetPage),
  scorePrintingAE: screen(prints, (m) => m.ScorePrintingPage),
  classGradePrintAE: screen(prints, (m) => m.ClassGradePrintPage),
  scorViewingEntryAE: screen(entry, (m) => m.ScoreEntryPage, prefetchSheet),
};
