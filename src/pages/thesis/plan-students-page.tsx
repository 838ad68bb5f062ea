import { Alert, Message, Modal, Select, Space } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAdultThesisGroupsQueryKey,
  getListAdultThesisPlanStudentsQueryKey,
  listAdultThesisPlanStudents,
  moveAdultThesisStudents,
  useListAdultThesisGroups,
} from '@/generated/api/thesis/thesis';
import type { ListAdultThesisPlanStudentsParams, ThesisPlanStudent } from '@/generated/model';
import { ListPage, useScreenNavigation, type ListColumn, type SearchField } from '@/kit';
import { moveProblem } from './grouping';
import { MILESTONE_STATUS } from './milestones';
import { MissingPlan, PLAN_LIST, PlanTitle, usePlanQuery } from './plan-context';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

const search: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名或学号' },
  {
    type: 'select',
    field: 'grouped',
    label: '分组',
    options: [
      { label: '已分组', value: 1 },
      { label: '未分组', value: 0 },
    ],
  },
];
const columns: ListColumn<ThesisPlanStudent>[] = [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'major_name', title: '专业', width: 130 },
  { key: 'station_name', title: station, width: 160 },
  { key: 'phone', title: '手机号', width: 120, valueType: 'phone' },
  { key: 'supervisor_name', title: '指导教师', width: 100, render: (row) => row.supervisor_name || '未分组' },
  { key: 'topic', title: '论文题目', width: 240, ellipsis: true },
  { key: 'milestone', title: '所处环节', width: 100, valueType: 'status', statusMap: MILESTONE_STATUS },
];

/** 调整分组: the selected students to another supervisor, within that supervisor's limit. */
function MoveModal({
  planId,
  rows,
  onClose,
}: {
  planId: number;
  rows: ThesisPlanStudent[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const groups = useListAdultThesisGroups({ plan_id: planId, page: 1, limit: 100 });
  const [target, setTarget] = useState<number>();
  const [saving, setSaving] = useState(false);
  const options = groups.data?.result.list ?? [];
  const group = options.find((g) => g.supervisor_id === target);
  const moving = rows.filter((row) => row.supervisor_id !== target).length;
  const problem = group ? moveProblem(group, moving) : undefined;
  const save = async () => {
    if (!target || problem) return;
    setSaving(true);
    try {
      await moveAdultThesisStudents({
        plan_id: planId,
        student_ids: rows.map((r) => r.id),
        supervisor_id: target,
      });
      Message.success(`已将 ${rows.length} 名学生调到${group?.supervisor_name ?? ''}名下`);
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisPlanStudentsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListAdultThesisGroupsQueryKey() });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`调整分组（${rows.length} 名学生）`}
      visible
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !target || !!problem }}
      confirmLoading={saving}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>学生：{rows.map((r) => r.student_name).join('、')}</div>
        <Select
          placeholder="请选择指导教师"
          aria-label="指导教师"
          value={target}
          onChange={setTarget}
          loading={groups.isLoading}
          options={options.map((g) => ({
            value: g.supervisor_id,
            label: `${g.supervisor_name}（${g.major_name}，${g.student_count}/${g.capacity}）`,
          }))}
        />
        {problem && <Alert type="error" content={problem} />}
      </Space>
    </Modal>
  );
}

/** 查看学生 (viewStudentsAE): the students of one plan, their supervisor and milestone; groups adjusted by hand. */
export function PlanStudentsPage() {
  const { planId, planName } = usePlanQuery();
  const { backTo } = useScreenNavigation();
  const [moving, setMoving] = useState<ThesisPlanStudent[]>();
  if (!planId) return <MissingPlan what="查看其学生" />;
  const list = {
    queryKey: (params: ListAdultThesisPlanStudentsParams) =>
      getListAdultThesisPlanStudentsQueryKey({ ...params, plan_id: planId }),
    fetcher: (
      params: ListAdultThesisPlanStudentsParams,
      options?: Parameters<typeof listAdultThesisPlanStudents>[1],
      signal?: AbortSignal,
    ) => listAdultThesisPlanStudents({ ...params, plan_id: planId }, options, signal),
  };
  return (
    <>
      <PlanTitle name={planName} />
      <ListPage<ThesisPlanStudent, ListAdultThesisPlanStudentsParams>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[{ key: 'move', label: '调整分组', perm: 'edit', onClick: (row) => setMoving([row]) }]}
        batchActions={[{ key: 'move', label: '调整分组', perm: 'edit', onClick: (rows) => setMoving(rows) }]}
        onClose={() => backTo(PLAN_LIST)}
      />
      {moving && <MoveModal planId={planId} rows={moving} onClose={() => setMoving(undefined)} />}
    </>
  );
}
