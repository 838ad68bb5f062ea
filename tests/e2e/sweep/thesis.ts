/**
 * Queries of the thesis routes in the browser sweep: the detail screens open for the first row of their
 * parent list (a thesis plan, a student's supervision, the defence students of the record tables).
 */
type Row = Record<string, string | number>;

const plan = (row: Row) => ({ plan_id: row.id, plan_name: row.name });

export const QUERIES = {
  planTasksAE: plan,
  viewGroupsAE: plan,
  viewStudentsAE: plan,
  dissertationGuidanceAEDel: (row: Row) => ({ id: row.id }),
  dissertationGuidanceSTDel: (row: Row) => ({ id: row.id }),
  dissertationStudentAETable: (row: Row) => ({ ids: row.id }),
  dissertationStudentSTTable: (row: Row) => ({ ids: row.id }),
};
