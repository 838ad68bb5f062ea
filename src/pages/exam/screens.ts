/** Exams: plans, settings, assessment methods, registration and eligibility, make-up, exemption, recognised scores, results, practical assessment. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { both, screen } from '@/routes/screen-loader';

const plans = () => import('./plan-list-page');
const planForm = () => import('./plan-form-page');
const planStudents = () => import('./plan-students-page');
const results = () => import('./results-page');
const settings = () => import('./setting-pages');
const assessments = () => import('./assessment-pages');
const checks = () => import('./check-pages');
const applications = () => import('./application-pages');
const bulk = () => import('./bulk-pages');
const practical = () => import('./practical-pages');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  examPlanManagementAE: screen(plans, (m) => m.PlanListPage),
  examinationPlanST: screen(plans, (m) => m.PlanListPage),
  addExaminationPlanST: screen(planForm, (m) => m.PlanFormPage),
  examPlanEnrolledStudentsAE: screen(planStudents, (m) => m.PlanStudentsPage),
  enrolledStudentsST: screen(planStudents, (m) => m.PlanStudentsPage),
  viewResultsST: screen(results, (m) => m.ResultsPage),
  achievementST: screen(results, (m) => m.ResultsPage),
  examManagementAE: screen(settings, (m) => m.SettingListPage),
  examinationSettingST: screen(settings, (m) => m.SettingListPage),
  ...both('addExaminationSetting', settings, (m) => m.SettingFormPage),
  examAssessmentAE: screen(assessments, (m) => m.AssessmentListPage),
  addExamAssessmentAE: screen(assessments, (m) => m.AssessmentFormPage),
  examCheckAE: screen(checks, (m) => m.CheckPlansPage),
  examCheckViewStudentsAE: screen(checks, (m) => m.CheckStudentsPage),
  supplementaryExaminationAE: screen(bulk, (m) => m.MakeUpPage),
  exemptionApplicationAE: screen(applications, (m) => m.ExemptionPage),
  identifyCourseGradesST: screen(applications, (m) => m.RecognitionPage),
  examinationRegistrationST: screen(bulk, (m) => m.RegistrationPage),
  unpaidStudentsST: screen(bulk, (m) => m.UnpaidPage),
  practicalAssessmentSt: screen(practical, (m) => m.PracticalListPage),
  viewPracticalApplicationST: screen(practical, (m) => m.PracticalDetailPage),
};
