import { IconPlus } from '@arco-design/web-react/icon';
import type { ToolbarAction } from './types';

/** The operation bar's 新增… button: primary, with the plus icon, shown with the `add` permission. */
export const addAction = (label: string, onClick: () => void): ToolbarAction => ({
  key: 'add',
  label,
  perm: 'add',
  primary: true,
  icon: <IconPlus />,
  onClick,
});
