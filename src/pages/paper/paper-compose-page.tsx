import {
  Alert,
  Button,
  Card,
  Input,
  InputNumber,
  Message,
  Radio,
  Select,
  Space,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createFsPaper,
  getListFsPapersQueryKey,
  getListFsQuestionsQueryKey,
  listFsQuestions,
} from '@/generated/api/paper/paper';
import type { PaperBody, Question } from '@/generated/model';
import { CreateFsPaperBody } from '@/generated/zod/paper/paper.zod';
import { DictSelect, DictText, LoadFailed, useFormSection, useScreenNavigation, type FormField } from '@/kit';
import {
  composeProblems,
  drawByRules,
  move,
  pickedTotal,
  rulesTotal,
  type ComposeRule,
  type Picked,
} from './compose';
import { DIFFICULTY_OPTIONS } from './question-fields';
import { KIND_NOUN } from './paper-fields';

const LIST_OF_KIND: Record<number, string> = {
  1: 'testPaperST',
  2: 'practicePaperST',
  3: 'homeworkPracticeST',
};
/** The list call serves 100 questions a page; a draw reads the course's bank up to BANK_PAGES pages. */
const BANK_LIMIT = 100;
const BANK_PAGES = 20;

/** A course's question bank, page by page (first page first, then the rest together). */
async function courseBank(course_id: number, signal: AbortSignal) {
  const page = (number: number) =>
    listFsQuestions({ page: number, limit: BANK_LIMIT, course_id }, { silent: true, loading: false }, signal);
  const first = await page(1);
  const pages = Math.min(Math.ceil(first.result.total / BANK_LIMIT), BANK_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)),
  );
  return {
    list: [first, ...rest].flatMap((response) => response.result.list),
    total: first.result.total,
  };
}
const BASICS: FormField[] = [
  { type: 'input', field: 'name', label: '试卷名称', span: 12, maxLength: 50 },
  {
    type: 'filter',
    field: 'course_id',
    label: '课程',
    kind: 'course',
    span: 12,
    placeholder: '题目从该课程的题库中抽取或选择',
  },
  { type: 'number', field: 'full_score', label: '满分', span: 5, min: 1, max: 300, suffix: '分' },
  { type: 'number', field: 'pass_score', label: '及格分', span: 5, min: 0, max: 300, suffix: '分' },
  {
    type: 'number',
    field: 'duration',
    label: '考试时长',
    span: 5,
    min: 1,
    max: 600,
    precision: 0,
    suffix: '分钟',
  },
  {
    type: 'custom',
    field: 'compose_mode',
    label: '组卷方式',
    span: 9,
    render: () => (
      <Radio.Group
        type="button"
        options={[
          { label: '按规则随机抽题', value: 1 },
          { label: '手工选题', value: 2 },
        ]}
      />
    ),
  },
];
const NEW_RULE: ComposeRule = { style: 1, difficulty: null, chapter_name: '', count: 5, score: 2 };
const newSeed = () => Math.floor(Math.random() * 1e9);

interface Basics {
  name?: string;
  course_id?: number;
  full_score?: number;
  pass_score?: number;
  duration?: number;
  compose_mode: 1 | 2;
}

/** 新增试卷 (addExaminationST): compose by rules (random draw with a seed, shortfall shown) or by hand. */
export function PaperComposePage() {
  const [params] = useSearchParams();
  const kind = (
    [1, 2, 3, 4].includes(Number(params.get('kind'))) ? Number(params.get('kind')) : 1
  ) as PaperBody['kind'];
  const noun = KIND_NOUN[kind] ?? '试卷';
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const [basics, setBasics] = useState<Basics>({
    full_score: 100,
    pass_score: 60,
    duration: 120,
    compose_mode: 1,
  });
  const mode = basics.compose_mode;
  const [rules, setRules] = useState<ComposeRule[]>([{ ...NEW_RULE }]);
  const [seed, setSeed] = useState(newSeed);
  const [manual, setManual] = useState<Picked<Question>[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const bank = useQuery({
    queryKey: [...getListFsQuestionsQueryKey({ course_id: basics.course_id }), 'whole-bank'],
    queryFn: ({ signal }) => courseBank(basics.course_id!, signal),
    enabled: !!basics.course_id,
  });
  const questions = useMemo(() => bank.data?.list ?? [], [bank.data]);
  const bankCut = bank.data && bank.data.total > bank.data.list.length;
  const drawn = useMemo(() => drawByRules(rules, questions, seed), [rules, questions, seed]);
  const picked = mode === 1 ? drawn.picked : manual;
  const problems = composeProblems({
    fullScore: basics.full_score,
    passScore: basics.pass_score,
    picked,
    outcomes: mode === 1 && basics.course_id ? drawn.outcomes : undefined,
  });

  const setRule = (index: number, change: Partial<ComposeRule>) =>
    setRules((current) => current.map((rule, at) => (at === index ? { ...rule, ...change } : rule)));
  const form = useFormSection<Basics>({
    title: `新增${noun}`,
    fields: BASICS,
    schema: CreateFsPaperBody,
    value: basics,
    onChange: (next, changed) => {
      setBasics(next);
      if ('course_id' in changed) setManual([]); // another course, another bank
    },
    style: { maxWidth: 880 },
  });

  const save = async () => {
    setTried(true);
    const body = form.validate<PaperBody>({
      ...basics,
      kind,
      seed,
      rules: mode === 1 ? rules : [],
      questions: picked.map((item) => ({ question_id: item.question.id, score: item.score })),
    });
    if (!body || problems.length) return;
    setSaving(true);
    try {
      await createFsPaper(body);
      Message.success(`新增${noun}成功`);
      void queryClient.invalidateQueries({ queryKey: getListFsPapersQueryKey() });
      backTo(LIST_OF_KIND[kind] ?? 'home');
    } catch (error) {
      form.showServerErrors(error); // the request layer has shown the message; everything typed stays
    } finally {
      setSaving(false);
    }
  };

  const ruleColumns: TableColumnProps<ComposeRule & { index: number }>[] = [
    { title: '规则', dataIndex: 'index', width: 60, render: (_, row) => row.index + 1 },
    {
      title: '题型',
      width: 130,
      render: (_, row) => (
        <DictSelect
          dict="QuestionStyle"
          allowClear={false}
          aria-label={`规则 ${row.index + 1} 题型`}
          value={row.style}
          onChange={(value: number) => setRule(row.index, { style: value })}
        />
      ),
    },
    {
      title: '难度',
      width: 110,
      render: (_, row) => (
        <Select
          value={row.difficulty ?? 0}
          options={[{ label: '不限', value: 0 }, ...DIFFICULTY_OPTIONS]}
          onChange={(value: number) => setRule(row.index, { difficulty: value || null })}
        />
      ),
    },
    {
      title: '章节',
      width: 160,
      render: (_, row) => (
        <Input
          placeholder="不限"
          value={row.chapter_name}
          onChange={(value) => setRule(row.index, { chapter_name: value })}
        />
      ),
    },
    {
      title: '题数',
      width: 100,
      render: (_, row) => (
        <InputNumber
          aria-label={`规则 ${row.index + 1} 题数`}
          min={1}
          max={200}
          precision={0}
          value={row.count}
          onChange={(value) => setRule(row.index, { count: value ?? 1 })}
        />
      ),
    },
    {
      title: '每题分值',
      width: 100,
      render: (_, row) => (
        <InputNumber
          aria-label={`规则 ${row.index + 1} 每题分值`}
          min={0.5}
          max={100}
          step={0.5}
          precision={1}
          value={row.score}
          onChange={(value) => setRule(row.index, { score: value ?? 1 })}
        />
      ),
    },
    {
      title: '小计',
      width: 70,
      align: 'right',
      render: (_, row) => Math.round(row.count * row.score * 100) / 100,
    },
    {
      title: '题库可抽 / 缺口',
      width: 130,
      render: (_, row) => {
        const outcome = drawn.outcomes[row.index];
        if (!basics.course_id || !outcome) return '先选课程';
        return outcome.shortfall > 0 ? (
          <span style={{ color: 'rgb(var(--danger-6))' }}>
            {outcome.available} / 缺 {outcome.shortfall} 道
          </span>
        ) : (
          `${outcome.available} / 足够`
        );
      },
    },
    {
      title: '操作',
      width: 70,
      render: (_, row) => (
        <Button
          type="text"
          status="danger"
          size="mini"
          disabled={rules.length === 1}
          onClick={() => setRules((current) => current.filter((_, at) => at !== row.index))}
        >
          删除
        </Button>
      ),
    },
  ];

  const pickedColumns: TableColumnProps<Picked<Question> & { index: number }>[] = [
    { title: '题号', width: 72, render: (_, row) => row.index + 1 },
    {
      title: '题型',
      width: 90,
      render: (_, row) => <DictText dict="QuestionStyle" value={row.question.style} />,
    },
    { title: '题干', ellipsis: true, render: (_, row) => row.question.stem },
    { title: '章节', width: 150, ellipsis: true, render: (_, row) => row.question.chapter_name },
    {
      title: '分值',
      width: 110,
      render: (_, row) =>
        mode === 2 ? (
          <InputNumber
            min={0.5}
            max={100}
            step={0.5}
            value={row.score}
            onChange={(value) =>
              setManual((current) =>
                current.map((item, at) => (at === row.index ? { ...item, score: value ?? 1 } : item)),
              )
            }
          />
        ) : (
          row.score
        ),
    },
    ...(mode === 2
      ? [
          {
            title: '操作',
            width: 170,
            render: (_: unknown, row: Picked<Question> & { index: number }) => (
              <Space size={4}>
                <Button
                  size="mini"
                  type="text"
                  onClick={() => setManual((list) => move(list, row.index, row.index - 1))}
                >
                  上移
                </Button>
                <Button
                  size="mini"
                  type="text"
                  onClick={() => setManual((list) => move(list, row.index, row.index + 1))}
                >
                  下移
                </Button>
                <Button
                  size="mini"
                  type="text"
                  status="danger"
                  onClick={() => setManual((list) => list.filter((_, at) => at !== row.index))}
                >
                  移除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
  const chosen = new Set(manual.map((item) => item.question.id));

  return (
    <Card title={`新增${noun}`} bordered={false}>
      {form.section}
      {bankCut && (
        <Alert
          type="warning"
          style={{ marginBottom: 12 }}
          content={`该课程题库共 ${bank.data.total} 道，抽题只从前 ${BANK_LIMIT * BANK_PAGES} 道中抽取`}
        />
      )}
      {bank.isError && (
        <LoadFailed what="题库" error={bank.error} onRetry={bank.refetch} style={{ marginBottom: 12 }} />
      )}
      {mode === 1 ? (
        <Card
          size="small"
          title={`组卷规则（规则分值合计 ${rulesTotal(rules)} 分 / 满分 ${basics.full_score ?? '—'} 分）`}
          extra={
            <Space>
              <span>随机种子 {seed}</span>
              <Button size="small" onClick={() => setSeed(newSeed())}>
                换一批
              </Button>
              <Button
                size="small"
                type="primary"
                onClick={() => setRules((current) => [...current, { ...NEW_RULE }])}
              >
                添加规则
              </Button>
            </Space>
          }
        >
          <Table
            rowKey="index"
            size="small"
            pagination={false}
            columns={ruleColumns}
            data={rules.map((rule, index) => ({ ...rule, index }))}
          />
        </Card>
      ) : (
        <Card size="small" title={`题库（${basics.course_id ? `${questions.length} 道` : '先选择课程'}）`}>
          <Table
            rowKey="id"
            size="small"
            loading={bank.isFetching}
            pagination={{ pageSize: 5, size: 'small' }}
            data={questions.filter((question) => question.status === 1)}
            columns={[
              {
                title: '题型',
                width: 90,
                render: (_, row: Question) => <DictText dict="QuestionStyle" value={row.style} />,
              },
              { title: '题干', ellipsis: true, dataIndex: 'stem' },
              { title: '章节', width: 150, dataIndex: 'chapter_name' },
              { title: '默认分值', width: 90, dataIndex: 'score' },
              {
                title: '操作',
                width: 80,
                render: (_, row: Question) => (
                  <Button
                    size="mini"
                    type="text"
                    disabled={chosen.has(row.id)}
                    onClick={() =>
                      setManual((list) => [...list, { question: row, score: row.score, rule: -1 }])
                    }
                  >
                    {chosen.has(row.id) ? '已加入' : '加入'}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      )}
      <Card
        size="small"
        title={`试卷题目（${picked.length} 道，合计 ${pickedTotal(picked)} 分）`}
        style={{ marginTop: 12 }}
      >
        <Table
          rowKey={(row) => String(row.question.id)}
          size="small"
          pagination={false}
          scroll={{ y: 320 }}
          columns={pickedColumns}
          data={picked.map((item, index) => ({ ...item, index }))}
          noDataElement={<span>{basics.course_id ? '还没有题目' : '先选择课程，再设置规则或选题'}</span>}
        />
      </Card>
      {(tried || (mode === 1 && !!basics.course_id)) && problems.length > 0 && (
        <Alert
          type="warning"
          style={{ marginTop: 12 }}
          title="保存前请处理"
          content={
            <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="组卷问题">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
        <Button onClick={() => backTo(LIST_OF_KIND[kind] ?? 'home')}>返回</Button>
      </Space>
    </Card>
  );
}
