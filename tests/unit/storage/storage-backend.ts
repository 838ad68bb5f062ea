/**
 * The storage a browser upload meets, on MSW: the signing operation (/v1-oss-upload-policy) answers
 * as a server would (the key's folder from the purpose, its extension from the content type), the
 * legacy /v1-get-oss its contract example, and the bucket host records each PostObject form.
 */
import { http, HttpResponse } from 'msw';
import {
  getCreateOssUploadPolicyResponseMock,
  getGetOssConfigResponseMock,
} from '@/generated/api/storage/storage.msw';
import type { OssUploadPolicyBody } from '@/generated/model';
import { server } from '../../support/msw';

export const OSS_HOST = 'https://jw-sign-2026.oss-cn-guangzhou.aliyuncs.com';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export interface StorageSeen {
  /** The bodies and ticket headers of the signing requests. */
  policies: { body: OssUploadPolicyBody; ticket: string | null }[];
  /** GET /v1-get-oss (the legacy key), with its ticket header. */
  legacy: (string | null)[];
  /** Each PostObject form: its field names in order, and its values. */
  posts: { names: string[]; fields: Record<string, FormDataEntryValue> }[];
}

/** Answers the storage calls; the bucket answers `status()` (200 by default). */
export function storageBackend(status: () => number = () => 200): StorageSeen {
  const seen: StorageSeen = { policies: [], legacy: [], posts: [] };
  const example = getCreateOssUploadPolicyResponseMock();
  server.use(
    http.post('*/v1-oss-upload-policy', async ({ request }) => {
      const body = (await request.json()) as OssUploadPolicyBody;
      seen.policies.push({ body, ticket: request.headers.get('ticket') });
      const key = `${body.purpose}/20261207/3f9a1c7e5b2d4c60.${EXTENSIONS[body.contentType] ?? 'bin'}`;
      return HttpResponse.json({
        ...example,
        result: { ...example.result, key, url: `${OSS_HOST}/${key}`, contentType: body.contentType },
      });
    }),
    http.get('*/v1-get-oss', ({ request }) => {
      seen.legacy.push(request.headers.get('ticket'));
      return HttpResponse.json(getGetOssConfigResponseMock());
    }),
    http.post(`${OSS_HOST}/`, async ({ request }) => {
      const form = await request.formData();
      seen.posts.push({ names: [...form.keys()], fields: Object.fromEntries(form.entries()) });
      return new HttpResponse(null, { status: status() });
    }),
  );
  return seen;
}
