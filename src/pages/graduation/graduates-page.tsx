/**
 * 毕业生管理 (graduatesST): self-taught graduates with certificate number, scans and collection;
 * 证书 shows the scans and uploads a new one (the kit's upload button), then records it with the
 * admin's diploma update (updateDiplomaByAdmin: ';'-joined addresses, the newest 2 kept).
 */
import { Alert, Message, Modal } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '@/access/access-context';
import {
  exportOwnGraduationGraduates,
  getListOwnGraduationGraduatesQueryKey,
  listOwnGraduationGraduates,
  updateDiplomaByAdmin,
} from '@/generated/api/graduation/graduation';
import type { GraduationGraduate, ListOwnGraduationGraduatesParams } from '@/generated/model';
import { type ListColumn, ListPage, PhotoWall, type SearchField, studentColumns, yesNoOptions } from '@/kit';
import { formatBytes, UploadButton, type UploadedObject } from '@/kit/upload';
import { KEPT_SCANS, withScan } from './graduation-rules';
import { PROFESSION_SEARCH, STUDENT_SEARCH } from './graduation-fields';
import { LINE_OF_SUFFIX } from '@/lines/line';

const MAX_SCAN_BYTES = 10 * 1024 ** 2;

const LIST = {
  queryKey: getListOwnGraduationGraduatesQueryKey,
  fetcher: listOwnGraduationGraduates,
};
const SEARCH: SearchField[] = [
  STUDENT_SEARCH,
  PROFESSION_SEARCH,
  {
    type: 'select',
    field: 'has_certificate',
    label: '证书编号',
    options: yesNoOptions('已分配', '未分配'),
  },
  { type: 'select', field: 'received', label: '领取状态', options: yesNoOptions('已领取', '未领取') },
];
const COLUMNS: ListColumn<GraduationGraduate>[] = [
  ...studentColumns<GraduationGraduate>(LINE_OF_SUFFIX.ST.nouns.station),
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'class_name', title: '班级', width: 200, ellipsis: true },
  { key: 'graduated_at', title: '毕业日期', width: 110, valueType: 'date' },
  { key: 'certificate_no', title: '证书编号', width: 170 },
  { key: 'scans', title: '证书扫描件', width: 100, render: (row) => `${row.diplomas.length} 张` },
  {
    key: 'received',
    title: '领取状态',
    width: 90,
    valueType: 'status',
    statusMap: { true: { text: '已领取', color: 'green' }, false: { text: '未领取', color: 'gray' } },
  },
];

function DiplomaModal({ row, onClose }: { row: GraduationGraduate; onClose: () => void }) {
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const [scans, setScans] = useState<string[]>(row.diplomas);

  /** The uploaded scan joins the newest ones kept, through the admin's diploma update. */
  const record = async (object: UploadedObject, file: File) => {
    const next = withScan(scans, object.url);
    await updateDiplomaByAdmin(row.student_uuid, row.class_uuid, { diplomas: next.join(';') });
    setScans(next);
    Message.success(`已上传${row.student_name}的证书「${file.name}」`);
    await queryClient.invalidateQueries({ queryKey: getListOwnGraduationGraduatesQueryKey() });
  };

  return (
    <Modal
      visible
      title={`证书 · ${row.student_name}`}
      footer={null}
      onCancel={onClose}
      style={{ width: 640 }}
    >
      <PhotoWall
        photos={scans.map((src, index) => ({ src, title: index === 0 ? '最新上传' : `第 ${index + 1} 张` }))}
        size={160}
        empty="尚未上传证书扫描件"
      />
      {can('edit') && (
        <div style={{ marginTop: 16 }}>
          <UploadButton
            folder="diploma"
            accept="image/*"
            maxBytes={MAX_SCAN_BYTES}
            label="上传证书"
            inputLabel="选择证书图片"
            primary
            hint={`图片不超过 ${formatBytes(MAX_SCAN_BYTES)}，只保留最新 ${KEPT_SCANS} 张`}
            onUploaded={record}
          />
        </div>
      )}
      {!row.certificate_no && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          content="该生尚未分配证书编号，请先在「毕业总登记」中分配。"
        />
      )}
    </Modal>
  );
}

export function GraduatesPage() {
  const [open, setOpen] = useState<GraduationGraduate>();
  return (
    <>
      <ListPage<GraduationGraduate, ListOwnGraduationGraduatesParams>
        list={LIST}
        rowKey="id"
        search={SEARCH}
        columns={COLUMNS}
        rowActions={[{ key: 'diploma', label: '证书', onClick: (row) => setOpen(row) }]}
        exportFile={exportOwnGraduationGraduates}
        exportName="毕业生名单.xlsx"
      />
      {open && <DiplomaModal key={open.id} row={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
