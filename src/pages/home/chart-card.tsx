/**
 * The card around each dashboard chart: its own empty, loading and error
 * states, and the lazily loaded chart itself.
 */
import { Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { lazy, Suspense, type ReactNode } from 'react';
import { CardTitle, DashboardCard } from './dashboard-card';
import { loadChart, LoadFailed } from '@/kit';
import type { LoadState } from './query';
import styles from './chart-card.module.css';

export const CHART_HEIGHT = 300;

/** Centres a state (message, spinner) in the chart area; `fill` gives it the chart's height. */
function ChartState({ fill = false, children }: { fill?: boolean; children: ReactNode }) {
  return (
    <div className={styles.chartState} style={fill ? { height: CHART_HEIGHT } : undefined}>
      {children}
    </div>
  );
}

function ChartUnavailable() {
  return (
    <ChartState fill>
      <LoadFailed what="图表组件" error={new Error('请刷新页面后重试')} compact />
    </ChartState>
  );
}

/**
 * echarts (~190 kB gzipped) is its own chunk, loaded only by this page: the
 * overview and to-dos show at once while the charts' code arrives.
 */
export const Chart = lazy(() =>
  loadChart().then(
    (module) => ({ default: module.Chart }),
    () => ({ default: ChartUnavailable }),
  ),
);

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

export function ChartCard({
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
      <ChartState>
        <LoadFailed what={title} error={state.error} onRetry={state.refetch} />
      </ChartState>
    );
  } else if (state.isPending && state.fetchStatus === 'idle') {
    body = (
      <ChartState>
        <Empty description={idleText} />
      </ChartState>
    );
  } else if (state.isPending) {
    body = (
      <ChartState>
        <Spin tip="加载中…" />
      </ChartState>
    );
  } else if (empty) {
    body = (
      <ChartState>
        <Empty description="暂无数据" />
      </ChartState>
    );
  } else {
    body = (
      <Suspense
        fallback={
          <ChartState fill>
            <Spin tip="图表加载中…" />
          </ChartState>
        }
      >
        <Spin loading={state.isFetching} block className={styles.chartSpin}>
          {children}
        </Spin>
      </Suspense>
    );
  }

  return (
    <DashboardCard title={<CardTitle title={title} hint={hint} />} extra={extra}>
      <div className={styles.chartBody} style={{ minHeight: CHART_HEIGHT }} aria-label={title} role="region">
        {body}
      </div>
    </DashboardCard>
  );
}
