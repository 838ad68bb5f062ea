import { Alert, Message, Modal, Space, Table } from '@arco-design/web-react';
import { IconThunderbolt } from '@arco-design/web-react/icon';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getAdultThesisGroupingSource,
  getListAdultThesisGroupsQueryKey,
  getListAdultThesisPlanStudentsQueryKey,
  listAdultThesisGroups,
  saveAdultThesisGroups,
} from '@/generated/api/thesis/thesis';
import type { ListAdultThesisGroupsParams, ThesisGroup, ThesisGroupingSource } from '@/generated/model';
import { ListPage, useScreenNavigation, type ListColumn, type SearchField } from '@/kit';
import { balanceGroups, type GroupingResult } from './grouping';
import { MissingPlan, PLAN_LIST, PlanTitle, usePlanQuery } from './plan-context';

const search: SearchField[] = [{ type: 'input', field: 'supervisor_name', label: '指导教师' }];
const columns: ListColumn<ThesisGroup>[] = [
  { key: 'supervisor_name', title: '指导教师', width: 110 },
  { key: 'supervisor_title', title: '职称', width: 90 },
  { key: 'major_name', title: '所属专业', width: 130 },
  {
    key: 'load',
    title: '已分 / 上限',
    width: 110,
    align: 'right',
    render: (row) => `${row.student_count} / ${row.capacity}`,
  },
  { key: 'student_names', title: '学生', width: 420, ellipsis: true },
];

interface Preview {
  source: ThesisGroupingSource;
  result: GroupingResult;
}

/** The preview of automatic grouping: each supervisor's load before and after, and who is left over. */
function GroupingPreview({
  preview,
  saving,
  onSave,
  onCancel,
}: {
  preview: Preview;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { source, result } = preview;
  const before = (id: number) => source.students.filter((s) => s.supervisor_id === id).length;
  const rows = source.supervisors.map((supervisor) => ({
    ...supervisor,
    before: before(supervisor.id),
    after: result.load[supervisor.id] ?? 0,
  }));
  return (
    <Modal
      title="自动分组预览"
      visible
      onCancel={onCancel}
      onOk={onSave}
      okText="保存分组"
      okButtonProps={{ disabled: !result.assignments.length }}
      confirmLoading={saving}
      style={{ width: 640 }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          content={`规则：已分组的学生不动；其余学生先分给同专业的指导教师，再分给其他教师，每次分给占用比例最低的教师，不超过上限。本次新分 ${result.assignments.length} 人，其中同专业 ${result.sameMajor} 人。`}
        />
        {result.unassigned.length > 0 && (
          <Alert
            type="warning"
            content={`所有教师已达上限，${result.unassigned.length} 名学生未能分组：${result.unassigned.map((s) => s.student_name).join('、')}`}
          />
        )}
        <Table
          rowKey="id"
          pagination={false}
          size="small"
          data={rows}
          columns={[
            { title: '指导教师', dataIndex: 'name' },
            { title: '所属专业', dataIndex: 'major_name' },
            { title: '原有', dataIndex: 'before', align: 'right' },
            { title: '分组后', dataIndex: 'after', align: 'right' },
            { title: '上限', dataIndex: 'capacity', align: 'right' },
          ]}
        />
      </Space>
    </Modal>
  );
}

/** 查看分组 (viewGroupsAE): the supervisors' groups of one plan, with automatic balanced grouping. */
export function PlanGroupsPage() {
  const { planId, planName } = usePlanQuery();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState(false);
  if (!planId) return <MissingPlan what="查看其分组" />;

  const propose = async () => {
    setBusy(true);
    try {
      const { result: source } = await getAdultThesisGroupingSource({ plan_id: planId });
      const result = balanceGroups(source.supervisors, source.students);
      if (!result.assignments.length && !result.unassigned.length) Message.info('所有学生都已分组');
      else setPreview({ source, result });
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      await saveAdultThesisGroups({ plan_id: planId, assignments: preview.result.assignments });
      Message.success(`已分组 ${preview.result.assignments.length} 名学生`);
      setPreview(undefined);
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisGroupsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisPlanStudentsQueryKey() });
    } finally {
      setBusy(false);
    }
  };
  const list = {
    queryKey: (params: ListAdultThesisGroupsParams) =>
      getListAdultThesisGroupsQueryKey({ ...params, plan_id: planId }),
    fetcher: (
      params: ListAdultThesisGroupsParams,
      options?: Parameters<typeof listAdultThesisGroups>[1],
      signal?: AbortSignal,
    ) => listAdultThesisGroups({ ...params, plan_id: planId }, options, signal),
  };
  return (
    <>
      <PlanTitle name={planName} extra="手工调整请在「查看学生」中选择学生后「调整分组」" />
      <ListPage<ThesisGroup, ListAdultThesisGroupsParams>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        toolbar={[
          {
            key: 'auto',
            label: busy ? '正在计算分组…' : '自动分组',
            perm: 'edit',
            primary: true,
            icon: <IconThunderbolt />,
            onClick: () => void propose(),
          },
        ]}
        onClose={() => backTo(PLAN_LIST)}
      />
      {preview && (
        <GroupingPreview
          preview={preview}
          saving={busy}
          onSave={() => void save()}
          onCancel={() => setPreview(undefined)}
        />
      )}
    </>
  );
}
