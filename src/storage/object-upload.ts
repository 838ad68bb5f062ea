/**
 * Files uploaded straight from the browser to object storage (course videos, thesis attachments,
 * certificate scans, the phone signature): one OSS PostObject each, with progress and a cancel.
 * The server signs each upload (/v1-oss-upload-policy): the browser asks for one object of a
 * purpose, content type and size, and gets the upload host, the object key, the policy and its
 * signature — never the storage secret. Only a build with VITE_STORAGE_MODE=legacy-oss, for a
 * backend without that operation, signs in the browser with the key /v1-get-oss hands out
 * (./oss-config, README「存储凭证」 says the risk); that code is not in the default build.
 * The object's URL is what the screen then saves through its own API call.
 */
import type { RequestOptions } from '@/api/http';
import { createOssUploadPolicy } from '@/generated/api/storage/storage';
import type { OssUploadPolicyBodyContentType, OssUploadPolicyBodyPurpose } from '@/generated/model';

export const UPLOAD_CANCELLED = '已取消上传';
export const OBJECT_UPLOAD_FAILED = '文件上传失败，请检查网络后重试';
export const CONFIG_INVALID = '存储配置无效，请联系管理员';

/** OSS PostObject accepts at most 5 GB in one request. */
export const MAX_OBJECT_BYTES = 5 * 1024 ** 3;

/** The folder an object goes to: the purposes the contract names (sign, video, thesis …). */
export type ObjectPurpose = OssUploadPolicyBodyPurpose;

/** What the file is by its content (src/kit/upload/file-content.ts): its extension and type. */
export interface ObjectFormat {
  extension: string;
  type: OssUploadPolicyBodyContentType;
}

export interface UploadOptions {
  /** Top folder of the object: its purpose (video, thesis, sign …). */
  folder: ObjectPurpose;
  /** The file's format by its content: the object's extension and Content-Type. */
  format: ObjectFormat;
  /** Largest file accepted, checked before anything is sent (default 5 GB). */
  maxBytes?: number;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (a 取消 button); the promise then rejects with 已取消上传. */
  signal?: AbortSignal;
  /** For the signing call: the phone signature page's ticket header, no login redirect … */
  request?: RequestOptions;
  /** Always signed by the server, whatever the build (the ticket must never unlock the secret). */
  signedOnly?: boolean;
  /** Gives up after this long (default: never; a video takes what it takes). */
  timeoutMs?: number;
}

export interface UploadedObject {
  url: string;
  key: string;
  name: string;
  size: number;
}

/** One PostObject: where to, the object's key and address, the form fields before the file. */
export interface PostTarget {
  host: string;
  key: string;
  url: string;
  fields: [string, string][];
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

/** An upload host is `https://host[:port]`, nothing else (CSP's connect-src names it too). */
export function checkHost(host: string): string {
  if (!/^https:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?\/?$/i.test(host)) throw new Error(CONFIG_INVALID);
  return host.replace(/\/$/, '');
}

/** The server's signature for this one object (/v1-oss-upload-policy). */
async function signedTarget(file: Blob, options: UploadOptions): Promise<PostTarget> {
  const { result } = await createOssUploadPolicy(
    { purpose: options.folder, contentType: options.format.type, size: file.size },
    { loading: false, ...options.request },
  );
  return {
    host: checkHost(result.host),
    key: result.key,
    url: result.url,
    fields: [
      ['key', result.key],
      ['OSSAccessKeyId', result.accessKeyId],
      ['policy', result.policy],
      ['Signature', result.signature],
      ...(result.securityToken ? [['x-oss-security-token', result.securityToken] as [string, string]] : []),
      ['Content-Type', result.contentType],
    ],
  };
}

/** The PostObject request with upload progress (fetch reports none), aborted by the signal. */
function post(target: PostTarget, file: Blob, options: UploadOptions): Promise<void> {
  const form = new FormData();
  for (const [name, value] of target.fields) form.append(name, value);
  form.append('success_action_status', '200');
  // the file last: OSS ignores every field after it
  const name = target.key.split('/').pop() ?? 'file';
  form.append('file', new File([file], name, { type: options.format.type }));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => {
      request.abort();
      reject(new Error(UPLOAD_CANCELLED)); // at once, whether or not the request reports its abort
    };
    request.open('POST', `${target.host}/`);
    if (options.timeoutMs) request.timeout = options.timeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(OBJECT_UPLOAD_FAILED));
    };
    request.onerror = () => reject(new Error(OBJECT_UPLOAD_FAILED));
    request.ontimeout = () => reject(new Error(OBJECT_UPLOAD_FAILED));
    request.onabort = () => reject(new Error(UPLOAD_CANCELLED));
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}

/** Uploads one file; rejects with a Chinese message (too large, cancelled, failed) or the API's error. */
export async function uploadObject(
  file: Blob & { name?: string },
  options: UploadOptions,
): Promise<UploadedObject> {
  const maxBytes = Math.min(options.maxBytes ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES);
  if (file.size > maxBytes) throw new Error(`文件超过 ${formatBytes(maxBytes)} 上限，请压缩后再上传`);
  if (options.signal?.aborted) throw new Error(UPLOAD_CANCELLED);
  const target =
    import.meta.env.VITE_STORAGE_MODE === 'legacy-oss' && !options.signedOnly
      ? await (await import('./oss-config')).legacyTarget(options.folder, options.format, maxBytes)
      : await signedTarget(file, options);
  options.onProgress?.(0);
  if (options.signal?.aborted) throw new Error(UPLOAD_CANCELLED);
  await post(target, file, options);
  options.onProgress?.(100);
  return { url: target.url, key: target.key, name: file.name ?? target.key, size: file.size };
}
