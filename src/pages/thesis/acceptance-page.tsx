import { Alert, Checkbox, Input, Message, Modal, Space } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  acceptAdultThesisMaterials,
  getListAdultThesisAcceptancesQueryKey,
  listAdultThesisAcceptances,
} from '@/generated/api/thesis/thesis';
import type { ThesisAcceptance } from '@/generated/model';
import { AcceptAdultThesisMaterialsBody } from '@/generated/zod/thesis/thesis.zod';
import { ListPage, optionsOf, type ListColumn, type SearchField, type StatusMap } from '@/kit';
import { THESIS_STUDENT_SEARCH, thesisStudentColumns } from './thesis-columns';

const ACCEPT_STATUS: StatusMap = {
  0: { text: '未验收', color: 'gray' },
  1: { text: '验收合格', color: 'green' },
  2: { text: '需补交', color: 'red' },
};

/** 「已交 5/6，合格 4/6」 */
export function materialsText(row: Pick<ThesisAcceptance, 'materials'>): string {
  const all = row.materials.length;
  const submitted = row.materials.filter((m) => m.submitted).length;
  const accepted = row.materials.filter((m) => m.accepted).length;
  return `已交 ${submitted}/${all}，合格 ${accepted}/${all}`;
}

/** The state a check gives: all accepted → 验收合格, otherwise 需补交 (with what is missing). */
export function acceptanceOutcome(row: Pick<ThesisAcceptance, 'materials'>, accepted: readonly string[]) {
  const missing = row.materials.filter((m) => !accepted.includes(m.key)).map((m) => m.name);
  return missing.length
    ? { status: 2, text: `需补交：${missing.join('、')}` }
    : { status: 1, text: '全部合格，验收合格' };
}

const search: SearchField[] = [
  THESIS_STUDENT_SEARCH,
  { type: 'select', field: 'status', label: '验收状态', options: optionsOf(ACCEPT_STATUS) },
];
const columns: ListColumn<ThesisAcceptance>[] = [
  ...thesisStudentColumns<ThesisAcceptance>(220),
  { key: 'materials', title: '材料', width: 170, render: materialsText },
  { key: 'status', title: '验收状态', width: 100, valueType: 'status', statusMap: ACCEPT_STATUS },
  { key: 'remark', title: '验收说明', width: 220, ellipsis: true },
  { key: 'accepted_at', title: '验收时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

/** The checklist of one student's materials: only submitted ones can be accepted. */
function AcceptModal({ row, onClose }: { row: ThesisAcceptance; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState<string[]>(
    row.materials.filter((m) => m.accepted).map((m) => m.key),
  );
  const [remark, setRemark] = useState(row.remark);
  const [saving, setSaving] = useState(false);
  const outcome = acceptanceOutcome(row, accepted);
  const save = async () => {
    const body = AcceptAdultThesisMaterialsBody.parse({
      id: row.id,
      accepted_keys: accepted,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
    setSaving(true);
    try {
      await acceptAdultThesisMaterials(body);
      Message.success(`${row.student_name}：${outcome.text}`);
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisAcceptancesQueryKey() });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`材料验收：${row.student_name}`}
      visible
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存验收"
      confirmLoading={saving}
      maskClosable={false}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Checkbox.Group
          direction="vertical"
          value={accepted}
          onChange={(value: string[]) => setAccepted(value)}
        >
          {row.materials.map((m) => (
            <Checkbox key={m.key} value={m.key} disabled={!m.submitted}>
              {m.name}
              {!m.submitted && <span style={{ color: 'rgb(var(--danger-6))' }}>（未提交）</span>}
            </Checkbox>
          ))}
        </Checkbox.Group>
        <Alert type={outcome.status === 1 ? 'success' : 'warning'} content={outcome.text} />
        <Input.TextArea
          aria-label="验收说明"
          placeholder="验收说明，如补交期限"
          maxLength={200}
          value={remark}
          onChange={setRemark}
        />
      </Space>
    </Modal>
  );
}

/** 论文材料验收 (paperInformationStudentAE): a checklist per student, the state from what is accepted. */
export function AcceptancePage() {
  const [checking, setChecking] = useState<ThesisAcceptance>();
  return (
    <>
      <ListPage<ThesisAcceptance, Parameters<typeof listAdultThesisAcceptances>[0]>
        list={{ queryKey: getListAdultThesisAcceptancesQueryKey, fetcher: listAdultThesisAcceptances }}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[{ key: 'accept', label: '验收', perm: 'audit', onClick: (row) => setChecking(row) }]}
      />
      {checking && <AcceptModal row={checking} onClose={() => setChecking(undefined)} />}
    </>
  );
}
