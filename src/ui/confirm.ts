/**
 * Arco's Modal.confirm, loaded on first use: the shell asks rarely (log out,
 * close a tab with unsaved input), and Modal with its focus lock is ~10 KiB gz
 * that every screen would otherwise download with the shell.
 */
import type { ModalProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  content: ReactNode;
  okText?: string;
  cancelText?: string;
  onOk?: ModalProps['onOk'];
  onCancel?: () => void;
}

export async function confirm(options: ConfirmOptions): Promise<void> {
  const { default: Modal } = await import('@arco-design/web-react/es/Modal');
  Modal.confirm(options);
}
