import {
  Alert,
  Button,
  Card,
  Form,
  Grid,
  Input,
  InputNumber,
  Message,
  Modal,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  type TableColumnProps,
} from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createFsTeachPlan,
  getListFsTeachPlansQueryKey,
  updateFsTeachPlan,
  useGetFsTeachPlan,
  useGetFsTeachPlanRequirement,
} from '@/generated/api/teaching/teaching';
import type { TeachPlanBody, TeachPlanDetail } from '@/generated/model';
import { CreateFsTeachPlanBody } from '@/generated/zod/teaching/teaching.zod';
import { FilterSelect, LoadFailed, optionsOf, useFilter, useScreenNavigation } from '@/kit';
import { validateWithSchema } from '@/kit/form/zod-errors';
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
  name: string;
  batch_id?: number;
  profession_id?: number;
  level_id?: number;
  semester_count: number;
  remark: string;
  courses: PlanCourse[];
}

const NEW_PLAN: Draft = { name: '', semester_count: 5, remark: '', courses: [] };
const HEADER_META = {
  name: { label: '计划名称' },
  batch_id: { label: '批次', chosen: true },
  profession_id: { label: '专业', chosen: true },
  level_id: { label: '层次', chosen: true },
  semester_count: { label: '学期数' },
  remark: { label: '备注' },
};
const EXAM_OPTIONS = optionsOf(EXAM_FORM);

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
export function TeachPlanEditorPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const plan = useGetFsTeachPlan({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  if (id && plan.isPending) return <Spin style={{ display: 'block', marginTop: 80 }} tip="加载中…" />;
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useUnsavedGuard(dirty);
  const courseNames = useFilter('course').items;

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

  // a semester count lowered below a course's semester keeps the course visible (and refuses to save)
  const lastSemester = Math.max(draft.semester_count, ...draft.courses.map((course) => course.semester));
  const perSemester = useMemo(
    () => semesterTotals(draft.courses, lastSemester),
    [draft.courses, lastSemester],
  );
  const running = useMemo(() => runningCredits(perSemester), [perSemester]);
  const totals = useMemo(() => totalsOf(draft.courses), [draft.courses]);
  const warning = creditWarning(totals.credits, required?.required_credits);
  const problems = planProblems(draft.courses, draft.semester_count);

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
    } finally {
      setSaving(false);
    }
  };

  const save = () =>
    once(async () => {
      const payload = {
        name: draft.name.trim(),
        batch_id: draft.batch_id,
        profession_id: draft.profession_id,
        level_id: draft.level_id,
        semester_count: draft.semester_count,
        ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
        courses: toCourseInputs(draft.courses),
      };
      const checked = validateWithSchema(CreateFsTeachPlanBody, payload, HEADER_META);
      setErrors(checked.errors);
      if (!checked.data) return;
      if (problems.length) {
        Message.error(problems[0]);
        return;
      }
      if (draft.courses.length === 0) {
        Message.error('请至少为一个学期添加课程');
        return;
      }
      const body = checked.data as TeachPlanBody;
      if (warning)
        Modal.confirm({
          title: '学分未达到专业要求',
          content: `${warning}。仍要保存吗？`,
          okText: '仍要保存',
          onOk: () => send(body).catch(() => undefined),
        });
      else await send(body).catch(() => undefined); // the API layer has shown why; the draft stays
    });

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
    {
      title: '学分',
      dataIndex: 'credit',
      width: 110,
      render: (credit: number, row: PlanCourse) => (
        <InputNumber
          aria-label={`${row.name}学分`}
          size="small"
          min={0.5}
          max={20}
          step={0.5}
          precision={1}
          value={credit}
          onChange={(value) => changeCourse(row.course_id, { credit: value ?? 0.5 })}
        />
      ),
    },
    {
      title: '学时',
      dataIndex: 'hours',
      width: 110,
      render: (hours: number, row: PlanCourse) => (
        <InputNumber
          aria-label={`${row.name}学时`}
          size="small"
          min={1}
          max={1000}
          precision={0}
          value={hours}
          onChange={(value) => changeCourse(row.course_id, { hours: value ?? 1 })}
        />
      ),
    },
    {
      title: '考核方式',
      dataIndex: 'exam_form',
      width: 120,
      render: (form: number, row: PlanCourse) => (
        <Select
          aria-label={`${row.name}考核方式`}
          size="small"
          options={EXAM_OPTIONS}
          value={form}
          onChange={(value: PlanCourse['exam_form']) => changeCourse(row.course_id, { exam_form: value })}
        />
      ),
    },
    {
      title: '开课学期',
      dataIndex: 'semester',
      width: 120,
      render: (value: number, row: PlanCourse) => (
        <Select
          aria-label={`${row.name}开课学期`}
          size="small"
          value={value}
          options={Array.from({ length: draft.semester_count }, (_, index) => ({
            label: `第 ${index + 1} 学期`,
            value: index + 1,
          }))}
          onChange={(next: number) => changeCourse(row.course_id, { semester: next })}
        />
      ),
    },
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
    <div role="form" aria-label={id ? '编辑教学计划' : '新增教学计划'}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Card bordered={false} title={id ? '编辑教学计划' : '新增教学计划'}>
          <Form layout="vertical">
            <Grid.Row gutter={16}>
              <Grid.Col span={8}>
                <Form.Item
                  label="计划名称"
                  required
                  validateStatus={errors.name ? 'error' : undefined}
                  help={errors.name}
                >
                  <Input
                    aria-label="计划名称"
                    maxLength={50}
                    placeholder="如 2026春汉语言文学专升本教学计划"
                    value={draft.name}
                    onChange={(name) => change({ name })}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={4}>
                <Form.Item
                  label="批次"
                  required
                  validateStatus={errors.batch_id ? 'error' : undefined}
                  help={errors.batch_id}
                >
                  <FilterSelect
                    kind="batch"
                    placeholder="请选择批次"
                    value={draft.batch_id}
                    onChange={(batch_id: number) => change({ batch_id })}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={4}>
                <Form.Item
                  label="专业"
                  required
                  validateStatus={errors.profession_id ? 'error' : undefined}
                  help={errors.profession_id}
                >
                  <FilterSelect
                    kind="profession"
                    placeholder="请选择专业"
                    value={draft.profession_id}
                    onChange={(profession_id: number) => change({ profession_id })}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={4}>
                <Form.Item
                  label="层次"
                  required
                  validateStatus={errors.level_id ? 'error' : undefined}
                  help={errors.level_id}
                >
                  <FilterSelect
                    kind="level"
                    placeholder="请选择层次"
                    value={draft.level_id}
                    onChange={(level_id: number) => change({ level_id })}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={4}>
                <Form.Item
                  label="学期数"
                  required
                  validateStatus={errors.semester_count ? 'error' : undefined}
                  help={
                    errors.semester_count ?? (required ? `学制 ${required.semester_count} 学期` : undefined)
                  }
                >
                  <InputNumber
                    aria-label="学期数"
                    min={1}
                    max={10}
                    precision={0}
                    value={draft.semester_count}
                    onChange={(value) => change({ semester_count: value ?? 1 })}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={24}>
                <Form.Item
                  label="备注"
                  help={errors.remark}
                  validateStatus={errors.remark ? 'error' : undefined}
                >
                  <Input
                    aria-label="备注"
                    maxLength={200}
                    value={draft.remark}
                    onChange={(remark) => change({ remark })}
                  />
                </Form.Item>
              </Grid.Col>
            </Grid.Row>
          </Form>
        </Card>

        <Card bordered={false} title="学分与学时合计">
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
          const beyond = semester.semester > draft.semester_count;
          return (
            <Card
              key={semester.semester}
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

        <Card bordered={false} className={styles.sticky}>
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
