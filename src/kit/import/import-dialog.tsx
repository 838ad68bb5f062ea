/**
 * The import dialog (loaded on first use): template → choose a workbook →
 * read and check it (worker, with progress) → every problem by row, column,
 * value and message → commit the valid rows in batches (or cancel) → rows the
 * server refused join the others → download the rejected rows to fix and re-import.
 */
import { Alert, Button, Message, Modal, Progress, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { saveFile } from '../download';
import { checkWithContract, sheetPlan } from './import-check';
import { readAndCheck, UNREADABLE } from './read-sheet';
import type { CellIssue, CheckedRow } from './sheet-check';
import { MESSAGE_COLUMN, type SheetPlanColumn } from './sheet-columns';
import type { SheetImportSpec } from './use-sheet-import';
import { writeSheet } from './write-sheet';
import '../styles';

type Phase = 'choose' | 'checking' | 'review' | 'committing' | 'done';

interface Outcome {
  rows: CheckedRow[];
  plan: SheetPlanColumn[];
  /** Rows written by the server (after committing). */
  imported: number;
}

const ISSUE_COLUMNS = [
  { title: '行号', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 120 },
  { title: '值', dataIndex: 'value', width: 200, ellipsis: true },
  { title: '问题', dataIndex: 'message' },
];

export default function ImportDialog<Payload>({
  spec,
  onClose,
}: {
  spec: SheetImportSpec<Payload>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [progress, setProgress] = useState({ text: '', percent: 0 });
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const batchSize = spec.batchSize ?? 500;

  const rejected = outcome?.rows.filter((row) => row.issues.length) ?? [];
  const valid = outcome?.rows.filter((row) => !row.issues.length) ?? [];
  const issues: CellIssue[] = rejected.flatMap((row) => row.issues);

  const check = async (file: File) => {
    setPhase('checking');
    setFileErrors([]);
    setProgress({ text: `正在读取「${file.name}」…`, percent: 0 });
    try {
      const plan = await sheetPlan(queryClient, spec.columns, spec.rowSchema);
      const result = await readAndCheck(file, plan, ({ phase: step, done, total }) =>
        setProgress({
          text: step === 'read' ? `正在读取「${file.name}」…` : `正在检查 ${done} / ${total} 行`,
          percent: total ? Math.round((done / total) * 80) : 0,
        }),
      );
      if (result.fileErrors.length) {
        setFileErrors(result.fileErrors);
        setPhase('choose');
        return;
      }
      await checkWithContract(result.rows, plan, spec.rowSchema, (done) =>
        setProgress({
          text: `正在按接口规则校验 ${done} / ${result.rows.length} 行`,
          percent: 80 + Math.round((done / Math.max(1, result.rows.length)) * 20),
        }),
      );
      setOutcome({ rows: result.rows, plan, imported: 0 });
      setPhase('review');
    } catch (error) {
      setFileErrors([error instanceof Error && error.message === UNREADABLE ? UNREADABLE : String(error)]);
      setPhase('choose');
    }
  };

  const commit = async () => {
    if (!outcome) return;
    setPhase('committing');
    const titleOf = new Map(outcome.plan.map((column) => [column.field, column.title]));
    let imported = 0;
    for (let start = 0; start < valid.length; start += batchSize) {
      const batch = valid.slice(start, start + batchSize);
      setProgress({
        text: `正在导入 ${start} / ${valid.length} 行`,
        percent: Math.round((start / valid.length) * 100),
      });
      try {
        const result = await spec.commit(batch.map((row) => ({ row: row.row, ...row.values }) as Payload));
        imported += result.success;
        const byRow = new Map(batch.map((row) => [row.row, row]));
        for (const failure of result.failed) {
          const row = byRow.get(failure.row);
          const column = titleOf.get(failure.field) ?? (failure.field || '整行');
          row?.issues.push({ row: failure.row, column, value: failure.value, message: failure.message });
        }
      } catch (error) {
        const message = `未导入：${error instanceof Error ? error.message : '提交失败'}`;
        for (const row of valid.slice(start))
          row.issues.push({ row: row.row, column: '整行', value: '', message });
        break;
      }
    }
    setOutcome({ ...outcome, imported });
    setPhase('done');
    spec.onDone?.();
  };

  const downloadRejected = async () => {
    if (!outcome) return;
    const titles = outcome.plan.map((column) => column.title);
    const blob = await writeSheet(
      [...titles, MESSAGE_COLUMN],
      rejected.map((row) => [
        ...titles.map((title) => row.cells[title] ?? ''),
        row.issues.map((issue) => `${issue.column}：${issue.message}`).join('；'),
      ]),
      '错误行',
    );
    saveFile(blob, `${spec.title}-错误行.xlsx`);
  };

  const downloadTemplate = async () => {
    if (!spec.template) return;
    try {
      saveFile(await spec.template.download(), spec.template.name);
    } catch {
      // the API layer has shown the error
    }
  };

  const choose = (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Alert
        type="info"
        content="请按导入模板填写（第 1 行为表头，列的顺序不限）；选择文件后先在本页检查每一行，确认无误再导入。导出的列表可直接导入。"
      />
      {fileErrors.map((error) => (
        <Alert key={error} type="error" content={error} />
      ))}
      <Space>
        {spec.template && <Button onClick={() => void downloadTemplate()}>下载导入模板</Button>}
        <Button type="primary" onClick={() => input.current?.click()}>
          选择 Excel 文件
        </Button>
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="选择 Excel 文件"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void check(file);
          }}
        />
      </Space>
    </Space>
  );

  const summary = outcome && (
    <Alert
      type={rejected.length ? 'warning' : 'success'}
      content={
        phase === 'done'
          ? `已导入 ${outcome.imported} 行；${rejected.length} 行未导入。`
          : `共 ${outcome.rows.length} 行：${valid.length} 行可以导入，${rejected.length} 行有问题（${issues.length} 处）。`
      }
    />
  );

  const results = outcome && (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      {summary}
      {issues.length > 0 && (
        <Table
          rowKey={(issue) => `${issue.row}-${issue.column}-${issue.message}`}
          columns={ISSUE_COLUMNS}
          data={issues}
          size="small"
          border={false}
          pagination={{ pageSize: 10, showTotal: true, size: 'small' }}
          aria-label="检查结果"
        />
      )}
    </Space>
  );

  const footer = {
    choose: <Button onClick={onClose}>取消</Button>,
    checking: null,
    committing: null,
    review: (
      <Space>
        <Button onClick={onClose}>取消</Button>
        {rejected.length > 0 && <Button onClick={() => void downloadRejected()}>下载错误行</Button>}
        <Button onClick={() => setPhase('choose')}>重新选择</Button>
        <Button type="primary" disabled={!valid.length} onClick={() => void commit()}>
          导入 {valid.length} 行
        </Button>
      </Space>
    ),
    done: (
      <Space>
        {rejected.length > 0 && <Button onClick={() => void downloadRejected()}>下载错误行</Button>}
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      </Space>
    ),
  }[phase];

  const busy = phase === 'checking' || phase === 'committing';
  return (
    <Modal
      title={spec.title}
      visible
      style={{ width: 880 }}
      footer={footer}
      maskClosable={false}
      closable={!busy}
      onCancel={() => {
        if (!busy) onClose();
        else Message.info('正在处理，请稍候');
      }}
    >
      {phase === 'choose' && choose}
      {busy && (
        <div role="status" aria-label="导入进度">
          <Progress percent={progress.percent} />
          <p>{progress.text}</p>
        </div>
      )}
      {(phase === 'review' || phase === 'done') && results}
    </Modal>
  );
}
