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
import { Alert, Button, Select } from '@arco-design/web-react';
import { IconEdit } from '@arco-design/web-react/icon';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CertificatePrint } from '@/generated/model';
import {
  certificateGaps,
  DEGREE_TEMPLATE,
  degreeValues,
  DIPLOMA_TEMPLATE,
  diplomaValues,
  PROOF_TEMPLATE,
  proofValues,
} from './certificate-templates';
import { BUILT_IN, type CertificateKindKey, certificatesQuery } from './print-data';
import styles from './print-pages.module.css';
import { usePrintLog } from './print-log';
import { parseIds, splitReprints } from './print-rules';
import { versionLabel } from './template-versions';
import { useTemplateVersion } from './use-template-version';
import {
  CalibrationSheet,
  CalibrationTools,
  GuardedPrintPage,
  type PrintTemplate,
  TemplateSheet,
  useCalibration,
  useMissingDataDialog,
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
  const log = usePrintLog(kind.kind, template);
  const missingData = useMissingDataDialog();
  const certificates = useMemo(
    () =>
      (data.data?.result ?? []).map((cert) => {
        const values = kind.values(cert);
        return { cert, values, gaps: certificateGaps(template, values, cert) };
      }),
    [data.data, kind, template],
  );
  const printable = certificates.filter((item) => !item.gaps.length);
  const incomplete = certificates.filter((item) => item.gaps.length);
  const { reprints } = splitReprints(printable.map((item) => item.cert));

  /** Names the certificates left out and asks to print the others; then records what prints. */
  const beforePrint = async () => {
    if (testPage) return true;
    if (incomplete.length) {
      const sheets = incomplete.map(({ cert, gaps }) => ({
        key: cert.id,
        name: cert.student_name,
        missing: gaps,
      }));
      if (!(await missingData.ask(sheets, printable.length, kind.noun))) return false;
    }
    return log.record(printable.map((item) => item.cert));
  };

  return (
    <>
      <GuardedPrintPage
        title={kind.title}
        what={kind.noun}
        subject={certificates.length === 1 ? certificates[0]!.cert.student_name : undefined}
        missing={ids.length ? undefined : `缺少要打印的${kind.noun}，请从「${kind.from}」选择后打印`}
        loading={(data.isPending && ids.length > 0) || versions.loading}
        error={data.error ?? versions.error}
        onRetry={() => (data.error ? void data.refetch() : versions.retry())}
        printLabel={testPage ? '打印校准测试页' : `打印 ${printable.length} 张`}
        beforePrint={beforePrint}
        afterPrint={() => void data.refetch()}
        tools={
          <>
            <Select
              aria-label="模板版本"
              className={styles.version}
              value={versions.version}
              loading={versions.loading}
              onChange={(version: number) => versions.choose(version)}
              options={[
                ...versions.versions.map((version) => ({
                  label: versionLabel(version),
                  value: version.version,
                })),
                { label: '系统内置模板', value: BUILT_IN },
              ]}
            />
            <Button icon={<IconEdit />} disabled={versions.loading} onClick={() => setDesigning(true)}>
              模板设计
            </Button>
            <CalibrationTools printers={printers} testPage={testPage} onTestPage={setTestPage} />
          </>
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
      {missingData.element}
      {log.modal}
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
