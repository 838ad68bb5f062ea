/**
 * Uploads to object storage: signed by the server for each object (/v1-oss-upload-policy), the
 * browser never holding the storage secret; the legacy browser signing only when the build asks
 * for it (VITE_STORAGE_MODE=legacy-oss), never for a request that carries the esign ticket.
 */
import { createHmac } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCreateOssUploadPolicyResponseMock } from '@/generated/api/storage/storage.msw';
import { checkHost, formatBytes, uploadObject, type ObjectFormat } from '@/storage/object-upload';
import { server } from '../../support/msw';
import { OSS_HOST, storageBackend } from './storage-backend';

const MP4: ObjectFormat = { extension: 'mp4', type: 'video/mp4' };
const PNG: ObjectFormat = { extension: 'png', type: 'image/png' };
const video = (size = 12) => new File([new Uint8Array(size)], '第一章 绪论.MOV', { type: 'video/quicktime' });
/** The secret the contract's encrypted example decrypts to. */
const SECRET = '7kPq2Lm9XvB4nR8sT1wY6zC3dF5gH0jA';

afterEach(() => vi.unstubAllEnvs());

describe('uploadObject, signed by the server (the default)', () => {
  it('asks for one object by purpose, content type and size, and posts the server’s fields, file last', async () => {
    const seen = storageBackend();
    const progress: number[] = [];
    const uploaded = await uploadObject(video(2048), {
      folder: 'video',
      format: MP4,
      onProgress: (percent) => progress.push(percent),
    });
    expect(seen.legacy).toEqual([]);
    expect(seen.policies).toEqual([
      { body: { purpose: 'video', contentType: 'video/mp4', size: 2048 }, ticket: null },
    ]);
    const example = getCreateOssUploadPolicyResponseMock().result;
    expect(uploaded).toEqual({
      url: `${OSS_HOST}/video/20261207/3f9a1c7e5b2d4c60.mp4`,
      key: 'video/20261207/3f9a1c7e5b2d4c60.mp4',
      name: '第一章 绪论.MOV',
      size: 2048,
    });
    const [{ names, fields }] = seen.posts;
    expect(names).toEqual([
      'key',
      'OSSAccessKeyId',
      'policy',
      'Signature',
      'x-oss-security-token',
      'Content-Type',
      'success_action_status',
      'file',
    ]);
    expect(fields).toMatchObject({
      key: uploaded.key,
      OSSAccessKeyId: example.accessKeyId,
      policy: example.policy,
      Signature: example.signature,
      'x-oss-security-token': example.securityToken,
      'Content-Type': 'video/mp4',
      success_action_status: '200',
    });
    // stored as its content is, not as the browser named or typed it
    expect((fields.file as File).name).toBe('3f9a1c7e5b2d4c60.mp4');
    expect((fields.file as File).type).toBe('video/mp4');
    expect(progress.at(0)).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });

  it('sends no security token field when the server signs with a long-term key', async () => {
    const seen = storageBackend();
    const example = getCreateOssUploadPolicyResponseMock();
    server.use(
      http.post('*/v1-oss-upload-policy', () =>
        HttpResponse.json({ ...example, result: { ...example.result, securityToken: null } }),
      ),
    );
    await uploadObject(new Blob([new Uint8Array(4)]), { folder: 'sign', format: PNG });
    expect(seen.posts[0]!.names).not.toContain('x-oss-security-token');
  });

  it('refuses an upload host that is not a plain https origin', async () => {
    storageBackend();
    const example = getCreateOssUploadPolicyResponseMock();
    server.use(
      http.post('*/v1-oss-upload-policy', () =>
        HttpResponse.json({ ...example, result: { ...example.result, host: 'https://evil.example.com/x' } }),
      ),
    );
    await expect(uploadObject(video(), { folder: 'video', format: MP4 })).rejects.toThrow(
      '存储配置无效，请联系管理员',
    );
    expect(checkHost('https://jw-files.oss-cn-beijing.aliyuncs.com/')).toBe(
      'https://jw-files.oss-cn-beijing.aliyuncs.com',
    );
  });

  it('refuses a file over the limit before sending anything', async () => {
    const seen = storageBackend();
    await expect(
      uploadObject(video(2048), { folder: 'thesis', format: MP4, maxBytes: 1024 }),
    ).rejects.toThrow('文件超过 1 KB 上限，请压缩后再上传');
    expect(seen).toEqual({ policies: [], legacy: [], posts: [] });
    expect(formatBytes(1536 * 1024 ** 2)).toBe('1.5 GB');
  });

  it('cancels with 已取消上传, before the upload and while it goes out', async () => {
    const seen = storageBackend();
    const before = new AbortController();
    await expect(
      uploadObject(video(), {
        folder: 'video',
        format: MP4,
        onProgress: (percent) => percent === 0 && before.abort(),
        signal: before.signal,
      }),
    ).rejects.toThrow('已取消上传');
    expect(seen.posts).toEqual([]);

    // the bucket takes its time: the cancel comes while the bytes go out
    server.use(http.post(`${OSS_HOST}/`, () => new Promise<Response>(() => undefined)));
    const during = new AbortController();
    const upload = uploadObject(video(), {
      folder: 'video',
      format: MP4,
      onProgress: (percent) => percent === 0 && setTimeout(() => during.abort(), 50),
      signal: during.signal,
    });
    await expect(upload).rejects.toThrow('已取消上传');
  });

  it('an OSS refusal is a Chinese failure', async () => {
    storageBackend(() => 403);
    await expect(uploadObject(video(), { folder: 'video', format: MP4 })).rejects.toThrow(
      '文件上传失败，请检查网络后重试',
    );
  });
});

describe('uploadObject in a legacy-oss build (a backend without the signing operation)', () => {
  it('decrypts /v1-get-oss and signs a policy for the purpose’s folder, under the content’s extension', async () => {
    vi.stubEnv('VITE_STORAGE_MODE', 'legacy-oss');
    const seen = storageBackend();
    const uploaded = await uploadObject(video(), { folder: 'video', format: MP4, maxBytes: 2 * 1024 ** 3 });
    expect(seen.policies).toEqual([]);
    expect(seen.legacy).toEqual([null]);
    expect(uploaded.key).toMatch(/^video\/\d{8}\/[0-9a-f]{16}\.mp4$/);
    expect(uploaded.url).toBe(`${OSS_HOST}/${uploaded.key}`);
    const { names, fields } = seen.posts[0]!;
    expect(names).toEqual([
      'key',
      'OSSAccessKeyId',
      'policy',
      'Signature',
      'Content-Type',
      'success_action_status',
      'file',
    ]);
    const policy = String(fields.policy);
    expect(JSON.parse(atob(policy))).toMatchObject({
      conditions: [
        ['content-length-range', 0, 2 * 1024 ** 3],
        ['starts-with', '$key', 'video/'],
      ],
    });
    expect(fields.Signature).toBe(createHmac('sha1', SECRET).update(policy).digest('base64'));
    expect(fields['Content-Type']).toBe('video/mp4');
  });

  it('still asks the server when the upload must not unlock the secret (the esign ticket)', async () => {
    vi.stubEnv('VITE_STORAGE_MODE', 'legacy-oss');
    const seen = storageBackend();
    await uploadObject(new Blob([new Uint8Array(4)]), {
      folder: 'sign',
      format: PNG,
      signedOnly: true,
      request: { headers: { ticket: 'est_3f9c1a7e5b2d4c60' } },
    });
    expect(seen.legacy).toEqual([]);
    expect(seen.policies).toEqual([
      { body: { purpose: 'sign', contentType: 'image/png', size: 4 }, ticket: 'est_3f9c1a7e5b2d4c60' },
    ]);
  });
});
