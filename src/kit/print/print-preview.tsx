/**
 * Sheets printed from a screen inside the shell (seat charts, sign-in sheets, a class's
 * grade sheets): a modal shows them as they will print; 打印 prints only the sheets
 * (rendered into a portal beside the app, which the print stylesheet alone shows).
 */
import { Button, Modal } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './print.module.css';
import '../styles';

export interface PrintPreviewProps {
  visible: boolean;
  /** e.g. 座位表（3 个考场） */
  title: string;
  onClose: () => void;
  /** The sheets (PrintSheet). */
  children: ReactNode;
  /** Extra footer controls (which sheets, calibration …). */
  tools?: ReactNode;
}

/** Prints the portal's sheets only, then restores the page. */
function usePrintOnly(): [boolean, () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    document.body.classList.add('jw-print-only');
    // after the portal has rendered
    const timer = window.setTimeout(() => {
      window.print();
      document.body.classList.remove('jw-print-only');
      setPrinting(false);
    }, 50);
    return () => {
      window.clearTimeout(timer);
      document.body.classList.remove('jw-print-only');
    };
  }, [printing]);
  return [printing, () => setPrinting(true)];
}

export function PrintPreview({ visible, title, onClose, children, tools }: PrintPreviewProps) {
  const [printing, print] = usePrintOnly();
  return (
    <>
      <Modal
        title={title}
        visible={visible}
        onCancel={onClose}
        style={{ width: 'calc(210mm + 96px)', maxWidth: 'calc(100vw - 32px)' }}
        footer={
          <>
            {tools}
            <Button onClick={onClose}>关闭</Button>
            <Button type="primary" icon={<IconPrinter />} onClick={print}>
              打印
            </Button>
          </>
        }
        unmountOnExit
      >
        <div className={`${styles.preview} ${styles.sheets}`} data-print-page="">
          {children}
        </div>
      </Modal>
      {printing && createPortal(<div className={styles.portal}>{children}</div>, document.body)}
    </>
  );
}
