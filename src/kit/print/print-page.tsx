/**
 * A standalone print route (outside the shell): 打印 and 关闭 above A4 sheets, the
 * loading / missing-query / failed states, and the document title 「<site title> - <page>」
 * (spec §1). The sweep recognises it by `data-print-page`.
 */
import { Button, Spin } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useEffect, type ReactNode } from 'react';
import { siteTitle } from '@/session/site-title';
import { LoadFailed } from '../load-failed';
import { ProgressiveSheets } from './progressive-sheets';
import styles from './print.module.css';
// Not the kit's styles: their chunk brings Select and, through it, the shell's chunk into a window
// that opens cold to print. The notes above the sheets are Alerts; Button and Spin start with the app.
import '@arco-design/web-react/es/Alert/style/css.js';

export interface PrintPageProps {
  /** What is printed, e.g. 成绩单打印; the toolbar and the document title show it. */
  title: string;
  /** What is loaded, in the failure message (default: title), e.g. 成绩单 → 「成绩单加载失败：…」. */
  what?: string;
  /** Whose it is, for the document title once loaded: 「{what} - {subject}」, e.g. 成绩单 - 陈浩然. */
  subject?: string;
  /** Said when the page was opened without what it prints, e.g. 缺少学生，请从「学籍监管」的「打印成绩单」进入. */
  missing?: string;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => unknown;
  /** Extra toolbar controls beside the page's name and 打印 (a template version, a selection …). */
  tools?: ReactNode;
  /** A second toolbar row, centred under the first (a printer's calibration). */
  settings?: ReactNode;
  /** The sheets (PrintSheet), shown when neither missing, loading nor failed. */
  children?: ReactNode;
}

/** The document title, and the sheets or what stands in their place (missing, failed, loading). */
export function usePrintBody({
  title,
  what = title,
  subject,
  missing,
  loading,
  error,
  onRetry,
  children,
}: PrintPageProps): { body: ReactNode; ready: boolean } {
  // the site's title first (spec §1), then what is printed: it also names the saved PDF
  useEffect(() => {
    document.title = `${siteTitle()} - ${subject ? `${what} - ${subject}` : title}`;
  }, [title, what, subject]);

  let body: ReactNode;
  if (missing) body = <LoadFailed what={what} error={new Error(missing)} className={styles.state} />;
  else if (error) body = <LoadFailed what={what} error={error} onRetry={onRetry} className={styles.state} />;
  else if (loading) body = <Spin className={styles.state} tip={`${what}加载中…`} />;
  // a batch of hundreds of sheets shows its first at once, the rest as the browser is idle (all before printing)
  else body = <ProgressiveSheets className={styles.sheets}>{children}</ProgressiveSheets>;
  return { body, ready: !missing && !error && !loading };
}

/**
 * The toolbar above the sheets: the page's name, its tools and 打印 / 关闭 on the first row (kept
 * off the window's edges, wrapping rather than running out of the window), `settings` centred on a
 * second row.
 */
export function PrintToolbar({
  title,
  tools,
  settings,
  print,
}: Pick<PrintPageProps, 'title' | 'tools' | 'settings'> & { print: ReactNode }) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="打印操作">
      <span className={styles.pageName}>{title}</span>
      {tools}
      <span className={styles.actions}>
        {print}
        <Button onClick={() => window.close()}>关闭</Button>
      </span>
      {settings && <div className={styles.settings}>{settings}</div>}
    </div>
  );
}

export function PrintPage(props: PrintPageProps) {
  const { body, ready } = usePrintBody(props);
  return (
    <main className={styles.page} data-print-page="">
      <PrintToolbar
        {...props}
        print={
          <Button type="primary" icon={<IconPrinter />} disabled={!ready} onClick={() => window.print()}>
            打印
          </Button>
        }
      />
      {body}
    </main>
  );
}
