/** Graduation and degrees, certificate printing. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { both, screen } from '@/routes/screen-loader';
import type { CertificateKindKey } from './print-data';

const apply = () => import('./apply-page');
const unfinished = () => import('./unfinished-page');
const graduates = () => import('./graduates-page');
const registration = () => import('./registration-page');
const degrees = () => import('./degree-pages');
const receive = () => import('./receive-page');
const printLists = () => import('./print-list-pages');
const prints = () => import('./print-pages');
const degreeForm = () => import('./degree-form-print-page');
/** The certificates and their template, asked for from the address while the page's chunk loads. */
const prefetch = (kind: CertificateKindKey) => (search: URLSearchParams) =>
  void import('./print-data').then((m) => m.prefetchPrintData(kind, search));

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...both('diplomaApply', apply, (m) => m.ApplyPage),
  yearsNoGradAE: screen(unfinished, (m) => m.UnfinishedPage),
  graduatesST: screen(graduates, (m) => m.GraduatesPage),
  diplomaReceiveST: screen(receive, (m) => m.ReceivePage),
  diplomaFirstTimePrintAE: screen(printLists, (m) => m.DiplomaFirstPrintPage),
  diplomaMakeUpAE: screen(printLists, (m) => m.MakeUpPage),
  ...both('baccalaureatePrint', printLists, (m) => m.DegreePrintListPage),
  diplomaPrintAE: screen(prints, (m) => m.DiplomaPrintPage, prefetch('diploma')),
  diplomaProvePrintAE: screen(prints, (m) => m.DiplomaProofPrintPage, prefetch('proof')),
  baccalaureatePrint: screen(prints, (m) => m.DegreePrintPage, prefetch('degree')),
  degreeApplicationAEPrint: screen(degreeForm, (m) => m.AdultDegreeFormPrintPage),
  degreeApplicationSTPrint: screen(degreeForm, (m) => m.SelfTaughtDegreeFormPrintPage),
  ...both('preCertification', registration, (m) => m.PreRegistrationPage),
  ...both('totalCertification', registration, (m) => m.TotalRegistrationPage),
  ...both('degreeApplication', degrees, (m) => m.DegreeApplyPage),
  ...both('baccalaureateApply', degrees, (m) => m.CertificateApplyPage),
  ...both('academicDegreeList', degrees, (m) => m.DegreeListPage),
};
