/** Queries of the course and textbook forms in the browser sweep (edit mode from the first row). */
type Row = Record<string, string | number>;

export const QUERIES = {
  addCurriculumAE: (row: Row) => ({ id: row.id }),
  addCurriculumST: (row: Row) => ({ id: row.id }),
  addCourseMaterialsAE: (row: Row) => ({ id: row.id }),
  addCourseMaterialsST: (row: Row) => ({ id: row.id }),
  sectionManagementAE: (row: Row) => ({ id: row.id }),
  sectionManagementST: (row: Row) => ({ id: row.id }),
  videoResourcesAE: (row: Row) => ({ id: row.id }),
  videoResourcesST: (row: Row) => ({ id: row.id }),
  editBasicTextbookPlanAE: (row: Row) => ({ id: row.id }),
};
