/**
 * Exam statistics: registrations by course and by learning centre, exam data by site (self-taught),
 * registration, marking and scoring progress, invigilation and room costs.
 */
import {
  getListAdultReadingProgressQueryKey,
  getListAdultRegistrationProgressQueryKey,
  getListAdultSuperviseExamStatisticsQueryKey,
  getListOwnExamCurriculumStatisticsQueryKey,
  getListOwnExamDataQueryQueryKey,
  getListOwnExamRoomConsumptionQueryKey,
  getListOwnExamStudentStatisticsQueryKey,
  getListOwnScoringProgressQueryKey,
  listAdultReadingProgress,
  listAdultRegistrationProgress,
  listAdultSuperviseExamStatistics,
  listOwnExamCurriculumStatistics,
  listOwnExamDataQuery,
  listOwnExamRoomConsumption,
  listOwnExamStudentStatistics,
  listOwnScoringProgress,
} from '@/generated/api/analysis/analysis';
import type {
  ExamCurriculumRow,
  ExamDataQueryRow,
  ExamRoomCostRow,
  ExamStudentRow,
  ReadingProgressRow,
  RegistrationProgressRow,
  ScoringProgressRow,
  SuperviseExamRow,
} from '@/generated/model';
import { CategoryReport } from '@/kit/chart';
import { LINE_OF_SUFFIX } from '@/lines/line';
import { FILTER } from './analysis-fields';
import { MarkingProgressTabs } from './marking-progress';

const AE = LINE_OF_SUFFIX.AE.nouns;
const ST = LINE_OF_SUFFIX.ST.nouns;
import { perHead, rate, sum, sumMoney } from './analysis-math';
import { sumYuan } from '@/kit';

const PERIOD_EXAM = [FILTER.school, FILTER.exam, FILTER.period];

/** 报考课程统计 (examinationCurriculumST). */
export function ExamCurriculumPage() {
  return (
    <CategoryReport<ExamCurriculumRow>
      name="报考课程统计"
      source={{
        queryKey: getListOwnExamCurriculumStatisticsQueryKey,
        fetcher: listOwnExamCurriculumStatistics,
      }}
      search={PERIOD_EXAM}
      figures={(rows) => [
        { label: '报考课程', value: rows.length, unit: '门' },
        { label: '报考人次', value: sum(rows, 'registered_count'), unit: '人次' },
        { label: '未缴费', value: sum(rows, 'unpaid_count'), unit: '人次' },
        { label: '应收考务费', value: sumMoney(rows, 'fee_amount'), money: true },
      ]}
      title="各课程报考与缴费"
      rowKey="course_code"
      chart={{
        category: 'course_name',
        series: [
          { field: 'paid_count', name: '已缴费', stack: '报考' },
          { field: 'unpaid_count', name: '未缴费', stack: '报考' },
        ],
        unit: '人次',
      }}
      columns={[
        { key: 'course_code', title: '课程代码', width: 100 },
        { key: 'course_name', title: '课程名称', width: 180 },
        { key: 'registered_count', title: '报考人次', width: 100, valueType: 'number' },
        { key: 'paid_count', title: '已缴费', width: 100, valueType: 'number' },
        { key: 'unpaid_count', title: '未缴费', width: 100, valueType: 'number' },
        { key: 'fee_amount', title: '应收考务费', width: 130, valueType: 'money' },
      ]}
    />
  );
}

type ExamStudents = ExamStudentRow & { courses_per_student: number | null; paid_rate: number | null };

/** 报考学生统计 (examinationStudentST): per learning centre. */
export function ExamStudentPage() {
  return (
    <CategoryReport<ExamStudentRow, Record<string, unknown>, ExamStudents>
      name="报考学生统计"
      source={{ queryKey: getListOwnExamStudentStatisticsQueryKey, fetcher: listOwnExamStudentStatistics }}
      search={PERIOD_EXAM}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          courses_per_student: perHead(row.registration_count, row.student_count),
          paid_rate: rate(row.paid_count, row.registration_count),
        }))
      }
      figures={(rows) => [
        { label: '报考学生', value: sum(rows, 'student_count'), unit: '人' },
        { label: '报考人次', value: sum(rows, 'registration_count'), unit: '人次' },
        {
          label: '人均报考',
          value: perHead(sum(rows, 'registration_count'), sum(rows, 'student_count')),
          unit: '门',
        },
        { label: '缴费率', value: rate(sum(rows, 'paid_count'), sum(rows, 'registration_count')), unit: '%' },
      ]}
      title={`各${ST.station}报考学生与人次`}
      rowKey="center_name"
      chart={{
        category: 'center_name',
        series: [
          { field: 'student_count', name: '报考学生' },
          { field: 'registration_count', name: '报考人次' },
          { field: 'paid_rate', name: '缴费率', rightAxis: true, line: true },
        ],
        rightUnit: '缴费率',
        rightFormat: '{value}%',
      }}
      columns={[
        { key: 'center_name', title: ST.station, width: 180 },
        { key: 'student_count', title: '报考学生', width: 100, valueType: 'number' },
        { key: 'registration_count', title: '报考人次', width: 100, valueType: 'number' },
        {
          key: 'courses_per_student',
          title: '人均报考（门）',
          width: 120,
          valueType: 'number',
          total: (rows) => perHead(sum(rows, 'registration_count'), sum(rows, 'student_count')),
        },
        { key: 'paid_count', title: '已缴费人次', width: 110, valueType: 'number' },
        {
          key: 'paid_rate',
          title: '缴费率',
          width: 90,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'paid_count'), sum(rows, 'registration_count')),
        },
      ]}
    />
  );
}

type ExamData = ExamDataQueryRow & { pass_rate: number | null; label: string };

/** 考试数据查询 (examinationDataQueryST): by date, site and course. */
export function ExamDataQueryPage() {
  return (
    <CategoryReport<ExamDataQueryRow, Record<string, unknown>, ExamData>
      name="考试数据查询"
      source={{ queryKey: getListOwnExamDataQueryQueryKey, fetcher: listOwnExamDataQuery }}
      search={[FILTER.school, FILTER.exam, FILTER.course, FILTER.period]}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          pass_rate: rate(row.passed_count, row.attended_count),
          label: `${row.course_name} · ${row.site_name}`,
        }))
      }
      figures={(rows) => [
        { label: '报考', value: sum(rows, 'registered_count'), unit: '人次' },
        { label: '实考', value: sum(rows, 'attended_count'), unit: '人次' },
        { label: '合格', value: sum(rows, 'passed_count'), unit: '人次' },
        { label: '合格率', value: rate(sum(rows, 'passed_count'), sum(rows, 'attended_count')), unit: '%' },
      ]}
      title="各考点各课程合格情况"
      rowKey="label"
      chart={{
        category: 'label',
        horizontal: true,
        series: [
          { field: 'attended_count', name: '实考' },
          { field: 'passed_count', name: '合格' },
        ],
        unit: '人次',
      }}
      columns={[
        { key: 'exam_date', title: '考试日期', width: 110, valueType: 'date' },
        { key: 'site_name', title: '考点', width: 200, ellipsis: true },
        { key: 'course_name', title: '课程', width: 160 },
        { key: 'registered_count', title: '报考', width: 90, valueType: 'number' },
        { key: 'attended_count', title: '实考', width: 90, valueType: 'number' },
        { key: 'passed_count', title: '合格', width: 90, valueType: 'number' },
        {
          key: 'pass_rate',
          title: '合格率',
          width: 90,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'passed_count'), sum(rows, 'attended_count')),
        },
      ]}
    />
  );
}

type Registration = RegistrationProgressRow & { progress: number | null; paid_rate: number | null };

/** 报考进度 (registrationProgressAE): per station, against who should register. */
export function RegistrationProgressPage() {
  return (
    <CategoryReport<RegistrationProgressRow, Record<string, unknown>, Registration>
      name="报考进度"
      source={{ queryKey: getListAdultRegistrationProgressQueryKey, fetcher: listAdultRegistrationProgress }}
      search={[FILTER.school, FILTER.exam, FILTER.batch]}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          progress: rate(row.registered_count, row.expected_count),
          paid_rate: rate(row.paid_count, row.registered_count),
        }))
      }
      figures={(rows) => [
        { label: '应报', value: sum(rows, 'expected_count'), unit: '人' },
        { label: '已报', value: sum(rows, 'registered_count'), unit: '人' },
        {
          label: '报考进度',
          value: rate(sum(rows, 'registered_count'), sum(rows, 'expected_count')),
          unit: '%',
        },
        { label: '已缴费', value: sum(rows, 'paid_count'), unit: '人' },
      ]}
      title={`各${AE.station}报考进度`}
      rowKey="station_name"
      chart={{
        category: 'station_name',
        series: [
          { field: 'expected_count', name: '应报' },
          { field: 'registered_count', name: '已报' },
          { field: 'paid_count', name: '已缴费' },
        ],
        unit: '人',
      }}
      columns={[
        { key: 'station_name', title: AE.station, width: 160 },
        { key: 'expected_count', title: '应报', width: 90, valueType: 'number' },
        { key: 'registered_count', title: '已报', width: 90, valueType: 'number' },
        {
          key: 'progress',
          title: '报考进度',
          width: 160,
          valueType: 'progress',
          total: (rows) => rate(sum(rows, 'registered_count'), sum(rows, 'expected_count')),
        },
        { key: 'paid_count', title: '已缴费', width: 90, valueType: 'number' },
        {
          key: 'paid_rate',
          title: '缴费率',
          width: 90,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'paid_count'), sum(rows, 'registered_count')),
        },
      ]}
    />
  );
}

type Reading = ReadingProgressRow & { remaining: number; progress: number | null };

/** 阅卷进度 (readingProgressAE): the subjective answers of each paper, marked and left; 评分一致性 beside it. */
export const ReadingProgressPage = () => (
  <MarkingProgressTabs line={LINE_OF_SUFFIX.AE} progress={<ReadingProgressReport />} />
);

function ReadingProgressReport() {
  return (
    <CategoryReport<ReadingProgressRow, Record<string, unknown>, Reading>
      name="阅卷进度"
      source={{ queryKey: getListAdultReadingProgressQueryKey, fetcher: listAdultReadingProgress }}
      search={[FILTER.school, FILTER.exam]}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          remaining: row.answer_count - row.marked_count,
          progress: rate(row.marked_count, row.answer_count),
        }))
      }
      figures={(rows) => [
        { label: '试卷', value: rows.length, unit: '份' },
        { label: '主观题答卷', value: sum(rows, 'answer_count'), unit: '份' },
        { label: '待批阅', value: sum(rows, 'remaining'), unit: '份' },
        { label: '总体进度', value: rate(sum(rows, 'marked_count'), sum(rows, 'answer_count')), unit: '%' },
      ]}
      title="各试卷阅卷进度"
      rowKey="paper_name"
      chart={{
        category: 'paper_name',
        horizontal: true,
        series: [
          { field: 'marked_count', name: '已批阅', stack: '答卷' },
          { field: 'remaining', name: '待批阅', stack: '答卷' },
        ],
        unit: '份',
      }}
      columns={[
        { key: 'paper_name', title: '试卷', width: 220, ellipsis: true },
        { key: 'exam_name', title: '考试', width: 200, ellipsis: true, hiddenByDefault: true },
        { key: 'answer_count', title: '答卷', width: 90, valueType: 'number' },
        { key: 'marked_count', title: '已批阅', width: 90, valueType: 'number' },
        { key: 'remaining', title: '待批阅', width: 90, valueType: 'number' },
        {
          key: 'progress',
          title: '进度',
          width: 160,
          valueType: 'progress',
          total: (rows) => rate(sum(rows, 'marked_count'), sum(rows, 'answer_count')),
        },
        { key: 'marker_count', title: '阅卷老师', width: 90, valueType: 'number', total: false },
        { key: 'deadline', title: '截止日期', width: 110, valueType: 'date' },
      ]}
    />
  );
}

type Scoring = ScoringProgressRow & { progress: number | null; recheck_rate: number | null };

/** 阅卷进度 (scoringProgressST): papers scored and rechecked per course; 评分一致性 beside it. */
export const ScoringProgressPage = () => (
  <MarkingProgressTabs line={LINE_OF_SUFFIX.ST} progress={<ScoringProgressReport />} />
);

function ScoringProgressReport() {
  return (
    <CategoryReport<ScoringProgressRow, Record<string, unknown>, Scoring>
      name="阅卷进度"
      source={{ queryKey: getListOwnScoringProgressQueryKey, fetcher: listOwnScoringProgress }}
      search={[FILTER.school, FILTER.exam, FILTER.course]}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          progress: rate(row.scored_count, row.paper_count),
          recheck_rate: rate(row.rechecked_count, row.scored_count),
        }))
      }
      figures={(rows) => [
        { label: '答卷', value: sum(rows, 'paper_count'), unit: '份' },
        { label: '已评阅', value: sum(rows, 'scored_count'), unit: '份' },
        { label: '评阅进度', value: rate(sum(rows, 'scored_count'), sum(rows, 'paper_count')), unit: '%' },
        {
          label: '复核比例',
          value: rate(sum(rows, 'rechecked_count'), sum(rows, 'scored_count')),
          unit: '%',
        },
      ]}
      title="各课程评阅与复核"
      rowKey="course_code"
      chart={{
        category: 'course_name',
        series: [
          { field: 'paper_count', name: '答卷' },
          { field: 'scored_count', name: '已评阅' },
          { field: 'rechecked_count', name: '已复核' },
        ],
        unit: '份',
      }}
      columns={[
        { key: 'course_code', title: '课程代码', width: 100 },
        { key: 'course_name', title: '课程名称', width: 180 },
        { key: 'paper_count', title: '答卷', width: 90, valueType: 'number' },
        { key: 'scored_count', title: '已评阅', width: 90, valueType: 'number' },
        {
          key: 'progress',
          title: '评阅进度',
          width: 160,
          valueType: 'progress',
          total: (rows) => rate(sum(rows, 'scored_count'), sum(rows, 'paper_count')),
        },
        { key: 'rechecked_count', title: '已复核', width: 90, valueType: 'number' },
        {
          key: 'recheck_rate',
          title: '复核比例',
          width: 100,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'rechecked_count'), sum(rows, 'scored_count')),
        },
      ]}
    />
  );
}

type Supervise = SuperviseExamRow & { violation_per_session: number | null };

/** 巡考统计 (superviseExamStatisticsAE): rooms, sessions, invigilation and patrols per site. */
export function SuperviseExamPage() {
  return (
    <CategoryReport<SuperviseExamRow, Record<string, unknown>, Supervise>
      name="巡考统计"
      source={{
        queryKey: getListAdultSuperviseExamStatisticsQueryKey,
        fetcher: listAdultSuperviseExamStatistics,
      }}
      search={PERIOD_EXAM}
      prepare={(rows) =>
        rows.map((row) => ({ ...row, violation_per_session: rate(row.violation_count, row.session_count) }))
      }
      figures={(rows) => [
        { label: '考点', value: rows.length, unit: '个' },
        { label: '考场', value: sum(rows, 'room_count'), unit: '个' },
        { label: '场次', value: sum(rows, 'session_count'), unit: '场' },
        {
          label: '监考 / 巡考',
          value: sum(rows, 'invigilator_count') + sum(rows, 'patrol_count'),
          unit: '人次',
        },
        { label: '违纪', value: sum(rows, 'violation_count'), unit: '人' },
      ]}
      title="各考点监考与巡考人次"
      rowKey="site_name"
      chart={{
        category: 'site_name',
        series: [
          { field: 'invigilator_count', name: '监考人次' },
          { field: 'patrol_count', name: '巡考人次' },
          { field: 'violation_count', name: '违纪人数', rightAxis: true, line: true },
        ],
        unit: '人次',
        rightUnit: '违纪',
      }}
      columns={[
        { key: 'site_name', title: '考点', width: 200, ellipsis: true },
        { key: 'room_count', title: '考场', width: 80, valueType: 'number' },
        { key: 'session_count', title: '场次', width: 80, valueType: 'number' },
        { key: 'invigilator_count', title: '监考人次', width: 100, valueType: 'number' },
        { key: 'patrol_count', title: '巡考人次', width: 100, valueType: 'number' },
        { key: 'violation_count', title: '违纪人数', width: 100, valueType: 'number' },
        {
          key: 'violation_per_session',
          title: '每百场违纪',
          width: 110,
          valueType: 'number',
          total: (rows) => rate(sum(rows, 'violation_count'), sum(rows, 'session_count')),
        },
      ]}
    />
  );
}

type RoomCost = ExamRoomCostRow & { total_fee: number };

/** Room and invigilation fees of a site, to the fen. */
export const withTotalFee = (row: ExamRoomCostRow): RoomCost => ({
  ...row,
  total_fee: sumYuan([row.room_fee, row.invigilation_fee]),
});

/** 考场费用统计 (examRoomConsumptionST): totals that add up on every row and in the 合计. */
export function ExamRoomCostPage() {
  return (
    <CategoryReport<ExamRoomCostRow, Record<string, unknown>, RoomCost>
      name="考场费用统计"
      source={{ queryKey: getListOwnExamRoomConsumptionQueryKey, fetcher: listOwnExamRoomConsumption }}
      search={PERIOD_EXAM}
      prepare={(rows) => rows.map(withTotalFee)}
      figures={(rows) => [
        { label: '考场', value: sum(rows, 'room_count'), unit: '个' },
        { label: '场次', value: sum(rows, 'session_count'), unit: '场' },
        { label: '考场租用费', value: sumMoney(rows, 'room_fee'), money: true },
        { label: '监考费', value: sumMoney(rows, 'invigilation_fee'), money: true },
        { label: '合计', value: sumMoney(rows, 'total_fee'), money: true },
      ]}
      title="各考点费用构成"
      rowKey="site_name"
      chart={{
        category: 'site_name',
        series: [
          { field: 'room_fee', name: '考场租用费', stack: '费用' },
          { field: 'invigilation_fee', name: '监考费', stack: '费用' },
        ],
        unit: '元',
      }}
      columns={[
        { key: 'site_name', title: '考点', width: 200, ellipsis: true },
        { key: 'room_count', title: '考场', width: 80, valueType: 'number' },
        { key: 'session_count', title: '场次', width: 80, valueType: 'number' },
        { key: 'room_fee', title: '考场租用费', width: 130, valueType: 'money' },
        { key: 'invigilation_fee', title: '监考费', width: 130, valueType: 'money' },
        { key: 'total_fee', title: '合计', width: 140, valueType: 'money' },
      ]}
    />
  );
}
