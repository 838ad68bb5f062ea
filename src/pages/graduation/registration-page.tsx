/**
 * 毕业预登记 (preCertificationAE / ST) and 毕业总登记 (totalCertificationAE / ST): the graduates in the
 * national registry's format (学信网毕业生电子注册), exported as Excel by the server (full ID numbers,
 * which the list only shows masked), submitted in bulk; the final registration also assigns the
 * certificate numbers by rule, checked for gaps and duplicates before saving.
 */
import { Message } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import {
  exportFsGraduationPreRegistrations,
  exportFsGraduationTotalRegistrations,
  getListFsGraduationPreRegistrationsQueryKey,
  getListFsGraduationTotalRegistrationsQueryKey,
  listFsGraduationPreRegistrations,
  listFsGraduationTotalRegistrations,
  submitFsGraduationPreRegistrations,
  submitFsGraduationTotalRegistrations,
} from '@/generated/api/graduation/graduation';
import type { GraduationRegistration, ListFsGraduationTotalRegistrationsParams } from '@/generated/model';
import {
  ListPage,
  type BatchAction,
  type ListColumn,
  type ListSource,
  type SearchField,
  yesNoOptions,
} from '@/kit';
import { CertificateModal } from './certificate-modal';
import {
  CONCLUSION,
  LEVEL,
  PROFESSION_SEARCH,
  REGISTERED,
  STUDENT_SEARCH,
  useGraduationLine,
} from './graduation-fields';

interface Stage {
  noun: string;
  list: ListSource<GraduationRegistration, ListFsGraduationTotalRegistrationsParams>;
  submit: (body: { ids: number[] }) => Promise<unknown>;
  exportFile: typeof exportFsGraduationTotalRegistrations;
  exportName: string;
  /** The final registration carries and assigns certificate numbers. */
  certificates: boolean;
}

const STAGES: Record<'pre' | 'total', Stage> = {
  pre: {
    noun: '预登记',
    list: {
      queryKey: (params) => getListFsGraduationPreRegistrationsQueryKey(params),
      fetcher: listFsGraduationPreRegistrations,
    },
    submit: submitFsGraduationPreRegistrations,
    exportFile: exportFsGraduationPreRegistrations,
    exportName: '毕业预登记名单.xlsx',
    certificates: false,
  },
  total: {
    noun: '总登记',
    list: {
      queryKey: (params) => getListFsGraduationTotalRegistrationsQueryKey(params),
      fetcher: listFsGraduationTotalRegistrations,
    },
    submit: submitFsGraduationTotalRegistrations,
    exportFile: exportFsGraduationTotalRegistrations,
    exportName: '毕业总登记名单.xlsx',
    certificates: true,
  },
};

const LEVEL_OPTIONS = [
  { label: '本科', value: 5 },
  { label: '专科', value: 6 },
];

function RegistrationPage({ stage }: { stage: Stage }) {
  const line = useGraduationLine();
  const [numbering, setNumbering] = useState<GraduationRegistration[]>();
  const search: SearchField[] = [
    STUDENT_SEARCH,
    PROFESSION_SEARCH,
    { type: 'select', field: 'level', label: '层次', options: LEVEL_OPTIONS },
    {
      type: 'select',
      field: 'registered',
      label: '登记状态',
      options: yesNoOptions('已登记', '未登记').reverse(),
    },
    ...(stage.certificates
      ? [
          {
            type: 'select' as const,
            field: 'has_certificate',
            label: '证书编号',
            options: yesNoOptions('已分配', '未分配'),
          },
        ]
      : []),
  ];
  const columns: ListColumn<GraduationRegistration>[] = useMemo(
    () => [
      { key: 'student_name', title: '姓名', width: 90, fixed: 'left' },
      { key: 'sex', title: '性别', width: 60, valueType: 'dict', dict: 'Sex' },
      { key: 'birthday', title: '出生日期', width: 110, valueType: 'date' },
      { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard' },
      { key: 'nation', title: '民族', width: 70 },
      { key: 'politics', title: '政治面貌', width: 90 },
      { key: 'student_no', title: '学号', width: 140 },
      { key: 'station_name', title: line.stationNoun, width: 150, ellipsis: true, hiddenByDefault: true },
      { key: 'profession_code', title: '专业代码', width: 90 },
      { key: 'profession_name', title: '专业名称', width: 150, ellipsis: true },
      { key: 'level', title: '层次', width: 70, valueType: 'status', statusMap: LEVEL },
      { key: 'study_years', title: '学制', width: 60, valueType: 'number' },
      { key: 'modality', title: '学习形式', width: 80 },
      { key: 'enrolled_at', title: '入学日期', width: 110, valueType: 'date' },
      { key: 'graduated_at', title: '毕业日期', width: 110, valueType: 'date' },
      { key: 'conclusion', title: '毕（结）业', width: 90, valueType: 'status', statusMap: CONCLUSION },
      ...(stage.certificates
        ? [{ key: 'certificate_no', title: '证书编号', width: 180 } as ListColumn<GraduationRegistration>]
        : []),
      { key: 'registered', title: '登记状态', width: 90, valueType: 'status', statusMap: REGISTERED },
      { key: 'registered_at', title: '登记时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
    ],
    [line.stationNoun, stage.certificates],
  );
  const submit: BatchAction<GraduationRegistration> = {
    key: 'submit',
    label: `提交${stage.noun}`,
    perm: 'edit',
    confirm: (count) =>
      `确定提交所选 ${count} 名毕业生的${stage.noun}吗？已登记的将跳过${stage.certificates ? '，没有证书编号的不能提交' : ''}。`,
    onClick: (rows) => {
      const waiting = rows.filter((row) => row.registered === 0);
      const ready = stage.certificates ? waiting.filter((row) => row.certificate_no) : waiting;
      if (!ready.length) {
        Message.warning(
          waiting.length ? '所选毕业生都还没有证书编号，请先分配证书编号' : `所选毕业生都已${stage.noun}`,
        );
        return;
      }
      const left = rows.length - ready.length;
      return stage
        .submit({ ids: ready.map((row) => row.id) })
        .then(() =>
          Message.success(`已提交 ${ready.length} 名毕业生的${stage.noun}${left ? `，跳过 ${left} 名` : ''}`),
        );
    },
  };
  const assign: BatchAction<GraduationRegistration> = {
    key: 'certificates',
    label: '分配证书编号',
    perm: 'edit',
    onClick: (rows) => {
      const open = rows.filter((row) => row.registered === 0);
      if (!open.length) return void Message.warning('所选毕业生都已总登记，编号不能再改');
      if (open.length < rows.length) Message.info(`已跳过 ${rows.length - open.length} 名已总登记的毕业生`);
      setNumbering(open);
    },
  };
  return (
    <>
      <ListPage<GraduationRegistration, ListFsGraduationTotalRegistrationsParams>
        list={stage.list}
        rowKey="id"
        search={search}
        columns={columns}
        batchActions={stage.certificates ? [assign, submit] : [submit]}
        exportFile={stage.exportFile}
        exportName={stage.exportName}
        summary={(envelope) => {
          const rows = envelope.result.list;
          const registered = rows.filter((row) => row.registered === 1).length;
          const numbered = rows.filter((row) => row.certificate_no).length;
          return `本页已${stage.noun} ${registered} 人，未登记 ${rows.length - registered} 人${stage.certificates ? `；已分配证书编号 ${numbered} 人` : ''}`;
        }}
      />
      {numbering && <CertificateModal rows={numbering} onClose={() => setNumbering(undefined)} />}
    </>
  );
}

export const PreRegistrationPage = () => <RegistrationPage stage={STAGES.pre} />;
export const TotalRegistrationPage = () => <RegistrationPage stage={STAGES.total} />;
