import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createFsMajor,
  getListFsMajorsQueryKey,
  updateFsMajor,
  useGetFsMajor,
} from '@/generated/api/major/major';
import type { Major, MajorBody, MajorUpdateBody } from '@/generated/model';
import { CreateFsMajorBody, UpdateFsMajorBody } from '@/generated/zod/major/major.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { majorFormFields } from './major-fields';
import { withGraduationCredits } from './major-rules';

const NEW_MAJOR = { credit_required: 1, degree_granted: 0 };
const CREATE_SCHEMA = withGraduationCredits(CreateFsMajorBody);
const UPDATE_SCHEMA = withGraduationCredits(UpdateFsMajorBody);

/** The record as the form edits it: no graduation credits shown when none are required. */
function toRecord(major: Major): Record<string, unknown> {
  const { graduation_credits, ...rest } = major;
  return major.credit_required === 1 ? { ...rest, graduation_credits } : rest;
}

/** 新增/编辑专业 (addMajorSettingAE / addMajorSettingST); `?id=` edits. */
export function MajorFormPage() {
  const line = useLine();
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => majorFormFields(line.nouns.school), [line.nouns.school]);
  const major = useGetFsMajor({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (major.data ? toRecord(major.data.result) : undefined), [major.data]);

  if (id && major.isPending) return <ScreenLoading />;
  return (
    <FormPage<MajorBody | MajorUpdateBody>
      title={id ? '编辑专业' : '新增专业'}
      fields={fields}
      schema={id ? UPDATE_SCHEMA : CREATE_SCHEMA}
      record={id ? record : NEW_MAJOR}
      submit={(payload) => ('id' in payload ? updateFsMajor(payload) : createFsMajor(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsMajorsQueryKey() })}
      onBack={() => backTo(`majorSetting${line.suffix}`)}
      notice={
        major.isError ? (
          <LoadFailed
            what={`专业信息`}
            error={major.error}
            onRetry={major.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
