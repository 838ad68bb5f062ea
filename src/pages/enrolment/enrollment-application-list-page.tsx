import {
  deleteAdultEnrollmentApplication,
  exportAdultEnrollmentApplications,
  getListAdultEnrollmentApplicationsQueryKey,
  listAdultEnrollmentApplications,
} from '@/generated/api/enrolment/enrolment';
import type { EnrollmentApplication } from '@/generated/model';
import {
  addAction,
  ListPage,
  PENDING_REVIEW,
  type RowAction,
  type ToolbarAction,
  useScreenNavigation,
} from '@/kit';

import { applicationColumns, applicationSearch } from './enrollment-application-fields';

const FORM_ROUTE = 'addEnrollmentApplicationAE';
const APPROVED = 1;

/** 报考申请 (enrollmentApplicationAE): applications by course; pending ones can be edited. */
export function EnrollmentApplicationListPage() {
  const { open } = useScreenNavigation();
  const toolbar: ToolbarAction[] = [addAction('新增报考申请', () => open(FORM_ROUTE))];
  const rowActions: RowAction<EnrollmentApplication>[] = [
    {
      key: 'edit',
      label: '编辑',
      perm: 'edit',
      hidden: (row) => row.status !== PENDING_REVIEW,
      onClick: (row) => open(FORM_ROUTE, { id: row.id }),
    },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      hidden: (row) => row.status === APPROVED,
      confirm: '确定删除该报考申请吗？删除后学生需重新报考。',
      onClick: (row) => deleteAdultEnrollmentApplication({ id: row.id }),
    },
  ];
  return (
    <ListPage<EnrollmentApplication, Parameters<typeof listAdultEnrollmentApplications>[0]>
      list={{
        queryKey: getListAdultEnrollmentApplicationsQueryKey,
        fetcher: listAdultEnrollmentApplications,
      }}
      rowKey="id"
      search={applicationSearch}
      columns={applicationColumns}
      toolbar={toolbar}
      rowActions={rowActions}
      exportFile={exportAdultEnrollmentApplications}
      exportName="报考申请.xlsx"
    />
  );
}
