/**
 * 首页数据看板：数据概览、待办事项与四张统计图（报名情况、专业人数、考试通过率、
 * 各次考试通过人数）。每块各自加载、各自显示失败与重试，互不影响；请求不打开全局
 * 加载遮罩，也不弹出全局错误提示（401 仍由请求层统一处理）。
 */
import {
  Card,
  DatePicker,
  Empty,
  Grid,
  Link,
  Select,
  Skeleton,
  Spin,
  Statistic,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import {
  IconApps,
  IconBook,
  IconEdit,
  IconExclamationCircle,
  IconIdcard,
  IconLiveBroadcast,
  IconMessage,
  IconQuestionCircle,
  IconRefresh,
  IconSwap,
  IconUser,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import { keepPreviousData, type FetchStatus } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RequestOptions } from '@/api/http';
import { useListBasisFilterAllSchool } from '@/generated/api/basics/basics';
import {
  useGetComplaintsCount,
  useGetDataLayoutFirstLine,
  useGetDataLayoutMajorPeopleNumber,
  useGetMajorPassRate,
  useGetMajorPassRateByMajor,
  useGetMajorSignUp,
  useGetPendingOrderCount,
  useGetUntreatedQuestionTotal,
  useListExamsToMark,
  useListLiveChecks,
  useListRealChecks,
} from '@/generated/api/dashboard/dashboard';
import type {
  DashboardExamPassItem,
  DashboardMajorPassRateItem,
  DashboardMajorPeopleNumberItem,
  DashboardMajorSignUpItem,
  ListLiveChecksParams,
  ListRealChecksParams,
} from '@/generated/model';
import { getSession } from '@/session/session';
import type { ChartItemClick, ChartOption } from './chart';
import styles from './home-page.module.css';

const { Row, Col } = Grid;

/** Each card shows its own loading and error state: no global overlay, no global message. */
const REQUEST: RequestOptions = { loading: false, silent: true };

const PENDING_REAL_CHECKS: ListRealChecksParams = { start: 1, perPage: 1, status: 1 };
const PENDING_LIVE_CHECKS: ListLiveChecksParams = { start: 1, perPage: 1, status: 1 };

const CHART_HEIGHT = 300;
const MAJOR_RANK_LIMIT = 10;

function ChartUnavailable() {
  return (
    <div className={styles.chartState} style={{ height: CHART_HEIGHT }}>
      <span className={styles.error} role="alert">
        <IconExclamationCircle />
        图表组件加载失败，请刷新页面后重试
      </span>
    </div>
  );
}

/**
 * echarts (~190 kB gzipped) is its own chunk, loaded only by this page: the
 * overview and to-dos show at once while the charts' code arrives.
 */
const Chart = lazy(() =>
  import('./chart').then(
    (module) => ({ default: module.Chart }),
    () => ({ default: ChartUnavailable }),
  ),
);

// Arco palette (echarts needs literal colours).
const COLOR = {
  blue: '#165DFF',
  lightBlue: '#94BFFF',
  cyan: '#14C9C9',
  gold: '#F7BA1E',
  axis: '#E5E6EB',
  split: '#F2F3F5',
  text2: '#4E5969',
  text3: '#86909C',
};

const integerFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const moneyFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function formatCount(value: number): string {
  return integerFormat.format(value);
}

function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

/** Axis labels for money: 255200 → 25.5万. */
function compactYuan(value: number): string {
  if (Math.abs(value) >= 10_000) return `${Number((value / 10_000).toFixed(1))}万`;
  return String(value);
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local date as YYYY-MM-DD. */
function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 30 days, today included. */
function lastThirtyDays(today: Date): [string, string] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return [formatDate(start), formatDate(today)];
}

function greetingFor(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

function longDate(date: Date): string {
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日 ${WEEKDAYS[date.getDay()]}`;
}

function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The part of a query result the cards need. */
interface LoadState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: FetchStatus;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

function LoadError({
  error,
  onRetry,
  detail = true,
}: {
  error: Error | null;
  onRetry: () => void;
  detail?: boolean;
}) {
  return (
    <span className={styles.error} role="alert">
      <IconExclamationCircle />
      <span>加载失败</span>
      {detail && error?.message ? <span className={styles.errorDetail}>{error.message}</span> : null}
      <Link onClick={onRetry}>重试</Link>
    </span>
  );
}

/* ------------------------------------------------------------------ 数据概览 */

interface StatItem {
  title: string;
  value?: number;
  suffix: string;
  foot: ReactNode;
  icon: ReactNode;
  tone: string;
}

function OverviewCard({ schoolId }: { schoolId?: number }) {
  const firstLine = useGetDataLayoutFirstLine(schoolId ?? 0, {
    query: { enabled: schoolId !== undefined },
    request: REQUEST,
  });
  const data = firstLine.data?.result;
  const waiting = firstLine.isPending && firstLine.fetchStatus === 'idle';

  const items: StatItem[] = [
    {
      title: '学生人数',
      value: data?.studentTotal,
      suffix: '人',
      icon: <IconUserGroup />,
      tone: styles.toneBlue,
      foot: (
        <>
          今日新增{' '}
          <span className={styles.statIncrease}>+{formatCount(data?.todayInsertStudentTotal ?? 0)}</span>
        </>
      ),
    },
    {
      title: '教师人数',
      value: data?.teacherTotal,
      suffix: '人',
      icon: <IconUser />,
      tone: styles.toneCyan,
      foot: (
        <>
          今日新增{' '}
          <span className={styles.statIncrease}>+{formatCount(data?.todayInsertTeacherTotal ?? 0)}</span>
        </>
      ),
    },
    {
      title: '国考及认定课程',
      value: data?.disElectiveTotal,
      suffix: '门',
      icon: <IconBook />,
      tone: styles.tonePurple,
      foot: (
        <>
          学习人数 <strong>{formatCount(data?.disElectivePeopleNumber ?? 0)}</strong> 人
        </>
      ),
    },
    {
      title: '选修课',
      value: data?.electiveTotal,
      suffix: '门',
      icon: <IconApps />,
      tone: styles.toneGold,
      foot: (
        <>
          学习人数 <strong>{formatCount(data?.electivePeopleNumber ?? 0)}</strong> 人
        </>
      ),
    },
  ];

  let body: ReactNode;
  if (firstLine.isError) {
    body = <LoadError error={firstLine.error} onRetry={() => void firstLine.refetch()} />;
  } else if (waiting) {
    body = <Empty description="请先选择院校" />;
  } else {
    body = (
      <Row gutter={[16, 16]} align="stretch">
        {items.map((item, index) => (
          <Col key={item.title} xs={24} sm={12} xl={6}>
            <section
              className={cx(styles.stat, index === items.length - 1 && styles.statLast)}
              aria-label={item.title}
            >
              <div className={styles.statMain}>
                <div className={styles.statTitle}>{item.title}</div>
                <Statistic
                  className={styles.statValue}
                  value={item.value ?? 0}
                  groupSeparator
                  suffix={item.suffix}
                  loading={firstLine.isPending}
                />
                <div className={styles.statFoot}>{firstLine.isPending ? '\u00a0' : item.foot}</div>
              </div>
              <div className={cx(styles.statIcon, item.tone)} aria-hidden>
                {item.icon}
              </div>
            </section>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Card bordered={false} className={styles.card} title="数据概览">
      {body}
    </Card>
  );
}

/* ------------------------------------------------------------------ 待办事项 */

export type TodoKey =
  'examsToMark' | 'pendingOrders' | 'complaints' | 'questions' | 'realChecks' | 'liveChecks';

interface TodoTileProps {
  todoKey: TodoKey;
  label: string;
  unit: string;
  icon: ReactNode;
  tone: string;
  state: LoadState;
  count?: number;
  onOpen?: (key: TodoKey) => void;
}

function TodoTile({ todoKey, label, unit, icon, tone, state, count, onOpen }: TodoTileProps) {
  const clickable = !!onOpen && !state.isError && !state.isPending;
  const open = () => onOpen?.(todoKey);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  let value: ReactNode;
  if (state.isPending) {
    value = <Skeleton className={styles.tileSkeleton} animation text={{ rows: 1, width: '100%' }} />;
  } else if (state.isError) {
    value = <LoadError error={state.error} detail={false} onRetry={() => void state.refetch()} />;
  } else {
    const n = count ?? 0;
    value = (
      <>
        <span className={cx(styles.tileNumber, n === 0 && styles.tileNumberZero)}>{formatCount(n)}</span>
        <span className={styles.tileUnit}>{unit}</span>
      </>
    );
  }

  return (
    <div
      className={cx(styles.tile, clickable && styles.tileClickable)}
      role={clickable ? 'button' : 'group'}
      tabIndex={clickable ? 0 : undefined}
      aria-label={label}
      aria-busy={state.isPending || undefined}
      title={state.isError && state.error ? state.error.message : undefined}
      onClick={clickable ? open : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      <div className={cx(styles.tileIcon, tone)} aria-hidden>
        {icon}
      </div>
      <div className={styles.tileBody}>
        <div className={styles.tileLabel}>{label}</div>
        <div className={styles.tileValue}>{value}</div>
      </div>
    </div>
  );
}

function TodoCard({ onTodoClick }: { onTodoClick?: (key: TodoKey) => void }) {
  const examsToMark = useListExamsToMark({ request: REQUEST });
  const pendingOrders = useGetPendingOrderCount({ request: REQUEST });
  const complaints = useGetComplaintsCount({ request: REQUEST });
  const questions = useGetUntreatedQuestionTotal({ request: REQUEST });
  const realChecks = useListRealChecks(PENDING_REAL_CHECKS, { request: REQUEST });
  const liveChecks = useListLiveChecks(PENDING_LIVE_CHECKS, { request: REQUEST });

  const tiles: Omit<TodoTileProps, 'onOpen'>[] = [
    {
      todoKey: 'examsToMark',
      label: '待阅卷考试',
      unit: '场',
      icon: <IconEdit />,
      tone: styles.toneBlue,
      state: examsToMark,
      count: examsToMark.data?.result.length,
    },
    {
      todoKey: 'pendingOrders',
      label: '待审核转账',
      unit: '笔',
      icon: <IconSwap />,
      tone: styles.toneGold,
      state: pendingOrders,
      count: pendingOrders.data?.result.total,
    },
    {
      todoKey: 'complaints',
      label: '未处理投诉',
      unit: '条',
      icon: <IconMessage />,
      tone: styles.toneOrange,
      state: complaints,
      count: complaints.data?.result,
    },
    {
      todoKey: 'questions',
      label: '未处理答疑',
      unit: '条',
      icon: <IconQuestionCircle />,
      tone: styles.toneCyan,
      state: questions,
      count: questions.data?.result,
    },
    {
      todoKey: 'realChecks',
      label: '待审核真人认证',
      unit: '人',
      icon: <IconIdcard />,
      tone: styles.tonePurple,
      state: realChecks,
      count: realChecks.data?.result.total,
    },
    {
      todoKey: 'liveChecks',
      label: '待审核直播',
      unit: '场',
      icon: <IconLiveBroadcast />,
      tone: styles.toneGreen,
      state: liveChecks,
      count: liveChecks.data?.result.total,
    },
  ];

  const allLoaded = tiles.every((tile) => tile.count !== undefined && !tile.state.isError);
  const total = tiles.reduce((sum, tile) => sum + (tile.count ?? 0), 0);
  const fetching = tiles.some((tile) => tile.state.isFetching);
  const refreshAll = () => {
    for (const tile of tiles) void tile.state.refetch();
  };

  return (
    <Card
      bordered={false}
      className={styles.card}
      title={
        <span className={styles.cardTitle}>
          待办事项
          {allLoaded ? <span className={styles.cardHint}>共 {formatCount(total)} 项待处理</span> : null}
        </span>
      }
      extra={
        <Link onClick={refreshAll} disabled={fetching} icon={<IconRefresh />}>
          刷新
        </Link>
      }
    >
      <div className={styles.tiles}>
        {tiles.map((tile) => (
          <TodoTile key={tile.todoKey} {...tile} onOpen={onTodoClick} />
        ))}
      </div>
    </Card>
  );
}

/* ------------------------------------------------------------------ 图表卡片 */

interface ChartCardProps {
  title: string;
  hint?: ReactNode;
  extra?: ReactNode;
  state: LoadState;
  empty: boolean;
  /** Shown while the query waits for its input (no school, no major). */
  idleText?: string;
  children: ReactNode;
}

function ChartCard({
  title,
  hint,
  extra,
  state,
  empty,
  idleText = '请先选择院校',
  children,
}: ChartCardProps) {
  let body: ReactNode;
  if (state.isError) {
    body = (
      <div className={styles.chartState}>
        <LoadError error={state.error} onRetry={() => void state.refetch()} />
      </div>
    );
  } else if (state.isPending && state.fetchStatus === 'idle') {
    body = (
      <div className={styles.chartState}>
        <Empty description={idleText} />
      </div>
    );
  } else if (state.isPending) {
    body = (
      <div className={styles.chartState}>
        <Spin tip="加载中…" />
      </div>
    );
  } else if (empty) {
    body = (
      <div className={styles.chartState}>
        <Empty description="暂无数据" />
      </div>
    );
  } else {
    body = (
      <Suspense
        fallback={
          <div className={styles.chartState} style={{ height: CHART_HEIGHT }}>
            <Spin tip="图表加载中…" />
          </div>
        }
      >
        <Spin loading={state.isFetching} block className={styles.chartSpin}>
          {children}
        </Spin>
      </Suspense>
    );
  }

  return (
    <Card
      bordered={false}
      className={styles.card}
      title={
        <span className={styles.cardTitle}>
          {title}
          {hint ? <span className={styles.cardHint}>{hint}</span> : null}
        </span>
      }
      extra={extra}
    >
      <div className={styles.chartBody} style={{ minHeight: CHART_HEIGHT }} aria-label={title} role="region">
        {body}
      </div>
    </Card>
  );
}

const categoryAxisLabel = { color: COLOR.text3, interval: 0, hideOverlap: true };
const valueAxisBase = {
  type: 'value' as const,
  axisLabel: { color: COLOR.text3 },
  nameTextStyle: { color: COLOR.text3, align: 'left' as const },
  splitLine: { lineStyle: { color: COLOR.split, type: 'dashed' as const } },
};

function signUpOption(list: DashboardMajorSignUpItem[]): ChartOption {
  return {
    color: [COLOR.blue, COLOR.cyan],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, left: 'center', itemWidth: 12, itemHeight: 12, textStyle: { color: COLOR.text2 } },
    grid: { left: 8, right: 8, top: 48, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: list.map((item) => item.majorName),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: COLOR.axis } },
      axisLabel: { ...categoryAxisLabel, width: 88, overflow: 'truncate', rotate: list.length > 8 ? 30 : 0 },
    },
    yAxis: [
      { ...valueAxisBase, name: '人数', minInterval: 1 },
      {
        ...valueAxisBase,
        name: '费用(元)',
        nameTextStyle: { color: COLOR.text3, align: 'right' },
        splitLine: { show: false },
        axisLabel: { color: COLOR.text3, formatter: compactYuan },
      },
    ],
    series: [
      {
        name: '报名人数',
        type: 'bar',
        barMaxWidth: 22,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.signUpNumber),
        tooltip: {
          valueFormatter: (value) => `${formatCount(numberOf(value) ?? 0)} 人`,
        },
      },
      {
        name: '报名费用(元)',
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 22,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.signUpCost),
        tooltip: {
          valueFormatter: (value) => `${formatMoney(numberOf(value) ?? 0)} 元`,
        },
      },
    ],
  };
}

function majorPeopleOption(list: DashboardMajorPeopleNumberItem[]): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 56, top: 8, bottom: 4, containLabel: true },
    // Every bar carries its value, so the value axis only keeps its grid lines.
    xAxis: { ...valueAxisBase, minInterval: 1, axisLabel: { show: false } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: list.map((item) => item.majorName),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: COLOR.axis } },
      axisLabel: { ...categoryAxisLabel, width: 96, overflow: 'truncate' },
    },
    series: [
      {
        name: '在读人数',
        type: 'bar',
        barMaxWidth: 16,
        itemStyle: { color: COLOR.cyan, borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          color: COLOR.text2,
          formatter: ({ value }) => formatCount(numberOf(value) ?? 0),
        },
        data: list.map((item) => item.peopleNumber),
        tooltip: { valueFormatter: (value) => `${formatCount(numberOf(value) ?? 0)} 人` },
      },
    ],
  };
}

function passRateOption(list: DashboardMajorPassRateItem[], selected?: string): ChartOption {
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => `${numberOf(value) ?? 0}%`,
    },
    grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: list.map((item) => item.majorName),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: COLOR.axis } },
      axisLabel: { ...categoryAxisLabel, width: 72, overflow: 'truncate', rotate: list.length > 6 ? 30 : 0 },
    },
    yAxis: { ...valueAxisBase, max: 100, axisLabel: { color: COLOR.text3, formatter: '{value}%' } },
    series: [
      {
        name: '考试通过率',
        type: 'bar',
        barMaxWidth: 28,
        data: list.map((item) => ({
          value: item.passRate,
          itemStyle: {
            color: item.majorUuid === selected ? COLOR.blue : COLOR.lightBlue,
            borderRadius: [4, 4, 0, 0],
          },
        })),
        label: { show: true, position: 'top', color: COLOR.text2, formatter: '{c}%' },
      },
    ],
  };
}

/** 2026年4月自学考试 马克思主义基本原理概论 → two lines under the axis. */
function examAxisLabel(name: string): string {
  return name.replace(/\s+/, '\n');
}

function examPassOption(list: DashboardExamPassItem[]): ChartOption {
  return {
    color: [COLOR.lightBlue, COLOR.blue, COLOR.gold],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, left: 'center', itemWidth: 12, itemHeight: 12, textStyle: { color: COLOR.text2 } },
    grid: { left: 8, right: 8, top: 48, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: list.map((item) => item.examName),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: COLOR.axis } },
      axisLabel: {
        ...categoryAxisLabel,
        width: 96,
        overflow: 'truncate',
        lineHeight: 16,
        rotate: list.length > 6 ? 30 : 0,
        formatter: examAxisLabel,
      },
    },
    yAxis: [
      { ...valueAxisBase, name: '人数', minInterval: 1 },
      {
        ...valueAxisBase,
        name: '通过率',
        nameTextStyle: { color: COLOR.text3, align: 'right' },
        max: 100,
        splitLine: { show: false },
        axisLabel: { color: COLOR.text3, formatter: '{value}%' },
      },
    ],
    series: [
      {
        name: '参考人数',
        type: 'bar',
        barMaxWidth: 20,
        barGap: '20%',
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.testTotal),
        tooltip: { valueFormatter: (value) => `${formatCount(numberOf(value) ?? 0)} 人` },
      },
      {
        name: '通过人数',
        type: 'bar',
        barMaxWidth: 20,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.passTotal),
        tooltip: { valueFormatter: (value) => `${formatCount(numberOf(value) ?? 0)} 人` },
      },
      {
        name: '通过率',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        data: list.map((item) =>
          item.testTotal > 0 ? Number(((item.passTotal / item.testTotal) * 100).toFixed(1)) : 0,
        ),
        tooltip: { valueFormatter: (value) => `${numberOf(value) ?? 0}%` },
      },
    ],
  };
}

/* ------------------------------------------------------------------ 报名情况 */

function SignUpCard({ schoolId, today }: { schoolId?: number; today: Date }) {
  const [range, setRange] = useState<[string, string]>(() => lastThirtyDays(today));
  const [endOfToday] = useState(() =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999).getTime(),
  );
  const params = useMemo(() => ({ startDate: range[0], endDate: range[1] }), [range]);
  const signUp = useGetMajorSignUp(schoolId ?? 0, params, {
    query: { enabled: schoolId !== undefined, placeholderData: keepPreviousData },
    request: REQUEST,
  });
  const data = signUp.data;
  const list = useMemo(() => data?.result.list ?? [], [data]);
  const option = useMemo(() => signUpOption(list), [list]);
  const totalPeople = list.reduce((sum, item) => sum + item.signUpNumber, 0);
  const totalCost = list.reduce((sum, item) => sum + item.signUpCost, 0);

  return (
    <ChartCard
      title="报名情况"
      hint="各专业报名人数与费用"
      state={signUp}
      empty={list.length === 0}
      extra={
        <DatePicker.RangePicker
          className={styles.rangePicker}
          value={range}
          format="YYYY-MM-DD"
          allowClear={false}
          disabledDate={(current) => current.valueOf() > endOfToday}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0], dates[1]]);
          }}
        />
      }
    >
      <div className={styles.summary}>
        <span>
          报名合计<strong>{formatCount(totalPeople)}</strong> 人
        </span>
        <span>
          报名费用合计<strong>{formatMoney(totalCost)}</strong> 元
        </span>
      </div>
      <Chart option={option} height={CHART_HEIGHT - 32} ariaLabel="各专业报名人数与报名费用柱状图" />
    </ChartCard>
  );
}

/* ------------------------------------------------------------------ 专业人数 */

function MajorPeopleCard({ schoolId }: { schoolId?: number }) {
  const people = useGetDataLayoutMajorPeopleNumber(schoolId ?? 0, {
    query: { enabled: schoolId !== undefined },
    request: REQUEST,
  });
  const data = people.data;
  const sorted = useMemo(() => data?.result.sortList ?? [], [data]);
  const top = useMemo(() => sorted.slice(0, MAJOR_RANK_LIMIT), [sorted]);
  const option = useMemo(() => majorPeopleOption(top), [top]);

  return (
    <ChartCard
      title="专业人数"
      hint={sorted.length > MAJOR_RANK_LIMIT ? `在读人数前 ${MAJOR_RANK_LIMIT} 名` : '各专业在读人数'}
      state={people}
      empty={sorted.length === 0}
    >
      <Chart option={option} height={CHART_HEIGHT} ariaLabel="各专业在读人数排行条形图" />
    </ChartCard>
  );
}

/* ------------------------------------------------------------------ 考试通过率 */

function PassRateCards({ schoolId }: { schoolId?: number }) {
  const passRate = useGetMajorPassRate(schoolId ?? 0, {
    query: { enabled: schoolId !== undefined },
    request: REQUEST,
  });
  const data = passRate.data;
  const majors = useMemo(() => data?.result ?? [], [data]);
  const [pickedMajor, setPickedMajor] = useState<string>();
  // The picked major, or the first one (also after the school changes).
  const selected = majors.find((major) => major.majorUuid === pickedMajor) ?? majors[0];
  const selectedUuid = selected?.majorUuid;

  const byMajor = useGetMajorPassRateByMajor(selectedUuid ?? '', {
    query: { enabled: !!selectedUuid },
    request: REQUEST,
  });
  const examData = byMajor.data;
  const exams = useMemo(() => examData?.result ?? [], [examData]);

  const rateOption = useMemo(() => passRateOption(majors, selectedUuid), [majors, selectedUuid]);
  const examOption = useMemo(() => examPassOption(exams), [exams]);
  const onMajorClick = useCallback(
    ({ dataIndex }: ChartItemClick) => {
      const major = majors[dataIndex];
      if (major) setPickedMajor(major.majorUuid);
    },
    [majors],
  );

  // Before the majors arrive, the detail card mirrors the pass-rate card's state.
  const detailState: LoadState = selectedUuid ? byMajor : passRate;

  return (
    <Row gutter={[16, 16]} align="stretch">
      <Col xs={24} xl={10}>
        <ChartCard
          title="考试通过率"
          hint="点击柱形查看该专业各次考试"
          state={passRate}
          empty={majors.length === 0}
        >
          <Chart
            option={rateOption}
            height={CHART_HEIGHT}
            ariaLabel="各专业考试通过率柱状图"
            onItemClick={onMajorClick}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={14}>
        <ChartCard
          title="各次考试通过人数"
          hint={selected ? selected.majorName : undefined}
          state={detailState}
          empty={selectedUuid ? exams.length === 0 : majors.length === 0}
          extra={
            majors.length > 0 ? (
              <Select
                className={styles.majorSelect}
                aria-label="选择专业"
                value={selectedUuid}
                onChange={(value: string) => setPickedMajor(value)}
                options={majors.map((major) => ({ label: major.majorName, value: major.majorUuid }))}
                showSearch
              />
            ) : null
          }
        >
          <Chart option={examOption} height={CHART_HEIGHT} ariaLabel="所选专业各次考试参考人数与通过人数图" />
        </ChartCard>
      </Col>
    </Row>
  );
}

/* ------------------------------------------------------------------ 页面 */

function SchoolPicker({
  state,
  schools,
  value,
  onChange,
}: {
  state: LoadState;
  schools: { id: number; name: string }[];
  value?: number;
  onChange: (id: number) => void;
}) {
  return (
    <div className={styles.schoolPicker}>
      <span>当前院校</span>
      {state.isError ? (
        <LoadError error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <Select
          className={styles.schoolSelect}
          aria-label="选择院校"
          placeholder={state.isPending ? '院校加载中…' : '暂无院校'}
          loading={state.isPending}
          value={value}
          onChange={(id: number) => onChange(id)}
          options={schools.map((school) => ({ label: school.name, value: school.id }))}
          showSearch
        />
      )}
    </div>
  );
}

export interface HomePageProps {
  /** Called when a to-do tile is activated; without it the tiles only display their counts. */
  onTodoClick?: (key: TodoKey) => void;
}

export function HomePage({ onTodoClick }: HomePageProps = {}) {
  const [today] = useState(() => new Date());
  const [username] = useState(() => getSession('username') ?? '');
  // A school account carries its school; a platform account (0 or none) picks one.
  const [sessionSchoolId] = useState(() => getSession('schoolId') || undefined);
  const needsPicker = sessionSchoolId === undefined;
  const schools = useListBasisFilterAllSchool({ query: { enabled: needsPicker }, request: REQUEST });
  const [pickedSchoolId, setPickedSchoolId] = useState<number>();
  const schoolList = schools.data?.result ?? [];
  const schoolId =
    sessionSchoolId ?? (schoolList.find((school) => school.id === pickedSchoolId) ?? schoolList[0])?.id;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.greeting}>
            {greetingFor(today.getHours())}
            {username ? `，${username}` : ''}
          </h2>
          <div className={styles.today}>今天是 {longDate(today)}，以下是教务数据概况。</div>
        </div>
        {needsPicker ? (
          <SchoolPicker state={schools} schools={schoolList} value={schoolId} onChange={setPickedSchoolId} />
        ) : null}
      </div>

      <OverviewCard schoolId={schoolId} />
      <TodoCard onTodoClick={onTodoClick} />

      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} xl={16}>
          <SignUpCard schoolId={schoolId} today={today} />
        </Col>
        <Col xs={24} xl={8}>
          <MajorPeopleCard schoolId={schoolId} />
        </Col>
      </Row>

      <PassRateCards schoolId={schoolId} />
    </div>
  );
}
