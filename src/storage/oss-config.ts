/**
 * The one module that turns the encrypted storage config of /v1-get-oss (spec §3)
 * into clear credentials, and the browser upload to Aliyun OSS that uses them.
 *
 * Never log the clear values (or anything derived from the secret).
 */
import type { OssConfig } from '@/generated/model';

export interface OssCredentials {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
}

/*
 * AES-256-CBC, PKCS#7 padding, base64 ciphertext. These fixed parameters are
 * required by the backend (spec §9) and protect nothing against someone who can
 * read the bundle: anyone with the JS file and access to /v1-get-oss gets the
 * clear credentials. See README「存储凭证」.
 */
const OSS_CONFIG_KEY = 'Jw7520-OssConfig-AesKey-Fixed-26'; // 32 bytes → AES-256
const OSS_CONFIG_IV = 'Jw7520-OssCfg-IV'; // 16 bytes

/** Largest upload the policy allows (5 MiB); a signature PNG is far smaller. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Every object this module uploads lives under this prefix (the policy enforces it). */
export const SIGN_PREFIX = 'sign/';
const POLICY_LIFETIME_MS = 10 * 60 * 1000;
const UPLOAD_TIMEOUT_MS = 60_000;

export const UPLOAD_FAILED = '签名上传失败，请重试';
export const CONFIG_INVALID = '存储配置无效，请联系管理员';

const encoder = new TextEncoder();

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function bytesToBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

let keyPromise: Promise<CryptoKey> | undefined;

function configKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', encoder.encode(OSS_CONFIG_KEY), 'AES-CBC', false, [
    'decrypt',
  ]);
  return keyPromise;
}

async function decryptField(ciphertext: string): Promise<string> {
  // Web Crypto's AES-CBC removes (and checks) the PKCS#7 padding itself.
  const clear = await crypto.subtle.decrypt(
    { name: 'AES-CBC', iv: encoder.encode(OSS_CONFIG_IV) },
    await configKey(),
    base64ToBytes(ciphertext),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(clear);
}

/** The storage config of /v1-get-oss → clear credentials. Throws a Chinese Error when it does not decrypt. */
export async function decryptOssConfig(encrypted: OssConfig): Promise<OssCredentials> {
  try {
    const [region, bucket, accessKeyId, accessKeySecret] = await Promise.all(
      [encrypted.region, encrypted.bucket, encrypted.accessKeyId, encrypted.accessKeySecret].map(
        decryptField,
      ),
    );
    return { region, bucket, accessKeyId, accessKeySecret };
  } catch {
    // Deliberately no details: the cause could echo key material.
    throw new Error(CONFIG_INVALID);
  }
}

/** `https://bucket.region.aliyuncs.com`; the decrypted names are checked before they become a host name. */
export function ossHost({ bucket, region }: Pick<OssCredentials, 'bucket' | 'region'>): string {
  if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket) || !/^oss-[a-z0-9-]+$/.test(region)) {
    throw new Error(CONFIG_INVALID);
  }
  return `https://${bucket}.${region}.aliyuncs.com`;
}

/** What an upload policy allows: keys under `prefix`, at most `maxBytes`. */
export interface PolicyLimits {
  prefix: string;
  maxBytes: number;
}

const SIGNATURE_LIMITS: PolicyLimits = { prefix: SIGN_PREFIX, maxBytes: MAX_UPLOAD_BYTES };

/** The base64 PostObject policy: valid for 10 minutes; by default at most 5 MiB, keys under sign/. */
export function buildPostPolicy(now: Date = new Date(), limits: PolicyLimits = SIGNATURE_LIMITS): string {
  const policy = {
    expiration: new Date(now.getTime() + POLICY_LIFETIME_MS).toISOString(),
    conditions: [
      ['content-length-range', 0, limits.maxBytes],
      ['starts-with', '$key', limits.prefix],
    ],
  };
  return btoa(JSON.stringify(policy));
}

/** OSS V1 PostObject signature: base64(HMAC-SHA1(accessKeySecret, base64 policy)). */
export async function signPolicy(policyBase64: string, accessKeySecret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(accessKeySecret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  return bytesToBase64(await crypto.subtle.sign('HMAC', key, encoder.encode(policyBase64)));
}

/** `20260318/k3v9q2m7x8d1p0ab` — the local date and a random name. */
export function datedRandomName(now: Date = new Date()): string {
  const yyyyMMdd = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${yyyyMMdd}/${random}`;
}

/** `sign/20260318/k3v9q2m7x8d1p0ab.png` — the date is local, the name random. */
export function signatureObjectKey(now: Date = new Date()): string {
  return `${SIGN_PREFIX}${datedRandomName(now)}.png`;
}

/** The multipart form of an OSS PostObject upload (the file last: OSS ignores every field after it). */
export async function postObjectForm(
  file: Blob,
  credentials: OssCredentials,
  objectKey: string,
  limits: PolicyLimits = SIGNATURE_LIMITS,
): Promise<FormData> {
  const policy = buildPostPolicy(new Date(), limits);
  const form = new FormData();
  form.append('key', objectKey);
  form.append('OSSAccessKeyId', credentials.accessKeyId);
  form.append('policy', policy);
  form.append('Signature', await signPolicy(policy, credentials.accessKeySecret));
  form.append('success_action_status', '200');
  const name = objectKey.split('/').pop() ?? 'file';
  form.append('file', new File([file], name, { type: file.type || 'application/octet-stream' }));
  return form;
}

/** The public URL of an uploaded object. */
export function objectUrl(credentials: OssCredentials, objectKey: string): string {
  return `${ossHost(credentials)}/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Uploads a file with an Aliyun OSS browser PostObject form and returns its URL.
 *
 * Limitation: temporary (STS) credentials — an accessKeyId starting with `STS.` —
 * also need their security token in an `x-oss-security-token` form field, or OSS
 * rejects the upload. /v1-get-oss has no token field, so none is sent here (none is
 * invented); with STS credentials the backend must add the token to the contract first.
 */
export async function uploadToOss(
  file: Blob,
  credentials: OssCredentials,
  objectKey: string,
): Promise<string> {
  const host = ossHost(credentials);
  let response: Response;
  try {
    const form = await postObjectForm(file, credentials, objectKey);
    // Plain fetch, not a generated call: this is the third-party storage host, not our API.
    response = await fetch(`${host}/`, {
      method: 'POST',
      body: form,
      // The page URL carries the signing ticket; the storage host gets the origin at most.
      referrerPolicy: 'strict-origin-when-cross-origin',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  if (!response.ok) throw new Error(UPLOAD_FAILED);
  return objectUrl(credentials, objectKey);
}
