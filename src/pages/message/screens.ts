/** Messages: 平台公告 (list + 发布/编辑 form) and 院长信箱, each one screen for both lines. */
import { both } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Record<string, ScreenLoader> = {
  ...both(
    'platformNotice',
    () => import('./notice-list-page'),
    (m) => m.NoticeListPage,
  ),
  ...both(
    'addPlatform',
    () => import('./notice-form-page'),
    (m) => m.NoticeFormPage,
  ),
  ...both(
    'deanMailbox',
    () => import('./mailbox-list-page'),
    (m) => m.MailboxListPage,
  ),
};
