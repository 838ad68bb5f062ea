/**
 * The legacy upload signing (VITE_STORAGE_MODE=legacy-oss only, for a backend without
 * /v1-oss-upload-policy): the encrypted storage config of /v1-get-oss (spec §3) decrypted
 * into clear credentials, and the PostObject policy signed in the browser with them.
 * Loaded only by that build (./object-upload imports it behind the setting): the default
 * build holds neither this code nor its key. README「存储凭证」 says why it protects little.
 *
 * Never log the clear values (or anything derived from the secret).
 */
import { getOssConfig } from '@/generated/api/storage/storage';
import type { OssConfig } from '@/generated/model';
import { CONFIG_INVALID, type ObjectFormat, type ObjectPurpose, type PostTarget } from './object-upload';

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

const POLICY_LIFETIME_MS = 10 * 60 * 1000;

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

/** The base64 PostObject policy: valid for 10 minutes, keys under the prefix, at most maxBytes. */
export function buildPostPolicy(now: Date, limits: PolicyLimits): string {
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

/** The public URL of an uploaded object. */
export function objectUrl(credentials: OssCredentials, objectKey: string): string {
  return `${ossHost(credentials)}/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The PostObject of one object signed here: /v1-get-oss (login token only) → decrypt → a policy for
 * keys under `<purpose>/`, at most `maxBytes`, signed with the secret.
 *
 * Limitation: temporary (STS) credentials — an accessKeyId starting with `STS.` — also need
 * their security token in an `x-oss-security-token` form field, or OSS rejects the upload.
 * /v1-get-oss has no token field, so none is sent here (none is invented); the signed
 * operation (/v1-oss-upload-policy) carries it.
 */
export async function legacyTarget(
  purpose: ObjectPurpose,
  format: ObjectFormat,
  maxBytes: number,
): Promise<PostTarget> {
  const config = await getOssConfig({ loading: false });
  const credentials = await decryptOssConfig(config.result);
  const key = `${purpose}/${datedRandomName()}.${format.extension}`;
  const policy = buildPostPolicy(new Date(), { prefix: `${purpose}/`, maxBytes });
  return {
    host: ossHost(credentials),
    key,
    url: objectUrl(credentials, key),
    fields: [
      ['key', key],
      ['OSSAccessKeyId', credentials.accessKeyId],
      ['policy', policy],
      ['Signature', await signPolicy(policy, credentials.accessKeySecret)],
      ['Content-Type', format.type],
    ],
  };
}
