/** 新增考点 (addTestSiteST); `?id=` edits a test site. */
import {
  createExamTestSite,
  getListExamTestSitesQueryKey,
  updateExamTestSite,
  useGetExamTestSite,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamTestSite, ExamTestSiteBody, ExamTestSiteUpdateBody } from '@/generated/model';
import {
  CreateExamTestSiteBody,
  UpdateExamTestSiteBody,
} from '@/generated/zod/exam-arrange/exam-arrange.zod';
import { RecordFormPage, useEditId } from '@/kit';
import { siteFormFields } from './test-site-fields';

const NEW_SITE = { status: 1 };

export function TestSiteFormPage() {
  const id = useEditId();
  const site = useGetExamTestSite(id ?? 0, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<ExamTestSiteBody | ExamTestSiteUpdateBody, ExamTestSite>
      noun="考点"
      editing={!!id}
      query={site}
      fields={siteFormFields}
      schemas={{ create: CreateExamTestSiteBody, update: UpdateExamTestSiteBody }}
      fresh={NEW_SITE}
      submit={(payload) => ('id' in payload ? updateExamTestSite(payload) : createExamTestSite(payload))}
      list={{ queryKey: getListExamTestSitesQueryKey, route: 'testSiteST' }}
    />
  );
}
