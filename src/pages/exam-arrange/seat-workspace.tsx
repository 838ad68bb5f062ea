/**
 * 排座 of one offline session: choose the rooms, allocate automatically (by capacity, one
 * class kept apart), adjust by hand (pick a student, then a seat: moves, or swaps with whoever
 * sits there), see who is left without a seat, and save. The rules live in ./seat-allocation.
 * 混编考场: the other sessions of the same period (same date, overlapping time) can be combined
 * into the chosen rooms and seated together, neighbours differing in course (./mixed-rooms); the
 * room list says which courses each room holds. The rules and the combined sessions are saved with
 * the seats and restored when the workspace opens again.
 * Without a mouse: the seat chart is one tab stop (a roving tabindex); the arrows, Home / End
 * (Ctrl+Home / Ctrl+End) move between seats, Enter or Space picks up the candidate in the focused
 * seat and drops them on the seat moved to (the same move or swap as a click), Esc puts them back,
 * PageUp / PageDown change the room; what happened is read out (a live region). The unplaced
 * candidates are toggle buttons.
 */
import {
  Alert,
  Button,
  Checkbox,
  Empty,
  Message,
  Modal,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
} from '@arco-design/web-react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  getExamSessionArrangement,
  getGetExamSessionArrangementQueryKey,
  getListExamInvigilationSlotsQueryKey,
  getListExamOfflineSessionsQueryKey,
  listExamOfflineSessions,
  saveExamSessionSeats,
} from '@/generated/api/exam-arrange/exam-arrange';
import type {
  ExamOfflineSession,
  ExamSessionArrangement,
  ExamSessionRoom,
  SeatAssignmentSaveBody,
} from '@/generated/model';
import { LoadFailed, type LineType, Tabs } from '@/kit';
import { useSingleFlight } from '@/ui/use-single-flight';
import {
  combinedEntries,
  combinedPlan,
  reconcilePlan,
  roomCourses,
  samePeriodSessions,
  savedChoices,
  seatSaveBody,
  seatStudents,
  type MixedGroup,
  type SeatChoices,
  type SeatEntry,
} from './mixed-rooms';
import {
  adjacentSameClass,
  allocateSeats,
  checkPlan,
  movedText,
  moveStudent,
  roomCounts,
  seatLabel,
  seatMove,
  seatPlace,
  unseatStudent,
  usableSeats,
  type SeatRules,
  type SeatPlan,
  type SeatRoom,
} from './seat-allocation';
import styles from './seat-workspace.module.css';

const CLASS_COLORS = ['#165dff', '#00b42a', '#ff7d00', '#722ed1', '#f53f3f', '#14c9c9', '#f7ba1e', '#eb0aa4'];
const QUIET = { silent: true, loading: false };

const toSeatRoom = (room: ExamSessionRoom): SeatRoom => ({
  id: room.room_id,
  capacity: room.capacity,
  cols: room.seat_cols,
});
/** The sessions combined in the saved arrangement (混编), as groups to seat with it. */
const savedGroups = (arrangement: ExamSessionArrangement): MixedGroup[] =>
  (arrangement.mixed_sessions ?? []).filter((group) => group.session.id !== arrangement.session.id);

/** Whether an allocation keeps anyone apart: a class in some direction, or courses (混编). */
const separates = ({ rules, mixed }: SeatChoices) => rules.beside || rules.behind || rules.diagonal || mixed;

/**
 * Allocates the session's candidates (and those of the sessions combined with it) to its selected
 * rooms by the rules saved with it; the batch 自动排座 uses this. Returns the plan and its save request.
 */
export function autoPlan(
  arrangement: ExamSessionArrangement,
  roomIds: number[],
): { plan: SeatPlan; body: SeatAssignmentSaveBody } {
  const choices = savedChoices(arrangement);
  const entries = combinedEntries(arrangement, choices.mixed ? savedGroups(arrangement) : []);
  const byId = new Map(arrangement.rooms.map((room) => [room.room_id, room]));
  const rooms = roomIds.flatMap((id) => (byId.has(id) ? [toSeatRoom(byId.get(id)!)] : []));
  const plan = allocateSeats(seatStudents(entries), rooms, {
    separateClasses: separates(choices),
    rules: choices.rules,
  });
  return { plan, body: seatSaveBody(arrangement.session.id, roomIds, plan, entries, choices) };
}

/** Saves the seats (and rules, and combined sessions) of a session. */
export const savePlan = (body: SeatAssignmentSaveBody) => saveExamSessionSeats(body);

const SEAT_RULE_SWITCHES: { key: keyof SeatRules; label: string }[] = [
  { key: 'beside', label: '同班不左右相邻' },
  { key: 'behind', label: '同班不前后相邻' },
  { key: 'diagonal', label: '同班不斜对' },
  { key: 'alternate', label: '隔位就座' },
];

const timeOf = (session: ExamOfflineSession) => `${session.start_time}–${session.end_time}`;

/**
 * 混编: the other sessions of the period (loaded when switched on) and the arrangements of those
 * combined (saved ones come with the session; one combined now is loaded).
 */
function useMixedSessions(
  arrangement: ExamSessionArrangement,
  type: LineType,
  mixed: boolean,
  mixedIds: number[],
) {
  const { session } = arrangement;
  const params = { type, start_date: session.exam_date, end_date: session.exam_date, page: 1, limit: 100 };
  const period = useQuery({
    queryKey: getListExamOfflineSessionsQueryKey(params),
    queryFn: ({ signal }) => listExamOfflineSessions(params, QUIET, signal),
    enabled: mixed,
  });
  const saved = useMemo(() => savedGroups(arrangement), [arrangement]);
  const toLoad = mixed ? mixedIds.filter((id) => !saved.some((group) => group.session.id === id)) : [];
  const loaded = useQueries({
    queries: toLoad.map((id) => ({
      queryKey: getGetExamSessionArrangementQueryKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getExamSessionArrangement(id, QUIET, signal),
    })),
  });
  const loadedData = loaded.map((query) => query.data?.result);
  const loadedKey = loadedData.map((result) => result?.session.id ?? '').join(',');
  const groups = useMemo<MixedGroup[]>(() => {
    if (!mixed) return [];
    return mixedIds.flatMap((id) => {
      const kept = saved.find((group) => group.session.id === id);
      if (kept) return [kept];
      const result = loadedData.find((data) => data?.session.id === id);
      // newly combined: its candidates start without a seat in these rooms
      return result ? [{ session: result.session, candidates: result.candidates, seats: [] }] : [];
    });
    // loadedKey stands for loadedData (a new array each render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mixed, mixedIds, saved, loadedKey]);
  const others = useMemo(
    () => samePeriodSessions(session, period.data?.result.list ?? []),
    [session, period.data],
  );
  return {
    period,
    others,
    groups,
    loading: loaded.some((query) => query.isLoading),
    error: loaded.find((query) => query.error)?.error,
    retry: () => loaded.forEach((query) => void query.refetch()),
  };
}

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
  const [roomIds, setRoomIds] = useState(() =>
    arrangement.rooms.filter((room) => room.selected === 1).map((room) => room.room_id),
  );
  // the seating rules (see seat-allocation): which neighbours of one class are kept apart, and 隔位;
  // 混编 and the sessions combined — as saved with the session
  const [initial] = useState(() => savedChoices(arrangement));
  const [rules, setRules] = useState<SeatRules>(initial.rules);
  const [mixed, setMixed] = useState(initial.mixed);
  const [mixedIds, setMixedIds] = useState<number[]>(initial.mixedIds);
  const choices: SeatChoices = { rules, mixed, mixedIds };
  const combined = useMixedSessions(arrangement, type, mixed, mixedIds);
  const entries = useMemo(
    () => combinedEntries(arrangement, combined.groups),
    [arrangement, combined.groups],
  );
  const [storedPlan, setPlan] = useState<SeatPlan>(() =>
    combinedPlan(arrangement, initial.mixed ? savedGroups(arrangement) : [], entries),
  );
  // sessions combined or taken out since: their candidates join the unplaced, or leave the plan
  const plan = useMemo(() => reconcilePlan(storedPlan, entries), [storedPlan, entries]);
  const separate = separates(choices);
  const [picked, setPicked] = useState<string>();
  const [activeRoom, setActiveRoom] = useState<number | undefined>(roomIds[0]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // the keyboard: the seat of the shown room in the tab order (roving tabindex), what was last
  // read out (n: the same words said again are a new node, read again), the seat to focus once
  // another room is shown
  const [cursor, setCursor] = useState(1);
  const [said, setSaid] = useState({ text: '', n: 0 });
  const say = (text: string) => setSaid((before) => ({ text, n: before.n + 1 }));
  const grid = useRef<HTMLDivElement>(null);
  const focusOnShow = useRef<number>(undefined);
  const hintId = useId();

  const byKey = useMemo(() => new Map(entries.map((entry) => [entry.key, entry])), [entries]);
  const students = useMemo(() => seatStudents(entries), [entries]);
  const courseCount = new Set(entries.map((entry) => entry.session.id)).size;
  const classColor = useMemo(() => {
    const ids = [...new Set(entries.map((entry) => entry.candidate.class_id))];
    return new Map(ids.map((id, index) => [id, CLASS_COLORS[index % CLASS_COLORS.length]!]));
  }, [entries]);
  const classes = useMemo(() => {
    const counts = new Map<number, { name: string; count: number }>();
    for (const { candidate: c } of entries) {
      const entry = counts.get(c.class_id) ?? { name: c.class_name, count: 0 };
      entry.count += 1;
      counts.set(c.class_id, entry);
    }
    return [...counts.entries()];
  }, [entries]);
  const coursesByRoom = roomCourses(plan, entries);
  const selectedRooms = roomIds.flatMap((id) => {
    const room = arrangement.rooms.find((candidate) => candidate.room_id === id);
    return room ? [room] : [];
  });
  const seatRooms = selectedRooms.map(toSeatRoom);
  const capacity = seatRooms.reduce((total, room) => total + usableSeats(room, rules), 0);
  const counts = roomCounts(plan);
  const conflicts = adjacentSameClass(plan, students, seatRooms, rules);
  // 混编: neighbours of one course (in the same directions)
  const courseConflicts =
    courseCount > 1 ? adjacentSameClass(plan, students, seatRooms, rules, 'course') : [];
  const conflictSeats = new Set(
    [...conflicts, ...courseConflicts].flatMap((pair) => pair.seats.map((seat) => `${pair.roomId}:${seat}`)),
  );
  const problems = checkPlan(
    plan,
    seatRooms,
    entries.map((entry) => entry.key),
  );
  const shownRoom = selectedRooms.find((room) => room.room_id === activeRoom) ?? selectedRooms[0];

  const change = (next: SeatPlan) => {
    setPlan(next);
    setDirty(true);
  };

  const toggleRoom = (roomId: number, on: boolean) => {
    setDirty(true);
    if (on) {
      setRoomIds((ids) => [...ids, roomId]);
      if (!activeRoom) setActiveRoom(roomId);
      return;
    }
    setRoomIds((ids) => ids.filter((id) => id !== roomId));
    const leaving = plan.seats.filter((seat) => seat.roomId === roomId).map((seat) => seat.studentId);
    if (leaving.length)
      change({
        seats: plan.seats.filter((seat) => seat.roomId !== roomId),
        unplaced: [...plan.unplaced, ...leaving],
      });
  };

  const allocate = () => {
    const run = () => {
      change(allocateSeats(students, seatRooms, { separateClasses: separate, rules }));
      setPicked(undefined);
      setActiveRoom(seatRooms[0]?.id);
    };
    if (plan.seats.length)
      Modal.confirm({
        title: '重新排座',
        content: `将按所选 ${seatRooms.length} 个考场重新为 ${entries.length} 名考生${courseCount > 1 ? `（${courseCount} 个场次混编）` : ''}排座，当前座位（含手工调整）会被替换，确定吗？`,
        onOk: run,
      });
    else run();
  };

  const nameOf = (key: string) => byKey.get(key)?.candidate.student_name ?? key;
  /** 座位 07, with the room when the session uses more than one (第2考场 座位 30). */
  const placeOf = (roomId: number, seatNo: number) => {
    const room = selectedRooms.length > 1 ? selectedRooms.find((r) => r.room_id === roomId) : undefined;
    return seatPlace(seatNo, room && `${room.venue_name} ${room.name}`);
  };
  const cancelPick = () => {
    setPicked(undefined);
    say('已取消选择');
  };

  /**
   * A seat chosen (click, Enter, Space): nothing picked, its candidate is picked up; a candidate
   * picked, they move there (swapping with whoever sits there), or are put back on their own seat.
   */
  const chooseSeat = (roomId: number, seatNo: number) => {
    setCursor(seatNo);
    const occupant = plan.seats.find((seat) => seat.roomId === roomId && seat.seatNo === seatNo);
    if (!picked) {
      if (!occupant) return say(`${placeOf(roomId, seatNo)} 是空座`);
      setPicked(occupant.studentId);
      return say(`已选中 ${nameOf(occupant.studentId)}（${placeOf(roomId, seatNo)}）`);
    }
    if (occupant?.studentId === picked) return cancelPick();
    const from = plan.seats.find((seat) => seat.studentId === picked);
    change(moveStudent(plan, picked, { roomId, seatNo }, seatRooms));
    setPicked(undefined);
    say(
      movedText(
        nameOf(picked),
        placeOf(roomId, seatNo),
        occupant && {
          name: nameOf(occupant.studentId),
          to: from && placeOf(from.roomId, from.seatNo),
        },
      ),
    );
  };

  /** An unplaced candidate picked up (or put down again). */
  const pickUnplaced = (uuid: string) => {
    if (picked === uuid) return cancelPick();
    setPicked(uuid);
    say(`已选中 ${nameOf(uuid)}（未安排座位）`);
  };

  const focusSeat = (seatNo: number) => {
    setCursor(seatNo);
    grid.current?.querySelector<HTMLElement>(`[data-seat="${seatNo}"]`)?.focus();
  };
  // PageUp / PageDown showed another room: the focus goes on to its seat
  const shownRoomId = shownRoom?.room_id;
  useEffect(() => {
    const seatNo = focusOnShow.current;
    focusOnShow.current = undefined;
    if (seatNo !== undefined) grid.current?.querySelector<HTMLElement>(`[data-seat="${seatNo}"]`)?.focus();
  }, [shownRoomId]);

  const onSeatKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const seatNo = Number((event.target as HTMLElement).closest<HTMLElement>('[data-seat]')?.dataset.seat);
    if (!shownRoom || !seatNo) return;
    const room = { capacity: shownRoom.capacity, cols: shownRoom.seat_cols };
    const to = seatMove(seatNo, event.key, room, event.ctrlKey || event.metaKey);
    if (to !== undefined) {
      event.preventDefault();
      focusSeat(to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      chooseSeat(shownRoom.room_id, seatNo);
    } else if (event.key === 'Escape' && picked) {
      // puts the candidate back; the dialog stays open (Esc again closes it)
      event.preventDefault();
      event.stopPropagation();
      cancelPick();
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const at = selectedRooms.indexOf(shownRoom) + (event.key === 'PageDown' ? 1 : -1);
      const next = selectedRooms[at];
      if (!next) return;
      const target = Math.min(seatNo, next.capacity);
      focusOnShow.current = target;
      setCursor(target);
      setActiveRoom(next.room_id);
      say(`${next.venue_name} ${next.name}，已排 ${counts.get(next.room_id) ?? 0}/${next.capacity}`);
    }
  };

  const save = () =>
    once(async () => {
      if (problems.length) return void Message.error(problems[0]!);
      const send = async () => {
        setSaving(true);
        try {
          const body = seatSaveBody(session.id, roomIds, plan, entries, choices);
          await savePlan(body);
          Message.success(
            `已保存 ${plan.seats.length} 个座位${body.mixed_session_ids?.length ? `（含 ${body.mixed_session_ids.length} 个混编场次）` : ''}`,
          );
          setDirty(false);
          // the combined sessions' arrangements changed too (and those taken out of the rooms)
          const touched = new Set([
            session.id,
            ...mixedIds,
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

  const pickedEntry = picked ? byKey.get(picked) : undefined;
  const pickedCandidate = pickedEntry?.candidate;
  const pickedSeat = picked ? plan.seats.find((seat) => seat.studentId === picked) : undefined;

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
          <Button type="primary" loading={saving} disabled={!roomIds.length} onClick={save}>
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
        <aside className={styles.side}>
          <h3 className={styles.sideTitle}>选用考场</h3>
          <div className={styles.rooms}>
            {arrangement.rooms.map((room) => {
              const courses = coursesByRoom.get(room.room_id) ?? [];
              return (
                <div key={room.room_id} className={styles.roomItem}>
                  <Checkbox
                    checked={roomIds.includes(room.room_id)}
                    onChange={(on) => toggleRoom(room.room_id, on)}
                  >
                    {`${room.venue_name} ${room.name}（${room.capacity} 座）`}
                  </Checkbox>
                  {courseCount > 1 && courses.length > 0 && (
                    <ul className={styles.roomCourses} aria-label={`${room.venue_name} ${room.name} 的课程`}>
                      {courses.map((course) => (
                        <li key={course.sessionId}>
                          <Tag
                            size="small"
                            color={course.sessionId === session.id ? 'arcoblue' : 'orangered'}
                          >
                            {`${course.courseName} ${course.count} 人`}
                          </Tag>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
          <div className={styles.figures}>
            <span>
              应考 <strong>{entries.length}</strong> 人
            </span>
            <span>
              座位 <strong>{capacity}</strong> 个
            </span>
            <span>
              已排 <strong>{plan.seats.length}</strong> 人
            </span>
            <span>
              未安排 <strong>{plan.unplaced.length}</strong> 人
            </span>
          </div>
          {capacity < entries.length && (
            <Alert
              type="error"
              content={`座位不足：还差 ${entries.length - capacity} 个座位${rules.alternate ? '（隔位就座只用单数列）' : ''}，请再选考场，否则这些考生将不能安排。`}
            />
          )}
          <div role="group" aria-label="排座规则" className={styles.rules}>
            {SEAT_RULE_SWITCHES.map(({ key, label }) => (
              <Space key={key} size={6}>
                <Switch
                  size="small"
                  checked={rules[key]}
                  onChange={(on: boolean) => setRules((current) => ({ ...current, [key]: on }))}
                  aria-label={label}
                />
                <span>{label}</span>
              </Space>
            ))}
            <Space size={6}>
              <Switch
                size="small"
                checked={mixed}
                onChange={(on: boolean) => {
                  setMixed(on);
                  setDirty(true);
                }}
                aria-label="混编考场"
              />
              <span>混编考场（同时段场次共用考场）</span>
            </Space>
          </div>
          {mixed && (
            <MixedSessionPicker
              others={combined.others}
              loading={combined.period.isLoading}
              error={combined.period.error ?? combined.error}
              onRetry={() => {
                void combined.period.refetch();
                combined.retry();
              }}
              chosen={mixedIds}
              onChange={(ids) => {
                setMixedIds(ids);
                setDirty(true);
              }}
            />
          )}
          <Button
            type="primary"
            disabled={!seatRooms.length || combined.loading}
            loading={combined.loading}
            onClick={allocate}
          >
            自动排座
          </Button>
          {conflicts.length > 0 && (
            <Alert
              type="warning"
              content={`有 ${conflicts.length} 处同班考生相邻（红框标出），可手工调换。`}
            />
          )}
          {courseConflicts.length > 0 && (
            <Alert
              type="warning"
              content={`混编考场中有 ${courseConflicts.length} 处同一课程的考生相邻（红框标出），可重新自动排座或手工调换。`}
            />
          )}
          <div>
            <h3 className={styles.sideTitle}>未安排的考生（{plan.unplaced.length}）</h3>
            {plan.unplaced.length ? (
              <div className={styles.unplaced}>
                {plan.unplaced.map((uuid) => (
                  <Tag
                    key={uuid}
                    checkable
                    checked={picked === uuid}
                    onCheck={() => pickUnplaced(uuid)}
                    // a toggle button for the keyboard too (Arco's checkable tag is not focusable)
                    role="button"
                    tabIndex={0}
                    aria-pressed={picked === uuid}
                    onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      pickUnplaced(uuid);
                    }}
                  >
                    {nameOf(uuid)}
                  </Tag>
                ))}
              </div>
            ) : (
              <p style={{ color: 'var(--color-text-3)', margin: '6px 0 0' }}>全部考生都已安排座位</p>
            )}
          </div>
        </aside>
        <section className={styles.main}>
          {pickedCandidate ? (
            <Alert
              style={{ marginBottom: 8 }}
              content={`已选「${pickedCandidate.student_name}」（${pickedCandidate.class_name}${courseCount > 1 ? `，${pickedEntry.session.course_name}` : ''}）：点击座位移入，点击有人的座位与其调换；键盘用方向键到目标座位按 Enter，Esc 取消。`}
              action={
                <Space>
                  {pickedSeat && (
                    <Button
                      size="mini"
                      onClick={() => {
                        change(unseatStudent(plan, picked!));
                        setPicked(undefined);
                        say(`已将 ${nameOf(picked!)} 移出座位`);
                      }}
                    >
                      移出座位
                    </Button>
                  )}
                  <Button size="mini" onClick={cancelPick}>
                    取消选择
                  </Button>
                </Space>
              }
            />
          ) : (
            <Alert
              style={{ marginBottom: 8 }}
              content="点击考生选中，再点击目标座位即可移动或调换；键盘：方向键选座位，Enter 或空格选中、放下，Esc 取消，PageUp / PageDown 换考场。"
            />
          )}
          {shownRoom ? (
            <div className={styles.roomBar}>
              {/* many rooms: the tabs scroll (arrows), the select finds a room by name */}
              {/* the active tab scrolled to the middle of the bar (also when chosen from the select) */}
              <Tabs
                activeTab={String(shownRoom.room_id)}
                onChange={(key) => setActiveRoom(Number(key))}
                scrollPosition="center"
              >
                {selectedRooms.map((room) => (
                  <Tabs.TabPane
                    key={String(room.room_id)}
                    title={`${room.venue_name} ${room.name} ${counts.get(room.room_id) ?? 0}/${room.capacity}${(coursesByRoom.get(room.room_id)?.length ?? 0) > 1 ? ' 混编' : ''}`}
                  />
                ))}
              </Tabs>
              {selectedRooms.length > 6 && (
                // long names: the list is as wide as they need (up to 420 px), each with its full name as a tooltip
                <span title={`${shownRoom.venue_name} ${shownRoom.name}`} className={styles.roomSelect}>
                  <Select
                    size="small"
                    showSearch
                    aria-label="转到考场"
                    placeholder="转到考场"
                    style={{ width: 180 }}
                    value={shownRoom.room_id}
                    onChange={(value: number) => setActiveRoom(value)}
                    triggerProps={{ autoAlignPopupWidth: false, autoAlignPopupMinWidth: true }}
                    dropdownMenuStyle={{ maxWidth: 420 }}
                    filterOption={(input, option) =>
                      String((option.props as { title?: string }).title ?? '').includes(input.trim())
                    }
                  >
                    {selectedRooms.map((room) => {
                      const label = `${room.venue_name} ${room.name}`;
                      return (
                        <Select.Option key={room.room_id} value={room.room_id} title={label}>
                          {label}
                        </Select.Option>
                      );
                    })}
                  </Select>
                </span>
              )}
            </div>
          ) : null}
          {shownRoom ? (
            <SeatChart
              room={shownRoom}
              plan={plan}
              cursor={Math.min(cursor, shownRoom.capacity)}
              picked={picked}
              entryOf={(key) => byKey.get(key)}
              colorOf={(classId) => classColor.get(classId)}
              conflict={(seatNo) => conflictSeats.has(`${shownRoom.room_id}:${seatNo}`)}
              courseCount={courseCount}
              hintId={hintId}
              gridRef={grid}
              onSeat={(seatNo) => chooseSeat(shownRoom.room_id, seatNo)}
              onKeyDown={onSeatKey}
            />
          ) : (
            <Empty description="请先在左侧选用考场" />
          )}
          <p id={hintId} className="visually-hidden">
            方向键在座位间移动，Home、End 到本排两端，Ctrl+Home、Ctrl+End 到第一个和最后一个座位；Enter
            或空格选中考生，再到目标座位按 Enter 放下（有人则调换），Esc 取消；PageUp、PageDown 换考场。
          </p>
          {/* what a pick, a move or a swap did, read out */}
          <div role="status" aria-live="polite" className="visually-hidden">
            {said.text && <span key={said.n}>{said.text}</span>}
          </div>
          <div className={styles.legend}>
            {classes.map(([id, { name, count }]) => (
              <span key={id}>
                <i className={styles.swatch} style={{ background: classColor.get(id) }} />
                {`${name}（${count} 人）`}
              </span>
            ))}
          </div>
        </section>
      </div>
    </Modal>
  );
}

/**
 * One room's seats, row by row (seat_cols to a row) behind the podium: a grid with one seat in the
 * tab order (`cursor`); the seat picked up is marked apart from the focused one (a tinted seat with a
 * double border and 已选, the focus an outline around it), in forced colours too. A seat's name is
 * what it shows after 座位 (座位 07 李建华 2024级会计学（专升本）2班, 座位 08 空座); picked is aria-selected.
 */
function SeatChart({
  room,
  plan,
  cursor,
  picked,
  entryOf,
  colorOf,
  conflict,
  courseCount,
  hintId,
  gridRef,
  onSeat,
  onKeyDown,
}: {
  room: ExamSessionRoom;
  plan: SeatPlan;
  cursor: number;
  picked: string | undefined;
  entryOf: (key: string) => SeatEntry | undefined;
  colorOf: (classId: number) => string | undefined;
  conflict: (seatNo: number) => boolean;
  courseCount: number;
  hintId: string;
  gridRef: RefObject<HTMLDivElement | null>;
  onSeat: (seatNo: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const cols = Math.max(1, room.seat_cols);
  const bySeat = new Map(
    plan.seats.filter((seat) => seat.roomId === room.room_id).map((seat) => [seat.seatNo, seat.studentId]),
  );
  const rows = Array.from({ length: Math.ceil(room.capacity / cols) }, (_, row) =>
    Array.from({ length: Math.min(cols, room.capacity - row * cols) }, (_, col) => row * cols + col + 1),
  );
  return (
    <div
      ref={gridRef}
      className={styles.grid}
      role="grid"
      aria-label={`${room.venue_name} ${room.name} 座位`}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
    >
      <div className={styles.podium} aria-hidden>
        讲台
      </div>
      {rows.map((seats, row) => (
        <div
          key={row}
          role="row"
          className={styles.seatRow}
          style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        >
          {seats.map((seatNo) => {
            const studentId = bySeat.get(seatNo);
            const entry = studentId ? entryOf(studentId) : undefined;
            const candidate = entry?.candidate;
            const isPicked = !!studentId && studentId === picked;
            const names = [
              styles.seat,
              !candidate && styles.seatEmpty,
              isPicked && styles.seatPicked,
              conflict(seatNo) && styles.seatConflict,
            ];
            return (
              <div
                role="gridcell"
                key={seatNo}
                data-seat={seatNo}
                tabIndex={seatNo === cursor ? 0 : -1}
                aria-selected={isPicked}
                className={names.filter(Boolean).join(' ')}
                style={
                  { '--class-color': candidate ? colorOf(candidate.class_id) : undefined } as CSSProperties
                }
                // 座位 07 李建华 2024级会计学（专升本）2班: what the seat shows, in order (label in name),
                // after 座位; the spaces between the lines keep them words apart
                aria-label={`座位 ${seatLabel(seatNo)} ${candidate ? `${candidate.student_name} ${candidate.class_name}` : '空座'}${candidate && courseCount > 1 ? ` ${entry.session.course_name}` : ''}`}
                onClick={() => onSeat(seatNo)}
              >
                <span className={styles.seatNo}>{seatLabel(seatNo)}</span>{' '}
                {candidate ? (
                  <>
                    <span className={styles.seatName}>{candidate.student_name}</span>{' '}
                    <span className={styles.seatClass}>{candidate.class_name}</span>
                    {courseCount > 1 && (
                      <>
                        {' '}
                        <span className={styles.seatCourse}>{entry.session.course_name}</span>
                      </>
                    )}
                  </>
                ) : (
                  <span className={styles.seatClass}>空座</span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** 混编: the other sessions of the period, to combine into the rooms (published ones cannot be). */
function MixedSessionPicker({
  others,
  loading,
  error,
  onRetry,
  chosen,
  onChange,
}: {
  others: ExamOfflineSession[];
  loading: boolean;
  error: Error | null | undefined;
  onRetry: () => void;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  let body;
  if (error) body = <LoadFailed what="同时段场次" error={error} onRetry={onRetry} compact />;
  else if (loading) body = <Spin size={16} tip="正在查找同时段的场次…" />;
  else if (!others.length)
    body = <p className={styles.hint}>该时段没有其他线下场次，考场只安排本场次考生。</p>;
  else
    body = (
      <div className={styles.mixedList}>
        {others.map((other) => (
          <Checkbox
            key={other.id}
            checked={chosen.includes(other.id)}
            disabled={other.seat_status === 2 && !chosen.includes(other.id)}
            onChange={(on) => onChange(on ? [...chosen, other.id] : chosen.filter((id) => id !== other.id))}
          >
            {`${other.course_name}（${other.course_code}）${timeOf(other)} · ${other.candidate_count} 人${other.seat_status === 2 ? ' · 已发布' : ''}`}
          </Checkbox>
        ))}
      </div>
    );
  return (
    <div role="group" aria-label="混编场次">
      <h3 className={styles.sideTitle}>混编场次（同一时段）</h3>
      {body}
    </div>
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
