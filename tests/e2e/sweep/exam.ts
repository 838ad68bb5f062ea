/** Queries of the exam detail routes in the browser sweep (from their parent list's first row). */
type Row = Record<string, string | number>;

export const QUERIES = {
  addExaminationPlanST: (row: Row) => ({ id: row.id }),
  examPlanEnrolledStudentsAE: (row: Row) => ({ plan_id: row.id }),
  enrolledStudentsST: (row: Row) => ({ plan_id: row.id }),
  viewResultsST: (row: Row) => ({ plan_id: row.id }),
  addExaminationSettingAE: (row: Row) => ({ uuid: row.uuid }),
  addExaminationSettingST: (row: Row) => ({ uuid: row.uuid }),
  addExamAssessmentAE: (row: Row) => ({ id: row.id }),
  examCheckViewStudentsAE: (row: Row) => ({ plan_id: row.id }),
  viewPracticalApplicationST: (row: Row) => ({ id: row.id }),
};
