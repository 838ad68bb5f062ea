/**
 * 成绩查看 (scoreViewAE), 班级成绩 (classGradeAE), 课程成绩核对 (checkingCourseGradesAE) and 查分密码管理
 * (examScoreLoginPwd): each class's courses with progress and statistics (drill-down to the scores),
 * classes with averages and pass rates (to their printable grade sheet), the differences between
 * online and entered scores settled in bulk, and students' score-query passwords reset or unlocked.
 */
import { Message } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  getListAdultClassScoresQueryKey,
  getListAdultCourseScoresQueryKey,
  getListAdultScoreChecksQueryKey,
  getListAdultScorePasswordsQueryKey,
  getListAdultScoresQueryKey,
  listAdultClassScores,
  listAdultCourseScores,
  listAdultScoreChecks,
  listAdultScorePasswords,
  listAdultScores,
  resetAdultScorePasswords,
  resolveAdultScoreChecks,
  unlockAdultScorePasswords,
} from '@/generated/api/scores/scores';
import type {
  ClassScoreSummary,
  CourseScoreSummary,
  ListAdultClassScoresParams,
  ListAdultCourseScoresParams,
  ListAdultScoreChecksParams,
  ListAdultScorePasswordsParams,
  ListAdultScoresParams,
  ScoreCheck,
  ScorePassword,
  ScoreRecord,
} from '@/generated/model';
import {
  type BatchAction,
  classStudentColumns,
  COURSE_SEARCH,
  courseColumn,
  DrillDownModal,
  formatPercent,
  type ListColumn,
  ListPage,
  optionsOf,
  type StatusMap,
  STUDENT_SEARCH,
  useRecordModal,
  useScreenNavigation,
} from '@/kit';
import { scoreCell, STATE } from './score-fields';

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));
const ENTRY_STATUS: StatusMap = {
  0: { text: '录入中', color: 'orange' },
  1: { text: '已提交', color: 'green' },
};

const COURSE_COLUMNS: ListColumn<CourseScoreSummary>[] = [
  { key: 'class_name', title: '班级', width: 190, ellipsis: true },
  courseColumn<CourseScoreSummary>(),
  {
    key: 'entered_count',
    title: '录入进度',
    width: 110,
    align: 'right',
    render: (row) => `${row.entered_count} / ${row.student_count}`,
  },
  { key: 'average', title: '平均分', width: 80, valueType: 'number' },
  { key: 'highest', title: '最高分', width: 80, valueType: 'number' },
  { key: 'lowest', title: '最低分', width: 80, valueType: 'number' },
  { key: 'pass_rate', title: '及格率', width: 90, align: 'right', render: (row) => percent(row.pass_rate) },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: ENTRY_STATUS },
];
const DRILL_COLUMNS: ListColumn<ScoreRecord>[] = [
  ...classStudentColumns<ScoreRecord>().filter((column) => column.key !== 'class_name'),
  {
    key: 'total',
    title: '总评',
    width: 90,
    align: 'right',
    render: (row) => {
      const cell = scoreCell(row.total, row.pass_score, row.state);
      return <span style={{ color: cell.failed ? 'rgb(var(--danger-6))' : undefined }}>{cell.text}</span>;
    },
  },
  { key: 'state', title: '考试状态', width: 90, valueType: 'status', statusMap: STATE },
];

export function CourseScoresPage() {
  const detail = useRecordModal<CourseScoreSummary>();
  const { open } = useScreenNavigation();
  const list = useMemo(
    () => ({
      queryKey: getListAdultCourseScoresQueryKey,
      fetcher: listAdultCourseScores,
    }),
    [],
  );
  return (
    <>
      <ListPage<CourseScoreSummary, ListAdultCourseScoresParams>
        list={list}
        rowKey="id"
        search={[COURSE_SEARCH]}
        columns={COURSE_COLUMNS}
        rowActions={[
          { key: 'scores', label: '查看成绩', onClick: (row) => detail.open(row) },
          {
            key: 'enter',
            label: '录入',
            perm: 'edit',
            hidden: (row) => row.status === 1,
            onClick: (row) =>
              open('scorViewingEntryAE', { class_id: row.class_id, course_id: row.course_id }),
          },
        ]}
      />
      <DrillDownModal<CourseScoreSummary, ScoreRecord, ListAdultScoresParams>
        modal={detail}
        title={(row) => `${row.class_name} · ${row.course_name}`}
        items={[
          { key: 'average', title: '平均分', valueType: 'number' },
          { key: 'highest', title: '最高分', valueType: 'number' },
          { key: 'lowest', title: '最低分', valueType: 'number' },
        ]}
        columns={DRILL_COLUMNS}
        rowKey="id"
        list={(row) => ({
          queryKey: (params) =>
            getListAdultScoresQueryKey({ ...params, class_id: row.class_id, course_id: row.course_id }),
          fetcher: (params, options, signal) =>
            listAdultScores({ ...params, class_id: row.class_id, course_id: row.course_id }, options, signal),
        })}
        search={[STUDENT_SEARCH]}
      />
    </>
  );
}

const CLASS_COLUMNS: ListColumn<ClassScoreSummary>[] = [
  { key: 'class_name', title: '班级', width: 200, ellipsis: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'profession_name', title: '专业', width: 150, ellipsis: true },
  { key: 'student_count', title: '人数', width: 70, valueType: 'number' },
  { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
  { key: 'average', title: '平均分', width: 80, valueType: 'number' },
  { key: 'pass_rate', title: '及格率', width: 90, align: 'right', render: (row) => percent(row.pass_rate) },
  { key: 'failed_count', title: '不及格人次', width: 100, valueType: 'number' },
];

export function ClassScoresPage() {
  const { open } = useScreenNavigation();
  const list = useMemo(
    () => ({
      queryKey: getListAdultClassScoresQueryKey,
      fetcher: listAdultClassScores,
    }),
    [],
  );
  return (
    <ListPage<ClassScoreSummary, ListAdultClassScoresParams>
      list={list}
      rowKey="id"
      search={[
        { type: 'input', field: 'keyword', label: '班级', placeholder: '班级名称' },
        { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
      ]}
      columns={CLASS_COLUMNS}
      rowActions={[
        {
          key: 'print',
          label: '打印成绩表',
          perm: 'print',
          hidden: (row) => row.course_count === 0,
          onClick: (row) => open('classGradePrintAE', { class_id: row.id }),
        },
      ]}
    />
  );
}

const CHECK_RESULT: StatusMap = {
  0: { text: '一致', color: 'green' },
  1: { text: '不一致', color: 'red' },
  2: { text: '缺线上成绩', color: 'orange' },
  3: { text: '缺录入成绩', color: 'orange' },
};

export function ScoreCheckPage() {
  const list = useMemo(
    () => ({
      queryKey: getListAdultScoreChecksQueryKey,
      fetcher: listAdultScoreChecks,
    }),
    [],
  );
  const columns: ListColumn<ScoreCheck>[] = [
    ...classStudentColumns<ScoreCheck>(),
    courseColumn<ScoreCheck>(),
    { key: 'online_score', title: '线上成绩', width: 90, valueType: 'number' },
    { key: 'entered_score', title: '录入成绩', width: 90, valueType: 'number' },
    {
      key: 'difference',
      title: '相差',
      width: 80,
      align: 'right',
      render: (row) =>
        row.online_score !== null && row.entered_score !== null
          ? String(Math.round(Math.abs(row.online_score - row.entered_score) * 10) / 10)
          : '—',
    },
    { key: 'result', title: '比对结果', width: 110, valueType: 'status', statusMap: CHECK_RESULT },
  ];
  const settle = (take: 'online' | 'entered', label: string): BatchAction<ScoreCheck> => ({
    key: take,
    label,
    perm: 'edit',
    confirm: (count) =>
      `确定把这 ${count} 条记录的成绩统一为${take === 'online' ? '线上成绩' : '录入成绩'}吗？`,
    onClick: async (rows) => {
      const open = rows.filter((row) => row.result !== 0);
      if (!open.length) return void Message.info('所选记录已一致，无需核对');
      await resolveAdultScoreChecks({ ids: open.map((row) => row.id), take });
      Message.success(`已统一 ${open.length} 条成绩`);
    },
  });
  return (
    <ListPage<ScoreCheck, ListAdultScoreChecksParams>
      list={list}
      rowKey="id"
      search={[
        COURSE_SEARCH,
        STUDENT_SEARCH,
        { type: 'select', field: 'result', label: '比对结果', options: optionsOf(CHECK_RESULT) },
      ]}
      columns={columns}
      batchActions={[settle('online', '以线上成绩为准'), settle('entered', '以录入成绩为准')]}
      summary={(envelope) => {
        const differing = envelope.result.list.filter((row) => row.result !== 0).length;
        return differing ? `本页 ${differing} 条需要核对` : '本页成绩一致';
      }}
    />
  );
}

const PWD_STATUS: StatusMap = {
  0: { text: '初始密码', color: 'gray' },
  1: { text: '已修改', color: 'green' },
  2: { text: '已锁定', color: 'red' },
};

export function ScorePasswordPage() {
  const list = useMemo(
    () => ({
      queryKey: getListAdultScorePasswordsQueryKey,
      fetcher: listAdultScorePasswords,
    }),
    [],
  );
  const columns: ListColumn<ScorePassword>[] = [
    ...classStudentColumns<ScorePassword>(),
    { key: 'mobile', title: '手机号', width: 130, valueType: 'phone' },
    { key: 'status', title: '密码状态', width: 100, valueType: 'status', statusMap: PWD_STATUS },
    {
      key: 'failed_count',
      title: '连续输错',
      width: 90,
      align: 'right',
      render: (row) => `${row.failed_count} 次`,
    },
    { key: 'last_login_at', title: '最近查分', width: 170, valueType: 'datetime' },
  ];
  const uuids = (rows: ScorePassword[]) => ({ uuids: rows.map((row) => row.student_uuid) });
  return (
    <ListPage<ScorePassword, ListAdultScorePasswordsParams>
      list={list}
      rowKey="id"
      search={[
        STUDENT_SEARCH,
        { type: 'select', field: 'status', label: '密码状态', options: optionsOf(PWD_STATUS) },
      ]}
      columns={columns}
      rowActions={[
        {
          key: 'unlock',
          label: '解锁',
          perm: 'reset',
          hidden: (row) => row.status !== 2,
          confirm: (row) => `确定解锁${row.student_name}的查分密码吗？密码不变。`,
          onClick: (row) => unlockAdultScorePasswords(uuids([row])),
        },
        {
          key: 'reset',
          label: '重置密码',
          perm: 'reset',
          confirm: (row) => `确定把${row.student_name}的查分密码重置为身份证号后六位吗？学生下次查分须修改。`,
          onClick: (row) => resetAdultScorePasswords(uuids([row])),
        },
      ]}
      batchActions={[
        {
          key: 'reset',
          label: '批量重置密码',
          perm: 'reset',
          confirm: (count) => `确定把这 ${count} 名学生的查分密码重置为身份证号后六位吗？`,
          onClick: async (rows) => {
            await resetAdultScorePasswords(uuids(rows));
            Message.success(`已重置 ${rows.length} 名学生的查分密码`);
          },
        },
      ]}
    />
  );
}
