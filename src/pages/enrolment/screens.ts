/** Screens of the enrolment domain, registered by route name. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  admissionAE: screen(
    () => import('./admission-list-page'),
    (m) => m.AdmissionListPage,
  ),
  admissionEducationAE: screen(
    () => import('./admission-education-page'),
    (m) => m.AdmissionEducationPage,
  ),
  preQualificationReviewAE: screen(
    () => import('./pre-qualification-page'),
    (m) => m.PreQualificationPage,
  ),
  enrollmentApplicationAE: screen(
    () => import('./enrollment-application-list-page'),
    (m) => m.EnrollmentApplicationListPage,
  ),
  addEnrollmentApplicationAE: screen(
    () => import('./enrollment-application-form-page'),
    (m) => m.EnrollmentApplicationFormPage,
  ),
  teachTrusteeshipApplyAE: screen(
    () => import('./trusteeship-page'),
    (m) => m.TrusteeshipPage,
  ),
  newStudentToExamineST: screen(
    () => import('./new-student-page'),
    (m) => m.NewStudentPage,
  ),
  studentRegistReviewST: screen(
    () => import('./register-review-page'),
    (m) => m.RegisterReviewPage,
  ),
};
