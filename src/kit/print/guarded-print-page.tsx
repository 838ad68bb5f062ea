/**
 * A standalone print route whose 打印 first asks the page (`beforePrint`: record the print, ask a
 * reprint's reason …) and prints only when it agrees. Printed any other way (Ctrl+P, the browser
 * menu) the sheets are left out and a note says to use 打印, so no certificate is printed
 * unrecorded. Same toolbar, states and `data-print-page` as PrintPage.
 */
import { Button } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { PrintToolbar, usePrintBody, type PrintPageProps } from './print-page';
import styles from './print.module.css';
import guard from './template-sheet.module.css';
// Its styles are PrintPage's (see there): not the kit's, which would bring the shell's chunk.

export interface GuardedPrintPageProps extends PrintPageProps {
  /** Resolves true to print (e.g. once the print is recorded), false to stay. */
  beforePrint: () => Promise<boolean>;
  /** After the print dialog closed (reload what changed, e.g. print counts). */
  afterPrint?: () => void;
  /** The 打印 button's label (e.g. 打印 3 张证书). */
  printLabel?: string;
}

export function GuardedPrintPage({
  beforePrint,
  afterPrint,
  printLabel = '打印',
  ...page
}: GuardedPrintPageProps) {
  const { body, ready } = usePrintBody(page);
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const done = () => {
      setArmed(false);
      afterPrint?.();
    };
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [armed, afterPrint]);

  const print = async () => {
    setBusy(true);
    try {
      if (!(await beforePrint())) return;
    } finally {
      setBusy(false);
    }
    flushSync(() => setArmed(true));
    window.print();
  };

  return (
    <main
      className={[styles.page, armed ? '' : guard.unarmed].join(' ')}
      data-print-page=""
      data-armed={armed}
    >
      <PrintToolbar
        {...page}
        print={
          <Button
            type="primary"
            icon={<IconPrinter />}
            disabled={!ready}
            loading={busy}
            onClick={() => void print()}
          >
            {printLabel}
          </Button>
        }
      />
      <p className={guard.unarmedNotice} role="note">
        请使用页面上的「打印」按钮打印：每张证书的打印都要登记，补打须写明原因。
      </p>
      {body}
    </main>
  );
}
