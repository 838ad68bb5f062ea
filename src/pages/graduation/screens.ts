/** Graduation and degrees, certificate printing. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { both, screen } from '@/routes/screen-loader';
import type { CertificateSource } from './print-data';

const apply = () => import('./apply-page');
const unfinished = () => import('./unfinished-page');
const graduates = () => import('./graduates-page');
const registration = () => import('./registration-page');
const degrees = () => import('./degree-pages');
const receive = () => import('./receive-page');
const printLists = () => import('./print-list-pages');
const prints = () => import('./print-pages');
const degreeForm = () => import('./degree-form-print-page');
/** The certificates' data call, started from the address while the print page's chunk loads. */
const prefetch = (source: CertificateSource) => (search: URLSearchParams) =>
  void import('./print-data').then((m) => m.prefetchCertificates(source, search));

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...both('diplomaApply', apply, (m) => m.ApplyPage),
  yearsNoGradAE: screen(unfinished, (m) => m.UnfinishedPage),
  graduatesST: screen(graduates, (m) => m.GraduatesPage),
  diplomaReceiveST: screen(receive, (m) => m.ReceivePage),
  diplomaFirstTimePrintAE: screen(printLists, (m) => m.DiplomaFirstPrintPage),
  diplomaMakeUpAE: screen(printLists, (m) => m.MakeUpPage),
  ...both('baccalaureatePrint', printLists, (m) => m.DegreePrintListPage),
  diplomaPrintAE: screen(prints, (m) => m.DiplomaPrintPage, prefetch('diploma')),
  diplomaProvePrintAE: screen(prints, (m) => m.DiplomaProofPrintPage, prefetch('diploma')),
  baccalaureatePrint: screen(prints, (m) => m.DegreePrintPage, prefetch('degree')),
  degreeApplicationAEPrint: screen(degreeForm, (m) => m.AdultDegreeFormPrintPage),
  degreeApplicationSTPrint: screen(degreeForm, (m) => m.SelfTaughtDegreeFormPrintPage),
  ...both('preCertification', registration, (m) => m.PreRegistrationPage),
  ...both('totalCertification', registration, (m) => m.TotalRegistrationPage),
  ...both('degreeApplication', degrees, (m) => m.DegreeApplyPage),
  ...both('baccalaureateApply', degrees, (m) => m.CertificateApplyPage),
  ...both('academicDegreeList', degrees, (m) => m.DegreeListPage),
};
