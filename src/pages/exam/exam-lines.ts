/** What differs between the lines for the exam screens, as data (never a branch in JSX). */
import { useLine } from '@/lines/page-type';
import type { LineType } from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';

export interface ExamLine {
  /** `type` of the /api/exam/… calls: 1 自学考试, 2 成人教育. */
  type: LineType;
  stationNoun: string;
  planList: string;
  /** The route of a plan's enrolled students (?plan_id=). */
  planStudents: string;
  /** The route of a plan's results (?plan_id=), where the line has one. */
  planResults?: string;
  /** The route form of a plan, where the line has one (else a dialog on the list). */
  planForm?: string;
  settingList: string;
  settingForm: string;
}

export const EXAM_LINES: Record<'AE' | 'ST', ExamLine> = {
  AE: {
    type: 2,
    stationNoun: LINE_OF_SUFFIX.AE.nouns.station,
    planList: 'examPlanManagementAE',
    planStudents: 'examPlanEnrolledStudentsAE',
    settingList: 'examManagementAE',
    settingForm: 'addExaminationSettingAE',
  },
  ST: {
    type: 1,
    stationNoun: LINE_OF_SUFFIX.ST.nouns.station,
    planList: 'examinationPlanST',
    planStudents: 'enrolledStudentsST',
    planResults: 'viewResultsST',
    planForm: 'addExaminationPlanST',
    settingList: 'examinationSettingST',
    settingForm: 'addExaminationSettingST',
  },
};

export function useExamLine(): ExamLine {
  return EXAM_LINES[useLine().suffix];
}
