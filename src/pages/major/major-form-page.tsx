import { useMemo } from 'react';
import {
  createFsMajor,
  getListFsMajorsQueryKey,
  updateFsMajor,
  useGetFsMajor,
} from '@/generated/api/major/major';
import type { Major, MajorBody, MajorUpdateBody } from '@/generated/model';
import { CreateFsMajorBody, UpdateFsMajorBody } from '@/generated/zod/major/major.zod';
import { RecordFormPage, useEditId } from '@/kit';
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
  const fields = useMemo(() => majorFormFields(line.nouns.school), [line.nouns.school]);
  const major = useGetFsMajor({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<MajorBody | MajorUpdateBody, Major>
      noun="专业"
      editing={!!id}
      query={major}
      toValues={toRecord}
      fields={fields}
      schemas={{ create: CREATE_SCHEMA, update: UPDATE_SCHEMA }}
      fresh={NEW_MAJOR}
      submit={(payload) => ('id' in payload ? updateFsMajor(payload) : createFsMajor(payload))}
      list={{ queryKey: getListFsMajorsQueryKey, route: `majorSetting${line.suffix}` }}
    />
  );
}
