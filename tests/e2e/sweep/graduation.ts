/** Queries of the graduation print routes in the browser sweep (from the first row of their parent list). */
type Row = Record<string, string | number>;

export const QUERIES = {
  diplomaPrintAE: (row: Row) => ({ ids: row.id }),
  diplomaProvePrintAE: (row: Row) => ({ ids: row.record_id }),
  // the degree certificate list is one call for three screens: its first request (and row) is made
  // by 学位证书申请, the others show it from the cache
  baccalaureatePrint: { from: 'baccalaureateApplyAE', query: (row: Row) => ({ ids: row.id }) },
  degreeApplicationAEPrint: (row: Row) => ({ id: row.id }),
  degreeApplicationSTPrint: (row: Row) => ({ id: row.id }),
};
