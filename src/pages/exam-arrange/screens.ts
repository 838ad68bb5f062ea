/** Exam arrangements: online and offline scheduling, rooms and seats, room usage, test sites, invigilation, monitoring, sign-in. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { both, screen } from '@/routes/screen-loader';

const rooms = () => import('./room-list-page');
const sites = () => import('./test-site-list-page');
const siteForm = () => import('./test-site-form-page');
const invigilators = () => import('./invigilator-list-page');
const offline = () => import('./offline-session-page');
const invigilation = () => import('./invigilation-page');
const online = () => import('./online-arrangement-page');
const monitor = () => import('./monitor-page');
const signIn = () => import('./signin-page');
const roomUsage = () => import('./room-usage-page');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  examinationRoomAE: screen(rooms, (m) => m.RoomListPage),
  examRoomUsageAE: screen(roomUsage, (m) => m.RoomUsagePage),
  testSiteST: screen(sites, (m) => m.TestSiteListPage),
  addTestSiteST: screen(siteForm, (m) => m.TestSiteFormPage),
  ...both('invigilationTeacher', invigilators, (m) => m.InvigilatorListPage),
  examSchedulingOfflineAE: screen(offline, (m) => m.OfflineSessionPage),
  examSchedulingST: screen(offline, (m) => m.OfflineSessionPage),
  examInvigilationST: screen(invigilation, (m) => m.InvigilationPage),
  examSchedulingOnLineAE: screen(online, (m) => m.OnlineArrangementPage),
  examonlineSchedulingST: screen(online, (m) => m.OnlineArrangementPage),
  examMonitorST: screen(monitor, (m) => m.MonitorPage),
  examSignInST: screen(signIn, (m) => m.SignInPage),
};
