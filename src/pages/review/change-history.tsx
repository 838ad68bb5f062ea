/** An application's recorded steps (who, when, what, why) and, while it waits, its decision buttons. */
import { Button, Divider, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Divider/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { Can } from '@/access/access-context';
import type { StatusChange } from '@/generated/model';
import { PENDING_REVIEW, type ReviewDecision, ReviewTimeline } from '@/kit';
import { toReviewSteps } from './review-status';
import type { ChangeLine } from './status-change-lines';

export function ChangeHistory({
  row,
  logs,
  decide,
}: {
  row: StatusChange;
  logs: ChangeLine['logs'];
  decide: (decision: ReviewDecision) => void;
}) {
  const query = useQuery({
    queryKey: logs.queryKey(row.id),
    queryFn: ({ signal }) => logs.fetch(row.id, { silent: true, loading: false }, signal),
  });
  return (
    <>
      <Divider orientation="left">审核记录</Divider>
      <ReviewTimeline
        steps={toReviewSteps(query.data?.result ?? [])}
        loading={query.isPending}
        error={query.error?.message}
      />
      {row.status === PENDING_REVIEW && (
        <Can action="audit">
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" onClick={() => decide('approve')}>
              通过
            </Button>
            <Button status="danger" onClick={() => decide('reject')}>
              驳回
            </Button>
          </Space>
        </Can>
      )}
    </>
  );
}
