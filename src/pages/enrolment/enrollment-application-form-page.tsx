import {
  createAdultEnrollmentApplication,
  getListAdultEnrollmentApplicationsQueryKey,
  updateAdultEnrollmentApplication,
  useGetAdultEnrollmentApplication,
} from '@/generated/api/enrolment/enrolment';
import type {
  EnrollmentApplication,
  EnrollmentApplicationBody,
  EnrollmentApplicationUpdateBody,
} from '@/generated/model';
import {
  CreateAdultEnrollmentApplicationBody,
  UpdateAdultEnrollmentApplicationBody,
} from '@/generated/zod/enrolment/enrolment.zod';
import { RecordFormPage, useEditId } from '@/kit';
import { applicationFormFields } from './enrollment-application-fields';

const NEW_APPLICATION = { apply_type: 1 };

/** What the form edits of an application (the rest is shown on the list, not sent back). */
function toValues(found: EnrollmentApplication): Record<string, unknown> {
  const { id, student_no, exam_id, course_id, apply_type, remark } = found;
  return { id, student_no, exam_id, course_id, apply_type, remark };
}

/** 新增 / 编辑报考申请 (addEnrollmentApplicationAE); `?id=` edits a pending application. */
export function EnrollmentApplicationFormPage() {
  const id = useEditId();
  const application = useGetAdultEnrollmentApplication(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true } },
  );
  return (
    <RecordFormPage<EnrollmentApplicationBody | EnrollmentApplicationUpdateBody, EnrollmentApplication>
      noun="报考申请"
      editing={!!id}
      query={application}
      toValues={toValues}
      fields={applicationFormFields}
      schemas={{ create: CreateAdultEnrollmentApplicationBody, update: UpdateAdultEnrollmentApplicationBody }}
      fresh={NEW_APPLICATION}
      submit={(payload) =>
        'id' in payload
          ? updateAdultEnrollmentApplication(payload)
          : createAdultEnrollmentApplication(payload)
      }
      list={{ queryKey: getListAdultEnrollmentApplicationsQueryKey, route: 'enrollmentApplicationAE' }}
    />
  );
}
