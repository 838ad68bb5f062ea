/**
 * Files staff upload to object storage (course videos, thesis drafts and attachments,
 * question images): straight from the browser to OSS with the credentials of
 * /v1-get-oss (decrypted by ./oss-config), with progress and a cancel. The object's
 * URL is what the screen then saves through its own API call.
 */
import { getOssConfig } from '@/generated/api/basics/basics';
import { decryptOssConfig, datedRandomName, objectUrl, ossHost, postObjectForm } from './oss-config';

export const UPLOAD_CANCELLED = '已取消上传';
export const OBJECT_UPLOAD_FAILED = '文件上传失败，请检查网络后重试';

/** OSS PostObject accepts at most 5 GB in one request. */
export const MAX_OBJECT_BYTES = 5 * 1024 ** 3;

export interface UploadOptions {
  /** Top folder of the object, e.g. video, thesis, question (lower case, digits, '-'). */
  folder: string;
  /** Largest file accepted, checked before anything is sent (default 5 GB). */
  maxBytes?: number;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (a 取消 button); the promise then rejects with 已取消上传. */
  signal?: AbortSignal;
}

export interface UploadedObject {
  url: string;
  key: string;
  name: string;
  size: number;
}

/** 1.5 GB, 320 MB, 12 KB */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(unit ? 1 : 0))} ${units[unit]}`;
}

/** `video/20261125/3f9a…e1.mp4`: the folder, the date, a random name, the file's own extension. */
export function objectKeyFor(folder: string, fileName: string, now = new Date()): string {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`存储目录不合法：${folder}`);
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  return `${folder}/${datedRandomName(now)}${extension ? `.${extension}` : ''}`;
}

/** The PostObject request with upload progress (fetch reports none), aborted by the signal. */
function post(url: string, form: FormData, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(OBJECT_UPLOAD_FAILED));
    };
    request.onerror = () => reject(new Error(OBJECT_UPLOAD_FAILED));
    request.onabort = () => reject(new Error(UPLOAD_CANCELLED));
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}

/** Uploads one file; rejects with a Chinese message (too large, cancelled, failed). */
export async function uploadObject(file: File, options: UploadOptions): Promise<UploadedObject> {
  const maxBytes = Math.min(options.maxBytes ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES);
  if (file.size > maxBytes) throw new Error(`文件超过 ${formatBytes(maxBytes)} 上限，请压缩后再上传`);
  if (options.signal?.aborted) throw new Error(UPLOAD_CANCELLED);
  const key = objectKeyFor(options.folder, file.name);
  const config = await getOssConfig({ loading: false });
  const credentials = await decryptOssConfig(config.result);
  const form = await postObjectForm(file, credentials, key, { prefix: `${options.folder}/`, maxBytes });
  options.onProgress?.(0);
  await post(`${ossHost(credentials)}/`, form, options);
  options.onProgress?.(100);
  return { url: objectUrl(credentials, key), key, name: file.name, size: file.size };
}
