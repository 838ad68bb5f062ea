import { Alert } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createAdultEnrollmentApplication,
  getListAdultEnrollmentApplicationsQueryKey,
  updateAdultEnrollmentApplication,
  useGetAdultEnrollmentApplication,
} from '@/generated/api/enrolment/enrolment';
import type { EnrollmentApplicationBody, EnrollmentApplicationUpdateBody } from '@/generated/model';
import {
  CreateAdultEnrollmentApplicationBody,
  UpdateAdultEnrollmentApplicationBody,
} from '@/generated/zod/enrolment/enrolment.zod';
import { FormPage, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { applicationFormFields } from './enrollment-application-fields';

const NEW_APPLICATION = { apply_type: 1 };

/** 新增 / 编辑报考申请 (addEnrollmentApplicationAE); `?id=` edits a pending application. */
export function EnrollmentApplicationFormPage() {
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const application = useGetAdultEnrollmentApplication(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true } },
  );
  const record = useMemo(() => {
    const found = application.data?.result;
    return found
      ? {
          id: found.id,
          student_no: found.student_no,
          exam_id: found.exam_id,
          course_id: found.course_id,
          apply_type: found.apply_type,
          remark: found.remark,
        }
      : undefined;
  }, [application.data]);

  if (id && application.isPending) return <ScreenLoading />;
  return (
    <FormPage<EnrollmentApplicationBody | EnrollmentApplicationUpdateBody>
      title={id ? '编辑报考申请' : '新增报考申请'}
      fields={applicationFormFields}
      schema={id ? UpdateAdultEnrollmentApplicationBody : CreateAdultEnrollmentApplicationBody}
      record={id ? record : NEW_APPLICATION}
      submit={(payload) =>
        'id' in payload
          ? updateAdultEnrollmentApplication(payload)
          : createAdultEnrollmentApplication(payload)
      }
      onSaved={() =>
        void queryClient.invalidateQueries({ queryKey: getListAdultEnrollmentApplicationsQueryKey() })
      }
      onBack={() => backTo('enrollmentApplicationAE')}
      notice={
        application.isError ? (
          <Alert
            type="error"
            style={{ marginBottom: 16 }}
            content={`报考申请加载失败：${application.error.message}`}
          />
        ) : undefined
      }
    />
  );
}
