/** Screens of the learning domain: learning records, one screen per AE/ST pair. */
import { both } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...both(
    'studentHistory',
    () => import('./study-history-page'),
    (m) => m.StudyHistoryPage,
  ),
  ...both(
    'examRecord',
    () => import('./exam-record-page'),
    (m) => m.ExamRecordPage,
  ),
  ...both(
    'practiceRecord',
    () => import('./practice-record-page'),
    (m) => m.PracticeRecordPage,
  ),
  ...both(
    'videoProgress',
    () => import('./video-progress-page'),
    (m) => m.VideoProgressPage,
  ),
  ...both(
    'watchTime',
    () => import('./watch-time-page'),
    (m) => m.WatchTimePage,
  ),
};
