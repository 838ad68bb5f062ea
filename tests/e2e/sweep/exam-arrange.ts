/**
 * Queries of the exam-arrangement routes in the browser sweep.
 * - addTestSiteST opens in edit mode from the first test site.
 * - examSchedulingST opens its print preview (seat charts, door sheets, sign-in sheets) for the
 *   first offline session of 线下排考, so the sheets are checked in print media; the adult
 *   screen is swept without it (the list itself).
 * - examRoomUsageAE shows the month of that session (the calendar otherwise opens on this month).
 */
type Row = Record<string, string | number>;

export const QUERIES = {
  addTestSiteST: (row: Row) => ({ id: row.id }),
  examSchedulingST: {
    from: 'examSchedulingOfflineAE',
    query: (row: Row) => ({ print: 'seat,door,signin', session: row.id }),
  },
  examRoomUsageAE: {
    from: 'examSchedulingOfflineAE',
    query: (row: Row) => ({ month: String(row.exam_date).slice(0, 7) }),
  },
};
