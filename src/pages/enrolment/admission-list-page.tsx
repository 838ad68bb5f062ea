import { IconPlus, IconUpload } from '@arco-design/web-react/icon';
import { useQueryClient } from '@tanstack/react-query';
import { exportImportTemplate } from '@/generated/api/dashboard/dashboard';
import {
  deleteAdultAdmission,
  getListAdultAdmissionsQueryKey,
  importAdultAdmissions,
  listAdultAdmissions,
} from '@/generated/api/enrolment/enrolment';
import type { Admission } from '@/generated/model';
import { ImportAdultAdmissionsBody } from '@/generated/zod/enrolment/enrolment.zod';
import {
  ListPage,
  useScreenNavigation,
  useSheetExport,
  useSheetImport,
  type RowAction,
  type ToolbarAction,
} from '@/kit';
import { admissionColumns, admissionSearch } from './admission-fields';

/** 录取名单的导入模板（/api/user/down/export-template 的 type）。 */
const ADMISSION_TEMPLATE = 4;

/** 录取管理 (admissionAE): the admission list, its Excel import and export. */
export function AdmissionListPage() {
  const { open } = useScreenNavigation();
  const queryClient = useQueryClient();
  const exportFile = useSheetExport(admissionColumns, listAdultAdmissions);
  const importer = useSheetImport({
    title: '导入录取名单',
    columns: admissionColumns,
    rowSchema: ImportAdultAdmissionsBody.shape.rows.element,
    template: {
      name: '录取名单导入模板.xlsx',
      download: () => exportImportTemplate({ type: ADMISSION_TEMPLATE }),
    },
    commit: async (rows) => (await importAdultAdmissions({ rows }, { loading: false })).result,
    onDone: () => void queryClient.invalidateQueries({ queryKey: getListAdultAdmissionsQueryKey() }),
  });

  const toolbar: ToolbarAction[] = [
    {
      key: 'import',
      label: '导入录取名单',
      perm: 'import',
      primary: true,
      icon: <IconUpload />,
      onClick: importer.open,
    },
    { key: 'add', label: '新增学生', perm: 'add', icon: <IconPlus />, onClick: () => open('addStudentAE') },
  ];
  const rowActions: RowAction<Admission>[] = [
    {
      key: 'revoke',
      label: '撤销录取',
      perm: 'delete',
      danger: true,
      hidden: (row) => row.status === 2,
      confirm: '撤销后该考生不再出现在录取名单中，确定撤销吗？',
      onClick: (row) => deleteAdultAdmission({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<Admission, Parameters<typeof listAdultAdmissions>[0]>
        list={{ queryKey: getListAdultAdmissionsQueryKey, fetcher: listAdultAdmissions }}
        rowKey="id"
        search={admissionSearch}
        columns={admissionColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportFile}
        exportName="录取名单.xlsx"
      />
      {importer.element}
    </>
  );
}
