/** Queries of the fee detail routes in the browser sweep. */
type Row = Record<string, string | number>;

export const QUERIES = {
  gradeStudentPayAE: (row: Row) => ({ class_id: row.id }),
};
