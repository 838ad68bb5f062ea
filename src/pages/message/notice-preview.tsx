/** 公告预览: the notice as readers see it — sanitised rich text and its attachments. */
import '@arco-design/web-react/es/Drawer/style/css.js';
import { Drawer, Empty, Tag } from '@arco-design/web-react';
import { IconAttachment } from '@arco-design/web-react/icon';
import { useGetFsPlatformNotice } from '@/generated/api/message/message';
import type { PlatformNoticeDetail } from '@/generated/model';
import { LoadFailed, formatDate, renderValue, ScreenLoading } from '@/kit';
import { formatBytes } from '@/kit/upload';
import { NOTICE_STATUS, NOTICE_TYPE_OPTIONS } from './notice-fields';
import { isSafeUrl, SafeHtml } from '@/ui/safe-html';
import styles from './message.module.css';

interface NoticePreviewProps {
  /** The notice shown (kept while the drawer closes). */
  id: number;
  visible: boolean;
  audience: { label: string; value: number }[];
  onClose: () => void;
}

export function NoticePreview({ id, visible, audience, onClose }: NoticePreviewProps) {
  const notice = useGetFsPlatformNotice(
    { id },
    { query: { enabled: !!id }, request: { silent: true, loading: false } },
  );
  return (
    <Drawer width={760} title="公告预览" visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      {notice.isError ? (
        <LoadFailed what="公告" error={notice.error} onRetry={notice.refetch} />
      ) : notice.data ? (
        <NoticeBody notice={notice.data.result} audience={audience} />
      ) : (
        <ScreenLoading />
      )}
    </Drawer>
  );
}

function NoticeBody({
  notice,
  audience,
}: {
  notice: PlatformNoticeDetail;
  audience: NoticePreviewProps['audience'];
}) {
  const type = NOTICE_TYPE_OPTIONS.find((option) => option.value === notice.type)?.label;
  const readers = audience.find((option) => option.value === notice.audience)?.label;
  return (
    <article aria-label="公告内容">
      <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>
        {notice.is_top === 1 && <Tag color="red">置顶</Tag>} {notice.title}
      </h2>
      <div className={styles.meta}>
        {[
          type,
          `发布对象：${readers ?? '—'}`,
          `发布人：${notice.publisher}`,
          `发布时间：${notice.publish_time ? formatDate(notice.publish_time, true) : '未发布'}`,
          `阅读 ${notice.read_count}`,
        ].join('　·　')}{' '}
        {renderValue(notice.status, { valueType: 'status', statusMap: NOTICE_STATUS })}
      </div>
      <SafeHtml html={notice.content} className={styles.richText} />
      <div className={styles.section}>附件（{notice.attachments.length}）</div>
      {notice.attachments.length === 0 ? (
        <Empty description="无附件" />
      ) : (
        notice.attachments.map((file, index) => (
          <div key={`${index}-${file.url}`} className={styles.attachment}>
            <IconAttachment />
            {isSafeUrl(file.url) ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            ) : (
              <span>{file.name}</span>
            )}
            <span style={{ color: 'var(--color-text-3)' }}>{formatBytes(file.size)}</span>
          </div>
        ))
      )}
    </article>
  );
}
