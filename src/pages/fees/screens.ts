/** Fees: class fees, students' tuition with payments recorded by hand, payment records with bank transfer confirmation. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

const classes = () => import('./class-pay-page');
const students = () => import('./student-fees-page');
const records = () => import('./pay-records-page');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  classPayAE: screen(classes, (m) => m.ClassPayPage),
  gradeStudentPayAE: screen(students, (m) => m.StudentFeesPage),
  tuitionST: screen(students, (m) => m.StudentFeesPage),
  StudentPayRecordAE: screen(records, (m) => m.PayRecordsPage),
  paymentRecordST: screen(records, (m) => m.PayRecordsPage),
};
