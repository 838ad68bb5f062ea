/**
 * 考试信息管理 (examManagementAE) / 考试设置 (examinationSettingST): each course's exam — online
 * or offline, paper, duration, full and pass marks, attempts, assessment method; and the form
 * 新增考试设置 (addExaminationSettingAE / ST, `?uuid=` edits).
 */

import { useSearchParams } from 'react-router-dom';
import { useLine } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';
import {
  createExamSetting,
  deleteExamSettings,
  exportExamSettings,
  getListExamSettingsQueryKey,
  listExamSettings,
  updateExamSetting,
  useGetExamSetting,
} from '@/generated/api/exam/exam';
import type { ExamSetting, ExamSettingBody } from '@/generated/model';
import * as zod from 'zod';
import { CreateExamSettingBody } from '@/generated/zod/exam/exam.zod';
import {
  ENABLED_OPTIONS,
  FormScreenList,
  RecordFormPage,
  type FormField,
  lineExport,
  type ListColumn,
  type RowAction,
  type SearchField,
  useLineList,
  useScreenNavigation,
  withIssues,
  enabledStatusColumn,
} from '@/kit';
import { AssessmentSelect } from './assessment-select';
import { useExamLine } from './exam-lines';
import { MODE_OPTIONS, MODE_STATUS } from './exam-fields';
import { settingIssues } from './exam-rules';
import { lineSubmit } from './line-submit';

const SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '课程', placeholder: '课程名称或代码' },
  { type: 'select', field: 'mode', label: '考试形式', options: MODE_OPTIONS },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

const COLUMNS: ListColumn<ExamSetting>[] = [
  { key: 'course_code', title: '课程代码', width: 100 },
  { key: 'course_name', title: '课程名称', width: 200, ellipsis: true },
  { key: 'mode', title: '考试形式', width: 90, valueType: 'status', statusMap: MODE_STATUS },
  { key: 'paper_name', title: '试卷', width: 180, ellipsis: true },
  { key: 'duration', title: '时长', width: 90, align: 'right', render: (row) => `${row.duration} 分钟` },
  { key: 'full_score', title: '满分', width: 70, valueType: 'number' },
  { key: 'pass_score', title: '及格分', width: 80, valueType: 'number' },
  { key: 'attempts', title: '可考次数', width: 90, valueType: 'number' },
  { key: 'assessment_name', title: '考核方式', width: 190, ellipsis: true },
  enabledStatusColumn(80),
  { key: 'updated_at', title: '更新时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

/** The paper screens a setting opens (`?id=` the paper); the self-taught line has no preview route. */
const PAPER_VIEWS: Record<RouteLine, { key: string; label: string; route: string }[]> = {
  AE: [
    { key: 'paper', label: '查看组卷', route: 'viewGroupVolumeAE' },
    { key: 'preview', label: '试卷预览', route: 'previewExamAE' },
  ],
  ST: [{ key: 'paper', label: '查看组卷', route: 'testPaperTopicST' }],
};

export function SettingListPage() {
  const line = useExamLine();
  const { open } = useScreenNavigation();
  // rows without a paper (offline exams) show no paper actions
  const paperViews: RowAction<ExamSetting>[] = PAPER_VIEWS[useLine().suffix].map((view) => ({
    key: view.key,
    label: view.label,
    hidden: (row) => !row.paper_id,
    onClick: (row) => open(view.route, { id: row.paper_id! }),
  }));
  const list = useLineList(getListExamSettingsQueryKey, listExamSettings);
  return (
    <FormScreenList<ExamSetting>
      noun="考试设置"
      form={line.settingForm}
      editParams={(row) => ({ uuid: row.uuid })}
      list={list}
      search={SEARCH}
      columns={COLUMNS}
      actions={{
        name: (row) => row.course_name,
        extra: paperViews,
        remove: (row) => deleteExamSettings({ ids: [row.id] }),
        removeConfirm: '确定删除该课程的考试设置吗？已被考试计划使用的不能删除。',
      }}
      exportFile={lineExport(line.type, exportExamSettings)}
      exportName="考试设置.xlsx"
    />
  );
}

export const SETTING_FIELDS: FormField[] = [
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course', half: true },
  { type: 'radio', field: 'mode', label: '考试形式', options: MODE_OPTIONS, half: true },
  {
    type: 'filter',
    field: 'paper_id',
    label: '试卷',
    kind: 'exam_paper',
    half: true,
    required: false,
    extra: '线上考试必选；线下考试不用试卷',
  },
  {
    type: 'number',
    field: 'duration',
    label: '考试时长',
    min: 10,
    max: 600,
    precision: 0,
    suffix: '分钟',
    half: true,
  },
  { type: 'number', field: 'full_score', label: '满分', min: 1, max: 1000, precision: 0, half: true },
  { type: 'number', field: 'pass_score', label: '及格分', min: 0, max: 1000, precision: 0, half: true },
  {
    type: 'number',
    field: 'attempts',
    label: '可考次数',
    min: 1,
    max: 10,
    precision: 0,
    suffix: '次',
    half: true,
    extra: '线上考试学生可作答的次数，取最高分',
  },
  {
    type: 'custom',
    field: 'assessment_id',
    label: '考核方式',
    half: true,
    render: () => <AssessmentSelect />,
  },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
];

type SettingPayload = Omit<ExamSettingBody, 'type'> & { id?: number };
const SETTING_FORM = CreateExamSettingBody.omit({ type: true });
const SCHEMAS = {
  create: withIssues(SETTING_FORM, settingIssues),
  update: withIssues(SETTING_FORM.extend({ id: zod.number().int().min(1) }), settingIssues),
};
const NEW_SETTING = { mode: 1, duration: 120, full_score: 100, pass_score: 60, attempts: 1, status: 1 };

export function SettingFormPage() {
  const line = useExamLine();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const setting = useGetExamSetting(uuid, { query: { enabled: !!uuid }, request: { silent: true } });
  return (
    <RecordFormPage<SettingPayload, ExamSetting>
      noun="考试设置"
      editing={!!uuid}
      query={setting}
      label={(record) => record.course_name}
      fields={SETTING_FIELDS}
      schemas={SCHEMAS}
      fresh={NEW_SETTING}
      submit={lineSubmit<SettingPayload>(line.type, createExamSetting, updateExamSetting)}
      list={{ queryKey: getListExamSettingsQueryKey, route: line.settingList }}
    />
  );
}
