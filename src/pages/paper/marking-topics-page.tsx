import { Card } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  getListMarkingTopicsQueryKey,
  listMarkingTopics,
  updateTopicTeacher,
} from '@/generated/api/paper/paper';
import type { MarkingTopic } from '@/generated/model';
import { UpdateTopicTeacherBody } from '@/generated/zod/paper/paper.zod';
import {
  DetailTable,
  FilterSelect,
  FormModal,
  useRecordModal,
  useScreenNavigation,
  type FormField,
  type RowAction,
} from '@/kit';
import { usePermission } from '@/access/access-context';
import { useLine } from '@/lines/page-type';
import { topicColumns } from './marking-fields';
import { MissingQuery } from './missing-query';

const TEACHERS: FormField[] = [
  {
    type: 'custom',
    field: 'teacher_ids',
    label: '阅卷老师',
    extra: '可选多位老师，答题平均分给他们；已批阅的答题不受影响',
    render: () => <FilterSelect kind="teacher" mode="multiple" placeholder="请选择阅卷老师" />,
  },
];
const TEACHER_SCHEMA = UpdateTopicTeacherBody.pick({ teacher_ids: true });

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
  if (!paperId) return <MissingQuery list="阅卷管理" onBack={() => backTo(`marking${line.suffix}`)} />;

  const actions: RowAction<MarkingTopic>[] = [
    {
      key: 'mark',
      label: '按题批改',
      onClick: (row) =>
        open(`modifyQuestionDetail${line.suffix}`, { paper_id: paperId, topic_id: row.topic_id }),
    },
    { key: 'assign', label: '分配阅卷老师', perm: 'edit', onClick: (row) => assign.open(row) },
  ];
  const visible = actions.filter((action) => !action.perm || can(action.perm));
  const columns = [
    ...topicColumns,
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
  return (
    <Card title="按题批改：选择一道题，批改全部考生的答题" bordered={false}>
      <DetailTable<MarkingTopic>
        columns={columns}
        rowKey="topic_id"
        rows={topics.data?.result}
        loading={topics.isFetching}
        error={topics.error}
        onRetry={() => void topics.refetch()}
      />
      <FormModal<{ teacher_ids: number[] }>
        visible={assign.visible}
        onClose={assign.close}
        title={`分配第 ${assign.record?.seq ?? ''} 题的阅卷老师`}
        fields={TEACHERS}
        schema={TEACHER_SCHEMA}
        record={assign.record ? { teacher_ids: assign.record.teacher_ids } : undefined}
        submit={({ teacher_ids }) =>
          updateTopicTeacher({ paper_id: paperId, topic_id: assign.record?.topic_id ?? 0, teacher_ids })
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListMarkingTopicsQueryKey() })}
      />
    </Card>
  );
}
