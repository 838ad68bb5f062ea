/** A review's state as the server sends it, declared once for every reviewed record. */
import type { StatusMap } from '../cells';
import { optionsOf } from '../options';

/** A review's state as the server sends it: 0 待审核, 1 已通过, 2 已驳回. */
export const REVIEW_STATUS: StatusMap = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};
export const REVIEW_OPTIONS = optionsOf(REVIEW_STATUS);
/** The review state that still waits for a decision. */
export const PENDING_REVIEW = 0;

/** A face check's state (真人核验) in the old interface's codes: 1 待审核, 0 审核通过, 2 审核失败. */
export const REAL_CHECK_STATUS: StatusMap = {
  1: { text: '待审核', color: 'orange' },
  0: { text: '审核通过', color: 'green' },
  2: { text: '审核失败', color: 'red' },
};
