/** Exam and thesis analysis (adult education): exam data, score bands, defences. */
import {
  getListAdultExamDataAnalysisQueryKey,
  getListAdultExamResultsAnalysisQueryKey,
  getListAdultThesisDefenseAnalysisQueryKey,
  listAdultExamDataAnalysis,
  listAdultExamResultsAnalysis,
  listAdultThesisDefenseAnalysis,
} from '@/generated/api/analysis/analysis';
import type {
  ExamDataAnalysisRow,
  ExamResultsAnalysisRow,
  ThesisDefenseAnalysisRow,
} from '@/generated/model';
import { categoryChart, ReportPage, shareChart } from '@/kit/chart';
import { FILTER } from './analysis-fields';
import { rate, sum, weightedAverage } from './analysis-math';

type ExamData = ExamDataAnalysisRow & { attendance_rate: number | null; label: string };

/** 考试数据分析 (examDataAnalysisAE). */
export function ExamDataAnalysisPage() {
  return (
    <ReportPage<ExamDataAnalysisRow, Record<string, unknown>, ExamData>
      name="考试数据分析"
      source={{ queryKey: getListAdultExamDataAnalysisQueryKey, fetcher: listAdultExamDataAnalysis }}
      search={[FILTER.school, FILTER.exam, FILTER.period]}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          attendance_rate: rate(row.attended_count, row.registered_count),
          label: `${row.course_name}（${row.exam_date.slice(5)}）`,
        }))
      }
      figures={(rows) => [
        { label: '报考', value: sum(rows, 'registered_count'), unit: '人次' },
        { label: '实考', value: sum(rows, 'attended_count'), unit: '人次' },
        { label: '缺考', value: sum(rows, 'absent_count'), unit: '人次' },
        {
          label: '出考率',
          value: rate(sum(rows, 'attended_count'), sum(rows, 'registered_count')),
          unit: '%',
        },
        { label: '违纪', value: sum(rows, 'violation_count'), unit: '人' },
      ]}
      panels={[
        {
          title: '各场考试实考与缺考',
          rowKey: 'label',
          chart: (rows) =>
            categoryChart({
              rows,
              category: 'label',
              series: [
                { field: 'attended_count', name: '实考', stack: '报考' },
                { field: 'absent_count', name: '缺考', stack: '报考' },
                { field: 'attendance_rate', name: '出考率', rightAxis: true, line: true },
              ],
              unit: '人次',
              rightUnit: '出考率',
              rightFormat: '{value}%',
            }),
          columns: [
            { key: 'exam_name', title: '考试', width: 200, ellipsis: true },
            { key: 'course_name', title: '课程', width: 160 },
            { key: 'exam_date', title: '考试日期', width: 110, valueType: 'date' },
            { key: 'registered_count', title: '报考', width: 90, valueType: 'number' },
            { key: 'attended_count', title: '实考', width: 90, valueType: 'number' },
            { key: 'absent_count', title: '缺考', width: 90, valueType: 'number' },
            {
              key: 'attendance_rate',
              title: '出考率',
              width: 90,
              valueType: 'percent',
              total: (rows) => rate(sum(rows, 'attended_count'), sum(rows, 'registered_count')),
            },
            { key: 'violation_count', title: '违纪', width: 80, valueType: 'number' },
          ],
        },
      ]}
    />
  );
}

const BANDS = [
  { field: 'band_below_60', name: '60 分以下' },
  { field: 'band_60_69', name: '60–69 分' },
  { field: 'band_70_79', name: '70–79 分' },
  { field: 'band_80_89', name: '80–89 分' },
  { field: 'band_90_100', name: '90–100 分' },
] as const;

type Results = ExamResultsAnalysisRow & { examined: number; pass_rate: number | null };

/** Everyone in a band: the examined; everyone from 60 up: the passed. */
export function resultsOf(row: ExamResultsAnalysisRow): Results {
  const examined = BANDS.reduce((total, band) => total + row[band.field], 0);
  return { ...row, examined, pass_rate: rate(examined - row.band_below_60, examined) };
}

/** 考试成绩分析 (examResultsAnalysisAE): score bands per course. */
export function ExamResultsAnalysisPage() {
  return (
    <ReportPage<ExamResultsAnalysisRow, Record<string, unknown>, Results>
      name="考试成绩分析"
      source={{ queryKey: getListAdultExamResultsAnalysisQueryKey, fetcher: listAdultExamResultsAnalysis }}
      search={[FILTER.school, FILTER.profession, FILTER.exam, FILTER.course]}
      prepare={(rows) => rows.map(resultsOf)}
      figures={(rows) => [
        { label: '参考人次', value: sum(rows, 'examined'), unit: '人次' },
        { label: '平均分', value: weightedAverage(rows, 'avg_score', 'examined'), unit: '分' },
        {
          label: '及格率',
          value: rate(sum(rows, 'examined') - sum(rows, 'band_below_60'), sum(rows, 'examined')),
          unit: '%',
        },
        {
          label: '优秀率（90 分以上）',
          value: rate(sum(rows, 'band_90_100'), sum(rows, 'examined')),
          unit: '%',
        },
      ]}
      panels={[
        {
          title: '各课程分数段分布',
          rowKey: 'course_name',
          chart: (rows) =>
            categoryChart({
              rows,
              category: 'course_name',
              series: BANDS.map((band) => ({ ...band, stack: '人数' })),
              unit: '人',
            }),
          columns: [
            { key: 'course_name', title: '课程', width: 180 },
            ...BANDS.map((band) => ({
              key: band.field,
              title: band.name,
              width: 90,
              valueType: 'number' as const,
            })),
            { key: 'examined', title: '参考人数', width: 100, valueType: 'number' },
            {
              key: 'avg_score',
              title: '平均分',
              width: 90,
              valueType: 'number',
              total: (rows) => weightedAverage(rows, 'avg_score', 'examined'),
            },
            {
              key: 'pass_rate',
              title: '及格率',
              width: 90,
              valueType: 'percent',
              total: (rows) =>
                rate(sum(rows, 'examined') - sum(rows, 'band_below_60'), sum(rows, 'examined')),
            },
          ],
        },
      ]}
    />
  );
}

const GRADES = [
  { field: 'excellent_count', name: '优秀' },
  { field: 'good_count', name: '良好' },
  { field: 'medium_count', name: '中等' },
  { field: 'pass_count', name: '及格' },
  { field: 'fail_count', name: '不及格' },
] as const;

type Defence = ThesisDefenseAnalysisRow & { pass_rate: number | null };

/** 论文答辩分析 (thesisDefenseAnalysisAE): applications, defences and grades per major. */
export function ThesisDefenseAnalysisPage() {
  return (
    <ReportPage<ThesisDefenseAnalysisRow, Record<string, unknown>, Defence>
      name="论文答辩分析"
      source={{
        queryKey: getListAdultThesisDefenseAnalysisQueryKey,
        fetcher: listAdultThesisDefenseAnalysis,
      }}
      search={[FILTER.school, FILTER.profession, FILTER.batch]}
      prepare={(rows) =>
        rows.map((row) => ({
          ...row,
          pass_rate: rate(row.defended_count - row.fail_count, row.defended_count),
        }))
      }
      figures={(rows) => [
        { label: '答辩申请', value: sum(rows, 'applied_count'), unit: '人' },
        { label: '参加答辩', value: sum(rows, 'defended_count'), unit: '人' },
        {
          label: '答辩通过率',
          value: rate(sum(rows, 'defended_count') - sum(rows, 'fail_count'), sum(rows, 'defended_count')),
          unit: '%',
        },
        {
          label: '优秀率',
          value: rate(sum(rows, 'excellent_count'), sum(rows, 'defended_count')),
          unit: '%',
        },
      ]}
      panels={[
        {
          title: '成绩等级分布',
          rowKey: 'profession_name',
          height: 280,
          chart: (rows) =>
            shareChart(GRADES.map((grade) => ({ name: grade.name, value: sum(rows, grade.field) }))),
          columns: [
            { key: 'profession_name', title: '专业', width: 140 },
            { key: 'applied_count', title: '申请', width: 80, valueType: 'number' },
            { key: 'defended_count', title: '答辩', width: 80, valueType: 'number' },
            ...GRADES.map((grade) => ({
              key: grade.field,
              title: grade.name,
              width: 80,
              valueType: 'number' as const,
            })),
            {
              key: 'pass_rate',
              title: '通过率',
              width: 90,
              valueType: 'percent',
              total: (rows) =>
                rate(sum(rows, 'defended_count') - sum(rows, 'fail_count'), sum(rows, 'defended_count')),
            },
          ],
        },
      ]}
    />
  );
}
