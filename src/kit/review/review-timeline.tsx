/** The recorded steps of a reviewed record: who did what, when, and why (提交 → 驳回 → 再次提交 → 通过). */
import { Alert, Empty, Spin, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { formatDate } from '../dates';
import '../styles';

export interface ReviewStep {
  key: string | number;
  /** What happened: 提交申请, 审核通过, 驳回 … */
  action: string;
  operator: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
  /** The reason or remark of the step; '' for none. */
  remark: string;
  /** Label of the remark, e.g. 驳回原因 (default 说明). */
  remarkLabel?: string;
  color?: string;
}

export function ReviewTimeline({
  steps,
  loading,
  error,
}: {
  steps: readonly ReviewStep[];
  loading?: boolean;
  error?: string;
}) {
  if (loading) return <Spin tip="加载审核记录…" />;
  if (error) return <Alert type="error" content={`审核记录加载失败：${error}`} />;
  if (!steps.length) return <Empty description="暂无审核记录" />;
  return (
    <Timeline aria-label="审核记录">
      {steps.map((step) => (
        <Timeline.Item key={step.key} dotColor={step.color} label={formatDate(step.time, true)}>
          <div>
            <strong>{step.action}</strong>
            <span style={{ color: 'var(--color-text-3)' }}> · {step.operator}</span>
          </div>
          {step.remark && (
            <div style={{ color: 'var(--color-text-2)', marginTop: 4 }}>
              {step.remarkLabel ?? '说明'}：{step.remark}
            </div>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
