/** 查看并回复: the letter (sanitised), its reply history, and the reply form. */
import '@arco-design/web-react/es/Drawer/style/css.js';
import { Alert, Button, Drawer, Empty } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '@/access/access-context';
import {
  getGetFsDeanMailboxLetterQueryKey,
  getListFsDeanMailboxLettersQueryKey,
  replyFsDeanMailboxLetter,
  useGetFsDeanMailboxLetter,
} from '@/generated/api/message/message';
import type { DeanMailboxLetterDetail, DeanMailboxReplyBody } from '@/generated/model';
import { ReplyFsDeanMailboxLetterBody } from '@/generated/zod/message/message.zod';
import { DetailView, formatDate, LoadFailed, useSchemaForm, ScreenLoading } from '@/kit';
import { letterDetail, replyFields } from './mailbox-fields';
import { SafeHtml } from '@/ui/safe-html';
import styles from './message.module.css';

interface MailboxDrawerProps {
  /** The letter shown (kept while the drawer closes). */
  id: number;
  visible: boolean;
  onClose: () => void;
}

export function MailboxDrawer({ id, visible, onClose }: MailboxDrawerProps) {
  const letter = useGetFsDeanMailboxLetter(
    { id },
    { query: { enabled: visible && id > 0 }, request: { silent: true, loading: false } },
  );
  const { can } = usePermission();
  const data = letter.data?.result;
  const canReply = !!data && data.status !== 2 && can('edit');
  const reply = useReplyForm(id, visible && canReply);

  return (
    <Drawer
      width={760}
      title="来信详情"
      visible={visible}
      onCancel={() => reply.leave(onClose)}
      footer={
        canReply ? (
          <Button type="primary" loading={reply.submitting} onClick={() => void reply.save()}>
            提交回复
          </Button>
        ) : null
      }
      unmountOnExit
    >
      {letter.isError ? (
        <LoadFailed what="来信" error={letter.error} onRetry={letter.refetch} />
      ) : data ? (
        <>
          <LetterBody letter={data} />
          {canReply && <div style={{ marginTop: 20 }}>{reply.body}</div>}
          {data.status === 2 && <Alert type="info" content="该来信已关闭，不能再回复。" />}
        </>
      ) : (
        <ScreenLoading />
      )}
    </Drawer>
  );
}

function LetterBody({ letter }: { letter: DeanMailboxLetterDetail }) {
  return (
    <>
      <DetailView items={letterDetail} data={letter} />
      <div className={styles.section}>来信：{letter.subject}</div>
      <SafeHtml html={letter.content} className={styles.richText} />
      <div className={styles.section}>回复记录（{letter.replies.length}）</div>
      {letter.replies.length === 0 ? (
        <Empty description="暂无回复" />
      ) : (
        <ol aria-label="回复记录" style={{ padding: 0, margin: 0, listStyle: 'none' }}>
          {letter.replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <div className={styles.replyMeta}>
                {reply.replier} · {formatDate(reply.created_at, true)}
              </div>
              <SafeHtml html={reply.content} className={styles.richText} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The kit's schema form (zod body → Chinese messages, one submission at a time) for one reply. */
function useReplyForm(id: number, active: boolean) {
  const queryClient = useQueryClient();
  // A new record after each reply empties the form for the next one.
  const [sent, setSent] = useState(0);
  return useSchemaForm<DeanMailboxReplyBody>({
    title: '回复来信',
    fields: replyFields,
    schema: ReplyFsDeanMailboxLetterBody,
    record: { id, sent },
    active,
    submit: (payload) => replyFsDeanMailboxLetter(payload),
    onSaved: () => {
      setSent((count) => count + 1);
      void queryClient.invalidateQueries({ queryKey: getListFsDeanMailboxLettersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetFsDeanMailboxLetterQueryKey({ id }) });
    },
  });
}
