/**
 * Notice attachments as a form control (several files, each sent through the notice API's
 * multipart upload, not to object storage): value = the attachments saved with the
 * notice ({url, name, size} from the upload call). Files are checked before
 * upload (type, size, count) with Chinese messages; failed uploads stay listed
 * until removed and never reach the value.
 */
import '@arco-design/web-react/es/Upload/style/css.js';
import { Button, Message, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { IconUpload } from '@arco-design/web-react/icon';
import { useLayoutEffect, useRef, useState } from 'react';
import { uploadFsPlatformNoticeFile } from '@/generated/api/message/message';
import type { PlatformNoticeAttachment } from '@/generated/model';
import { ATTACHMENT_EXTENSIONS, attachmentError, MAX_ATTACHMENTS } from './attachment-rules';
import { isSafeUrl } from '@/ui/safe-html';

interface NoticeAttachmentsFieldProps {
  value?: PlatformNoticeAttachment[];
  onChange?: (value: PlatformNoticeAttachment[]) => void;
}

const ACCEPT = {
  type: ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(','),
  // list every file so that beforeUpload explains a rejected type (strict mode drops it silently)
  strict: false,
};

const uidOf = (attachment: PlatformNoticeAttachment, index: number) => `saved-${index}-${attachment.url}`;

export function NoticeAttachmentsField({ value, onChange }: NoticeAttachmentsFieldProps) {
  const saved = value ?? [];
  // Uploads not finished (uploading or failed), in Arco's list shape.
  const [pending, setPending] = useState<UploadItem[]>([]);
  // The attachments as last known, for upload callbacks that finish between renders.
  const latest = useRef(saved);
  useLayoutEffect(() => {
    latest.current = saved;
  });

  const fileList: UploadItem[] = [
    ...saved.map((attachment, index) => ({
      uid: uidOf(attachment, index),
      name: attachment.name,
      url: isSafeUrl(attachment.url) ? attachment.url : undefined,
      status: 'done' as const,
    })),
    ...pending,
  ];

  const emit = (next: PlatformNoticeAttachment[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const handleChange = (list: UploadItem[], file: UploadItem) => {
    setPending(list.filter((item) => item.status !== 'done'));
    const kept = latest.current.filter((attachment, index) =>
      list.some((item) => item.uid === uidOf(attachment, index)),
    );
    const uploaded =
      file.status === 'done' && file.response && list.some((item) => item.uid === file.uid)
        ? [file.response as PlatformNoticeAttachment]
        : [];
    if (kept.length !== latest.current.length || uploaded.length) emit([...kept, ...uploaded]);
  };

  return (
    <Upload
      multiple
      accept={ACCEPT}
      fileList={fileList}
      disabled={fileList.length >= MAX_ATTACHMENTS}
      beforeUpload={(file, files) => {
        const error = attachmentError(file, fileList.length + files.indexOf(file));
        if (error) Message.error({ id: `attachment-${file.name}`, content: error });
        return !error;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const controller = new AbortController();
        uploadFsPlatformNoticeFile({ file }, { loading: false }, controller.signal)
          .then((response) => onSuccess(response.result))
          .catch(() => onError()); // the request layer has shown why
        return { abort: () => controller.abort() };
      }}
      onChange={handleChange}
    >
      <Button icon={<IconUpload />} disabled={fileList.length >= MAX_ATTACHMENTS}>
        上传附件
      </Button>
    </Upload>
  );
}
