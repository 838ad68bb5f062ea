import { Button, Card, Tag } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListMarkingAssignmentsQueryKey,
  getListMarkingTopicsQueryKey,
  listMarkingAssignments,
  listMarkingTopics,
  saveMarkingAssignment,
  updateTopicTeacher,
} from '@/generated/api/paper/paper';
import type { MarkingAssignment, MarkingAssignmentBody, MarkingTopic } from '@/generated/model';
import { SaveMarkingAssignmentBody, UpdateTopicTeacherBody } from '@/generated/zod/paper/paper.zod';
import {
  DetailTable,
  FilterSelect,
  FormModal,
  useRecordModal,
  useScreenNavigation,
  withIssues,
  type FormField,
  type RowAction,
} from '@/kit';
import { assignmentIssues } from '@/kit/marking';
import { usePermission } from '@/access/access-context';
import type { RouteLine } from '@/routes/types';
import { useLine } from '@/lines/page-type';
import { topicColumns } from './marking-fields';
import { MissingQuery } from './missing-query';

/** 阅卷进度 of each line, where the paper's 评分一致性 report lives. */
const PROGRESS: Record<RouteLine, string> = { AE: 'readingProgressAE', ST: 'scoringProgressST' };

const TEACHERS: FormField = {
  type: 'custom',
  field: 'teacher_ids',
  label: '阅卷老师',
  extra: '可选多位老师，答题平均分给他们；已批阅的答题不受影响',
  render: () => <FilterSelect kind="teacher" mode="multiple" placeholder="请选择阅卷老师" />,
};
/** The assignment: markers, double marking with its tolerance, and the lead. */
const ASSIGNMENT: FormField[] = [
  TEACHERS,
  {
    type: 'switch',
    field: 'double_marking',
    label: '双评',
    checkedText: '开启',
    uncheckedText: '关闭',
    extra: '开启后每份答题由两位老师背靠背批阅；两评分差不超过允许误差取平均分，超过交阅卷组长仲裁',
    half: true,
  },
  {
    type: 'number',
    field: 'tolerance',
    label: '允许误差',
    min: 0,
    max: 100,
    precision: 1,
    suffix: '分',
    half: true,
  },
  {
    type: 'filter',
    field: 'lead_teacher_id',
    label: '阅卷组长',
    kind: 'teacher',
    extra: '处理仲裁与异常卷（空白、字迹无法辨认、答非所问、疑似抄袭）',
  },
];
const TEACHER_SCHEMA = UpdateTopicTeacherBody.pick({ teacher_ids: true });
type AssignmentForm = Omit<MarkingAssignmentBody, 'id'>;

/** 按题批改 (modifyQuestionAE / ST): the questions of one paper with progress; markers per question. */
export function MarkingTopicsPage() {
  const line = useLine();
  const [params] = useSearchParams();
  const paperId = Number(params.get('paper_id')) || undefined;
  const { open, backTo } = useScreenNavigation();
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const assign = useRecordModal<MarkingTopic>();
  const topics = useQuery({
    queryKey: getListMarkingTopicsQueryKey({ paper_id: paperId ?? 0 }),
    queryFn: ({ signal }) =>
      listMarkingTopics({ paper_id: paperId ?? 0 }, { silent: true, loading: false }, signal),
    enabled: !!paperId,
  });
  const assignments = useQuery({
    queryKey: getListMarkingAssignmentsQueryKey({ paper_id: paperId ?? 0 }),
    queryFn: ({ signal }) =>
      listMarkingAssignments({ paper_id: paperId ?? 0 }, { silent: true, loading: false }, signal),
    enabled: !!paperId,
  });
  const byTopic = useMemo(
    () => new Map((assignments.data?.result ?? []).map((item) => [item.topic_id, item])),
    [assignments.data],
  );
  const editing = assign.record ? byTopic.get(assign.record.topic_id) : undefined;
  const schema = useMemo(
    () =>
      withIssues(SaveMarkingAssignmentBody.omit({ id: true }), (values) =>
        assignmentIssues(values, editing?.max_score ?? 100),
      ),
    [editing?.max_score],
  );
  if (!paperId) return <MissingQuery list="阅卷管理" onBack={() => backTo(`marking${line.suffix}`)} />;

  const mark = (topicId: number, teacherId?: number) =>
    open(`modifyQuestionDetail${line.suffix}`, {
      paper_id: paperId,
      topic_id: topicId,
      ...(teacherId ? { teacher_id: teacherId } : {}),
    });
  const actions: RowAction<MarkingTopic>[] = [
    { key: 'mark', label: '按题批改', perm: 'edit', onClick: (row) => mark(row.topic_id) },
    { key: 'assign', label: '分配阅卷老师', perm: 'edit', onClick: (row) => assign.open(row) },
  ];
  const visible = actions.filter((action) => !action.perm || can(action.perm));
  const columns = [
    ...topicColumns,
    {
      key: 'double_marking',
      title: '阅卷方式',
      width: 190,
      render: (row: MarkingTopic) => <ModeCell assignment={byTopic.get(row.topic_id)} />,
    },
    {
      key: 'tasks',
      title: '阅卷任务',
      width: 230,
      render: (row: MarkingTopic) => {
        const item = byTopic.get(row.topic_id);
        if (!item) return '—';
        return (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {item.teacher_ids.map((id, at) => (
              <a key={id} role="button" onClick={() => mark(row.topic_id, id)}>
                {item.teacher_names[at] ?? id} 批阅
              </a>
            ))}
            <a role="button" onClick={() => mark(row.topic_id, item.lead_teacher_id)}>
              {item.lead_teacher_name} 仲裁
            </a>
          </span>
        );
      },
    },
    {
      key: 'actions',
      title: '操作',
      width: 200,
      render: (row: MarkingTopic) => (
        <span style={{ display: 'inline-flex', gap: 12 }}>
          {visible.map((action) => (
            <a key={action.key} role="button" onClick={() => void action.onClick(row)}>
              {action.label}
            </a>
          ))}
        </span>
      ),
    },
  ];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getListMarkingTopicsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListMarkingAssignmentsQueryKey() });
    // 阅卷进度's 评分一致性 counts by the assignments
    void queryClient.invalidateQueries({ queryKey: ['marking-consistency'] });
  };
  return (
    <Card
      title="按题批改：选择一道题，批改全部考生的答题"
      bordered={false}
      extra={
        <Button size="small" onClick={() => open(PROGRESS[line.suffix], { paper_id: paperId })}>
          阅卷进度与评分一致性
        </Button>
      }
    >
      <DetailTable<MarkingTopic>
        columns={columns}
        rowKey="topic_id"
        rows={topics.data?.result}
        loading={topics.isFetching}
        error={topics.error}
        onRetry={() => void topics.refetch()}
      />
      {editing ? (
        <FormModal<AssignmentForm>
          visible={assign.visible}
          onClose={assign.close}
          title={`第 ${editing.seq} 题的阅卷分配`}
          fields={ASSIGNMENT}
          schema={schema}
          record={{
            teacher_ids: editing.teacher_ids,
            double_marking: editing.double_marking,
            tolerance: editing.tolerance,
            lead_teacher_id: editing.lead_teacher_id,
          }}
          submit={(values) => saveMarkingAssignment({ id: editing.id, ...values })}
          onSaved={refresh}
        />
      ) : (
        <FormModal<{ teacher_ids: number[] }>
          visible={assign.visible}
          onClose={assign.close}
          title={`分配第 ${assign.record?.seq ?? ''} 题的阅卷老师`}
          fields={[TEACHERS]}
          schema={TEACHER_SCHEMA}
          record={assign.record ? { teacher_ids: assign.record.teacher_ids } : undefined}
          submit={({ teacher_ids }) =>
            updateTopicTeacher({ paper_id: paperId, topic_id: assign.record?.topic_id ?? 0, teacher_ids })
          }
          onSaved={refresh}
        />
      )}
    </Card>
  );
}

function ModeCell({ assignment }: { assignment?: MarkingAssignment }) {
  if (!assignment) return <>—</>;
  return (
    <span>
      {assignment.double_marking === 1 ? (
        <Tag color="arcoblue">双评 · 误差 {assignment.tolerance} 分</Tag>
      ) : (
        <Tag>单评</Tag>
      )}{' '}
      组长 {assignment.lead_teacher_name}
    </span>
  );
}
