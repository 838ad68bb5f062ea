/**
 * The marking workspace's side panels: rubric items on the number keys, the anomaly flag, what the
 * lead sees of an arbitration or a flagged answer, and the save trouble line (重试中 / 未保存).
 */
import { Button, Input, Space, Tag, Typography } from '@arco-design/web-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MarkingAnomaly, MarkingMark, MarkingRubricItem } from '@/generated/model';
import { ANOMALY_KINDS, anomalyLabel, type Route } from '@/kit/marking';
import type { SaveQueue } from './marking-queue';
import type { FlagDraft } from './marking-workspace-state';

/** 评分细则: the items with their keys; the chosen ones ticked. */
export function RubricList({
  items,
  chosen,
  manual,
}: {
  items: readonly MarkingRubricItem[];
  chosen: readonly number[];
  manual: boolean;
}) {
  return (
    <div aria-label="评分细则" style={{ margin: '4px 0 8px' }}>
      <div style={{ color: 'var(--color-text-3)', marginBottom: 4 }}>
        {manual
          ? '手动改分中：数字键直接输入得分'
          : '评分细则：按数字键勾选得分点，得分为合计（按 E 手动改分）'}
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        {items.map((item, at) => {
          const on = chosen.includes(item.id);
          return (
            <div
              key={item.id}
              aria-checked={on}
              role="checkbox"
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                padding: '2px 8px',
                borderRadius: 4,
                background: on ? 'rgb(var(--arcoblue-1))' : 'var(--color-fill-1)',
                fontWeight: on ? 600 : 400,
              }}
            >
              <kbd style={{ minWidth: 18, textAlign: 'center' }}>{at + 1}</kbd>
              <span style={{ flex: 1 }}>{item.label}</span>
              <span>
                {item.points > 0 ? '+' : ''}
                {item.points} 分
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * 标记异常卷: keys 1–4 choose the kind (or Tab to the kinds, one tab stop, and the arrows), the note
 * under it, Enter sends, Esc cancels.
 */
export function AnomalyPanel({
  draft,
  onChange,
  onSend,
  onCancel,
}: {
  draft: FlagDraft;
  onChange: (draft: FlagDraft) => void;
  onSend: () => void;
  onCancel: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const choose = (kind: number) => onChange({ ...draft, kind, error: undefined });
  const onKey = (event: KeyboardEvent) => {
    const inNote = (event.target as HTMLElement).tagName === 'TEXTAREA';
    const onKind = (event.target as HTMLElement).getAttribute('role') === 'radio';
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (onKind && step) {
      // a radio group: the arrows choose the next kind (round the ends) and take the focus there
      event.preventDefault();
      event.stopPropagation();
      // from the kind with the focus (the tab stop is the first while none is chosen)
      const at = ANOMALY_KINDS.findIndex(
        (kind) => kind.value === Number((event.target as HTMLElement).dataset.kind),
      );
      const next = (at + step + ANOMALY_KINDS.length) % ANOMALY_KINDS.length;
      choose(ANOMALY_KINDS[next]!.value);
      panel.current?.querySelector<HTMLElement>(`[data-kind="${ANOMALY_KINDS[next]!.value}"]`)?.focus();
      return;
    }
    if (onKind && event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      choose(Number((event.target as HTMLElement).dataset.kind));
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onSend();
    } else if (!inNote && /^[1-4]$/.test(event.key)) {
      event.preventDefault();
      choose(Number(event.key));
    }
    event.stopPropagation();
  };
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="group"
      aria-label="标记异常卷"
      onKeyDown={onKey}
      style={{ border: '1px solid rgb(var(--warning-6))', borderRadius: 4, padding: 12, marginBottom: 12 }}
    >
      <Typography.Text bold>标记异常卷（交阅卷组长处理）</Typography.Text>
      <div role="radiogroup" aria-label="异常类型" style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {ANOMALY_KINDS.map((kind, at) => (
          <Tag
            key={kind.value}
            role="radio"
            data-kind={kind.value}
            aria-checked={draft.kind === kind.value}
            // one tab stop: the chosen kind, else the first
            tabIndex={(draft.kind ?? ANOMALY_KINDS[0]!.value) === kind.value ? 0 : -1}
            color={draft.kind === kind.value ? 'orangered' : undefined}
            style={{ cursor: 'pointer' }}
            onClick={() => choose(kind.value)}
          >
            {at + 1} {kind.label}
          </Tag>
        ))}
      </div>
      <Input.TextArea
        aria-label="异常说明"
        placeholder={draft.kind === 4 ? '疑似抄袭须写明依据（如与哪份答卷雷同）' : '说明（可选）'}
        value={draft.note}
        maxLength={200}
        autoSize={{ minRows: 1, maxRows: 3 }}
        onChange={(note) => onChange({ ...draft, note, error: undefined })}
      />
      <div role="alert" style={{ color: 'rgb(var(--danger-6))', minHeight: 22 }}>
        {draft.error}
      </div>
      <Space>
        <Button size="small" status="warning" loading={draft.sending} onClick={onSend}>
          标记异常（Enter）
        </Button>
        <Button size="small" onClick={onCancel}>
          取消（Esc）
        </Button>
      </Space>
    </div>
  );
}

/** What the lead decides on: both markers' scores (with names and items) or the flag. */
export function LeadPanel({
  route,
  marks,
  anomaly,
  names,
  tolerance,
  items,
}: {
  route: Route | undefined;
  marks: readonly MarkingMark[];
  anomaly: MarkingAnomaly | undefined;
  names: Map<number, string>;
  tolerance: number;
  items: readonly MarkingRubricItem[];
}) {
  const label = (ids: readonly number[]) =>
    ids
      .map((id) => items.findIndex((item) => item.id === id))
      .filter((at) => at >= 0)
      .map((at) => `${at + 1}`)
      .join('、');
  if (anomaly)
    return (
      <section aria-label="异常卷" style={{ marginBottom: 12 }}>
        <Tag color="orangered">异常卷：{anomalyLabel(anomaly.kind)}</Tag>{' '}
        <span>
          {names.get(anomaly.teacher_id) ?? `老师 ${anomaly.teacher_id}`} 标记于 {anomaly.created_at}
        </span>
        {anomaly.note && (
          <Typography.Paragraph style={{ margin: '6px 0 0' }}>说明：{anomaly.note}</Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          输入得分按 Enter 给分定分；R 退回阅卷老师；Z 判零分（须写原因）
        </Typography.Paragraph>
      </section>
    );
  // the markers' latest marks, in the order they came
  const latest = new Map<number, MarkingMark>();
  for (const mark of marks) latest.set(mark.teacher_id, mark);
  return (
    <section aria-label="仲裁" style={{ marginBottom: 12 }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {[...latest.values()].map((mark, at) => (
            <tr key={mark.id} style={{ borderBottom: '1px solid var(--color-border-2)' }}>
              <th scope="row" style={{ textAlign: 'left', padding: '4px 8px', fontWeight: 400, width: 120 }}>
                {at === 0 ? '一评' : '二评'}（{names.get(mark.teacher_id) ?? `老师 ${mark.teacher_id}`}）
              </th>
              <td style={{ padding: '4px 8px', fontSize: 18 }} data-testid={`mark-${at + 1}`}>
                <b>{mark.score}</b> 分
              </td>
              <td style={{ padding: '4px 8px', color: 'var(--color-text-3)' }}>
                {mark.rubric_item_ids.length ? `得分点 ${label(mark.rubric_item_ids)}` : ''}
                {mark.comment ? ` ${mark.comment}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {route?.to === 'arbitration' && (
        <Typography.Paragraph style={{ margin: '6px 0 0' }} type="warning">
          两评相差 {route.difference} 分，超出允许误差 {tolerance} 分：请给出最终得分（Enter 定分）
        </Typography.Paragraph>
      )}
    </section>
  );
}

/**
 * A failed save, said at once: 重试中（第 N 次） while the automatic retries run, 未保存 with the server's
 * msg once they are used up; 重试 beside either sends again now.
 */
export function SaveTrouble({ queue }: { queue: SaveQueue }) {
  const retrying = queue.retrying();
  const failed = queue.failed();
  if (!retrying.count && !failed.count) return null;
  return (
    <span
      role="status"
      aria-label="保存失败"
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      {retrying.count > 0 && (
        <Tag color="orange" title={retrying.error}>
          重试中（第 {retrying.attempt} 次）{retrying.count > 1 ? ` ${retrying.count} 份` : ''}
        </Tag>
      )}
      {failed.count > 0 && (
        <>
          <Tag color="red">未保存 {failed.count}</Tag>
          <Typography.Text type="error" data-testid="save-error">
            {failed.error}
          </Typography.Text>
        </>
      )}
      <Button size="small" status="danger" onClick={() => queue.retryFailed()}>
        重试
      </Button>
    </span>
  );
}
