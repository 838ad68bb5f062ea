/** 论文指导 (both lines): the milestone states of a student's thesis, as data. */
import type { ThesisDraft, ThesisGuidance, ThesisStage } from '@/generated/model';
import type { FieldIssue, ListColumn, SearchField, StatusMap } from '@/kit';
import { MILESTONE_OPTIONS, MILESTONES } from './milestones';

export const STAGE_STATUS: StatusMap = {
  0: { text: '未提交', color: 'gray' },
  1: { text: '待批阅', color: 'orange' },
  2: { text: '已通过', color: 'green' },
  3: { text: '退回修改', color: 'red' },
};

/** The milestone a student is at: the first one not yet passed (答辩 once all are passed). */
export function currentStage(stages: readonly ThesisStage[]): ThesisStage | undefined {
  const sorted = [...stages].sort((a, b) => a.milestone - b.milestone);
  return sorted.find((stage) => stage.state !== 2) ?? sorted.at(-1);
}

export const stageText = (stage: ThesisStage | undefined) =>
  stage
    ? `${MILESTONES.find((m) => m.value === stage.milestone)?.label ?? ''}·${STAGE_STATUS[stage.state]?.text ?? ''}`
    : '—';

export const guidanceSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或论文题目' },
  { type: 'select', field: 'milestone', label: '所处环节', options: MILESTONE_OPTIONS },
];

export const guidanceColumns: ListColumn<ThesisGuidance>[] = [
  { key: 'student_name', title: '姓名', width: 90 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'major_name', title: '专业', width: 120 },
  { key: 'supervisor_name', title: '指导教师', width: 100 },
  { key: 'topic', title: '论文题目', width: 240, ellipsis: true, render: (row) => row.topic || '未选题' },
  { key: 'stage', title: '当前环节', width: 150, render: (row) => stageText(currentStage(row.stages)) },
  { key: 'draft_count', title: '稿件数', width: 80, valueType: 'number' },
  { key: 'comment_count', title: '指导意见', width: 90, valueType: 'number' },
  { key: 'latest_at', title: '最近提交', width: 170, valueType: 'datetime' },
  { key: 'plan_name', title: '论文计划', width: 220, ellipsis: true, hiddenByDefault: true },
];

export const draftColumns: ListColumn<ThesisDraft>[] = [
  { key: 'version', title: '版本', width: 70, render: (row) => `第 ${row.version} 版` },
  {
    key: 'milestone',
    title: '环节',
    width: 100,
    render: (row) => MILESTONES.find((m) => m.value === row.milestone)?.label ?? '—',
  },
  { key: 'file_name', title: '文件', width: 320, ellipsis: true },
  { key: 'submitted_at', title: '提交时间', width: 170, valueType: 'datetime' },
  { key: 'state', title: '批阅状态', width: 100, valueType: 'status', statusMap: STAGE_STATUS },
];

export const DECISIONS = [
  { label: '仅填写意见', value: 0 },
  { label: '该稿通过', value: 2 },
  { label: '退回修改', value: 3 },
];

/** A decision on a draft needs the draft (0 = an overall comment). */
export function commentIssues(values: { draft?: number; decision?: number }): FieldIssue[] {
  return values.decision && !values.draft ? [{ path: 'draft', message: '通过或退回须选择针对的稿件' }] : [];
}
