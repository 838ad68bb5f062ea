import { Button, Notification } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListExamsToMark } from '@/generated/api/dashboard/dashboard';
import { useLine } from '@/lines/page-type';
import { getSession, setSession } from '@/session/session';

const REMINDER_ID = 'marking-reminder';

/** isShowMarkingPop = 1: once after login, remind of exams waiting to be marked, with a link to 阅卷管理. */
export function MarkingReminder() {
  const wanted = getSession('isShowMarkingPop') === 1;
  const markingRoute = `/marking${useLine().suffix}`;
  const navigate = useNavigate();
  const exams = useListExamsToMark({ query: { enabled: wanted }, request: { loading: false, silent: true } });
  const count = exams.data?.result.length ?? 0;
  useEffect(() => {
    if (!wanted || !exams.isSuccess) return;
    setSession('isShowMarkingPop', 0);
    if (count > 0) {
      Notification.info({
        id: REMINDER_ID,
        title: '阅卷提醒',
        content: `您有 ${count} 场考试待阅卷，请在阅卷截止时间前完成。`,
        duration: 8000,
        btn: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              Notification.remove(REMINDER_ID);
              void navigate(markingRoute);
            }}
          >
            去阅卷
          </Button>
        ),
      });
    }
  }, [wanted, exams.isSuccess, count, markingRoute, navigate]);
  return null;
}
