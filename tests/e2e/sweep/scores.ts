/**
 * Queries of the score routes in the browser sweep: the class grade print from 班级成绩; the entry
 * grid opens on the class and course of the first row of 成绩查看.
 */
type Row = Record<string, string | number>;

export const QUERIES = {
  classGradePrintAE: (row: Row) => ({ class_id: row.id }),
  scorViewingEntryAE: {
    from: 'scoreViewAE',
    query: (row: Row) => ({ class_id: row.class_id, course_id: row.course_id }),
  },
};
