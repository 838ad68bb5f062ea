/** Courses and textbooks (issue 11, part 1): the line's courses and textbooks with their forms. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

const courses = () => import('./curriculum-pages');
const books = () => import('./textbook-pages');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  adultEducationCourseAE: screen(courses, (m) => m.CurriculumListPage),
  curriculumST: screen(courses, (m) => m.CurriculumListPage),
  addCurriculumAE: screen(courses, (m) => m.CurriculumFormPage),
  addCurriculumST: screen(courses, (m) => m.CurriculumFormPage),
  adultTeachingMaterialsAE: screen(books, (m) => m.TextbookListPage),
  courseMaterialsST: screen(books, (m) => m.TextbookListPage),
  addCourseMaterialsAE: screen(books, (m) => m.TextbookFormPage),
  addCourseMaterialsST: screen(books, (m) => m.TextbookFormPage),
};
