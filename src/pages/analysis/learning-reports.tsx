/** Learning and teaching analysis (adult education): learning, courses of a major, courses, course openings, execution plans. */
import {
  getListAdultCourseAnalysisQueryKey,
  getListAdultCourseOpenDataQueryKey,
  getListAdultExecutionPlanCourseQueryKey,
  getListAdultLearningAnalysisQueryKey,
  getListAdultProfessionCourseAnalysisQueryKey,
  listAdultCourseAnalysis,
  listAdultCourseOpenData,
  listAdultExecutionPlanCourse,
  listAdultLearningAnalysis,
  listAdultProfessionCourseAnalysis,
} from '@/generated/api/analysis/analysis';
import type {
  CourseAnalysisRow,
  CourseOpenDataRow,
  ExecutionPlanCourseRow,
  LearningAnalysisRow,
  ProfessionCourseAnalysisRow,
} from '@/generated/model';
import { CategoryReport } from '@/kit/chart';
import { FILTER } from './analysis-fields';
import { perHead, rate, sum, weightedAverage } from './analysis-math';

type Learning = LearningAnalysisRow & { active_rate: number | null };

const prepareLearning = (rows: LearningAnalysisRow[]): Learning[] =>
  rows.map((row) => ({ ...row, active_rate: rate(row.active_count, row.student_count) }));

/** 学习情况分析 (learningAnalysisAE). */
export function LearningAnalysisPage() {
  return (
    <CategoryReport<LearningAnalysisRow, Record<string, unknown>, Learning>
      name="学习情况分析"
      source={{ queryKey: getListAdultLearningAnalysisQueryKey, fetcher: listAdultLearningAnalysis }}
      search={[FILTER.school, FILTER.profession, FILTER.batch, FILTER.period]}
      prepare={prepareLearning}
      figures={(rows) => [
        { label: '在读学生', value: sum(rows, 'student_count'), unit: '人' },
        { label: '统计期内学习', value: sum(rows, 'active_count'), unit: '人' },
        {
          label: '学习参与率',
          value: rate(sum(rows, 'active_count'), sum(rows, 'student_count')),
          unit: '%',
        },
        { label: '平均学习进度', value: weightedAverage(rows, 'avg_progress', 'student_count'), unit: '%' },
        {
          label: '人均学习时长',
          value: perHead(sum(rows, 'study_hours'), sum(rows, 'active_count')),
          unit: '小时',
          hint: '统计期内累计学习时长 ÷ 学习人数',
        },
      ]}
      title="各专业学习人数与参与率"
      rowKey="profession_name"
      chart={{
        category: 'profession_name',
        series: [
          { field: 'student_count', name: '在读学生' },
          { field: 'active_count', name: '统计期内学习' },
          { field: 'active_rate', name: '学习参与率', rightAxis: true, line: true },
        ],
        unit: '人',
        rightUnit: '参与率',
        rightFormat: '{value}%',
      }}
      columns={[
        { key: 'profession_name', title: '专业', width: 160 },
        {
          key: 'student_count',
          title: '在读学生（人）',
          width: 120,
          valueType: 'number',
        },
        {
          key: 'active_count',
          title: '统计期内学习（人）',
          width: 140,
          valueType: 'number',
        },
        {
          key: 'active_rate',
          title: '学习参与率',
          width: 110,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'active_count'), sum(rows, 'student_count')),
        },
        {
          key: 'avg_progress',
          title: '平均学习进度',
          width: 120,
          valueType: 'percent',
          total: (rows) => weightedAverage(rows, 'avg_progress', 'student_count'),
        },
        {
          key: 'study_hours',
          title: '累计学习时长（小时）',
          width: 150,
          valueType: 'number',
          total: (rows) => Math.round(sum(rows, 'study_hours') * 10) / 10,
        },
        { key: 'finished_count', title: '已学完（人）', width: 110, valueType: 'number' },
      ]}
    />
  );
}

type ProfessionCourse = ProfessionCourseAnalysisRow & { pass_rate: number | null };

/** 专业课程分析 (professionalAnalysisCourseAE). */
export function ProfessionCourseAnalysisPage() {
  return (
    <CategoryReport<ProfessionCourseAnalysisRow, Record<string, unknown>, ProfessionCourse>
      name="专业课程分析"
      source={{
        queryKey: getListAdultProfessionCourseAnalysisQueryKey,
        fetcher: listAdultProfessionCourseAnalysis,
      }}
      search={[FILTER.school, FILTER.profession, FILTER.batch]}
      prepare={(rows) =>
        rows.map((row) => ({ ...row, pass_rate: rate(row.passed_count, row.examined_count) }))
      }
      figures={(rows) => [
        { label: '课程门数', value: rows.length, unit: '门' },
        { label: '总学分', value: sum(rows, 'credit'), unit: '分' },
        { label: '平均成绩', value: weightedAverage(rows, 'avg_score', 'examined_count'), unit: '分' },
        {
          label: '总体及格率',
          value: rate(sum(rows, 'passed_count'), sum(rows, 'examined_count')),
          unit: '%',
        },
      ]}
      title="各课程平均成绩与及格率"
      rowKey="course_code"
      chart={{
        category: 'course_name',
        series: [
          { field: 'avg_score', name: '平均成绩' },
          { field: 'pass_rate', name: '及格率', rightAxis: true, line: true },
        ],
        unit: '分',
        rightUnit: '及格率',
        rightFormat: '{value}%',
      }}
      columns={[
        { key: 'course_code', title: '课程代码', width: 100 },
        { key: 'course_name', title: '课程名称', width: 200 },
        { key: 'credit', title: '学分', width: 70, valueType: 'number' },
        { key: 'student_count', title: '选课（人）', width: 100, valueType: 'number', total: false },
        { key: 'examined_count', title: '参考（人）', width: 100, valueType: 'number' },
        { key: 'passed_count', title: '及格（人）', width: 100, valueType: 'number' },
        {
          key: 'avg_score',
          title: '平均成绩',
          width: 100,
          valueType: 'number',
          total: (rows) => weightedAverage(rows, 'avg_score', 'examined_count'),
        },
        {
          key: 'pass_rate',
          title: '及格率',
          width: 100,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'passed_count'), sum(rows, 'examined_count')),
        },
      ]}
    />
  );
}

/** 课程分析 (courseAnalysisAE). */
export function CourseAnalysisPage() {
  return (
    <CategoryReport<CourseAnalysisRow>
      name="课程分析"
      source={{ queryKey: getListAdultCourseAnalysisQueryKey, fetcher: listAdultCourseAnalysis }}
      search={[FILTER.school, FILTER.profession, FILTER.course, FILTER.period]}
      figures={(rows) => [
        { label: '课程门数', value: rows.length, unit: '门' },
        { label: '学习人次', value: sum(rows, 'learner_count'), unit: '人次' },
        {
          label: '视频完成率',
          value: weightedAverage(rows, 'video_finish_rate', 'learner_count'),
          unit: '%',
        },
        { label: '考试通过率', value: weightedAverage(rows, 'exam_pass_rate', 'learner_count'), unit: '%' },
      ]}
      title="各课程视频完成、作业提交与考试通过"
      rowKey="course_code"
      chart={{
        category: 'course_name',
        series: [
          { field: 'video_finish_rate', name: '视频完成率' },
          { field: 'homework_submit_rate', name: '作业提交率' },
          { field: 'exam_pass_rate', name: '考试通过率' },
        ],
        unit: '%',
      }}
      columns={[
        { key: 'course_code', title: '课程代码', width: 100 },
        { key: 'course_name', title: '课程名称', width: 200 },
        { key: 'learner_count', title: '学习人数', width: 100, valueType: 'number' },
        {
          key: 'video_finish_rate',
          title: '视频完成率',
          width: 110,
          valueType: 'percent',
          total: (rows) => weightedAverage(rows, 'video_finish_rate', 'learner_count'),
        },
        {
          key: 'homework_submit_rate',
          title: '作业提交率',
          width: 110,
          valueType: 'percent',
          total: (rows) => weightedAverage(rows, 'homework_submit_rate', 'learner_count'),
        },
        {
          key: 'exam_pass_rate',
          title: '考试通过率',
          width: 110,
          valueType: 'percent',
          total: (rows) => weightedAverage(rows, 'exam_pass_rate', 'learner_count'),
        },
        {
          key: 'avg_score',
          title: '平均成绩',
          width: 100,
          valueType: 'number',
          total: (rows) => weightedAverage(rows, 'avg_score', 'learner_count'),
        },
      ]}
    />
  );
}

/** 开课数据统计 (courseOpenDataAE): a trend over the terms. */
export function CourseOpenDataPage() {
  return (
    <CategoryReport<CourseOpenDataRow>
      name="开课数据统计"
      source={{ queryKey: getListAdultCourseOpenDataQueryKey, fetcher: listAdultCourseOpenData }}
      search={[FILTER.school, FILTER.profession, FILTER.period]}
      figures={(rows) => {
        const latest = rows.at(-1);
        return [
          { label: `${latest?.semester ?? '本学期'}开课`, value: latest?.course_count ?? null, unit: '门' },
          { label: '开课班级', value: latest?.class_count ?? null, unit: '个' },
          { label: '任课教师', value: latest?.teacher_count ?? null, unit: '人' },
          { label: '各学期选课合计', value: sum(rows, 'enrolment_count'), unit: '人次' },
        ];
      }}
      title="各学期开课门数、班级与教师"
      rowKey="semester"
      chart={{
        category: 'semester',
        lines: true,
        series: [
          { field: 'course_count', name: '开课门数' },
          { field: 'class_count', name: '开课班级' },
          { field: 'teacher_count', name: '任课教师' },
        ],
      }}
      columns={[
        { key: 'semester', title: '学期', width: 140 },
        { key: 'course_count', title: '开课门数', width: 100, valueType: 'number', total: false },
        { key: 'class_count', title: '开课班级', width: 100, valueType: 'number', total: false },
        { key: 'teacher_count', title: '任课教师', width: 100, valueType: 'number', total: false },
        { key: 'enrolment_count', title: '选课人次', width: 110, valueType: 'number' },
      ]}
    />
  );
}

/** 执行计划课程分析 (executionPlanCourseAE). */
export function ExecutionPlanCoursePage() {
  return (
    <CategoryReport<ExecutionPlanCourseRow>
      name="执行计划课程分析"
      source={{ queryKey: getListAdultExecutionPlanCourseQueryKey, fetcher: listAdultExecutionPlanCourse }}
      search={[FILTER.school, FILTER.profession, FILTER.batch]}
      figures={(rows) => [
        { label: '课程', value: rows.length, unit: '门' },
        { label: '计划学时', value: sum(rows, 'planned_hours'), unit: '学时' },
        { label: '已完成学时', value: sum(rows, 'finished_hours'), unit: '学时' },
        {
          label: '总体完成率',
          value: rate(sum(rows, 'finished_hours'), sum(rows, 'planned_hours')),
          unit: '%',
        },
      ]}
      title="各课程学时完成情况"
      rowKey="course_name"
      chart={{
        category: 'course_name',
        horizontal: true,
        series: [
          { field: 'finished_hours', name: '已完成学时' },
          { field: 'planned_hours', name: '计划学时' },
        ],
        unit: '学时',
      }}
      columns={[
        { key: 'plan_name', title: '执行计划', width: 240, ellipsis: true },
        { key: 'course_name', title: '课程', width: 160 },
        { key: 'teacher_name', title: '任课教师', width: 100 },
        { key: 'planned_hours', title: '计划学时', width: 100, valueType: 'number' },
        { key: 'finished_hours', title: '已完成学时', width: 110, valueType: 'number' },
        {
          key: 'completion_rate',
          title: '完成率',
          width: 100,
          valueType: 'percent',
          total: (rows) => rate(sum(rows, 'finished_hours'), sum(rows, 'planned_hours')),
        },
      ]}
    />
  );
}
