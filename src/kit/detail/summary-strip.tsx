import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import type { ReactNode } from 'react';
import '../styles';

export interface SummaryItem {
  label: ReactNode;
  value: ReactNode;
}

/** The bordered strip of facts above a workspace (计划名称, 课程代码 …), `column` facts a row. */
export function SummaryStrip({ items, column = 4 }: { items: SummaryItem[]; column?: number }) {
  return <Descriptions border column={column} data={items} />;
}
