/**
 * Several attachments as a form control, each file sent through the screen's own API call (a
 * multipart upload, not object storage): value = what the call answered for each file kept
 * ({name, url, …}). Files are checked before they are sent (the screen's rules, with its Chinese
 * messages, then the content against `accept`: file-content.ts) and sent under the name and type of
 * their content; an upload can be cancelled; a failed one stays listed until removed and never
 * reaches the value.
 */
import '@arco-design/web-react/es/Upload/style/css.js';
import { Button, Message, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { IconUpload } from '@arco-design/web-react/icon';
import { useLayoutEffect, useRef, useState } from 'react';
import { isSafeUrl } from '@/ui/safe-url';
import type { ObjectFormat } from '@/storage/object-upload';
import { asFormat, contentFormat } from './file-content';

export interface Attachment {
  name: string;
  url: string;
}

export interface AttachmentsFieldProps<T extends Attachment> {
  value?: T[];
  onChange?: (value: T[]) => void;
  /** Sends one file and answers what is kept of it; the signal aborts it (取消, removed). */
  send: (file: File, signal: AbortSignal) => Promise<T>;
  /** As the file input's accept: .pdf,.docx,.jpg */
  accept: string;
  maxCount: number;
  /** Why a file cannot be attached (`count`: files before it), or undefined when it can. */
  refuse: (file: File, count: number) => string | undefined;
  /** The button's text (default 上传附件). */
  label?: string;
}

const uidOf = (attachment: Attachment, index: number) => `saved-${index}-${attachment.url}`;

export function AttachmentsField<T extends Attachment>({
  value,
  onChange,
  send,
  accept,
  maxCount,
  refuse,
  label = '上传附件',
}: AttachmentsFieldProps<T>) {
  const saved = value ?? [];
  // uploads not finished (uploading or failed), in Arco's list shape
  const [pending, setPending] = useState<UploadItem[]>([]);
  // the attachments as last known, for upload callbacks that finish between renders
  const latest = useRef(saved);
  // what each chosen file is by its content (beforeUpload), for its upload
  const formats = useRef(new WeakMap<File, ObjectFormat>());
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
  const full = fileList.length >= maxCount;

  const emit = (next: T[]) => {
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
        ? [file.response as T]
        : [];
    if (kept.length !== latest.current.length || uploaded.length) emit([...kept, ...uploaded]);
  };

  return (
    <Upload
      multiple
      // every file is listed, so that beforeUpload says why one is refused (strict drops it silently)
      accept={{ type: accept, strict: false }}
      fileList={fileList}
      disabled={full}
      beforeUpload={(file, files) => {
        const refusal = (content: string) => {
          Message.error({ id: `attachment-${file.name}`, content });
          return false;
        };
        const error = refuse(file, fileList.length + files.indexOf(file));
        if (error) return refusal(error);
        return contentFormat(file, accept).then(
          (format) => {
            formats.current.set(file, format);
            return true;
          },
          (reason: Error) => refusal(reason.message),
        );
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const controller = new AbortController();
        const format = formats.current.get(file);
        send(format ? asFormat(file, format) : file, controller.signal)
          .then(onSuccess)
          .catch(() => onError()); // the request layer has shown why
        return { abort: () => controller.abort() };
      }}
      onChange={handleChange}
    >
      <Button icon={<IconUpload />} disabled={full}>
        {label}
      </Button>
    </Upload>
  );
}
