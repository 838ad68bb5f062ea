/**
 * Queries of the teaching routes in the browser sweep: the detail screens open for the first row of
 * their parent list (a class, a teaching plan, an execution plan). addGrade* and editTeachingPlan* open in edit mode.
 */
type Row = Record<string, string | number>;

export const QUERIES = {
  addGradeAE: (row: Row) => ({ id: row.id }),
  addGradeST: (row: Row) => ({ id: row.id }),
  gradeStudentManagementAE: (row: Row) => ({ id: row.id }),
  gradeStudentManagementST: (row: Row) => ({ id: row.id }),
  viewResultsClassAE: (row: Row) => ({ id: row.id }),
  viewResultsClassST: (row: Row) => ({ id: row.id }),
  editTeachingPlanAE: (row: Row) => ({ id: row.id }),
  editTeachingPlanST: (row: Row) => ({ id: row.id }),
  viewClassAE: (row: Row) => ({ id: row.id }),
  viewClassST: (row: Row) => ({ id: row.id }),
  classImplementPlanAE: (row: Row) => ({ id: row.id }),
};
