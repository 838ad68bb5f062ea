/**
 * 考核方式管理 (examAssessmentAE): how a course's score is made up (平时 30% + 期末 70% …), and
 * 新增考核方式 (addExamAssessmentAE, `?id=` edits) whose weights must add up to 100%.
 */
import { Alert } from '@arco-design/web-react';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as zod from 'zod';
import {
  createExamAssessment,
  deleteExamAssessments,
  getListExamAssessmentsQueryKey,
  listExamAssessments,
  updateExamAssessment,
  useGetExamAssessment,
} from '@/generated/api/exam/exam';
import type { ExamAssessment, ExamAssessmentBody } from '@/generated/model';
import { CreateExamAssessmentBody } from '@/generated/zod/exam/exam.zod';
import {
  addAction,
  crudActions,
  ENABLED_OPTIONS,
  type FormField,
  FormPage,
  type ListColumn,
  ListPage,
  LoadFailed,
  type SearchField,
  type ToolbarAction,
  useLineList,
  useScreenNavigation,
  withIssues,
  ScreenLoading,
  enabledStatusColumn,
} from '@/kit';
import { useExamLine } from './exam-lines';

import { partsText, weightIssue } from './exam-rules';
import { PartsEditor } from './parts-editor';

const LIST = 'examAssessmentAE';
const FORM = 'addExamAssessmentAE';

const SEARCH: SearchField[] = [
  { type: 'input', field: 'name', label: '考核方式', placeholder: '考核方式名称' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

const COLUMNS: ListColumn<ExamAssessment>[] = [
  { key: 'name', title: '考核方式', width: 200, ellipsis: true },
  { key: 'parts', title: '组成与权重', width: 300, render: (row) => partsText(row.parts) },
  { key: 'course_count', title: '使用课程数', width: 110, valueType: 'number' },
  enabledStatusColumn(80),
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
  { key: 'updated_at', title: '更新时间', width: 170, valueType: 'datetime' },
];

export function AssessmentListPage() {
  const { open } = useScreenNavigation();
  const list = useLineList(getListExamAssessmentsQueryKey, listExamAssessments);
  const toolbar: ToolbarAction[] = [addAction('新增考核方式', () => open(FORM))];
  return (
    <ListPage<ExamAssessment>
      list={list}
      rowKey="id"
      search={SEARCH}
      columns={COLUMNS}
      toolbar={toolbar}
      rowActions={crudActions<ExamAssessment>({
        noun: '考核方式',
        name: (row) => row.name,
        edit: (row) => open(FORM, { id: row.id }),
        remove: (row) => deleteExamAssessments({ ids: [row.id] }),
        removable: (row) => row.course_count === 0,
      })}
    />
  );
}

const FIELDS: FormField[] = [
  { type: 'input', field: 'name', label: '考核方式名称', maxLength: 30, placeholder: '如 平时30%+期末70%' },
  {
    type: 'custom',
    field: 'parts',
    label: '组成与权重',
    extra: '各组成部分的权重合计须为 100%，成绩按权重折算后相加',
    render: () => <PartsEditor />,
  },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

type Payload = Omit<ExamAssessmentBody, 'type'> & { id?: number };
const FORM_SCHEMA = CreateExamAssessmentBody.omit({ type: true });
const partsIssue = (values: { parts?: { name?: string; weight?: number }[] }) => {
  const message = weightIssue(values.parts ?? []);
  return message ? [{ path: 'parts', message }] : [];
};
const CREATE = withIssues(FORM_SCHEMA, partsIssue);
const UPDATE = withIssues(FORM_SCHEMA.extend({ id: zod.number().int().min(1) }), partsIssue);
const NEW_METHOD = {
  status: 1,
  parts: [
    { name: '平时成绩', weight: 30 },
    { name: '期末考试', weight: 70 },
  ],
};

export function AssessmentFormPage() {
  const line = useExamLine();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const method = useGetExamAssessment(id, { query: { enabled: id > 0 }, request: { silent: true } });
  const record = useMemo(() => (method.data ? { ...method.data.result } : undefined), [method.data]);

  if (id && method.isPending) return <ScreenLoading />;
  return (
    <FormPage<Payload>
      title={id ? '编辑考核方式' : '新增考核方式'}
      fields={FIELDS}
      schema={id ? UPDATE : CREATE}
      record={id ? record : NEW_METHOD}
      submit={(payload) =>
        payload.id
          ? updateExamAssessment({ ...payload, id: payload.id, type: line.type })
          : createExamAssessment({ ...payload, type: line.type })
      }
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListExamAssessmentsQueryKey() })}
      onBack={() => backTo(LIST)}
      notice={
        method.isError ? (
          <LoadFailed
            what="考核方式"
            error={method.error}
            onRetry={method.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : record && record.course_count > 0 ? (
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            content={`已有 ${record.course_count} 门课程使用该考核方式；修改只影响此后录入的成绩，已录入的成绩按原权重计算。`}
          />
        ) : undefined
      }
    />
  );
}
