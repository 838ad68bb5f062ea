/**
 * 考试监控 (examMonitorST): the live state of each candidate of the online exams — 未开始 /
 * 作答中 / 已交卷 / 异常 with progress, face checks and leaving the page — refreshed every
 * 30 seconds; 录像 plays a candidate's recordings, 标记异常 / 解除异常 with a reason.
 * `?arrangement_id=` (from 线上考试安排 → 监控) shows one arrangement's candidates.
 */
import { Alert, Button, Space, Switch } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListExamMonitorCandidatesQueryKey,
  listExamMonitorCandidates,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamMonitorCandidate, ExamMonitorPage } from '@/generated/model';
import { asNumber, lineList, type ListEnvelope, ListPage } from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { useMonitorActions } from './monitor-actions';
import { monitorColumns, monitorSearch, stateColor, statsFigures } from './monitor-fields';

export const REFRESH_SECONDS = 30;

const clock = (date: Date) => date.toTimeString().slice(0, 8);

function Figures({
  envelope,
  live,
  onLive,
  updated,
}: {
  envelope: ListEnvelope<ExamMonitorCandidate>;
  live: boolean;
  onLive: (on: boolean) => void;
  updated: Date;
}) {
  const { stats } = envelope.result as ExamMonitorPage;
  return (
    <Space size={16} wrap>
      {stats &&
        statsFigures(stats).map((figure) => (
          <span key={figure.state} style={{ color: stateColor(figure.state) }}>
            {figure.label} <strong>{figure.count}</strong>
          </span>
        ))}
      <Space size={6}>
        <Switch size="small" checked={live} onChange={onLive} aria-label="自动刷新" />
        <span>{live ? `每 ${REFRESH_SECONDS} 秒自动刷新` : '自动刷新已关闭'}</span>
        <span style={{ color: 'var(--color-text-3)' }}>{`更新于 ${clock(updated)}`}</span>
      </Space>
    </Space>
  );
}

export function MonitorPage() {
  const line = useArrangeLine();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const arrangementId = asNumber(params.get('arrangement_id'));
  const [live, setLive] = useState(true);
  const [updated, setUpdated] = useState(() => new Date());
  const actions = useMonitorActions();
  const list = useMemo(
    () =>
      lineList(
        line.type,
        getListExamMonitorCandidatesQueryKey,
        listExamMonitorCandidates,
        arrangementId ? { arrangement_id: arrangementId } : {},
      ),
    [line.type, arrangementId],
  );
  const columns = useMemo(() => monitorColumns(line.stationNoun), [line.stationNoun]);

  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      void queryClient
        .invalidateQueries({ queryKey: getListExamMonitorCandidatesQueryKey() })
        .then(() => setUpdated(new Date()));
    }, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [live, queryClient]);

  const showAll = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('arrangement_id');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      {arrangementId && (
        <Alert
          style={{ marginBottom: 12 }}
          content={`只显示所选线上考试安排（编号 ${arrangementId}）的考生。`}
          action={
            <Button size="mini" onClick={showAll}>
              显示全部
            </Button>
          }
        />
      )}
      <ListPage<ExamMonitorCandidate>
        list={list}
        rowKey="id"
        search={monitorSearch}
        columns={columns}
        rowActions={actions.rowActions}
        batchActions={actions.batchActions}
        summary={(envelope) => <Figures envelope={envelope} live={live} onLive={setLive} updated={updated} />}
      />
      {actions.elements}
    </>
  );
}
