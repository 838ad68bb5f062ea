/**
 * 线下排考 (examSchedulingOfflineAE) / 考试安排 (examSchedulingST): offline exam sessions with
 * their rooms and seats. 排座 opens the seat workspace, 打印 the seat charts, door sheets and
 * sign-in sheets, 监考 the rooms' invigilators, 录像 the rooms' recordings; in bulk: 自动排座,
 * 发布座位 and 打印 of the selected sessions. `?print=seat,door,signin[&session=ID]` opens the print
 * preview directly (the first session of the list without an ID).
 */
import { Message } from '@arco-design/web-react';

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type * as zod from 'zod';
import {
  createExamOfflineSession,
  deleteExamOfflineSession,
  exportExamOfflineSessions,
  getExamSessionArrangement,
  getListExamOfflineSessionsQueryKey,
  listExamOfflineSessions,
  publishExamOfflineSessions,
  updateExamOfflineSession,
} from '@/generated/api/exam-arrange/exam-arrange';
import type {
  ExamOfflineSession,
  ExamOfflineSessionBody,
  ExamOfflineSessionUpdateBody,
} from '@/generated/model';
import {
  CreateExamOfflineSessionBody,
  PublishExamOfflineSessionsBody,
  UpdateExamOfflineSessionBody,
} from '@/generated/zod/exam-arrange/exam-arrange.zod';
import {
  addAction,
  type BatchAction,
  FormModal,
  lineExport,
  type LineType,
  type ListEnvelope,
  ListPage,
  type RowAction,
  type ToolbarAction,
  useLineList,
  useRecordModal,
  useScreenNavigation,
} from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { useConflictCheck, type CheckRange } from './conflict-check';
import { SessionSlotsModal } from './invigilation-assign';
import { MonitorVideoModal, type VideoTarget } from './monitor-video-modal';
import { sessionColumns, sessionFormFields, sessionSearch, withTimeOrder } from './offline-session-fields';
import { parseSheetKinds, type SheetKind } from './print-layout';
import { dateRange, offlineKey, type TimetableEntry } from './timetable';

const SeatWorkspace = lazy(() => import('./seat-workspace').then((m) => ({ default: m.SeatWorkspace })));
const SessionPrint = lazy(() => import('./session-print').then((m) => ({ default: m.SessionPrint })));

type Body = ExamOfflineSessionBody | ExamOfflineSessionUpdateBody;
const CREATE = withTimeOrder(CreateExamOfflineSessionBody) as unknown as zod.ZodType<Body>;
const UPDATE = withTimeOrder(UpdateExamOfflineSessionBody) as unknown as zod.ZodType<Body>;
const ALL_SHEETS: SheetKind[] = ['seat', 'door', 'signin'];

/**
 * 自动排座 of several sessions, one after another, with the same allocation as the workspace
 * (by capacity, one class kept apart) into the rooms each session has chosen.
 */
export async function autoSeatSessions(sessions: ExamOfflineSession[]) {
  const { autoPlan, savePlan } = await import('./seat-plans');
  const done = { sessions: 0, seated: 0, unplaced: 0, noRooms: 0, published: 0 };
  // a session combined (混编) into one seated earlier in this batch already has its seats there
  const seatedWith = new Set<number>();
  for (const session of sessions) {
    if (session.seat_status === 2) {
      done.published += 1;
      continue;
    }
    if (seatedWith.has(session.id)) {
      done.sessions += 1;
      continue;
    }
    const { result } = await getExamSessionArrangement(session.id, { loading: false });
    const roomIds = result.rooms.filter((room) => room.selected === 1).map((room) => room.room_id);
    if (!roomIds.length) {
      done.noRooms += 1;
      continue;
    }
    // by the rules saved with the session (混编: with the sessions combined into its rooms)
    const { plan, body } = autoPlan(result, roomIds);
    await savePlan({ ...body, session_id: session.id });
    body.mixed_session_ids?.forEach((id) => seatedWith.add(id));
    done.sessions += 1;
    done.seated += plan.seats.length;
    done.unplaced += plan.unplaced.length;
  }
  return done;
}

/** 已为 2 个场次排座（共 86 人）；1 个场次未选考场，已跳过；… */
export function autoSeatReport(done: Awaited<ReturnType<typeof autoSeatSessions>>): string {
  const parts = [`已为 ${done.sessions} 个场次排座（共 ${done.seated} 人）`];
  if (done.unplaced) parts.push(`${done.unplaced} 名考生因座位不足未安排`);
  if (done.noRooms) parts.push(`${done.noRooms} 个场次未选考场，已跳过`);
  if (done.published) parts.push(`${done.published} 个已发布的场次未改动`);
  return parts.join('；');
}

function summary(envelope: ListEnvelope<ExamOfflineSession>) {
  const rows = envelope.result.list;
  const candidates = rows.reduce((total, row) => total + row.candidate_count, 0);
  const seated = rows.reduce((total, row) => total + row.seated_count, 0);
  const waiting = rows.filter((row) => row.seat_status === 0).length;
  return `本页 ${rows.length} 个场次：应考 ${candidates} 人，已排座 ${seated} 人，未排座场次 ${waiting} 个`;
}

export function OfflineSessionPage() {
  const line = useArrangeLine();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const form = useRecordModal<ExamOfflineSession>();
  const slots = useRecordModal<ExamOfflineSession>();
  const [seating, setSeating] = useState<ExamOfflineSession>();
  const [videos, setVideos] = useState<VideoTarget>();
  const [printing, setPrinting] = useState<{ sessions: number[] | 'first'; kinds: SheetKind[] }>();
  const list = useLineList(getListExamOfflineSessionsQueryKey, listExamOfflineSessions);
  const { open } = useScreenNavigation();
  // a conflict's session: an offline one opens its form here, an online one the online list
  const openEntry = (entry: TimetableEntry) =>
    entry.kind === 'offline'
      ? form.open(entry.record)
      : open(line.onlineRoute, { exam_id: entry.record.exam_id, course_id: entry.record.course_id });
  const conflicts = useConflictCheck(line.type, openEntry);
  // the check covers the searched exam and dates
  const searched: CheckRange = {
    exam_id: Number(params.get('exam_id')) || undefined,
    start_date: params.get('start_date') || undefined,
    end_date: params.get('end_date') || undefined,
  };
  const columns = useMemo(() => sessionColumns(line.venueNoun), [line.venueNoun]);

  // ?print=…: the print preview opened by the URL
  const urlKinds = parseSheetKinds(params.get('print'));
  const urlSession = Number(params.get('session')) || undefined;
  const print =
    printing ??
    (urlKinds.length ? { sessions: urlSession ? [urlSession] : 'first', kinds: urlKinds } : undefined);
  const closePrint = () => {
    setPrinting(undefined);
    if (urlKinds.length)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('print');
          next.delete('session');
          return next;
        },
        { replace: true },
      );
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: getListExamOfflineSessionsQueryKey() });
  const toolbar: ToolbarAction[] = [
    addAction('新增场次', () => form.open()),
    {
      key: 'conflicts',
      label: '冲突检查',
      onClick: () => void conflicts.check(searched).catch(() => undefined),
    },
  ];
  const rowActions: RowAction<ExamOfflineSession>[] = [
    { key: 'seat', label: '排座', perm: 'edit', onClick: (row) => setSeating(row) },
    {
      key: 'print',
      label: '打印',
      perm: 'print',
      hidden: (row) => row.seated_count === 0,
      onClick: (row) => setPrinting({ sessions: [row.id], kinds: ALL_SHEETS }),
    },
    {
      key: 'invigilate',
      label: '监考',
      perm: 'edit',
      hidden: (row) => row.room_count === 0,
      onClick: (row) => slots.open(row),
    },
    {
      key: 'videos',
      label: '录像',
      hidden: (row) => row.room_count === 0,
      onClick: (row) => void openVideos(row).catch(() => undefined),
    },
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => form.open(row) },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: (row) =>
        `确定删除「${row.course_name}」${row.exam_date} 的场次吗？其座位与监考安排一并删除，已有签到记录的场次不能删除。`,
      onClick: (row) => deleteExamOfflineSession(row.id),
    },
  ];
  const batchActions: BatchAction<ExamOfflineSession>[] = [
    {
      key: 'auto-seat',
      label: '自动排座',
      perm: 'edit',
      confirm: (count) =>
        `将为所选 ${count} 个场次按考场容量自动排座（同班考生不相邻），已发布的场次不改动，确定吗？`,
      onClick: async (rows) => {
        const done = await autoSeatSessions(rows);
        Message.success({ content: autoSeatReport(done), duration: 6000 });
      },
    },
    {
      key: 'publish',
      label: '发布座位',
      perm: 'edit',
      // no confirmation of its own: without conflicts it publishes straight away, with conflicts
      // the reason dialog asks (未排座的场次跳过)
      onClick: async (rows) => {
        const ready = rows.filter((row) => row.seated_count > 0);
        if (!ready.length) return void Message.warning('所选场次都未排座，没有可发布的座位');
        const ids = ready.map((row) => row.id);
        await conflicts.publish({
          keys: ids.map(offlineKey),
          range: dateRange(ready.map((row) => row.exam_date)),
          what: `所选 ${ready.length} 个场次`,
          schema: PublishExamOfflineSessionsBody.shape.conflict_reason,
          send: (reason) => publishExamOfflineSessions({ ids, ...reason }),
        });
        Message.success(`已发布 ${ready.length} 个场次的座位`);
      },
    },
    {
      key: 'print',
      label: '打印',
      perm: 'print',
      onClick: (rows) => setPrinting({ sessions: rows.map((row) => row.id), kinds: ALL_SHEETS }),
    },
  ];

  async function openVideos(session: ExamOfflineSession) {
    const { result } = await getExamSessionArrangement(session.id, { loading: false });
    setVideos({
      title: `${session.course_name} · ${session.exam_date} ${session.start_time}–${session.end_time}`,
      params: { session_id: session.id },
      rooms: result.rooms
        .filter((room) => room.selected === 1)
        .map((room) => ({ id: room.room_id, name: `${room.venue_name} ${room.name}` })),
    });
  }

  const editing = form.record;
  return (
    <>
      <ListPage<ExamOfflineSession>
        list={list}
        rowKey="id"
        search={sessionSearch}
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        batchActions={batchActions}
        summary={summary}
        exportFile={lineExport(line.type, exportExamOfflineSessions)}
        exportName={`${line.offlineTitle}场次.xlsx`}
      />
      <FormModal<Body>
        visible={form.visible}
        onClose={form.close}
        title={editing ? '编辑场次' : '新增场次'}
        fields={sessionFormFields}
        schema={editing ? UPDATE : CREATE}
        record={editing ? { ...editing } : undefined}
        submit={(payload) =>
          'id' in payload
            ? updateExamOfflineSession(payload)
            : createExamOfflineSession(payload, { type: line.type })
        }
        onSaved={() => void refresh()}
      />
      <SessionSlotsModal modal={slots} type={line.type} venueNoun={line.venueNoun} />
      <MonitorVideoModal target={videos} onClose={() => setVideos(undefined)} />
      {conflicts.elements}
      <Suspense fallback={null}>
        {seating && (
          <SeatWorkspace
            session={seating}
            type={line.type as LineType}
            onClose={() => setSeating(undefined)}
          />
        )}
        {print && (
          <SessionPrint
            type={line.type as LineType}
            sessions={print.sessions}
            kinds={print.kinds}
            onClose={closePrint}
          />
        )}
      </Suspense>
    </>
  );
}
