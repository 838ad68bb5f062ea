/** The legacy browser signing (legacy-oss builds only): decryption of the contract examples, the PostObject policy and signature. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getGetOssConfigResponseMock } from '@/generated/api/storage/storage.msw';
import {
  buildPostPolicy,
  datedRandomName,
  decryptOssConfig,
  ossHost,
  signPolicy,
  type OssCredentials,
} from '@/storage/oss-config';

const clear: OssCredentials = {
  region: 'oss-cn-guangzhou',
  bucket: 'jw-sign-2026',
  accessKeyId: 'STS.NUbVq3mK8xZ2jE7rT4cWp9',
  accessKeySecret: '7kPq2Lm9XvB4nR8sT1wY6zC3dF5gH0jA',
};
const LIMITS = { prefix: 'thesis/', maxBytes: 50 * 1024 ** 2 };

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

  it('refuses a decrypted bucket or region that is not a plain name', () => {
    expect(ossHost(clear)).toBe('https://jw-sign-2026.oss-cn-guangzhou.aliyuncs.com');
    expect(() => ossHost({ ...clear, bucket: 'evil.example.com/x' })).toThrow('存储配置无效');
  });
});

describe('PostObject policy and signature', () => {
  it('limits size and key prefix and expires in 10 minutes', () => {
    const policy = JSON.parse(atob(buildPostPolicy(new Date('2026-03-18T06:30:00.000Z'), LIMITS))) as unknown;
    expect(policy).toEqual({
      expiration: '2026-03-18T06:40:00.000Z',
      conditions: [
        ['content-length-range', 0, 52428800],
        ['starts-with', '$key', 'thesis/'],
      ],
    });
  });

  it('signs with base64 HMAC-SHA1 of the base64 policy (checked against node:crypto)', async () => {
    const policy = buildPostPolicy(new Date('2026-03-18T06:30:00.000Z'), LIMITS);
    const expected = createHmac('sha1', clear.accessKeySecret).update(policy).digest('base64');
    await expect(signPolicy(policy, clear.accessKeySecret)).resolves.toBe(expected);
  });

  it('names objects by the local date and a random name', () => {
    expect(datedRandomName(new Date(2026, 2, 8, 9, 5))).toMatch(/^20260308\/[0-9a-f]{16}$/);
    expect(datedRandomName()).not.toBe(datedRandomName());
  });
});
