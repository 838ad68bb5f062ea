import { Alert, Button, Card, Space } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListOwnStudentScoresQueryKey,
  listOwnStudentScores,
  useGetStudent,
} from '@/generated/api/student/student';
import type {
  ListOwnStudentScoresParams,
  StudentRecord,
  StudentScore,
  StudentScoreListResponse,
} from '@/generated/model';
import {
  DetailView,
  ListPage,
  LoadFailed,
  optionsOf,
  useScreenNavigation,
  type DetailItem,
  type ListColumn,
  type ListSource,
  type SearchField,
  type StatusMap,
} from '@/kit';

const SCORE_TYPE: StatusMap = {
  1: { text: '统考', color: 'arcoblue' },
  2: { text: '免考', color: 'purple' },
  3: { text: '实践考核', color: 'cyan' },
  4: { text: '过程性考核', color: 'gray' },
};
const PASSED: StatusMap = { 1: { text: '合格', color: 'green' }, 0: { text: '不合格', color: 'red' } };

const search: SearchField[] = [
  { type: 'input', field: 'course', label: '课程', placeholder: '课程名称或代码' },
  { type: 'select', field: 'score_type', label: '成绩类型', options: optionsOf(SCORE_TYPE) },
  { type: 'select', field: 'passed', label: '是否合格', options: optionsOf(PASSED) },
];
const columns: ListColumn<StudentScore>[] = [
  { key: 'courseCode', title: '课程代码', width: 100 },
  { key: 'courseName', title: '课程名称', width: 200, ellipsis: true },
  { key: 'credit', title: '学分', width: 70, valueType: 'number' },
  { key: 'examBatch', title: '考试批次', width: 110 },
  { key: 'examDate', title: '考试日期', width: 110, valueType: 'date' },
  { key: 'scoreType', title: '成绩类型', width: 110, valueType: 'status', statusMap: SCORE_TYPE },
  {
    key: 'score',
    title: '成绩',
    width: 80,
    align: 'right',
    render: (row) => (row.score === null ? '缺考' : row.score),
  },
  { key: 'passed', title: '是否合格', width: 90, valueType: 'status', statusMap: PASSED },
];
const studentItems: DetailItem<StudentRecord>[] = [
  { key: 'studentName', title: '姓名' },
  { key: 'studentNo', title: '学号' },
  { key: 'card', title: '身份证号', valueType: 'idCard' },
  { key: 'schoolName', title: '院校' },
  { key: 'professionName', title: '专业' },
  { key: 'levelName', title: '层次' },
];
const LIST_ROUTE = 'studentInformationST';

/**
 * 查看学生成绩 (viewResultsStudentST): one student's scores by course, opened from the student list
 * with `?uuid=`; the list keeps its own keys (s_…) so the student stays in the URL.
 */
export function ScoresPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const { backTo } = useScreenNavigation();
  const student = useGetStudent(uuid, { query: { enabled: !!uuid }, request: { silent: true } });
  const list = useMemo<ListSource<StudentScore, ListOwnStudentScoresParams>>(
    () => ({
      queryKey: (query) => getListOwnStudentScoresQueryKey({ ...query, uuid }),
      fetcher: (query, options, signal) => listOwnStudentScores({ ...query, uuid }, options, signal),
    }),
    [uuid],
  );

  if (!uuid)
    return (
      <Alert
        type="warning"
        content="请从「学生信息管理」中选择一名学生查看成绩。"
        action={<Button onClick={() => backTo(LIST_ROUTE)}>返回学生列表</Button>}
      />
    );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card bordered={false} title="学生信息">
        {student.isError && <LoadFailed what="学生信息" error={student.error} onRetry={student.refetch} />}
        {!student.isError && <DetailView items={studentItems} data={student.data?.result} column={3} />}
      </Card>
      <ListPage<StudentScore, ListOwnStudentScoresParams>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        summary={(envelope) => {
          const { passedCount, creditTotal } = (envelope as StudentScoreListResponse).result;
          return (
            <span>
              已合格 {passedCount} 门，已获学分 {creditTotal}
            </span>
          );
        }}
        urlPrefix="s_"
        onClose={() => backTo(LIST_ROUTE)}
      />
    </Space>
  );
}
