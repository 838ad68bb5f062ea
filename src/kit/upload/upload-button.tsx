/**
 * The upload button: choose a file (checked by type, size and content), it goes straight to object
 * storage with a progress bar and 取消上传; a failure says why, with 重试. The result {url, key,
 * name, size} goes to `onUploaded` (e.g. to register it through the API: if that fails, 重试
 * repeats only that step) and, as a form control, to `onChange` — `value` then shows the file with
 * a link and 移除.
 */
import { Button, Progress, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconClose, IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState, type ReactNode } from 'react';
import { UPLOAD_CANCELLED, type UploadedObject } from '@/storage/object-upload';
import { FileRefused, useObjectUpload, type ObjectUploadOptions } from './use-object-upload';
import '../styles';

/** What a form keeps of an uploaded file. */
export interface UploadedFile {
  name: string;
  url: string;
}

export interface UploadButtonProps extends ObjectUploadOptions {
  /** The button's text (default 上传文件; 重新上传 once there is a value). */
  label?: string;
  /** The name of the file chooser, for screen readers (default: the label). */
  inputLabel?: string;
  primary?: boolean;
  disabled?: boolean;
  /** Beside the button, e.g. 图片不超过 10 MB. */
  hint?: ReactNode;
  /** After the upload, e.g. registering the object; a rejection is shown with 重试 (this step only). */
  onUploaded?: (object: UploadedObject, file: File) => unknown;
  /** As a form control: the file kept, and what changes it. */
  value?: UploadedFile;
  onChange?: (value: UploadedObject | undefined) => void;
}

/** The bar of an upload under way, with 取消上传. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <Space>
      <Progress percent={percent} style={{ width: 200 }} aria-label="上传进度" />
      <Button size="small" onClick={onCancel}>
        取消上传
      </Button>
    </Space>
  );
}

interface Failure {
  message: string;
  /** What 重试 does; none for a refused file. */
  retry?: () => void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function UploadButton({
  folder,
  accept,
  maxBytes,
  label = '上传文件',
  inputLabel,
  primary,
  disabled,
  hint,
  onUploaded,
  value,
  onChange,
}: UploadButtonProps) {
  const upload = useObjectUpload({ folder, accept, maxBytes });
  const input = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  /** The uploaded object to the caller; a failure here keeps the object for 重试. */
  const deliver = async (object: UploadedObject, file: File) => {
    setFailure(undefined);
    setSaving(true);
    try {
      await onUploaded?.(object, file);
      onChange?.(object);
    } catch (error) {
      setFailure({ message: reasonOf(error), retry: () => void deliver(object, file) });
    } finally {
      setSaving(false);
    }
  };

  const send = async (file: File) => {
    setFailure(undefined);
    let object: UploadedObject;
    try {
      object = await upload.start(file);
    } catch (error) {
      // a refused file (type, size, content) would be refused again: no 重试
      const retry = error instanceof FileRefused ? undefined : () => void send(file);
      setFailure({ message: reasonOf(error), retry });
      return;
    }
    await deliver(object, file);
  };

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file again is a new choice
    if (file) void send(file);
  };

  const busy = upload.uploading || saving;
  return (
    <Space direction="vertical" size={4}>
      <Space wrap>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={inputLabel ?? label}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {upload.percent !== undefined ? (
          <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
        ) : (
          <Button
            type={primary ? 'primary' : 'default'}
            icon={<IconUpload />}
            loading={saving}
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
          >
            {value ? '重新上传' : label}
          </Button>
        )}
        {value && !busy && (
          <Space size={4}>
            {isWebAddress(value.url) ? (
              <a href={value.url} target="_blank" rel="noreferrer">
                {value.name}
              </a>
            ) : (
              <span>{value.name}</span>
            )}
            <Button
              size="mini"
              type="text"
              icon={<IconClose />}
              aria-label={`移除 ${value.name}`}
              onClick={() => onChange?.(undefined)}
            />
          </Space>
        )}
        {hint && <span style={{ color: 'var(--color-text-3)' }}>{hint}</span>}
      </Space>
      {failure && (
        <Space size={4}>
          <span
            role="alert"
            style={{
              color: failure.message === UPLOAD_CANCELLED ? 'var(--color-text-2)' : 'rgb(var(--danger-6))',
            }}
          >
            {failure.message}
          </span>
          {failure.retry && (
            <Button size="mini" type="text" onClick={failure.retry}>
              重试
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
}
