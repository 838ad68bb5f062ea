/**
 * 排座 of one offline session: choose the rooms, allocate automatically (by capacity, one
 * class kept apart), adjust by hand (pick a student, then a seat: moves, or swaps with whoever
 * sits there), see who is left without a seat, and save. The rules live in ./seat-allocation.
 * 混编考场: the other sessions of the same period (same date, overlapping time) can be combined
 * into the chosen rooms and seated together, neighbours differing in course (./mixed-rooms); the
 * room list says which courses each room holds. The rules and the combined sessions are saved with
 * the seats and restored when the workspace opens again.
 * What staff do is ./seat-workspace-state (a reducer, with what each step reads out); this file
 * renders it and handles the keyboard, the confirmations and the save. The tab is marked unsaved
 * while anything saved with the seats differs from what was loaded.
 * Without a mouse: the seat chart is one tab stop (a roving tabindex); the arrows, Home / End
 * (Ctrl+Home / Ctrl+End) move between seats, Enter or Space picks up the candidate in the focused
 * seat and drops them on the seat moved to (the same move or swap as a click), Esc puts them back,
 * PageUp / PageDown change the room; what happened is read out (a live region). The unplaced
 * candidates are toggle buttons.
 */
import { Alert, Button, Empty, Message, Modal, Spin } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import {
  getExamSessionArrangement,
  getGetExamSessionArrangementQueryKey,
  getListExamInvigilationSlotsQueryKey,
  getListExamOfflineSessionsQueryKey,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamOfflineSession, ExamSessionArrangement } from '@/generated/model';
import { LoadFailed, type LineType, useRovingFocus } from '@/kit';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { combinedEntries } from './mixed-rooms';
import { seatMove } from './seat-allocation';
import { ClassLegend, PickHint, RoomBar, SeatChart } from './seat-chart';
import { savedGroups, savePlan } from './seat-plans';
import { SeatSidePanel } from './seat-side-panel';
import {
  hasUnsavedChanges,
  initialSeatWorkspace,
  seatSaveRequest,
  seatWorkspaceReducer,
  type SeatContext,
} from './seat-workspace-state';
import { classLegend, seatView } from './seat-view';
import { useMixedSessions } from './use-mixed-sessions';
import styles from './seat-workspace.module.css';

const QUIET = { silent: true, loading: false };

/** The seat a key was pressed on (the grid handles its seats' keys). */
const seatOf = (target: EventTarget) =>
  Number((target as HTMLElement).closest<HTMLElement>('[data-seat]')?.dataset.seat) || undefined;

function Workspace({
  arrangement,
  type,
  onClose,
}: {
  arrangement: ExamSessionArrangement;
  type: LineType;
  onClose: (saved: boolean) => void;
}) {
  const { session } = arrangement;
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const [state, dispatch] = useReducer(seatWorkspaceReducer, arrangement, initialSeatWorkspace);
  const [saving, setSaving] = useState(false);
  const combined = useMixedSessions(arrangement, type, state.mixed, state.mixedIds);
  const entries = useMemo(
    () => combinedEntries(arrangement, combined.groups),
    [arrangement, combined.groups],
  );
  const context = useMemo<SeatContext>(() => ({ rooms: arrangement.rooms, entries }), [arrangement, entries]);
  const view = useMemo(() => seatView(state, context), [state, context]);
  const { plan, shownRoom, courseCount } = view;
  const byKey = useMemo(() => new Map(entries.map((entry) => [entry.key, entry])), [entries]);
  const classes = useMemo(() => classLegend(entries), [entries]);
  const nameOf = (key: string) => byKey.get(key)?.candidate.student_name ?? key;
  const dirty = hasUnsavedChanges(state, entries);
  useUnsavedGuard(dirty);

  // the keyboard: the seat chart is one tab stop, which the arrows and Home / End move (seatMove)
  const grid = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const seats = { capacity: shownRoom?.capacity ?? 0, cols: shownRoom?.seat_cols ?? 1 };
  const roving = useRovingFocus<number>({
    container: grid,
    attribute: 'data-seat',
    id: String,
    move: (from, event) => seatMove(from, event.key, seats, event.ctrlKey || event.metaKey),
    home: 1,
  });

  const chooseSeat = (seatNo: number) => {
    if (!shownRoom) return;
    roving.focus(seatNo);
    dispatch({ type: 'chooseSeat', roomId: shownRoom.room_id, seatNo, context });
  };

  /** PageUp / PageDown: the next or the previous room, the focus on its seat of the same number. */
  const turnRoom = (seatNo: number, step: 1 | -1) => {
    const next = shownRoom && view.rooms[view.rooms.indexOf(shownRoom) + step];
    if (!next) return;
    dispatch({ type: 'showRoom', roomId: next.room_id, readOut: true, context });
    // once the room is drawn: until then a seat of that number is the leaving room's
    roving.focus(Math.min(seatNo, next.capacity), { afterRender: true });
  };

  const onSeatKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const seatNo = seatOf(event.target);
    if (!shownRoom || !seatNo || roving.onKeyDown(event, seatNo)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      chooseSeat(seatNo);
    } else if (event.key === 'Escape' && state.picked) {
      // puts the candidate back; the dialog stays open (Esc again closes it)
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: 'cancelPick' });
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      turnRoom(seatNo, event.key === 'PageDown' ? 1 : -1);
    }
  };

  const allocate = () => {
    const run = () => dispatch({ type: 'allocate', context });
    if (!plan.seats.length) return run();
    Modal.confirm({
      title: '重新排座',
      content: `将按所选 ${view.seatRooms.length} 个考场重新为 ${entries.length} 名考生${courseCount > 1 ? `（${courseCount} 个场次混编）` : ''}排座，当前座位（含手工调整）会被替换，确定吗？`,
      onOk: run,
    });
  };

  const save = () =>
    once(async () => {
      if (view.problems.length) return void Message.error(view.problems[0]!);
      const send = async () => {
        setSaving(true);
        try {
          const body = seatSaveRequest(state, context, session.id);
          await savePlan(body);
          Message.success(
            `已保存 ${plan.seats.length} 个座位${body.mixed_session_ids?.length ? `（含 ${body.mixed_session_ids.length} 个混编场次）` : ''}`,
          );
          dispatch({ type: 'saved', context });
          // the combined sessions' arrangements changed too (and those taken out of the rooms)
          const touched = new Set([
            session.id,
            ...state.mixedIds,
            ...savedGroups(arrangement).map((group) => group.session.id),
          ]);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: getListExamOfflineSessionsQueryKey() }),
            ...[...touched].map((id) =>
              queryClient.invalidateQueries({ queryKey: getGetExamSessionArrangementQueryKey(id) }),
            ),
            queryClient.invalidateQueries({ queryKey: getListExamInvigilationSlotsQueryKey() }),
          ]);
          onClose(true);
        } finally {
          setSaving(false);
        }
      };
      if (plan.unplaced.length)
        Modal.confirm({
          title: '仍有考生未安排座位',
          content: `还有 ${plan.unplaced.length} 名考生没有座位（座位不足或已移出），保存后他们不会出现在座位表和签到表上，仍要保存吗？`,
          okText: '仍然保存',
          onOk: send,
        });
      else await send();
    }).catch(() => undefined); // the API layer has shown the error; the plan stays on screen

  const close = () => {
    if (!dirty) return onClose(false);
    Modal.confirm({
      title: '放弃排座',
      content: '座位有未保存的调整，关闭后将丢失，确定关闭吗？',
      okText: '仍然关闭',
      onOk: () => onClose(false),
    });
  };

  const pickedEntry = state.picked ? byKey.get(state.picked) : undefined;
  const pickedSeated = plan.seats.some((seat) => seat.studentId === state.picked);

  return (
    <Modal
      title={`排座 · ${session.course_name} · ${session.exam_date} ${session.start_time}–${session.end_time}`}
      visible
      onCancel={close}
      maskClosable={false}
      style={{ width: 1180, maxWidth: 'calc(100vw - 32px)' }}
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button type="primary" loading={saving} disabled={!state.roomIds.length} onClick={save}>
            保存座位
          </Button>
        </>
      }
    >
      {session.seat_status === 2 && (
        <Alert
          type="warning"
          style={{ marginBottom: 12 }}
          content="该场次的座位已发布给考生，保存修改后请重新发布。"
        />
      )}
      <div className={styles.layout}>
        <SeatSidePanel
          arrangement={arrangement}
          state={state}
          view={view}
          context={context}
          combined={combined}
          nameOf={nameOf}
          dispatch={dispatch}
          onAllocate={allocate}
        />
        <section className={styles.main}>
          <PickHint
            picked={pickedEntry}
            seated={pickedSeated}
            courseCount={courseCount}
            onUnseat={() => dispatch({ type: 'unseat', context })}
            onCancel={() => dispatch({ type: 'cancelPick' })}
          />
          {shownRoom ? (
            <>
              <RoomBar
                rooms={view.rooms}
                shown={shownRoom}
                counts={view.counts}
                coursesByRoom={view.coursesByRoom}
                onShow={(roomId) => dispatch({ type: 'showRoom', roomId, context })}
              />
              <SeatChart
                room={shownRoom}
                plan={plan}
                // the seat the keys moved to, or the last of a smaller room
                tabStop={Math.min(roving.current ?? 1, shownRoom.capacity)}
                picked={state.picked}
                entryOf={(key) => byKey.get(key)}
                colorOf={(classId) => classes.get(classId)?.color}
                conflict={(seatNo) => view.conflictSeats.has(`${shownRoom.room_id}:${seatNo}`)}
                courseCount={courseCount}
                hintId={hintId}
                gridRef={grid}
                onSeat={chooseSeat}
                onKeyDown={onSeatKey}
              />
            </>
          ) : (
            <Empty description="请先在左侧选用考场" />
          )}
          <p id={hintId} className="visually-hidden">
            方向键在座位间移动，Home、End 到本排两端，Ctrl+Home、Ctrl+End 到第一个和最后一个座位；Enter
            或空格选中考生，再到目标座位按 Enter 放下（有人则调换），Esc 取消；PageUp、PageDown 换考场。
          </p>
          {/* what a pick, a move or a swap did, read out */}
          <div role="status" aria-live="polite" className="visually-hidden">
            {state.said.text && <span key={state.said.n}>{state.said.text}</span>}
          </div>
          <ClassLegend classes={classes} />
        </section>
      </div>
    </Modal>
  );
}

/** Loads the session's arrangement, then shows the workspace. */
export function SeatWorkspace({
  session,
  type,
  onClose,
}: {
  session: ExamOfflineSession;
  /** The line (混编 looks for the line's other sessions of the period). */
  type: LineType;
  onClose: (saved: boolean) => void;
}) {
  const query = useQuery({
    queryKey: getGetExamSessionArrangementQueryKey(session.id),
    queryFn: ({ signal }) => getExamSessionArrangement(session.id, QUIET, signal),
  });
  if (query.data) return <Workspace arrangement={query.data.result} type={type} onClose={onClose} />;
  return (
    <Modal
      title={`排座 · ${session.course_name}`}
      visible
      onCancel={() => onClose(false)}
      footer={<Button onClick={() => onClose(false)}>关闭</Button>}
      style={{ width: 600 }}
    >
      {query.error ? (
        <LoadFailed what="排座数据" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spin tip="正在加载考生与考场…" style={{ display: 'block', margin: '40px auto' }} />
      )}
    </Modal>
  );
}
