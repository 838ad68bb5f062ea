/** Courses and textbooks: the line's courses and textbooks with their forms. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

const courses = () => import('./curriculum-pages');
const books = () => import('./textbook-pages');
const chapters = () => import('./chapter-page');
const videos = () => import('./video-pages');
const usage = () => import('./usage-pages');
const plans = () => import('./plan-pages');
const progress = () => import('./progress-page');
const orders = () => import('./order-page');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  adultEducationCourseAE: screen(courses, (m) => m.CurriculumListPage),
  curriculumST: screen(courses, (m) => m.CurriculumListPage),
  addCurriculumAE: screen(courses, (m) => m.CurriculumFormPage),
  addCurriculumST: screen(courses, (m) => m.CurriculumFormPage),
  adultTeachingMaterialsAE: screen(books, (m) => m.TextbookListPage),
  courseMaterialsST: screen(books, (m) => m.TextbookListPage),
  addCourseMaterialsAE: screen(books, (m) => m.TextbookFormPage),
  addCourseMaterialsST: screen(books, (m) => m.TextbookFormPage),
  sectionManagementAE: screen(chapters, (m) => m.ChapterPage),
  sectionManagementST: screen(chapters, (m) => m.ChapterPage),
  videoResourcesAE: screen(videos, (m) => m.VideoResourcesPage),
  videoResourcesST: screen(videos, (m) => m.VideoResourcesPage),
  reviewVideoAE: screen(videos, (m) => m.VideoReviewPage),
  textbookUsageSetViewAE: screen(usage, (m) => m.TextbookUsageSetPage),
  textbookUsageViewAE: screen(usage, (m) => m.TextbookUsageViewPage),
  basicTextbookPlanAE: screen(plans, (m) => m.MaterialPlanListPage),
  editBasicTextbookPlanAE: screen(plans, (m) => m.MaterialPlanEditPage),
  rateOfLearningAE: screen(progress, (m) => m.LearningProgressPage),
  rateOfLearningST: screen(progress, (m) => m.LearningProgressPage),
  booksellerOrderListST: screen(orders, (m) => m.BooksellerOrderPage),
};
