/**
 * Certificate print routes (pages of their own): 毕业证书打印 (diplomaPrintAE), 毕业证明书打印
 * (diplomaProvePrintAE) and 学位证书打印 (baccalaureatePrint), `?ids=1,2,3` — one certificate per page
 * on its mm template, moved by the calibration of the printer chosen for it (printer profiles kept on
 * this computer, taken to another one as a file) with a test page, and 打印 that records every
 * first print and every reprint (with its reason) before printing. A certificate that lacks
 * something its template prints (照片, 证书编号 …) is never printed: it is named above the sheets,
 * and 打印 lists it again and prints the others or nothing. The sheets follow the template version
 * chosen (the newest saved on the server unless staff pick another; the built-in template when none
 * was saved), 模板设计 opens the designer (loaded only then) to save a new version, and the print log
 * names the version printed.
 */
import { Alert } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CertificatePrint } from '@/generated/model';
import type { PrintGate } from './certificate-print-controls';
import {
  certificateGaps,
  DEGREE_TEMPLATE,
  degreeValues,
  DIPLOMA_TEMPLATE,
  diplomaValues,
  PROOF_TEMPLATE,
  proofValues,
} from './certificate-templates';
import { type CertificateKindKey, certificatesQuery } from './print-data';
import styles from './print-pages.module.css';
import { parseIds, splitReprints } from './print-rules';
import { useTemplateVersion } from './use-template-version';
import {
  CalibrationSheet,
  GuardedPrintPage,
  type PrintTemplate,
  TemplateSheet,
  useCalibration,
} from '@/kit/print';

interface CertificateKind {
  kind: 1 | 2 | 3;
  title: string;
  /** What a sheet is called, e.g. 毕业证书. */
  noun: string;
  template: PrintTemplate;
  values: (cert: CertificatePrint) => Record<string, string | null>;
  /** Which certificate: its data and its template on the server. */
  key: CertificateKindKey;
  /** Where to select certificates, for the page opened without ?ids=. */
  from: string;
}

const today = () => new Date();

const TemplateDesignerDrawer = lazy(() => import('./template-designer-drawer'));
// the toolbar and the print gate load once the data is there, with the first sheets, not before:
// their chunks (Form, Modal, Select …) would hold up the calls for the template and its sheets
// (certificate-print-controls.tsx)
const controls = () => import('./certificate-print-controls');
const CertificatePrintTools = lazy(() => controls().then((m) => ({ default: m.CertificatePrintTools })));
const CertificateCalibration = lazy(() => controls().then((m) => ({ default: m.CertificateCalibration })));
const CertificatePrintGate = lazy(() => controls().then((m) => ({ default: m.CertificatePrintGate })));

/** A value given later: `get()` waits for the first `set`, then gives the latest. */
function createLatch<T>() {
  let value: T | undefined;
  let open = () => {};
  const ready = new Promise<void>((resolve) => (open = resolve));
  return {
    set: (next: T) => {
      value = next;
      open();
    },
    get: async () => {
      await ready;
      return value!;
    },
  };
}

const KINDS: Record<'diploma' | 'proof' | 'degree', CertificateKind> = {
  diploma: {
    kind: 1,
    title: '毕业证书打印',
    noun: '毕业证书',
    template: DIPLOMA_TEMPLATE,
    values: diplomaValues,
    key: 'diploma',
    from: '毕业证首次打印',
  },
  proof: {
    kind: 3,
    title: '毕业证明书打印',
    noun: '毕业证明书',
    template: PROOF_TEMPLATE,
    values: (cert) => proofValues(cert, today()),
    key: 'proof',
    from: '毕业证补打记录',
  },
  degree: {
    kind: 2,
    title: '学位证书打印',
    noun: '学位证书',
    template: DEGREE_TEMPLATE,
    values: degreeValues,
    key: 'degree',
    from: '学位证打印',
  },
};

/**
 * True once what `ready` brought has been painted (the frame after it). The toolbar and the print
 * gate load then: compiling their chunks (Select, Modal, Form …) would otherwise hold back the
 * first sheets' paint.
 */
function useDrawn(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, drawn]);
  return drawn;
}

function CertificatePrintPage({ kind }: { kind: CertificateKind }) {
  const [search] = useSearchParams();
  const ids = parseIds(search.get('ids'));
  const data = useQuery(certificatesQuery(kind.key, ids));
  const printers = useCalibration(kind.template.id);
  const { calibration } = printers;
  const [testPage, setTestPage] = useState(false);
  const [designing, setDesigning] = useState(false);
  const versions = useTemplateVersion(kind.template);
  const { template } = versions;
  // the print gate, once its chunk has rendered (打印 pressed before then waits for it)
  const [gate] = useState(() => createLatch<PrintGate>());
  const certificates = useMemo(
    () =>
      (data.data?.result ?? []).map((cert) => {
        const values = kind.values(cert);
        return { cert, values, gaps: certificateGaps(template, values, cert) };
      }),
    [data.data, kind, template],
  );
  const loading = (data.isPending && ids.length > 0) || versions.loading;
  const drawn = useDrawn(!loading);
  const printable = certificates.filter((item) => !item.gaps.length);
  const incomplete = certificates.filter((item) => item.gaps.length);
  const { reprints } = splitReprints(printable.map((item) => item.cert));
  const toolProps = {
    versions,
    printers,
    testPage,
    onTestPage: setTestPage,
    onDesign: () => setDesigning(true),
  };

  /** Names the certificates left out and asks to print the others; then records what prints. */
  const beforePrint = async () => {
    if (testPage) return true;
    const { askMissing, record } = await gate.get();
    if (incomplete.length) {
      const sheets = incomplete.map(({ cert, gaps }) => ({
        key: cert.id,
        name: cert.student_name,
        missing: gaps,
      }));
      if (!(await askMissing(sheets, printable.length, kind.noun))) return false;
    }
    return record(printable.map((item) => item.cert));
  };

  return (
    <>
      <GuardedPrintPage
        title={kind.title}
        what={kind.noun}
        subject={certificates.length === 1 ? certificates[0]!.cert.student_name : undefined}
        missing={ids.length ? undefined : `缺少要打印的${kind.noun}，请从「${kind.from}」选择后打印`}
        loading={loading}
        error={data.error ?? versions.error}
        onRetry={() => (data.error ? void data.refetch() : versions.retry())}
        printLabel={testPage ? '打印校准测试页' : `打印 ${printable.length} 张`}
        beforePrint={beforePrint}
        afterPrint={() => void data.refetch()}
        tools={
          <div className={styles.tools}>
            {drawn && (
              <Suspense fallback={null}>
                <CertificatePrintTools {...toolProps} />
              </Suspense>
            )}
          </div>
        }
        settings={
          <div className={styles.calibration}>
            {drawn && (
              <Suspense fallback={null}>
                <CertificateCalibration {...toolProps} />
              </Suspense>
            )}
          </div>
        }
      >
        {!testPage && incomplete.length > 0 && (
          <Alert
            type="error"
            className={styles.screenOnly}
            title={`${incomplete.length} 张${kind.noun}缺少信息，不会打印`}
            content={incomplete
              .map(({ cert, gaps }) => `${cert.student_name}（缺${gaps.join('、')}）`)
              .join('；')}
          />
        )}
        {!testPage && reprints.length > 0 && (
          <Alert
            type="warning"
            className={styles.screenOnly}
            content={`其中 ${reprints.length} 张已打印过（${reprints.map((cert) => cert.student_name).join('、')}），再次打印为补打，须填写原因。`}
          />
        )}
        {testPage ? (
          <CalibrationSheet template={template} calibration={calibration} printer={printers.printer} />
        ) : (
          printable.map(({ cert, values }) => (
            <TemplateSheet
              key={cert.id}
              template={template}
              values={values}
              calibration={calibration}
              label={`${kind.noun} · ${cert.student_name}`}
            />
          ))
        )}
      </GuardedPrintPage>
      {drawn && (
        <Suspense fallback={null}>
          <CertificatePrintGate kind={kind.kind} template={template} onGate={gate.set} />
        </Suspense>
      )}
      {designing && (
        <Suspense fallback={null}>
          <TemplateDesignerDrawer
            template={template}
            background={versions.background}
            samples={certificates.map(({ cert, values }) => ({
              key: cert.id,
              name: cert.student_name,
              values,
            }))}
            onSaved={(version) => {
              versions.onSaved(version);
              setDesigning(false);
            }}
            onClose={() => setDesigning(false)}
          />
        </Suspense>
      )}
    </>
  );
}

export const DiplomaPrintPage = () => <CertificatePrintPage kind={KINDS.diploma} />;
export const DiplomaProofPrintPage = () => <CertificatePrintPage kind={KINDS.proof} />;
export const DegreePrintPage = () => <CertificatePrintPage kind={KINDS.degree} />;
