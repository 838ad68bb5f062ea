/**
 * 考试成绩 (achievementST) and 查看考试成绩 (viewResultsST, `?plan_id=`: one plan's results): scores
 * per student and course with the exam state; offline exams' scores are entered here (录入成绩,
 * checked against the course's full marks), online ones come from marking.
 */
import { Alert } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as zod from 'zod';
import {
  exportExamResults,
  getListExamResultsQueryKey,
  listExamResults,
  updateExamStudentScore,
  useGetExamPlan,
} from '@/generated/api/exam/exam';
import type { ExamResult } from '@/generated/model';
import {
  formatPercent,
  FormModal,
  idFrom,
  lineExport,
  lineList,
  type ListColumn,
  ListPage,
  type SearchField,
  type StatusMap,
  yesNoOptions,
} from '@/kit';
import { STUDENT_COURSE_SEARCH, studentCourseColumns } from './student-course';
import { useExamLine } from './exam-lines';
import { MODE_STATUS } from './exam-fields';

const STATE: StatusMap = {
  0: { text: '正常', color: 'green' },
  1: { text: '缺考', color: 'gray' },
  2: { text: '缓考', color: 'orange' },
  3: { text: '作弊', color: 'red' },
};

/** 86 / 不及格 48 / 未录入 */
export function scoreText(row: Pick<ExamResult, 'score' | 'pass_score' | 'state'>) {
  if (row.state !== 0) return STATE[row.state]!.text;
  if (row.score === null) return '未录入';
  return row.score < row.pass_score ? `${row.score}（不及格）` : String(row.score);
}

/** Pass rate of the rows with a score: 「本页 4 人有成绩，及格 3 人（75.0%）」. */
export function passSummary(rows: readonly ExamResult[]): string {
  const scored = rows.filter((row) => row.state === 0 && row.score !== null);
  const passed = scored.filter((row) => row.score! >= row.pass_score).length;
  const missing = rows.filter((row) => row.state === 0 && row.score === null).length;
  const rate = scored.length ? ` (${formatPercent((passed / scored.length) * 100)})` : '';
  return `本页 ${scored.length} 人有成绩，及格 ${passed} 人${rate}${missing ? `，${missing} 人未录入` : ''}`;
}

const SCORE_FIELDS = [
  { type: 'number', field: 'score', label: '成绩', min: 0, max: 1000, precision: 1, suffix: '分' } as const,
];

export function ResultsPage() {
  const line = useExamLine();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const planId = idFrom(params.get('plan_id'));
  const plan = useGetExamPlan(planId ?? 0, { query: { enabled: !!planId }, request: { silent: true } });
  const [entering, setEntering] = useState<ExamResult>();
  const list = useMemo(
    () => lineList(line.type, getListExamResultsQueryKey, listExamResults, planId ? { plan_id: planId } : {}),
    [line.type, planId],
  );
  const search: SearchField[] = [
    ...(planId
      ? []
      : [{ type: 'filter', field: 'plan_id', label: '考试计划', kind: 'examination_manage' } as const]),
    ...STUDENT_COURSE_SEARCH,
    { type: 'select', field: 'entered', label: '录入', options: yesNoOptions('已录入', '未录入') },
    { type: 'select', field: 'passed', label: '及格', options: yesNoOptions('及格', '不及格') },
    {
      type: 'select',
      field: 'state',
      label: '考试状态',
      options: [0, 1, 2, 3].map((value) => ({ value, label: STATE[value]!.text })),
    },
  ];
  const columns: ListColumn<ExamResult>[] = useMemo(
    () => [
      ...studentCourseColumns<ExamResult>(line.stationNoun),
      ...(planId ? [] : [{ key: 'plan_name', title: '考试计划', width: 190, ellipsis: true } as const]),
      { key: 'mode', title: '考试形式', width: 90, valueType: 'status', statusMap: MODE_STATUS },
      { key: 'full_score', title: '满分', width: 70, valueType: 'number' },
      {
        key: 'score',
        title: '成绩',
        width: 120,
        align: 'right',
        render: (row) => (
          <span
            style={{
              color: row.score !== null && row.score < row.pass_score ? 'rgb(var(--danger-6))' : undefined,
            }}
          >
            {scoreText(row)}
          </span>
        ),
      },
      { key: 'state', title: '考试状态', width: 90, valueType: 'status', statusMap: STATE },
      { key: 'entered_at', title: '录入时间', width: 170, valueType: 'datetime' },
    ],
    [line.stationNoun, planId],
  );
  const scoreSchema = useMemo(
    () =>
      zod.object({
        score: zod
          .number()
          .min(0)
          .max(entering?.full_score ?? 100),
      }),
    [entering],
  );

  return (
    <>
      {plan.data && (
        <Alert
          style={{ marginBottom: 12 }}
          content={`${plan.data.result.name} · 考试期 ${plan.data.result.exam_start} 至 ${plan.data.result.exam_end}`}
        />
      )}
      <ListPage<ExamResult>
        list={list}
        rowKey="id"
        search={search}
        columns={columns}
        rowActions={[
          {
            key: 'score',
            label: '录入成绩',
            perm: 'edit',
            hidden: (row) => row.mode !== 2 || row.state !== 0,
            onClick: (row) => setEntering(row),
          },
        ]}
        exportFile={(query, options) =>
          lineExport(line.type, exportExamResults)(planId ? { ...query, plan_id: planId } : query, options)
        }
        exportName={`${plan.data?.result.name ?? ''}考试成绩.xlsx`}
        summary={(envelope) => passSummary(envelope.result.list)}
      />
      <FormModal<{ score: number }>
        title={
          entering
            ? `录入成绩 · ${entering.student_name} · ${entering.course_name}（满分 ${entering.full_score}）`
            : '录入成绩'
        }
        visible={!!entering}
        onClose={() => setEntering(undefined)}
        fields={[...SCORE_FIELDS]}
        schema={scoreSchema}
        record={entering?.score !== null && entering ? { score: entering.score } : undefined}
        submit={({ score }) => updateExamStudentScore(entering!.exam_id, entering!.student_uuid, score)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListExamResultsQueryKey() })}
      />
    </>
  );
}
