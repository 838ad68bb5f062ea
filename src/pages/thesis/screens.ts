/** Theses and defences. */
import { both, screen } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...both(
    'dissertationToExamine',
    () => import('./plan-list-page'),
    (m) => m.PlanListPage,
  ),
  planTasksAE: screen(
    () => import('./plan-tasks-page'),
    (m) => m.PlanTasksPage,
  ),
  viewGroupsAE: screen(
    () => import('./plan-groups-page'),
    (m) => m.PlanGroupsPage,
  ),
  viewStudentsAE: screen(
    () => import('./plan-students-page'),
    (m) => m.PlanStudentsPage,
  ),
  ...both(
    'dissertationGuidance',
    () => import('./guidance-list-page'),
    (m) => m.GuidanceListPage,
  ),
  dissertationGuidanceAEDel: screen(
    () => import('./guidance-detail-page'),
    (m) => m.GuidanceDetailPage,
  ),
  dissertationGuidanceSTDel: screen(
    () => import('./guidance-detail-page'),
    (m) => m.GuidanceDetailPage,
  ),
  paperInspectionReviewAE: screen(
    () => import('./check-review-page'),
    (m) => m.CheckReviewPage,
  ),
  paperDrawPlanAE: screen(
    () => import('./draw-plan-page'),
    (m) => m.DrawPlanPage,
  ),
  paperScoreStudentAE: screen(
    () => import('./apply-review-page'),
    (m) => m.ApplyReviewPage,
  ),
  specialistScoreAE: screen(
    () => import('./expert-review-page'),
    (m) => m.ExpertReviewPage,
  ),
  defenceScoreStudentAE: screen(
    () => import('./defence-students-page'),
    (m) => m.DefenceStudentsPage,
  ),
  dissertationStudentST: screen(
    () => import('./defence-students-page'),
    (m) => m.DefenceStudentsPage,
  ),
  defenceScoreStudentManageAE: screen(
    () => import('./result-manage-page'),
    (m) => m.ResultManagePage,
  ),
  assessmentAE: screen(
    () => import('./assessment-page'),
    (m) => m.AssessmentPage,
  ),
  studentSummaryViewAE: screen(
    () => import('./summary-page'),
    (m) => m.SummaryPage,
  ),
  paperInformationStudentAE: screen(
    () => import('./acceptance-page'),
    (m) => m.AcceptancePage,
  ),
  dissertationDefenceeST: screen(
    () => import('./defence-plan-page'),
    (m) => m.DefencePlanPage,
  ),
  dissertationStudentAETable: screen(
    () => import('./defence-record-print-page'),
    (m) => m.DefenceRecordPrintPage,
  ),
  dissertationStudentSTTable: screen(
    () => import('./defence-record-print-page'),
    (m) => m.DefenceRecordPrintPage,
  ),
};
