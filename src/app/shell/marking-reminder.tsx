import { Notification } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useListExamsToMark } from '@/generated/api/dashboard/dashboard';
import { getSession, setSession } from '@/session/session';

/** isShowMarkingPop = 1: once after login, remind of exams waiting to be marked. */
export function MarkingReminder() {
  const wanted = getSession('isShowMarkingPop') === 1;
  const exams = useListExamsToMark({ query: { enabled: wanted }, request: { loading: false, silent: true } });
  const count = exams.data?.result.length ?? 0;
  useEffect(() => {
    if (!wanted || !exams.isSuccess) return;
    setSession('isShowMarkingPop', 0);
    if (count > 0) {
      Notification.info({
        title: '阅卷提醒',
        content: `您有 ${count} 场考试待阅卷，请在阅卷截止时间前完成。`,
        duration: 8000,
      });
    }
  }, [wanted, exams.isSuccess, count]);
  return null;
}
