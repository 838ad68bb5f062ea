/**
 * One file to object storage (uploadObject) as screen state: the type and size are checked first,
 * then the content (file-content.ts: an SVG named .png is refused), with a Chinese message and
 * nothing sent; then the progress, and a cancel that aborts the request. The object is stored
 * under the extension of its content. The upload button is built on it; a dialog that uploads
 * only when saved uses it directly.
 */
import { useEffect, useRef, useState } from 'react';
import {
  formatBytes,
  MAX_OBJECT_BYTES,
  uploadObject,
  type ObjectPurpose,
  type UploadedObject,
} from '@/storage/object-upload';
import { contentFormat } from './file-content';

export interface FileRules {
  /** As the file input's accept: .pdf,.docx · image/* · video/mp4 (empty: any format uploads may be). */
  accept?: string;
  /** Largest file accepted (default, and at most, 5 GB: one PostObject request). */
  maxBytes?: number;
}

export interface ObjectUploadOptions extends FileRules {
  /** Top folder of the object, e.g. video, thesis, diploma (a purpose the contract names). */
  folder: ObjectPurpose;
}

/** A file refused before anything is sent (type, size, content): choosing it again would not help. */
export class FileRefused extends Error {}

const KINDS: Record<string, string> = { image: '图片', video: '视频', audio: '音频' };

/** image/* → 图片, .pdf → PDF, application/pdf → PDF. */
const acceptName = (token: string) =>
  token.endsWith('/*')
    ? (KINDS[token.slice(0, -2)] ?? token)
    : (token.startsWith('.') ? token.slice(1) : (token.split('/')[1] ?? token)).toUpperCase();

function accepts(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) =>
      token.startsWith('.')
        ? name.endsWith(token)
        : token.endsWith('/*')
          ? type.startsWith(token.slice(0, -1))
          : type === token,
    );
}

/** Why this file is refused before anything is sent (type, size), or undefined. */
export function refuseFile(file: File, { accept, maxBytes }: FileRules): string | undefined {
  if (accept?.trim() && !accepts(file, accept)) {
    const names = accept
      .split(',')
      .map((token) => token.trim())
      .filter(Boolean)
      .map(acceptName);
    return `「${file.name}」不是可上传的文件，只能上传 ${[...new Set(names)].join('、')} 文件`;
  }
  const max = Math.min(maxBytes ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES);
  if (file.size > max) return `文件超过 ${formatBytes(max)} 上限，请压缩后再上传`;
  return undefined;
}

export interface ObjectUpload {
  /** 0–100 while a file goes out; undefined otherwise. */
  percent?: number;
  uploading: boolean;
  /** Checks, then uploads; rejects with the Chinese reason (FileRefused, 已取消上传, failed). */
  start: (file: File) => Promise<UploadedObject>;
  /** Aborts the upload under way (its promise rejects with 已取消上传). */
  cancel: () => void;
}

export function useObjectUpload({ folder, accept, maxBytes }: ObjectUploadOptions): ObjectUpload {
  const [percent, setPercent] = useState<number>();
  const abort = useRef<AbortController>(undefined);
  // a screen that goes away takes its upload with it
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    const refused = refuseFile(file, { accept, maxBytes });
    if (refused) throw new FileRefused(refused);
    const format = await contentFormat(file, accept).catch((error: Error) => {
      throw new FileRefused(error.message);
    });
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    try {
      return await uploadObject(file, {
        folder,
        format,
        maxBytes,
        onProgress: setPercent,
        signal: controller.signal,
      });
    } finally {
      if (abort.current === controller) {
        abort.current = undefined;
        setPercent(undefined);
      }
    }
  };

  return { percent, uploading: percent !== undefined, start, cancel: () => abort.current?.abort() };
}
