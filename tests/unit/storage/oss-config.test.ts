/** The storage config: decryption of the contract examples, the PostObject policy and signature, the upload form. */
import { createHmac } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetOssConfigResponseMock } from '@/generated/api/basics/basics.msw';
import {
  buildPostPolicy,
  decryptOssConfig,
  signatureObjectKey,
  signPolicy,
  uploadToOss,
  type OssCredentials,
} from '@/storage/oss-config';
import { server } from '../../support/msw';

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
