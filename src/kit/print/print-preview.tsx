/**
 * Sheets printed from a screen inside the shell (seat charts, sign-in sheets, a class's
 * grade sheets): a modal shows them as they will print; 打印 prints only the sheets
 * (also rendered, hidden, into a portal beside the app, which the print stylesheet
 * alone shows while body has the class jw-print-only). The class is on for as long as a
 * preview is open, so printing with Ctrl+P or the browser's menu prints the sheets too, not the app.
 */
import { Button, Modal } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useEffect, type ReactNode } from 'react';
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

const PRINT_ONLY = 'jw-print-only';
/** Previews open now (a kept-alive tab may hold one while another opens). */
let openPreviews = 0;

/** While a preview is open, print media shows only the portal's sheets (body.jw-print-only). */
function usePrintOnly(active: boolean) {
  useEffect(() => {
    if (!active) return;
    openPreviews += 1;
    document.body.classList.add(PRINT_ONLY);
    return () => {
      openPreviews -= 1;
      if (!openPreviews) document.body.classList.remove(PRINT_ONLY);
    };
  }, [active]);
}

function printSheetsOnly() {
  document.body.classList.add(PRINT_ONLY); // already on while open; kept for a print racing the effect
  window.print();
}

export function PrintPreview({ visible, title, onClose, children, tools }: PrintPreviewProps) {
  usePrintOnly(visible);
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
            <Button type="primary" icon={<IconPrinter />} onClick={printSheetsOnly}>
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
      {/* what prints: hidden on screen, the only thing shown in print while body has jw-print-only */}
      {visible &&
        createPortal(
          <div className={styles.portal} data-print-portal="">
            {children}
          </div>,
          document.body,
        )}
    </>
  );
}
