/**
 * What a certificate print page needs besides its sheets: the toolbar (template version, 模板设计,
 * printer calibration) and what 打印 asks before printing (the sheets left out for missing data, a
 * reprint's reason, the print log). Loaded once the page has drawn its first sheets, so their Arco
 * parts (Select, Modal, Form, InputNumber …) are not on the way to them.
 */
import { Button, Select } from '@arco-design/web-react';
import { IconEdit } from '@arco-design/web-react/icon';
import { useEffect } from 'react';
import { CalibrationTools, type IncompleteSheet, useMissingDataDialog } from '@/kit/print';
import styles from './print-pages.module.css';
import { usePrintLog } from './print-log';
import type { Printable } from './print-rules';
import { BUILT_IN } from './print-data';
import { versionLabel } from './template-versions';
import type { useTemplateVersion } from './use-template-version';
import type { useCalibration } from '@/kit/print';

export interface CertificatePrintToolsProps {
  versions: ReturnType<typeof useTemplateVersion>;
  printers: ReturnType<typeof useCalibration>;
  testPage: boolean;
  onTestPage: (on: boolean) => void;
  onDesign: () => void;
}

/** The template tools beside the page's name: the version printed and 模板设计. */
export function CertificatePrintTools({ versions, onDesign }: CertificatePrintToolsProps) {
  return (
    <>
      <Select
        aria-label="模板版本"
        className={styles.version}
        value={versions.version}
        loading={versions.loading}
        onChange={(version: number) => versions.choose(version)}
        options={[
          ...versions.versions.map((version) => ({ label: versionLabel(version), value: version.version })),
          { label: '系统内置模板', value: BUILT_IN },
        ]}
      />
      <Button icon={<IconEdit />} disabled={versions.loading} onClick={onDesign}>
        模板设计
      </Button>
    </>
  );
}

/** The printer's calibration, on the toolbar's second row. */
export function CertificateCalibration({ printers, testPage, onTestPage }: CertificatePrintToolsProps) {
  return <CalibrationTools printers={printers} testPage={testPage} onTestPage={onTestPage} />;
}

/** What 打印 asks before certificates print. */
export interface PrintGate {
  /** Resolves true to print the `printable` others. */
  askMissing: (sheets: IncompleteSheet[], printable: number, what: string) => Promise<boolean>;
  /** Records the print (asking a reprint's reason); resolves false when nothing may print. */
  record: (rows: Printable[]) => Promise<boolean>;
}

export interface CertificatePrintGateProps {
  kind: 1 | 2 | 3;
  template: { name: string; version?: number };
  /** Given the gate after every render (its `record` follows the template chosen). */
  onGate: (gate: PrintGate) => void;
}

/** The print log and the missing-data question, with their dialogs. */
export function CertificatePrintGate({ kind, template, onGate }: CertificatePrintGateProps) {
  const log = usePrintLog(kind, template);
  const missingData = useMissingDataDialog();
  useEffect(() => onGate({ askMissing: missingData.ask, record: log.record }));
  return (
    <>
      {missingData.element}
      {log.modal}
    </>
  );
}
