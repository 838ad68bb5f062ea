/**
 * Queries of the paper routes in the browser sweep: the marking screens open for the first paper of
 * 阅卷管理 (the workspaces on its first answers), the question form in edit mode for the first question,
 * the adult paper screens for the paper of the first row of 考试管理 (previewExamAE with its print preview
 * open), testPaperTopicST for the first paper of 试卷管理.
 */
type Row = Record<string, string | number>;
const paper = (row: Row) => ({ paper_id: row.id });

export const QUERIES = {
  addCurriculumAuestionBankAE: (row: Row) => ({ id: row.id }),
  testPaperTopicST: (row: Row) => ({ id: row.id }),
  // opened from 考试管理 (examManagementAE): the paper of its first exam setting
  viewGroupVolumeAE: (row: Row) => ({ id: row.paper_id }),
  // the print preview opens at once, so the sheets are checked in print media
  previewExamAE: (row: Row) => ({ id: row.paper_id, print: 1 }),
  markingTestPaperAE: paper,
  markingTestPaperST: paper,
  markingTestPaperDetailAE: paper,
  markingTestPaperDetailST: paper,
  modifyQuestionAE: paper,
  modifyQuestionST: paper,
  modifyQuestionDetailAE: (row: Row) => ({ paper_id: row.id, topic_id: 6 }),
  modifyQuestionDetailST: (row: Row) => ({ paper_id: row.id, topic_id: 6 }),
};
