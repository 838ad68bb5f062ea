/** Status maps and options of the fee screens. */
import type { StatusMap } from '@/kit';

export const FEE_STATUS: StatusMap = {
  0: { text: '未缴', color: 'red' },
  1: { text: '部分缴纳', color: 'orange' },
  2: { text: '已缴清', color: 'green' },
};
export const ITEM: StatusMap = {
  1: { text: '学费', color: 'arcoblue' },
  2: { text: '考试费', color: 'cyan' },
  3: { text: '教材费', color: 'purple' },
};
export const METHOD: StatusMap = {
  1: { text: '银行转账', color: 'arcoblue' },
  2: { text: '微信', color: 'green' },
  3: { text: '支付宝', color: 'cyan' },
  4: { text: '现金', color: 'orange' },
};
export const PAY_STATUS: StatusMap = {
  0: { text: '待确认', color: 'orange' },
  1: { text: '已到账', color: 'green' },
  2: { text: '已拒绝', color: 'red' },
  3: { text: '已退费', color: 'gray' },
};
