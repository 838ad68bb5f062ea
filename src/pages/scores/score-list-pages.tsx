/**
 * 学生成绩 (studentAchievementAE), 不及格学生 (failedStudentAE), 学生成绩查询 (inquiryStudentsScore) and
 * 考生信息查询 (inquiryExamStudents): scores per student and course, the failed ones leading to make-up
 * exams, a student's transcript in a drill-down, and candidates' tickets, rooms and seats. 学生成绩 also
 * opens a DBF file from the exam authority as a table and turns it into Excel.
 */
import { IconFile } from '@arco-design/web-react/icon';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  exportAdultScores,
  getListAdultExamCandidatesQueryKey,
  getListAdultScoresQueryKey,
  listAdultExamCandidates,
  listAdultScores,
} from '@/generated/api/scores/scores';
import type {
  ExamCandidate,
  ListAdultExamCandidatesParams,
  ListAdultScoresParams,
  ScoreRecord,
  ScoreStudent,
} from '@/generated/model';
import {
  classStudentColumns,
  COURSE_SEARCH,
  courseColumn,
  type DetailItem,
  DrillDownModal,
  type ListColumn,
  ListPage,
  type SearchField,
  type StatusMap,
  STUDENT_SEARCH,
  useRecordModal,
  useScreenNavigation,
} from '@/kit';
import { scoreCell, SOURCE, STATE } from './score-fields';
import { ScoreStudentList } from './score-student-list';

const scoreColumn = (
  key: 'usual_score' | 'exam_score' | 'total',
  title: string,
): ListColumn<ScoreRecord> => ({
  key,
  title,
  width: 90,
  align: 'right',
  render: (row) => {
    const cell =
      key === 'total' ? scoreCell(row.total, row.pass_score, row.state) : scoreCell(row[key], row.pass_score);
    return <span style={{ color: cell.failed ? 'rgb(var(--danger-6))' : undefined }}>{cell.text}</span>;
  },
});

const SCORE_COLUMNS: ListColumn<ScoreRecord>[] = [
  courseColumn<ScoreRecord>(),
  { key: 'semester', title: '学期', width: 90 },
  { key: 'credit', title: '学分', width: 70, valueType: 'number' },
  scoreColumn('usual_score', '平时'),
  scoreColumn('exam_score', '考试'),
  scoreColumn('total', '总评'),
  { key: 'state', title: '考试状态', width: 90, valueType: 'status', statusMap: STATE },
  { key: 'source', title: '来源', width: 100, valueType: 'status', statusMap: SOURCE },
  { key: 'entered_at', title: '录入时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];
const SCORES = {
  queryKey: getListAdultScoresQueryKey,
  fetcher: listAdultScores,
};
const SCORE_SEARCH: SearchField[] = [
  STUDENT_SEARCH,
  COURSE_SEARCH,
  { type: 'input', field: 'semester', label: '学期', placeholder: '如 2026春' },
  {
    type: 'select',
    field: 'passed',
    label: '及格',
    options: [
      { label: '及格', value: 1 },
      { label: '不及格', value: 0 },
    ],
  },
];

const DbfViewer = lazy(() => import('./dbf-viewer').then((module) => ({ default: module.DbfViewer })));

export function StudentScoresPage() {
  const columns = useMemo(() => [...classStudentColumns<ScoreRecord>(), ...SCORE_COLUMNS], []);
  const [dbf, setDbf] = useState(false);
  return (
    <>
      <ListPage<ScoreRecord, ListAdultScoresParams>
        list={SCORES}
        rowKey="id"
        search={SCORE_SEARCH}
        columns={columns}
        toolbar={[
          {
            key: 'dbf',
            label: '查看 DBF 文件',
            perm: 'import',
            icon: <IconFile />,
            onClick: () => setDbf(true),
          },
        ]}
        exportFile={exportAdultScores}
        exportName="学生成绩.xlsx"
      />
      {dbf && (
        <Suspense fallback={null}>
          <DbfViewer visible onClose={() => setDbf(false)} />
        </Suspense>
      )}
    </>
  );
}

export function FailedStudentsPage() {
  const { open } = useScreenNavigation();
  const columns = useMemo(() => [...classStudentColumns<ScoreRecord>(), ...SCORE_COLUMNS], []);
  const list = useMemo(
    () => ({
      queryKey: (params: ListAdultScoresParams) => getListAdultScoresQueryKey({ ...params, passed: 0 }),
      fetcher: (params: ListAdultScoresParams, options?: object, signal?: AbortSignal) =>
        listAdultScores({ ...params, passed: 0 }, options, signal),
    }),
    [],
  );
  return (
    <ListPage<ScoreRecord, ListAdultScoresParams>
      list={list}
      rowKey="id"
      search={[
        STUDENT_SEARCH,
        COURSE_SEARCH,
        { type: 'input', field: 'semester', label: '学期', placeholder: '如 2026春' },
      ]}
      columns={columns}
      rowActions={[
        {
          key: 'makeup',
          label: '安排补考',
          perm: 'edit',
          onClick: (row) => open('supplementaryExaminationAE', { keyword: row.student_no }),
        },
      ]}
      exportFile={(params, options) => exportAdultScores({ ...params, passed: 0 }, options)}
      exportName="不及格学生.xlsx"
    />
  );
}

const TRANSCRIPT_ITEMS: DetailItem<ScoreStudent>[] = [
  { key: 'student_name', title: '姓名' },
  { key: 'student_no', title: '学号' },
  { key: 'class_name', title: '班级' },
  { key: 'credits_earned', title: '已获学分', valueType: 'number' },
  { key: 'credits_required', title: '毕业要求学分', valueType: 'number' },
  { key: 'average', title: '平均成绩', valueType: 'number' },
];

export function ScoreQueryPage() {
  const transcript = useRecordModal<ScoreStudent>();
  const columns: ListColumn<ScoreStudent>[] = [
    {
      key: 'failed_count',
      title: '不及格',
      width: 80,
      align: 'right',
      render: (row) => (
        <span style={{ color: row.failed_count ? 'rgb(var(--danger-6))' : undefined }}>
          {row.failed_count}
        </span>
      ),
    },
    {
      key: 'credits_earned',
      title: '学分（已获 / 要求）',
      width: 150,
      align: 'right',
      render: (row) => `${row.credits_earned} / ${row.credits_required}`,
    },
  ];
  return (
    <>
      <ScoreStudentList
        columns={columns}
        rowActions={[{ key: 'scores', label: '查看成绩', onClick: (row) => transcript.open(row) }]}
      />
      <DrillDownModal<ScoreStudent, ScoreRecord, ListAdultScoresParams>
        modal={transcript}
        title={(student) => `${student.student_name}的成绩`}
        items={TRANSCRIPT_ITEMS}
        columns={SCORE_COLUMNS}
        rowKey="id"
        list={(student) => ({
          queryKey: (params) => getListAdultScoresQueryKey({ ...params, student_uuid: student.student_uuid }),
          fetcher: (params, options, signal) =>
            listAdultScores({ ...params, student_uuid: student.student_uuid }, options, signal),
        })}
        search={[
          COURSE_SEARCH,
          { type: 'input', field: 'semester', label: '学期', placeholder: '如 2026春' },
        ]}
        exportFile={(student, params, options) =>
          exportAdultScores({ ...params, student_uuid: student.student_uuid }, options)
        }
        exportName={(student) => `${student.student_name}成绩.xlsx`}
      />
    </>
  );
}

const CANDIDATE_STATE: StatusMap = {
  0: { text: '待考', color: 'arcoblue' },
  1: { text: '已考', color: 'green' },
  2: { text: '缺考', color: 'gray' },
  3: { text: '作弊', color: 'red' },
};

export function CandidatesPage() {
  const list = useMemo(
    () => ({
      queryKey: getListAdultExamCandidatesQueryKey,
      fetcher: listAdultExamCandidates,
    }),
    [],
  );
  const columns: ListColumn<ExamCandidate>[] = [
    ...classStudentColumns<ExamCandidate>(),
    { key: 'ticket_no', title: '准考证号', width: 140 },
    courseColumn<ExamCandidate>(),
    { key: 'plan_name', title: '考试计划', width: 190, ellipsis: true },
    { key: 'exam_time', title: '考试时间', width: 190 },
    {
      key: 'room_name',
      title: '考场与座位',
      width: 230,
      render: (row) => (row.room_name ? `${row.room_name} · ${row.seat_no} 号` : '线上考试'),
    },
    { key: 'state', title: '状态', width: 80, valueType: 'status', statusMap: CANDIDATE_STATE },
  ];
  return (
    <ListPage<ExamCandidate, ListAdultExamCandidatesParams>
      list={list}
      rowKey="id"
      search={[
        STUDENT_SEARCH,
        { type: 'filter', field: 'plan_id', label: '考试', kind: 'examination_manage' },
        COURSE_SEARCH,
      ]}
      columns={columns}
    />
  );
}
