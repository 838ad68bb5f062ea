import { useMemo } from 'react';
import {
  createFsPlatformNotice,
  getListFsPlatformNoticesQueryKey,
  updateFsPlatformNotice,
  useGetFsPlatformNotice,
} from '@/generated/api/message/message';
import type { PlatformNoticeBody, PlatformNoticeDetail, PlatformNoticeUpdateBody } from '@/generated/model';
import { CreateFsPlatformNoticeBody, UpdateFsPlatformNoticeBody } from '@/generated/zod/message/message.zod';
import { RecordFormPage, toFlag, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { noticeFormFields } from './notice-form-fields';

const NEW_NOTICE = { type: 1, audience: 0, is_top: 0, status: 1, attachments: [] };

/**
 * A saved notice → form values. The form saves as 草稿 (0) or 发布 (1); a notice taken
 * offline (2) is edited as a draft, so saving it does not put it back online unasked.
 */
const toValues = (notice: PlatformNoticeDetail) => ({
  ...notice,
  publish_time: notice.publish_time || undefined,
  status: toFlag(notice.status === 1),
});

/** 发布公告 / 编辑公告 (addPlatformAE · addPlatformST); `?id=` edits. */
export function NoticeFormPage() {
  const line = useLine();
  const id = useEditId();
  const fields = useMemo(() => noticeFormFields(line.suffix), [line.suffix]);
  const notice = useGetFsPlatformNotice(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true } },
  );
  return (
    <RecordFormPage<PlatformNoticeBody | PlatformNoticeUpdateBody, PlatformNoticeDetail>
      noun="公告"
      createTitle="发布公告"
      editing={!!id}
      query={notice}
      toValues={toValues}
      fresh={NEW_NOTICE}
      fields={fields}
      schemas={{ create: CreateFsPlatformNoticeBody, update: UpdateFsPlatformNoticeBody }}
      submit={(payload) =>
        'id' in payload ? updateFsPlatformNotice(payload) : createFsPlatformNotice(payload)
      }
      list={{ queryKey: getListFsPlatformNoticesQueryKey, route: `platformNotice${line.suffix}` }}
    />
  );
}
