/** The storage config: decryption of the contract examples, the PostObject policy and signature, the upload form. */
import { createHmac } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetOssConfigResponseMock } from '@/generated/api/basics/basics.msw';
import {
  buildPostPolicy,
  decryptOssConfig,
  signatureObjectKey,
  signPolicy,
  uploadToOss,
  type OssCredentials,
} from '@/storage/oss-config';
import { formatBytes, objectKeyFor, uploadObject } from '@/storage/object-upload';
import { server } from '../../support/msw';

// uploadObject fetches the config through axios, whose XMLHttpRequest the upload tests replace
vi.mock('@/generated/api/basics/basics', async (original) => ({
  ...(await original<object>()),
  getOssConfig: () => Promise.resolve(getGetOssConfigResponseMock()),
}));

const clear: OssCredentials = {
  region: 'oss-cn-guangzhou',
  bucket: 'jw-sign-2026',
  accessKeyId: 'STS.NUbVq3mK8xZ2jE7rT4cWp9',
  accessKeySecret: '7kPq2Lm9XvB4nR8sT1wY6zC3dF5gH0jA',
};

const OSS_URL = 'https://jw-sign-2026.oss-cn-guangzhou.aliyuncs.com/';

describe('decryptOssConfig', () => {
  it('decrypts the contract example ciphertexts to the clear values', async () => {
    // The generated mock answers with the contract examples.
    const { result } = getGetOssConfigResponseMock();
    await expect(decryptOssConfig(result)).resolves.toEqual(clear);
  });

  it('rejects a ciphertext that does not decrypt, with a Chinese message', async () => {
    const { result } = getGetOssConfigResponseMock();
    await expect(decryptOssConfig({ ...result, bucket: 'AAAAAAAAAAAAAAAAAAAAAA==' })).rejects.toThrow(
      '存储配置无效，请联系管理员',
    );
    await expect(decryptOssConfig({ ...result, region: '不是密文' })).rejects.toThrow('存储配置无效');
  });
});

describe('PostObject policy and signature', () => {
  it('limits size and key prefix and expires in 10 minutes', () => {
    const policy = JSON.parse(atob(buildPostPolicy(new Date('2026-03-18T06:30:00.000Z')))) as unknown;
    expect(policy).toEqual({
      expiration: '2026-03-18T06:40:00.000Z',
      conditions: [
        ['content-length-range', 0, 5242880],
        ['starts-with', '$key', 'sign/'],
      ],
    });
  });

  it('signs with base64 HMAC-SHA1 of the base64 policy (checked against node:crypto)', async () => {
    const policy = buildPostPolicy(new Date('2026-03-18T06:30:00.000Z'));
    const expected = createHmac('sha1', clear.accessKeySecret).update(policy).digest('base64');
    await expect(signPolicy(policy, clear.accessKeySecret)).resolves.toBe(expected);
  });

  it('names objects sign/yyyyMMdd/<random>.png', () => {
    const key = signatureObjectKey(new Date(2026, 2, 8, 9, 5));
    expect(key).toMatch(/^sign\/20260308\/[0-9a-f]{16}\.png$/);
    expect(signatureObjectKey()).not.toBe(signatureObjectKey());
  });
});

describe('uploadToOss', () => {
  const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

  it('posts the multipart fields, file last, and returns the object URL', async () => {
    let fields: [string, FormDataEntryValue][] = [];
    server.use(
      http.post(OSS_URL, async ({ request }) => {
        fields = [...(await request.formData()).entries()];
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const url = await uploadToOss(png(), clear, 'sign/20260318/abc123.png');
    expect(url).toBe('https://jw-sign-2026.oss-cn-guangzhou.aliyuncs.com/sign/20260318/abc123.png');

    expect(fields.map(([name]) => name)).toEqual([
      'key',
      'OSSAccessKeyId',
      'policy',
      'Signature',
      'success_action_status',
      'file',
    ]);
    const form = Object.fromEntries(fields);
    expect(form.key).toBe('sign/20260318/abc123.png');
    expect(form.OSSAccessKeyId).toBe(clear.accessKeyId);
    expect(form.success_action_status).toBe('200');
    const policy = String(form.policy);
    expect(JSON.parse(atob(policy))).toMatchObject({
      conditions: [
        ['content-length-range', 0, 5242880],
        ['starts-with', '$key', 'sign/'],
      ],
    });
    expect(form.Signature).toBe(createHmac('sha1', clear.accessKeySecret).update(policy).digest('base64'));
    // No security token is invented: the contract has none.
    expect(form['x-oss-security-token']).toBeUndefined();
    const file = form.file as File;
    expect(file.name).toBe('abc123.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(4);
  });

  it.each([403, 500])('an OSS %i becomes the Chinese upload error', async (status) => {
    server.use(
      http.post(OSS_URL, () => new HttpResponse('<Error><Code>AccessDenied</Code></Error>', { status })),
    );
    await expect(uploadToOss(png(), clear, 'sign/20260318/abc123.png')).rejects.toThrow(
      '签名上传失败，请重试',
    );
  });

  it('a network failure becomes the Chinese upload error', async () => {
    server.use(http.post(OSS_URL, () => HttpResponse.error()));
    await expect(uploadToOss(png(), clear, 'sign/20260318/abc123.png')).rejects.toThrow(
      '签名上传失败，请重试',
    );
  });

  it('refuses a decrypted bucket or region that is not a plain name', async () => {
    await expect(
      uploadToOss(png(), { ...clear, bucket: 'evil.example.com/x' }, 'sign/20260318/abc123.png'),
    ).rejects.toThrow('存储配置无效');
  });
});

describe('uploadObject (videos, attachments: progress and cancel)', () => {
  /** XMLHttpRequest as far as uploadObject uses it: progress events, then load or abort. */
  class FakeRequest {
    static sent: { url: string; form: FormData }[] = [];
    static status = 200;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    private url = '';
    private aborted = false;
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      FakeRequest.sent.push({ url: this.url, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      setTimeout(() => {
        if (this.aborted) return;
        this.status = FakeRequest.status;
        this.onload?.();
      }, 5);
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }
  const video = (size = 12) => new File([new Uint8Array(size)], '第一章 绪论.MP4', { type: 'video/mp4' });

  beforeEach(() => {
    FakeRequest.sent = [];
    FakeRequest.status = 200;
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads under its folder with the size limit in the policy, reporting progress', async () => {
    const progress: number[] = [];
    const uploaded = await uploadObject(video(), {
      folder: 'video',
      maxBytes: 2 * 1024 ** 3,
      onProgress: (percent) => progress.push(percent),
    });
    expect(uploaded.key).toMatch(/^video\/\d{8}\/[0-9a-f]{16}\.mp4$/);
    expect(uploaded.url).toBe(`${OSS_URL}${uploaded.key}`);
    expect(progress).toEqual([0, 40, 100]);
    const [{ url, form }] = FakeRequest.sent;
    expect(url).toBe(OSS_URL);
    expect(form.get('key')).toBe(uploaded.key);
    expect(JSON.parse(atob(String(form.get('policy'))))).toMatchObject({
      conditions: [
        ['content-length-range', 0, 2 * 1024 ** 3],
        ['starts-with', '$key', 'video/'],
      ],
    });
  });

  it('refuses a file over the limit before sending anything', async () => {
    await expect(uploadObject(video(2048), { folder: 'thesis', maxBytes: 1024 })).rejects.toThrow(
      '文件超过 1 KB 上限，请压缩后再上传',
    );
    expect(FakeRequest.sent).toEqual([]);
  });

  it('cancels with 已取消上传', async () => {
    const controller = new AbortController();
    const upload = uploadObject(video(), {
      folder: 'video',
      onProgress: (percent) => percent === 40 && controller.abort(),
      signal: controller.signal,
    });
    await expect(upload).rejects.toThrow('已取消上传');
  });

  it('an OSS refusal is a Chinese failure', async () => {
    FakeRequest.status = 403;
    await expect(uploadObject(video(), { folder: 'video' })).rejects.toThrow(
      '文件上传失败，请检查网络后重试',
    );
  });

  it('names keys by folder, date and extension, and refuses a folder that is not a plain name', () => {
    expect(objectKeyFor('question', '图1.PNG', new Date(2026, 10, 25))).toMatch(
      /^question\/20261125\/[0-9a-f]{16}\.png$/,
    );
    expect(objectKeyFor('thesis', '无扩展名')).toMatch(/^thesis\/\d{8}\/[0-9a-f]{16}$/);
    expect(() => objectKeyFor('../etc', 'a.txt')).toThrow('存储目录不合法');
    expect(formatBytes(1536 * 1024 ** 2)).toBe('1.5 GB');
  });
});
