/** 新增考点 (addTestSiteST); `?id=` edits a test site. */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createExamTestSite,
  getListExamTestSitesQueryKey,
  updateExamTestSite,
  useGetExamTestSite,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamTestSiteBody, ExamTestSiteUpdateBody } from '@/generated/model';
import {
  CreateExamTestSiteBody,
  UpdateExamTestSiteBody,
} from '@/generated/zod/exam-arrange/exam-arrange.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { siteFormFields } from './test-site-fields';

const NEW_SITE = { status: 1 };

export function TestSiteFormPage() {
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const site = useGetExamTestSite(id ?? 0, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (site.data ? { ...site.data.result } : undefined), [site.data]);

  if (id && site.isPending) return <ScreenLoading />;
  return (
    <FormPage<ExamTestSiteBody | ExamTestSiteUpdateBody>
      title={id ? '编辑考点' : '新增考点'}
      fields={siteFormFields}
      schema={id ? UpdateExamTestSiteBody : CreateExamTestSiteBody}
      record={id ? record : NEW_SITE}
      submit={(payload) => ('id' in payload ? updateExamTestSite(payload) : createExamTestSite(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListExamTestSitesQueryKey() })}
      onBack={() => backTo('testSiteST')}
      notice={
        site.isError ? (
          <LoadFailed
            what="考点信息"
            error={site.error}
            onRetry={site.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
