import { Empty } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  getListMarkingAnomaliesQueryKey,
  getListMarkingAssignmentsQueryKey,
  getListMarkingMarksQueryKey,
  listMarkingAnomalies,
  listMarkingAssignments,
  listMarkingMarks,
} from '@/generated/api/paper/paper';
import { LoadFailed, useScreenNavigation, ScreenLoading } from '@/kit';
import { inTask, namesOf, roleOf, routesOf } from '@/kit/marking';
import { useLine } from '@/lines/page-type';
import { answersQuery, answersRequest, questionStyles, READ_OPTIONS } from './marking-answers';
import { MissingQuery } from './missing-query';
import { Workspace } from './marking-workspace';
import type { MarkingTask } from './marking-workspace-state';

/**
 * 阅卷详情 (markingTestPaperDetail*, by answer sheet) and 按题批改详情 (modifyQuestionDetail*, one question
 * across all candidates): one answer at a time, scored with the keyboard; saves run in the background.
 * Opened with teacher_id for a question, it is that teacher's task: a marker sees only the answers
 * still open to markers (double marking: blind to the other marker), the lead the arbitrations and
 * the flagged answers.
 */
export function MarkingWorkspacePage() {
  const line = useLine();
  const [params] = useSearchParams();
  const paperId = Number(params.get('paper_id')) || undefined;
  const topicId = Number(params.get('topic_id')) || undefined;
  const teacherId = (topicId && Number(params.get('teacher_id'))) || undefined;
  const { backTo } = useScreenNavigation();
  const listRoute = `marking${line.suffix}`;
  const request = answersRequest(params);
  const answers = useQuery(answersQuery(request));
  // the card is drawn with its question type's name (the name replacing the value moved the card); a
  // dictionary that cannot be read holds it only until its first failure (the value is shown instead)
  const styles = useQuery(questionStyles());
  const stylesPending = styles.isPending && styles.errorUpdateCount === 0;
  const topic = { paper_id: paperId ?? 0, topic_id: topicId ?? 0 };
  const forTask = !!paperId && !!teacherId;
  // a task opens on fresh marks and flags (another teacher may have marked meanwhile): its reads are
  // the teacher's own and dropped when the task closes (gcTime 0), and its queue stays as it was
  // opened while the teacher works it
  const opened = `teacher:${teacherId}`;
  const fresh = { gcTime: 0, staleTime: Infinity, enabled: forTask } as const;
  const assignments = useQuery({
    queryKey: [...getListMarkingAssignmentsQueryKey({ paper_id: topic.paper_id }), opened],
    queryFn: ({ signal }) => listMarkingAssignments({ paper_id: topic.paper_id }, READ_OPTIONS, signal),
    ...fresh,
  });
  const marks = useQuery({
    queryKey: [...getListMarkingMarksQueryKey(topic), opened],
    queryFn: ({ signal }) => listMarkingMarks(topic, READ_OPTIONS, signal),
    ...fresh,
  });
  const anomalies = useQuery({
    queryKey: [...getListMarkingAnomaliesQueryKey(topic), opened],
    queryFn: ({ signal }) => listMarkingAnomalies(topic, READ_OPTIONS, signal),
    ...fresh,
  });

  if (!paperId) return <MissingQuery list="阅卷管理" onBack={() => backTo(listRoute)} />;
  const reads = forTask ? [answers, assignments, marks, anomalies] : [answers];
  if (reads.some((read) => read.isPending) || stylesPending) return <ScreenLoading tip="加载答题…" />;
  const failed = reads.find((read) => read.isError);
  if (failed?.error || !answers.data)
    return (
      <LoadFailed
        what="待批阅的答题"
        error={failed?.error ?? null}
        onRetry={() => reads.forEach((read) => void read.refetch())}
      />
    );

  let task: MarkingTask | undefined;
  let list = answers.data.result;
  if (forTask) {
    const assignment = assignments.data?.result.find((item) => item.topic_id === topicId);
    const role = assignment && roleOf(assignment, teacherId);
    if (!assignment || !role)
      return (
        <Empty
          style={{ marginTop: 80 }}
          description={assignment ? '您不是本题的阅卷老师或阅卷组长' : '本题尚未分配阅卷老师'}
        />
      );
    const ofTopic = list.filter((item) => item.topic_id === topicId && item.objective !== 1);
    const routes = routesOf(
      ofTopic.map((item) => item.answer_id),
      assignment,
      marks.data?.result ?? [],
      anomalies.data?.result ?? [],
    );
    task = {
      role,
      teacherId,
      assignment,
      names: namesOf(assignment),
      routes,
      marks: marks.data?.result ?? [],
      anomalies: anomalies.data?.result ?? [],
    };
    list = ofTopic.filter((item) => inTask(routes.get(item.answer_id), role));
  }
  return (
    <Workspace
      key={`${JSON.stringify(request)}:${teacherId ?? ''}`}
      paperId={paperId}
      answers={list}
      task={task}
      onBack={() => backTo(listRoute)}
    />
  );
}
