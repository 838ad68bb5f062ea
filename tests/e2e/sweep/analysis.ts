/**
 * Queries of the analysis routes in the browser sweep. 阅卷进度 has two tabs, the same components on
 * both lines: readingProgressAE is swept on its progress report (no query), scoringProgressST on
 * 评分一致性 for the first paper of 阅卷管理 (markingST), so each tab is opened under Prism once.
 */
type Row = Record<string, string | number>;

export const QUERIES = {
  scoringProgressST: { from: 'markingST', query: (row: Row) => ({ paper_id: row.id }) },
};
