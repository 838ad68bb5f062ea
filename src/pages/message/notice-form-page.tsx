import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createFsPlatformNotice,
  getGetFsPlatformNoticeQueryKey,
  getListFsPlatformNoticesQueryKey,
  updateFsPlatformNotice,
  useGetFsPlatformNotice,
} from '@/generated/api/message/message';
import type { PlatformNoticeBody, PlatformNoticeDetail, PlatformNoticeUpdateBody } from '@/generated/model';
import { CreateFsPlatformNoticeBody, UpdateFsPlatformNoticeBody } from '@/generated/zod/message/message.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { noticeFormFields } from './notice-form-fields';

const NEW_NOTICE = { type: 1, audience: 0, is_top: 0, status: 1, attachments: [] };

/**
 * A saved notice → form values. The form saves as 草稿 (0) or 发布 (1); a notice taken
 * offline (2) is edited as a draft, so saving it does not put it back online unasked.
 */
function toRecord(notice: PlatformNoticeDetail): Record<string, unknown> {
  return {
    ...notice,
    publish_time: notice.publish_time || undefined,
    status: notice.status === 1 ? 1 : 0,
  };
}

/** 发布公告 / 编辑公告 (addPlatformAE · addPlatformST); `?id=` edits. */
export function NoticeFormPage() {
  const line = useLine();
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => noticeFormFields(line.suffix), [line.suffix]);
  const notice = useGetFsPlatformNotice(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true } },
  );
  const record = useMemo(() => (notice.data ? toRecord(notice.data.result) : undefined), [notice.data]);

  if (id && notice.isPending) return <ScreenLoading />;
  return (
    <FormPage<PlatformNoticeBody | PlatformNoticeUpdateBody>
      title={id ? '编辑公告' : '发布公告'}
      fields={fields}
      schema={id ? UpdateFsPlatformNoticeBody : CreateFsPlatformNoticeBody}
      record={id ? record : NEW_NOTICE}
      submit={(payload) =>
        'id' in payload ? updateFsPlatformNotice(payload) : createFsPlatformNotice(payload)
      }
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: getListFsPlatformNoticesQueryKey() });
        if (id) void queryClient.invalidateQueries({ queryKey: getGetFsPlatformNoticeQueryKey({ id }) });
      }}
      onBack={() => backTo(`platformNotice${line.suffix}`)}
      notice={
        notice.isError ? (
          <LoadFailed
            what={`公告`}
            error={notice.error}
            onRetry={notice.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
