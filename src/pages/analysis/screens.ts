/** Analysis and statistics: figures, charts and the tables of the same numbers. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

const learning = () => import('./learning-reports');
const exams = () => import('./exam-reports');
const statistics = () => import('./exam-statistics');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  learningAnalysisAE: screen(learning, (m) => m.LearningAnalysisPage),
  professionalAnalysisCourseAE: screen(learning, (m) => m.ProfessionCourseAnalysisPage),
  courseAnalysisAE: screen(learning, (m) => m.CourseAnalysisPage),
  courseOpenDataAE: screen(learning, (m) => m.CourseOpenDataPage),
  executionPlanCourseAE: screen(learning, (m) => m.ExecutionPlanCoursePage),
  thesisDefenseAnalysisAE: screen(exams, (m) => m.ThesisDefenseAnalysisPage),
  examDataAnalysisAE: screen(exams, (m) => m.ExamDataAnalysisPage),
  examResultsAnalysisAE: screen(exams, (m) => m.ExamResultsAnalysisPage),
  examinationCurriculumST: screen(statistics, (m) => m.ExamCurriculumPage),
  examinationStudentST: screen(statistics, (m) => m.ExamStudentPage),
  examinationDataQueryST: screen(statistics, (m) => m.ExamDataQueryPage),
  readingProgressAE: screen(statistics, (m) => m.ReadingProgressPage),
  registrationProgressAE: screen(statistics, (m) => m.RegistrationProgressPage),
  superviseExamStatisticsAE: screen(statistics, (m) => m.SuperviseExamPage),
  scoringProgressST: screen(statistics, (m) => m.ScoringProgressPage),
  examRoomConsumptionST: screen(statistics, (m) => m.ExamRoomCostPage),
};
