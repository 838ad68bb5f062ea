import { Button } from '@arco-design/web-react';
import { IconSave } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

export interface SaveButtonProps {
  /** What is saved: 保存章节, 保存计划 … */
  children: ReactNode;
  saving: boolean;
  /** Nothing to save until something changed. */
  changed: boolean;
  onSave: () => unknown;
}

/** A workspace's save button: primary, busy while saving, off until there is something to save. */
export function SaveButton({ children, saving, changed, onSave }: SaveButtonProps) {
  return (
    <Button
      type="primary"
      icon={<IconSave />}
      loading={saving}
      disabled={!changed}
      onClick={() => void onSave()}
    >
      {children}
    </Button>
  );
}
