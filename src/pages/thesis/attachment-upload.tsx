/**
 * One attachment uploaded straight to object storage (uploadObject) with progress and 取消;
 * the parent keeps the resulting name and URL. Generic: any form with a single attachment.
 */
import { Button, Progress, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconClose, IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { uploadObject } from '@/storage/object-upload';

export interface Attachment {
  name: string;
  url: string;
}

export function AttachmentUpload({
  folder,
  maxBytes = 50 * 1024 ** 2,
  accept,
  value,
  onChange,
}: {
  folder: string;
  maxBytes?: number;
  accept?: string;
  /** From the form (a custom field). */
  value?: Attachment;
  onChange?: (value: Attachment | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController>(undefined);
  const [percent, setPercent] = useState<number>();
  const [error, setError] = useState<string>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    abort.current = new AbortController();
    setPercent(0);
    try {
      const uploaded = await uploadObject(file, {
        folder,
        maxBytes,
        onProgress: setPercent,
        signal: abort.current.signal,
      });
      onChange?.({ name: file.name, url: uploaded.url });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPercent(undefined);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label="选择附件"
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {percent === undefined ? (
        <Space>
          <Button icon={<IconUpload />} onClick={() => input.current?.click()}>
            {value ? '重新上传' : '上传附件'}
          </Button>
          {value && (
            <>
              <a href={value.url} target="_blank" rel="noreferrer">
                {value.name}
              </a>
              <Button
                size="mini"
                type="text"
                icon={<IconClose />}
                aria-label="移除附件"
                onClick={() => onChange?.(undefined)}
              />
            </>
          )}
        </Space>
      ) : (
        <Space>
          <Progress percent={percent} style={{ width: 200 }} />
          <Button size="mini" onClick={() => abort.current?.abort()}>
            取消
          </Button>
        </Space>
      )}
      {error && <span style={{ color: 'rgb(var(--danger-6))' }}>{error}</span>}
    </Space>
  );
}
