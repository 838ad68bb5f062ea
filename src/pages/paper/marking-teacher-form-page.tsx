import { Form, Select } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  addMarkingTeacher,
  getListMarkingPapersQueryKey,
  getListMarkingTopicsQueryKey,
  listMarkingTopics,
} from '@/generated/api/paper/paper';
import type { MarkingTeacherBody } from '@/generated/model';
import { AddMarkingTeacherBody } from '@/generated/zod/paper/paper.zod';
import { FormPage, useScreenNavigation, type FormField } from '@/kit';

/** The questions of the paper chosen above it (multiple). */
function TopicSelect(props: { value?: number[]; onChange?: (value: number[]) => void }) {
  const { form } = Form.useFormContext();
  const paperId = Form.useWatch('paper_id', form) as number | undefined;
  const topics = useQuery({
    queryKey: getListMarkingTopicsQueryKey({ paper_id: paperId ?? 0 }),
    queryFn: ({ signal }) =>
      listMarkingTopics({ paper_id: paperId ?? 0 }, { silent: true, loading: false }, signal),
    enabled: !!paperId,
  });
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder={paperId ? '请选择负责的题目' : '请先选择试卷'}
      disabled={!paperId}
      loading={topics.isFetching}
      options={(topics.data?.result ?? []).map((topic) => ({
        label: `第 ${topic.seq} 题（${topic.max_score} 分）${topic.stem.slice(0, 16)}`,
        value: topic.topic_id,
      }))}
      {...props}
    />
  );
}

const FIELDS: FormField[] = [
  { type: 'filter', field: 'paper_id', label: '试卷', kind: 'exam_paper', half: true },
  { type: 'filter', field: 'teacher_id', label: '阅卷老师', kind: 'teacher', half: true },
  { type: 'custom', field: 'topic_ids', label: '负责的题目', render: () => <TopicSelect /> },
  { type: 'date', field: 'deadline', label: '阅卷截止日期', half: true },
];

/** 新增阅卷老师 (addMarkingTeacherST): a teacher takes some questions of a paper, with a deadline. */
export function MarkingTeacherFormPage() {
  const [params] = useSearchParams();
  const paperId = Number(params.get('paper_id')) || undefined;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  return (
    <FormPage<MarkingTeacherBody>
      title="新增阅卷老师"
      perm="add"
      fields={FIELDS}
      schema={AddMarkingTeacherBody}
      record={paperId ? { paper_id: paperId } : undefined}
      submit={(payload) => addMarkingTeacher(payload)}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: getListMarkingPapersQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListMarkingTopicsQueryKey() });
      }}
      onBack={() => backTo('markingST')}
    />
  );
}
