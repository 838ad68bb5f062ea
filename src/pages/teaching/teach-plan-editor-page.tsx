import { Alert, Button, Card, Message, Modal, Space, Table, Tag } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  createFsTeachPlan,
  getListFsTeachPlansQueryKey,
  updateFsTeachPlan,
  useGetFsTeachPlan,
  useGetFsTeachPlanRequirement,
} from '@/generated/api/teaching/teaching';
import type { TeachPlanBody, TeachPlanDetail } from '@/generated/model';
import { CreateFsTeachPlanBody } from '@/generated/zod/teaching/teaching.zod';
import {
  editableColumn,
  FilterSelect,
  type FormField,
  LoadFailed,
  optionsOf,
  useEditableCells,
  useFilter,
  useFormSection,
  useScreenNavigation,
  useTabTitle,
  ScreenLoading,
  useEditId,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import {
  creditWarning,
  moveCourse,
  planProblems,
  runningCredits,
  semesterTotals,
  splitCourseLabel,
  toCourseInputs,
  totalsOf,
  type PlanCourse,
} from './teach-plan';
import { COURSE_TYPE, EXAM_FORM, teachPlanRoutes } from './teach-plan-fields';
import styles from './teach-plan-editor-page.module.css';

interface Draft {
  name?: string;
  batch_id?: number;
  profession_id?: number;
  level_id?: number;
  /** Empty while it is being retyped. */
  semester_count?: number;
  remark?: string;
  courses: PlanCourse[];
}

const NEW_PLAN: Draft = { name: '', semester_count: 5, remark: '', courses: [] };
/** The plan's own fields; 学期数 tells the major's length of study once it is known. */
const headerFields = (studyLength?: number): FormField[] => [
  {
    type: 'input',
    field: 'name',
    label: '计划名称',
    span: 8,
    maxLength: 50,
    placeholder: '如 2026春汉语言文学专升本教学计划',
  },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch', span: 4 },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession', span: 4 },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'level', span: 4 },
  {
    type: 'number',
    field: 'semester_count',
    label: '学期数',
    span: 4,
    min: 1,
    max: 10,
    precision: 0,
    extra: studyLength ? `学制 ${studyLength} 学期` : undefined,
  },
  { type: 'input', field: 'remark', label: '备注', maxLength: 200 },
];
const EXAM_OPTIONS = optionsOf(EXAM_FORM);
/** The contract's rules of one course of the plan (credits in halves up to 20, hours up to 1000 …). */
const COURSE_RULES = CreateFsTeachPlanBody.shape.courses.element.shape;

const draftOf = (plan: TeachPlanDetail): Draft => ({
  name: plan.name,
  batch_id: plan.batch_id,
  profession_id: plan.profession_id,
  level_id: plan.level_id,
  semester_count: plan.semester_count,
  remark: plan.remark,
  courses: plan.courses,
});

/** 编辑教学计划 (editTeachingPlanAE / ST): the courses of each semester with running totals; `?id=` edits. */
const titleOf = (id?: number) => (id ? '编辑教学计划' : '新增教学计划');

export function TeachPlanEditorPage() {
  const id = useEditId();
  useTabTitle(titleOf(id));
  const plan = useGetFsTeachPlan({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  if (id && plan.isPending) return <ScreenLoading />;
  if (id && plan.isError) return <LoadFailed what="教学计划" error={plan.error} onRetry={plan.refetch} />;
  return <Editor id={id} initial={plan.data ? draftOf(plan.data.result) : NEW_PLAN} />;
}

function Editor({ id, initial }: { id?: number; initial: Draft }) {
  const line = useLine();
  const routes = teachPlanRoutes(line.suffix);
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const [draft, setDraft] = useState<Draft>(initial);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedGuard(dirty);
  const courseNames = useFilter('course').items;
  const cells = useEditableCells();

  const requirement = useGetFsTeachPlanRequirement(
    { profession_id: draft.profession_id ?? 0, level_id: draft.level_id ?? 0 },
    { query: { enabled: !!draft.profession_id && !!draft.level_id }, request: { silent: true } },
  );
  const required = requirement.data?.result;

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDirty(true);
  };
  const changeCourse = (courseId: number, next: Partial<PlanCourse>) =>
    change({
      courses: draft.courses.map((course) =>
        course.course_id === courseId ? { ...course, ...next } : course,
      ),
    });

  const header = useFormSection<Draft>({
    title: '计划信息',
    fields: useMemo(() => headerFields(required?.semester_count), [required?.semester_count]),
    schema: CreateFsTeachPlanBody,
    value: draft,
    onChange: (_, changed) => change(changed),
  });

  // while 学期数 is being retyped, the semesters keep their last count
  const semesterCount = draft.semester_count || 1;
  // a semester count lowered below a course's semester keeps the course visible (and refuses to save)
  const lastSemester = Math.max(semesterCount, ...draft.courses.map((course) => course.semester));
  const perSemester = useMemo(
    () => semesterTotals(draft.courses, lastSemester),
    [draft.courses, lastSemester],
  );
  const running = useMemo(() => runningCredits(perSemester), [perSemester]);
  const totals = useMemo(() => totalsOf(draft.courses), [draft.courses]);
  const warning = creditWarning(totals.credits, required?.required_credits);
  const problems = planProblems(draft.courses, semesterCount);

  const addCourse = (semester: number, courseId: number) => {
    const existing = draft.courses.find((course) => course.course_id === courseId);
    if (existing) {
      Message.warning(`「${existing.name}」已在第 ${existing.semester} 学期`);
      return;
    }
    const label = courseNames.find((item) => item.value === courseId)?.label ?? `课程 ${courseId}`;
    change({
      courses: [
        ...draft.courses,
        {
          course_id: courseId,
          ...splitCourseLabel(label),
          type: null,
          semester,
          credit: 2,
          hours: 36,
          exam_form: 1,
        },
      ],
    });
  };

  const send = async (body: TeachPlanBody) => {
    setSaving(true);
    try {
      await (id ? updateFsTeachPlan({ ...body, id }) : createFsTeachPlan(body));
      setDirty(false);
      Message.success(id ? '教学计划已保存' : '教学计划已新增');
      void queryClient.invalidateQueries({ queryKey: getListFsTeachPlansQueryKey() });
      backTo(routes.list);
    } catch (error) {
      header.showServerErrors(error); // the API layer has shown why; the draft stays
    } finally {
      setSaving(false);
    }
  };

  const save = () =>
    once(async () => {
      const body = header.validate<TeachPlanBody>({ ...draft, courses: toCourseInputs(draft.courses) });
      if (!body) return;
      const problem = problems[0] ?? cells.problems[0];
      if (problem) {
        Message.error(problem);
        if (!problems.length) cells.focusFirst();
        return;
      }
      if (draft.courses.length === 0) {
        Message.error('请至少为一个学期添加课程');
        return;
      }
      if (warning)
        Modal.confirm({
          title: '学分未达到专业要求',
          content: `${warning}。仍要保存吗？`,
          okText: '仍要保存',
          onOk: () => send(body),
        });
      else await send(body);
    });

  // an edited plan marks what differs from the saved one (a course added since is unsaved throughout)
  const savedCourses = useMemo(
    () => new Map(initial.courses.map((course) => [course.course_id, course])),
    [initial],
  );
  const saved = (key: keyof PlanCourse) => (row: PlanCourse) =>
    id ? savedCourses.get(row.course_id)?.[key] : row[key];
  const courseName = (row: PlanCourse) => row.name;
  const semesterOptions = Array.from({ length: semesterCount }, (_, index) => ({
    label: `第 ${index + 1} 学期`,
    value: index + 1,
  }));

  const columns: TableColumnProps<PlanCourse>[] = [
    { title: '课程代码', dataIndex: 'code', width: 100, render: (code: string) => code || '—' },
    { title: '课程名称', dataIndex: 'name', width: 200 },
    {
      title: '课程类型',
      dataIndex: 'type',
      width: 110,
      render: (type: PlanCourse['type']) =>
        type === null ? '—' : <Tag color={COURSE_TYPE[type]?.color}>{COURSE_TYPE[type]?.text}</Tag>,
    },
    editableColumn<PlanCourse>(
      {
        type: 'number',
        key: 'credit',
        title: '学分',
        width: 110,
        name: courseName,
        schema: COURSE_RULES.credit,
        validate: (credit) => (Math.round(credit * 10) !== credit * 10 ? '学分最多一位小数' : undefined),
        saved: saved('credit'),
        onChange: (row, credit) => changeCourse(row.course_id, { credit }),
      },
      cells,
    ),
    editableColumn<PlanCourse>(
      {
        type: 'number',
        key: 'hours',
        title: '学时',
        width: 110,
        name: courseName,
        schema: COURSE_RULES.hours,
        saved: saved('hours'),
        onChange: (row, hours) => changeCourse(row.course_id, { hours }),
      },
      cells,
    ),
    editableColumn<PlanCourse>(
      {
        type: 'select',
        key: 'exam_form',
        title: '考核方式',
        width: 120,
        name: courseName,
        options: EXAM_OPTIONS,
        saved: saved('exam_form'),
        onChange: (row, form) => changeCourse(row.course_id, { exam_form: form as PlanCourse['exam_form'] }),
      },
      cells,
    ),
    editableColumn<PlanCourse>(
      {
        type: 'select',
        key: 'semester',
        title: '开课学期',
        width: 130,
        name: courseName,
        options: semesterOptions,
        validate: (semester) => (Number(semester) > semesterCount ? '超出学期数' : undefined),
        saved: saved('semester'),
        onChange: (row, semester) => changeCourse(row.course_id, { semester: Number(semester) }),
      },
      cells,
    ),
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_: unknown, row: PlanCourse) => (
        <Space size={0}>
          <Button
            type="text"
            size="mini"
            onClick={() => change({ courses: moveCourse(draft.courses, row.course_id, -1) })}
          >
            上移
          </Button>
          <Button
            type="text"
            size="mini"
            onClick={() => change({ courses: moveCourse(draft.courses, row.course_id, 1) })}
          >
            下移
          </Button>
          <Button
            type="text"
            size="mini"
            status="danger"
            aria-label={`移除${row.name}`}
            onClick={() =>
              change({ courses: draft.courses.filter((course) => course.course_id !== row.course_id) })
            }
          >
            移除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div role="form" aria-label={titleOf(id)} {...cells.scope}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {/* Arco's Space keys its items by the child's key or position: every card names its own */}
        <Card key="header" bordered={false} title={titleOf(id)}>
          {header.section}
        </Card>

        <Card key="totals" bordered={false} title="学分与学时合计">
          <div className={styles.totals} aria-label="计划合计">
            <span>
              课程 <span className={styles.figure}>{totals.count}</span> 门
            </span>
            <span>
              总学分 <span className={styles.figure}>{totals.credits}</span>
              {required && <span className={styles.muted}> / 专业要求 {required.required_credits} 学分</span>}
            </span>
            <span>
              总学时 <span className={styles.figure}>{totals.hours}</span>
            </span>
            {!required && <span className={styles.muted}>选择专业和层次后显示专业要求的学分</span>}
          </div>
          {(warning || problems.length > 0) && (
            <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
              {warning && <Alert type="warning" content={warning} />}
              {problems.map((problem) => (
                <Alert key={problem} type="error" content={problem} />
              ))}
            </Space>
          )}
        </Card>

        {perSemester.map((semester) => {
          const beyond = semester.semester > semesterCount;
          return (
            <Card
              key={`semester-${semester.semester}`}
              bordered={false}
              title={
                <span className={beyond ? styles.beyond : undefined}>
                  第 {semester.semester} 学期{beyond ? '（超出学期数）' : ''}
                </span>
              }
              extra={
                <span className={styles.muted} aria-label={`第 ${semester.semester} 学期小计`}>
                  {`${semester.count} 门 · ${semester.credits} 学分 · ${semester.hours} 学时 · 累计 ${running[semester.semester - 1]} 学分`}
                </span>
              }
            >
              <Table<PlanCourse>
                rowKey="course_id"
                size="small"
                columns={columns}
                data={draft.courses.filter((course) => course.semester === semester.semester)}
                pagination={false}
                noDataElement={<span className={styles.muted}>本学期尚无课程</span>}
              />
              {!beyond && (
                <FilterSelect
                  kind="course"
                  aria-label={`添加课程到第 ${semester.semester} 学期`}
                  placeholder={`添加课程到第 ${semester.semester} 学期`}
                  value={undefined as unknown as number}
                  onChange={(courseId: number) => courseId && addCourse(semester.semester, courseId)}
                  showSearch
                  style={{ width: 320, marginTop: 8 }}
                />
              )}
            </Card>
          );
        })}

        <Card key="footer" bordered={false} className={styles.sticky}>
          <div className={styles.footer}>
            <Button onClick={() => backTo(routes.list)}>返回</Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
          </div>
        </Card>
      </Space>
    </div>
  );
}
