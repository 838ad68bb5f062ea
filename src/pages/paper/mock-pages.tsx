import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAnalogConfigQueryKey,
  getListAnalogExamsQueryKey,
  listAnalogExams,
  saveAnalogConfig,
  useGetAnalogConfig,
} from '@/generated/api/paper/paper';
import type { AnalogConfig, AnalogExam } from '@/generated/model';
import { SaveAnalogConfigBody } from '@/generated/zod/paper/paper.zod';
import {
  formatPercent,
  FormPage,
  ListPage,
  LoadFailed,
  optionsOf,
  type StatusMap,
  useScreenNavigation,
  type FormField,
  type ListColumn,
  type SearchField,
  ScreenLoading,
  yesNoOptions,
} from '@/kit';

const STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '进行中', color: 'arcoblue' },
  2: { text: '已结束', color: 'green' },
};
const SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '名称', placeholder: '模拟考试或课程名称' },
  {
    type: 'select',
    field: 'status',
    label: '状态',
    options: optionsOf(STATUS),
  },
];
const COLUMNS: ListColumn<AnalogExam>[] = [
  { key: 'name', title: '模拟考试', width: 220, ellipsis: true },
  { key: 'paper_name', title: '试卷', width: 200, ellipsis: true },
  { key: 'course_name', title: '课程', width: 140 },
  { key: 'start_at', title: '开放时间', width: 170, valueType: 'datetime' },
  { key: 'end_at', title: '关闭时间', width: 170, valueType: 'datetime' },
  { key: 'duration', title: '时长（分钟）', width: 100, valueType: 'number' },
  { key: 'participant_count', title: '参加人数', width: 90, valueType: 'number' },
  { key: 'attempt_count', title: '作答次数', width: 90, valueType: 'number' },
  { key: 'average_score', title: '平均分', width: 80, valueType: 'number' },
  {
    key: 'pass_rate',
    title: '及格率',
    width: 90,
    align: 'right',
    render: (row) => (row.pass_rate === null ? '—' : formatPercent(row.pass_rate * 100)),
  },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: STATUS },
];

/** 模拟考试 (mockTest, under 首页): the mock exams with how many took them and how they did. */
export function MockExamListPage() {
  return (
    <ListPage<AnalogExam, Parameters<typeof listAnalogExams>[0]>
      list={{ queryKey: getListAnalogExamsQueryKey, fetcher: listAnalogExams }}
      rowKey="id"
      search={SEARCH}
      columns={COLUMNS}
    />
  );
}

const CONFIG_FIELDS: FormField[] = [
  { type: 'radio', field: 'enabled', label: '模拟考试', options: yesNoOptions('开放', '关闭'), half: true },
  {
    type: 'number',
    field: 'attempts_per_day',
    label: '每人每天可作答次数',
    min: 1,
    max: 20,
    precision: 0,
    suffix: '次',
    half: true,
  },
  {
    type: 'number',
    field: 'duration',
    label: '默认时长',
    min: 10,
    max: 300,
    precision: 0,
    suffix: '分钟',
    half: true,
  },
  {
    type: 'number',
    field: 'pass_score',
    label: '及格分（百分制）',
    min: 0,
    max: 100,
    precision: 1,
    suffix: '分',
    half: true,
  },
  {
    type: 'radio',
    field: 'show_answer',
    label: '交卷后显示答案与解析',
    options: yesNoOptions('显示', '不显示'),
    half: true,
  },
  {
    type: 'radio',
    field: 'shuffle',
    label: '打乱题目与选项顺序',
    options: yesNoOptions('打乱', '不打乱'),
    half: true,
  },
  { type: 'textarea', field: 'notice', label: '考前须知', maxLength: 500 },
];

/** 模拟考试设置 (mockConfigST, under 首页). */
export function MockConfigPage() {
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const config = useGetAnalogConfig({ request: { silent: true, loading: false } });
  if (config.isPending) return <ScreenLoading />;
  if (config.isError) return <LoadFailed what="模拟考试设置" error={config.error} onRetry={config.refetch} />;
  return (
    <FormPage<AnalogConfig>
      title="模拟考试设置"
      perm="config"
      fields={CONFIG_FIELDS}
      schema={SaveAnalogConfigBody}
      record={{ ...config.data.result }}
      submit={(payload) => saveAnalogConfig(payload)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getGetAnalogConfigQueryKey() })}
      onBack={() => backTo('home')}
    />
  );
}
