/**
 * The heavy pickers (DatePicker with dayjs ≈ 35 KiB gz, Cascader), loaded by
 * ./lazy-pickers.tsx with the first form that shows one rather than with every list.
 */
import { Cascader, DatePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/Cascader/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';

export { Cascader, DatePicker };
export const RangePicker = DatePicker.RangePicker;
