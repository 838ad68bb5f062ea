/**
 * Reviewed records (applications, photos, face checks): 通过 / 驳回 for one row or
 * for the selected rows (「已选 N 项」), only on records still awaiting a decision,
 * a reason required when rejecting (the kit's reason dialog). Plugs into ListPage as row and batch actions.
 */
import { Message } from '@arco-design/web-react';
import type * as zod from 'zod';
import type { Action } from '@/access/actions';
import type { BatchAction, RowAction } from '../list/types';
import { ReasonCancelled, useReasonDialog } from '../reason/reason-dialog';
import '../styles';

export type ReviewDecision = 'approve' | 'reject';

const DECISION_TEXT: Record<ReviewDecision, { title: string; field: string; done: string }> = {
  approve: { title: '审核通过', field: '审核意见', done: '已通过' },
  reject: { title: '驳回', field: '驳回原因', done: '已驳回' },
};

export interface ReviewSend<Row> {
  /** Sends the decision; `text` is the reason (驳回) or the remark (通过), '' when left empty. */
  send: (rows: Row[], text: string) => Promise<unknown>;
  /** The generated zod schema of the text in the request body, e.g. RejectXBody.shape.reason. */
  schema?: zod.ZodType;
  /** Body field of the text, for server field errors (default reason / remark). */
  field?: string;
  /** false: the call takes no text (no 审核意见 box is shown for it). */
  text?: false;
}

export interface ReviewOptions<Row> {
  /** What one record is called (申请, 照片 …) and its measure word (个, 张 …; default 个). */
  noun: string;
  unit?: string;
  /** A row's name in the dialog, e.g. the student's name. */
  label: (row: Row) => string;
  /** Rows still awaiting a decision; others show no buttons and are skipped in batches. */
  isPending: (row: Row) => boolean;
  /** Left out where approving needs more than a remark (e.g. a score): only 驳回 is offered. */
  approve?: ReviewSend<Row>;
  reject: ReviewSend<Row>;
  /** One-click reasons offered when rejecting. */
  reasons?: readonly string[];
  /** A reason to start from, e.g. the failed automatic checks of these rows. */
  suggestReason?: (rows: Row[]) => string;
  /** Something to heed before deciding, e.g. 「其中 2 张未通过自动检查」. */
  warning?: (rows: Row[], decision: ReviewDecision) => string | undefined;
  /** Permission of the buttons (default 审核). */
  perm?: Action;
}

/** The promise of open() rejects with this when the dialog is closed without deciding (the reason dialog's). */
export { ReasonCancelled as ReviewCancelled };

const NAMES_SHOWN = 3;

export function useReview<Row>(options: ReviewOptions<Row>) {
  const dialog = useReasonDialog();
  const perm = options.perm ?? 'audit';

  /** Opens the dialog for these rows; resolves once the decision is sent. */
  const open = async (decision: ReviewDecision, rows: Row[]): Promise<void> => {
    const waiting = rows.filter(options.isPending);
    if (!waiting.length) {
      Message.warning(`所选${options.noun}都已审核，无需再审`);
      throw new ReasonCancelled();
    }
    const skipped = rows.length - waiting.length;
    const sender = options[decision]!;
    const text = DECISION_TEXT[decision];
    const reject = decision === 'reject';
    const about = subject(waiting);
    await dialog.ask({
      title: text.title,
      summary: (
        <>
          {text.title}：{about}
          {skipped > 0 && (
            <span style={{ color: 'var(--color-text-3)' }}>{`（另有 ${skipped} 项已审核，将跳过）`}</span>
          )}
        </>
      ),
      warning: options.warning?.(waiting, decision),
      label: text.field,
      text: reject ? 'required' : sender.text === false ? 'none' : 'optional',
      placeholder: reject ? '请写明原因，学生将看到这段文字' : undefined,
      initial: reject ? options.suggestReason?.(waiting) : undefined,
      reasons: reject ? options.reasons : undefined,
      schema: sender.schema,
      field: sender.field ?? (reject ? 'reason' : 'remark'),
      okText: reject ? '确定驳回' : '确定通过',
      danger: reject,
      success: `${text.done}：${about}`,
      send: (typed) => sender.send(waiting, typed),
    });
  };

  /** 「陈浩然的申请」 or 「陈浩然、黄丽娟、李俊杰 等 共 5 个申请」. */
  const subject = (rows: Row[]) => {
    const names = rows.slice(0, NAMES_SHOWN).map(options.label).join('、');
    if (rows.length === 1) return `${names}的${options.noun}`;
    const more = rows.length > NAMES_SHOWN ? ' 等' : '';
    return `${names}${more} 共 ${rows.length} ${options.unit ?? '个'}${options.noun}`;
  };

  const rowActions: RowAction<Row>[] = [
    ...(options.approve
      ? [
          {
            key: 'approve',
            label: '通过',
            perm,
            hidden: (row: Row) => !options.isPending(row),
            onClick: (row: Row) => open('approve', [row]),
          },
        ]
      : []),
    {
      key: 'reject',
      label: '驳回',
      perm,
      danger: true,
      hidden: (row) => !options.isPending(row),
      onClick: (row) => open('reject', [row]),
    },
  ];

  const batchActions: BatchAction<Row>[] = [
    ...(options.approve
      ? [{ key: 'approve', label: '批量通过', perm, onClick: (rows: Row[]) => open('approve', rows) }]
      : []),
    { key: 'reject', label: '批量驳回', perm, danger: true, onClick: (rows) => open('reject', rows) },
  ];

  return { open, rowActions, batchActions, modal: dialog.element };
}
