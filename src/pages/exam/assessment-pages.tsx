/**
 * 考核方式管理 (examAssessmentAE): how a course's score is made up (平时 30% + 期末 70% …), and
 * 新增考核方式 (addExamAssessmentAE, `?id=` edits) whose weights must add up to 100%.
 */
import { Alert } from '@arco-design/web-react';
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
  ENABLED_OPTIONS,
  FormScreenList,
  RecordFormPage,
  type FormField,
  type ListColumn,
  type SearchField,
  useEditId,
  useLineList,
  withIssues,
  enabledStatusColumn,
} from '@/kit';
import { partsText, weightIssue } from './exam-rules';
import { useExamLine } from './exam-lines';
import { lineSubmit } from './line-submit';
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
  const list = useLineList(getListExamAssessmentsQueryKey, listExamAssessments);
  return (
    <FormScreenList<ExamAssessment>
      noun="考核方式"
      form={FORM}
      editParams={(row) => ({ id: row.id })}
      list={list}
      search={SEARCH}
      columns={COLUMNS}
      actions={{
        name: (row) => row.name,
        remove: (row) => deleteExamAssessments({ ids: [row.id] }),
        removable: (row) => row.course_count === 0,
      }}
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
const SCHEMAS = {
  create: withIssues(FORM_SCHEMA, partsIssue),
  update: withIssues(FORM_SCHEMA.extend({ id: zod.number().int().min(1) }), partsIssue),
};
const NEW_METHOD = {
  status: 1,
  parts: [
    { name: '平时成绩', weight: 30 },
    { name: '期末考试', weight: 70 },
  ],
};

export function AssessmentFormPage() {
  const id = useEditId() ?? 0;
  const { type } = useExamLine();
  const method = useGetExamAssessment(id, { query: { enabled: id > 0 }, request: { silent: true } });
  return (
    <RecordFormPage<Payload, ExamAssessment>
      noun="考核方式"
      editing={id > 0}
      query={method}
      notice={(record) =>
        record.course_count > 0 ? (
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            content={`已有 ${record.course_count} 门课程使用该考核方式；修改只影响此后录入的成绩，已录入的成绩按原权重计算。`}
          />
        ) : undefined
      }
      fields={FIELDS}
      schemas={SCHEMAS}
      fresh={NEW_METHOD}
      submit={lineSubmit<Payload>(type, createExamAssessment, updateExamAssessment)}
      list={{ queryKey: getListExamAssessmentsQueryKey, route: LIST }}
    />
  );
}
