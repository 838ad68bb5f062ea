/**
 * 冲突检查 on the session lists (线下排考 / 线上排考, both lines): loads the offline and online
 * timetables with their registered students, runs findConflicts (in a worker when large) and lists
 * every conflict in a dialog, each session a link that opens it. Publishing goes through
 * `publish()`: without conflicts it sends straight away; with conflicts it asks for a reason
 * (required), which is sent with the number of conflicts and recorded by the server.
 */
import { Alert, Button, Link, Modal, Radio, Space, Table, Tag } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import type * as zod from 'zod';
import { getExamOfflineTimetable, getExamOnlineTimetable } from '@/generated/api/exam-arrange/exam-arrange';
import { type LineType, useReasonDialog } from '@/kit';
import {
  CONFLICT_KINDS,
  conflictCounts,
  conflictsOf,
  type Conflict,
  type ConflictKind,
} from './exam-conflicts';
import { runConflictCheck } from './run-conflict-check';
import { buildTimetable, type LoadedTimetable, type TimetableEntry } from './timetable';

export interface CheckRange {
  exam_id?: number;
  start_date?: string;
  end_date?: string;
}

export interface ConflictResult extends LoadedTimetable {
  conflicts: Conflict[];
}

/** What was checked, for the dialog's title: 2026-04-11 至 2026-04-18 / 今天起 62 天. */
export function rangeText(range: CheckRange): string {
  const { start_date: from, end_date: to } = range;
  if (from && to) return from === to ? from : `${from} 至 ${to}`;
  if (from) return `${from} 起`;
  if (to) return `至 ${to}`;
  return '今天起 62 天';
}

export async function loadConflicts(type: LineType, range: CheckRange): Promise<ConflictResult> {
  const params = { type, ...range };
  const [offline, online] = await Promise.all([
    getExamOfflineTimetable(params),
    getExamOnlineTimetable(params),
  ]);
  const loaded = buildTimetable(offline.result, online.result);
  return { ...loaded, conflicts: await runConflictCheck(loaded.timetable) };
}

const KIND_COLORS: Record<ConflictKind, string> = {
  overlap: 'red',
  'crowded-day': 'orange',
  'back-to-back': 'gold',
  room: 'magenta',
  invigilator: 'purple',
  teaching: 'arcoblue',
};

function SessionLinks({
  conflict,
  entries,
  onOpen,
}: {
  conflict: Conflict;
  entries: Map<string, TimetableEntry>;
  onOpen: (entry: TimetableEntry) => void;
}) {
  return (
    <Space direction="vertical" size={2}>
      {conflict.sessions.map((key) => {
        const entry = entries.get(key);
        return entry ? (
          <Link key={key} onClick={() => onOpen(entry)}>
            {entry.label}
          </Link>
        ) : (
          <span key={key}>{key}</span>
        );
      })}
    </Space>
  );
}

interface Shown {
  title: string;
  result: ConflictResult;
}

function ConflictList({
  shown,
  onClose,
  onOpen,
}: {
  shown: Shown | undefined;
  onClose: () => void;
  onOpen: (entry: TimetableEntry) => void;
}) {
  const [kind, setKind] = useState<ConflictKind | 'all'>('all');
  const conflicts = useMemo(() => shown?.result.conflicts ?? [], [shown]);
  const present = (Object.keys(CONFLICT_KINDS) as ConflictKind[]).filter((item) =>
    conflicts.some((conflict) => conflict.kind === item),
  );
  const rows = useMemo(
    () =>
      conflicts
        .map((conflict, index) => ({ ...conflict, id: index }))
        .filter((conflict) => kind === 'all' || conflict.kind === kind),
    [conflicts, kind],
  );
  if (!shown) return null;
  const { result } = shown;
  return (
    <Modal
      visible
      title={shown.title}
      footer={null}
      onCancel={onClose}
      style={{ width: 1080, maxWidth: 'calc(100vw - 32px)' }}
    >
      {conflicts.length ? (
        <Alert
          type="warning"
          content={`共 ${conflicts.length} 项冲突：${conflictCounts(conflicts)}。点场次可打开查看或修改。`}
        />
      ) : (
        <Alert
          type="success"
          content={`未发现冲突：已检查 ${result.timetable.sessions.length} 个场次、${result.timetable.registrations.length} 人次报考。`}
        />
      )}
      {conflicts.length > 0 && (
        <>
          <Radio.Group
            type="button"
            size="small"
            value={kind}
            onChange={(value: ConflictKind | 'all') => setKind(value)}
            style={{ margin: '12px 0' }}
            aria-label="冲突类型"
          >
            <Radio value="all">全部 {conflicts.length}</Radio>
            {present.map((item) => (
              <Radio key={item} value={item}>
                {CONFLICT_KINDS[item]} {conflicts.filter((conflict) => conflict.kind === item).length}
              </Radio>
            ))}
          </Radio.Group>
          <Table
            rowKey="id"
            size="small"
            border={false}
            data={rows}
            pagination={{ pageSize: 20, showTotal: true, sizeCanChange: false }}
            columns={[
              {
                title: '类型',
                dataIndex: 'kind',
                width: 120,
                render: (value: ConflictKind) => (
                  <Tag color={KIND_COLORS[value]}>{CONFLICT_KINDS[value]}</Tag>
                ),
              },
              { title: '考生 / 考场 / 监考老师', dataIndex: 'subject', width: 180 },
              {
                title: '场次',
                dataIndex: 'sessions',
                width: 430,
                render: (_: unknown, conflict: Conflict) => (
                  <SessionLinks conflict={conflict} entries={result.entries} onOpen={onOpen} />
                ),
              },
              { title: '说明', dataIndex: 'detail' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

export interface PublishRequest {
  /** Keys of the sessions to publish (offlineKey / onlineKey). */
  keys: string[];
  range: CheckRange;
  /** 所选 2 个场次 / 「英语（二）」. */
  what: string;
  /** The zod schema of conflict_reason in the request body (its length rules). */
  schema?: zod.ZodType;
  send: (reason?: { conflict_reason: string; conflict_count: number }) => Promise<unknown>;
}

/** The 冲突检查 dialog and the publish flow of a session list page. */
export function useConflictCheck(type: LineType, onOpen: (entry: TimetableEntry) => void) {
  const [shown, setShown] = useState<Shown>();
  const reason = useReasonDialog();

  const check = async (range: CheckRange) => {
    const result = await loadConflicts(type, range);
    setShown({ title: `冲突检查 · ${rangeText(range)}`, result });
  };

  /** Resolves true once sent; rejects with ReasonCancelled when the reason dialog is closed. */
  const publish = async ({ keys, range, what, schema, send }: PublishRequest) => {
    const result = await loadConflicts(type, range);
    const own = conflictsOf(result.conflicts, keys);
    if (!own.length) {
      await send();
      return true;
    }
    const showAll = () => setShown({ title: `冲突检查 · ${what}`, result: { ...result, conflicts: own } });
    await reason.ask({
      title: '发布前发现冲突',
      summary: `${what}有 ${own.length} 项冲突（${conflictCounts(own)}）。仍要发布请写明原因，原因与冲突项数记入发布记录。`,
      details: (
        <ul
          style={{ margin: '0 0 16px', paddingLeft: 20, maxHeight: 160, overflow: 'auto' }}
          aria-label="冲突"
        >
          {own.slice(0, 5).map((conflict, index) => (
            <li key={index}>
              {CONFLICT_KINDS[conflict.kind]}：{conflict.subject}，
              {conflict.sessions.map((key) => result.entries.get(key)?.label ?? key).join('；')}
            </li>
          ))}
          {own.length > 5 && <li>另有 {own.length - 5} 项</li>}
          <li style={{ listStyle: 'none', marginTop: 4 }}>
            <Button type="text" size="mini" onClick={showAll} style={{ padding: 0 }}>
              查看全部冲突
            </Button>
          </li>
        </ul>
      ),
      label: '发布原因',
      requiredMessage: '请填写发布原因：有冲突的场次须说明为何仍要发布',
      placeholder: '如 冲突考生已安排缓考专场',
      reasons: ['冲突考生已安排缓考', '已与考点确认可错峰入场', '监考老师已调换'],
      schema,
      field: 'conflict_reason',
      okText: '仍然发布',
      send: (text) => send({ conflict_reason: text, conflict_count: own.length }),
    });
    return true;
  };

  const elements = (
    <>
      <ConflictList shown={shown} onClose={() => setShown(undefined)} onOpen={onOpen} />
      {reason.element}
    </>
  );
  return { check, publish, elements };
}
