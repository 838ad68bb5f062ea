/**
 * 考试计划报名学生 (examPlanEnrolledStudentsAE / enrolledStudentsST, `?plan_id=`): who registered
 * for which course of a plan, with payment state, filters and export.
 */
import { Alert, Button, Space } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  exportExamPlanStudents,
  getListExamPlanStudentsQueryKey,
  listExamPlanStudents,
  useGetExamPlan,
} from '@/generated/api/exam/exam';
import type { ExamPlanStudent } from '@/generated/model';
import {
  type ListColumn,
  ListPage,
  LoadFailed,
  type SearchField,
  useScreenNavigation,
  SummaryStrip,
} from '@/kit';
import { STUDENT_COURSE_SEARCH, studentCourseColumns } from './student-course';
import { useExamLine } from './exam-lines';
import { PAY_OPTIONS, PAY_STATUS } from './exam-fields';

export function PlanStudentsPage() {
  const line = useExamLine();
  const { backTo } = useScreenNavigation();
  const [params] = useSearchParams();
  const planId = Number(params.get('plan_id')) || 0;
  const plan = useGetExamPlan(planId, { query: { enabled: planId > 0 }, request: { silent: true } });
  const search: SearchField[] = useMemo(
    () => [
      ...STUDENT_COURSE_SEARCH,
      { type: 'filter', field: 'station_id', label: line.stationNoun, kind: 'station' },
      { type: 'select', field: 'pay_status', label: '缴费状态', options: PAY_OPTIONS },
    ],
    [line.stationNoun],
  );
  const columns: ListColumn<ExamPlanStudent>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamPlanStudent>(line.stationNoun, '报考课程'),
      { key: 'register_at', title: '报名时间', width: 170, valueType: 'datetime' },
      { key: 'fee', title: '考试费', width: 100, valueType: 'money' },
      { key: 'pay_status', title: '缴费状态', width: 100, valueType: 'status', statusMap: PAY_STATUS },
    ],
    [line.stationNoun],
  );
  const list = useMemo(
    () => ({
      queryKey: (query: object) => getListExamPlanStudentsQueryKey({ ...query, plan_id: planId }),
      fetcher: (query: object, options?: object, signal?: AbortSignal) =>
        listExamPlanStudents({ ...query, plan_id: planId }, options, signal),
    }),
    [planId],
  );

  if (!planId)
    return (
      <Alert
        type="warning"
        content="请从「考试计划」列表中选择一个考试计划查看报名学生。"
        action={<Button onClick={() => backTo(line.planList)}>返回考试计划</Button>}
      />
    );
  const detail = plan.data?.result;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {plan.isError && <LoadFailed what="考试计划" error={plan.error} onRetry={plan.refetch} />}
      {detail && (
        <SummaryStrip
          items={[
            { label: '考试计划', value: detail.name },
            { label: '学期', value: detail.semester },
            { label: '报名期', value: `${detail.register_start} 至 ${detail.register_end}` },
            { label: '考试期', value: `${detail.exam_start} 至 ${detail.exam_end}` },
          ]}
        />
      )}
      <ListPage<ExamPlanStudent>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        exportFile={(query, options) => exportExamPlanStudents({ ...query, plan_id: planId }, options)}
        exportName={`${detail?.name ?? '考试计划'}报名学生.xlsx`}
      />
    </Space>
  );
}
