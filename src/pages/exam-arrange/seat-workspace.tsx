/**
 * 排座 of one offline session: choose the rooms, allocate automatically (by capacity, one
 * class kept apart), adjust by hand (pick a student, then a seat: moves, or swaps with whoever
 * sits there), see who is left without a seat, and save. The rules live in ./seat-allocation.
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
  Tabs,
  Tag,
} from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import {
  getExamSessionArrangement,
  getGetExamSessionArrangementQueryKey,
  getListExamInvigilationSlotsQueryKey,
  getListExamOfflineSessionsQueryKey,
  saveExamSessionSeats,
} from '@/generated/api/exam-arrange/exam-arrange';
import type {
  ExamOfflineSession,
  ExamSessionArrangement,
  ExamSessionRoom,
  SeatCandidate,
} from '@/generated/model';
import { LoadFailed } from '@/kit';
import { useSingleFlight } from '@/ui/use-single-flight';
import {
  adjacentSameClass,
  allocateSeats,
  checkPlan,
  DEFAULT_SEAT_RULES,
  moveStudent,
  roomCounts,
  seatLabel,
  unseatStudent,
  usableSeats,
  type SeatRules,
  type SeatPlan,
  type SeatRoom,
  type SeatStudent,
} from './seat-allocation';
import styles from './seat-workspace.module.css';

const CLASS_COLORS = ['#165dff', '#00b42a', '#ff7d00', '#722ed1', '#f53f3f', '#14c9c9', '#f7ba1e', '#eb0aa4'];
const QUIET = { silent: true, loading: false };

const toSeatRoom = (room: ExamSessionRoom): SeatRoom => ({
  id: room.room_id,
  capacity: room.capacity,
  cols: room.seat_cols,
});
const toStudent = (candidate: SeatCandidate): SeatStudent => ({
  id: candidate.student_uuid,
  classId: candidate.class_id,
});

/** The saved seats as a plan; candidates without a seat are unplaced. */
export function savedPlan(arrangement: ExamSessionArrangement): SeatPlan {
  const seated = new Set(arrangement.seats.map((seat) => seat.student_uuid));
  return {
    seats: arrangement.seats.map((seat) => ({
      studentId: seat.student_uuid,
      roomId: seat.room_id,
      seatNo: seat.seat_no,
    })),
    unplaced: arrangement.candidates
      .map((candidate) => candidate.student_uuid)
      .filter((uuid) => !seated.has(uuid)),
  };
}

/** Allocates the session's candidates to its selected rooms (the batch 自动排座 uses this too). */
export function autoPlan(
  arrangement: ExamSessionArrangement,
  roomIds: number[],
  separateClasses = true,
): SeatPlan {
  const byId = new Map(arrangement.rooms.map((room) => [room.room_id, room]));
  const rooms = roomIds.flatMap((id) => (byId.has(id) ? [toSeatRoom(byId.get(id)!)] : []));
  return allocateSeats(arrangement.candidates.map(toStudent), rooms, { separateClasses });
}

/** Saves a plan as the session's seats in these rooms. */
export const savePlan = (sessionId: number, roomIds: number[], plan: SeatPlan) =>
  saveExamSessionSeats({
    session_id: sessionId,
    room_ids: roomIds,
    seats: plan.seats.map((seat) => ({
      student_uuid: seat.studentId,
      room_id: seat.roomId,
      seat_no: seat.seatNo,
    })),
  });

const SEAT_RULE_SWITCHES: { key: keyof SeatRules; label: string }[] = [
  { key: 'beside', label: '同班不左右相邻' },
  { key: 'behind', label: '同班不前后相邻' },
  { key: 'diagonal', label: '同班不斜对' },
  { key: 'alternate', label: '隔位就座' },
];

function Workspace({
  arrangement,
  onClose,
}: {
  arrangement: ExamSessionArrangement;
  onClose: (saved: boolean) => void;
}) {
  const { session, candidates } = arrangement;
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const [roomIds, setRoomIds] = useState(() =>
    arrangement.rooms.filter((room) => room.selected === 1).map((room) => room.room_id),
  );
  const [plan, setPlan] = useState<SeatPlan>(() => savedPlan(arrangement));
  // the seating rules of this 自动排座 (see seat-allocation): which neighbours of one class are
  // kept apart, and 隔位
  const [rules, setRules] = useState<SeatRules>(DEFAULT_SEAT_RULES);
  const separate = rules.beside || rules.behind || rules.diagonal;
  const [picked, setPicked] = useState<string>();
  const [activeRoom, setActiveRoom] = useState<number | undefined>(roomIds[0]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const byUuid = useMemo(() => new Map(candidates.map((c) => [c.student_uuid, c])), [candidates]);
  const students = useMemo(() => candidates.map(toStudent), [candidates]);
  const classColor = useMemo(() => {
    const ids = [...new Set(candidates.map((c) => c.class_id))];
    return new Map(ids.map((id, index) => [id, CLASS_COLORS[index % CLASS_COLORS.length]!]));
  }, [candidates]);
  const classes = useMemo(() => {
    const counts = new Map<number, { name: string; count: number }>();
    for (const c of candidates) {
      const entry = counts.get(c.class_id) ?? { name: c.class_name, count: 0 };
      entry.count += 1;
      counts.set(c.class_id, entry);
    }
    return [...counts.entries()];
  }, [candidates]);
  const selectedRooms = roomIds.flatMap((id) => {
    const room = arrangement.rooms.find((candidate) => candidate.room_id === id);
    return room ? [room] : [];
  });
  const seatRooms = selectedRooms.map(toSeatRoom);
  const capacity = seatRooms.reduce((total, room) => total + usableSeats(room, rules), 0);
  const counts = roomCounts(plan);
  const conflicts = adjacentSameClass(plan, students, seatRooms, rules);
  const conflictSeats = new Set(
    conflicts.flatMap((pair) => pair.seats.map((seat) => `${pair.roomId}:${seat}`)),
  );
  const problems = checkPlan(
    plan,
    seatRooms,
    candidates.map((c) => c.student_uuid),
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
        content: `将按所选 ${seatRooms.length} 个考场重新为 ${candidates.length} 名考生排座，当前座位（含手工调整）会被替换，确定吗？`,
        onOk: run,
      });
    else run();
  };

  const clickSeat = (roomId: number, seatNo: number) => {
    const occupant = plan.seats.find((seat) => seat.roomId === roomId && seat.seatNo === seatNo);
    if (!picked) {
      if (occupant) setPicked(occupant.studentId);
      return;
    }
    if (occupant?.studentId === picked) return setPicked(undefined);
    change(moveStudent(plan, picked, { roomId, seatNo }, seatRooms));
    setPicked(undefined);
  };

  const save = () =>
    once(async () => {
      if (problems.length) return void Message.error(problems[0]!);
      const send = async () => {
        setSaving(true);
        try {
          await savePlan(session.id, roomIds, plan);
          Message.success(`已保存 ${plan.seats.length} 个座位`);
          setDirty(false);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: getListExamOfflineSessionsQueryKey() }),
            queryClient.invalidateQueries({ queryKey: getGetExamSessionArrangementQueryKey(session.id) }),
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

  const pickedCandidate = picked ? byUuid.get(picked) : undefined;
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
            {arrangement.rooms.map((room) => (
              <Checkbox
                key={room.room_id}
                checked={roomIds.includes(room.room_id)}
                onChange={(on) => toggleRoom(room.room_id, on)}
              >
                {`${room.venue_name} ${room.name}（${room.capacity} 座）`}
              </Checkbox>
            ))}
          </div>
          <div className={styles.figures}>
            <span>
              应考 <strong>{candidates.length}</strong> 人
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
          {capacity < candidates.length && (
            <Alert
              type="error"
              content={`座位不足：还差 ${candidates.length - capacity} 个座位${rules.alternate ? '（隔位就座只用单数列）' : ''}，请再选考场，否则这些考生将不能安排。`}
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
          </div>
          <Button type="primary" disabled={!seatRooms.length} onClick={allocate}>
            自动排座
          </Button>
          {conflicts.length > 0 && (
            <Alert
              type="warning"
              content={`有 ${conflicts.length} 处同班考生相邻（红框标出），可手工调换。`}
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
                    onCheck={() => setPicked(picked === uuid ? undefined : uuid)}
                  >
                    {byUuid.get(uuid)?.student_name ?? uuid}
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
              content={`已选「${pickedCandidate.student_name}」（${pickedCandidate.class_name}）：点击座位移入，点击有人的座位与其调换。`}
              action={
                <Space>
                  {pickedSeat && (
                    <Button
                      size="mini"
                      onClick={() => {
                        change(unseatStudent(plan, picked!));
                        setPicked(undefined);
                      }}
                    >
                      移出座位
                    </Button>
                  )}
                  <Button size="mini" onClick={() => setPicked(undefined)}>
                    取消选择
                  </Button>
                </Space>
              }
            />
          ) : (
            <Alert style={{ marginBottom: 8 }} content="点击考生选中，再点击目标座位即可移动或调换。" />
          )}
          {shownRoom ? (
            <div className={styles.roomBar}>
              {/* many rooms: the tabs scroll (arrows), the select finds a room by name */}
              <Tabs
                activeTab={String(shownRoom.room_id)}
                onChange={(key) => setActiveRoom(Number(key))}
                scrollPosition="auto"
              >
                {selectedRooms.map((room) => (
                  <Tabs.TabPane
                    key={String(room.room_id)}
                    title={`${room.venue_name} ${room.name} ${counts.get(room.room_id) ?? 0}/${room.capacity}`}
                  />
                ))}
              </Tabs>
              {selectedRooms.length > 6 && (
                <Select
                  size="small"
                  showSearch
                  aria-label="转到考场"
                  placeholder="转到考场"
                  style={{ width: 180, flex: 'none' }}
                  value={shownRoom.room_id}
                  onChange={(value: number) => setActiveRoom(value)}
                  options={selectedRooms.map((room) => ({
                    value: room.room_id,
                    label: `${room.venue_name} ${room.name}`,
                  }))}
                />
              )}
            </div>
          ) : null}
          {shownRoom ? (
            <div
              className={styles.grid}
              style={{ gridTemplateColumns: `repeat(${Math.max(1, shownRoom.seat_cols)}, minmax(0, 1fr))` }}
              role="grid"
              aria-label={`${shownRoom.venue_name} ${shownRoom.name} 座位`}
            >
              <div className={styles.podium}>讲台</div>
              {Array.from({ length: shownRoom.capacity }, (_, index) => {
                const seatNo = index + 1;
                const seat = plan.seats.find((s) => s.roomId === shownRoom.room_id && s.seatNo === seatNo);
                const candidate = seat ? byUuid.get(seat.studentId) : undefined;
                const names = [
                  styles.seat,
                  !candidate && styles.seatEmpty,
                  seat && seat.studentId === picked && styles.seatPicked,
                  conflictSeats.has(`${shownRoom.room_id}:${seatNo}`) && styles.seatConflict,
                ];
                return (
                  <button
                    type="button"
                    role="gridcell"
                    key={seatNo}
                    className={names.filter(Boolean).join(' ')}
                    style={
                      {
                        '--class-color': candidate ? classColor.get(candidate.class_id) : undefined,
                      } as CSSProperties
                    }
                    aria-label={`${seatLabel(seatNo)} 号座位${candidate ? ` ${candidate.student_name}` : ' 空'}`}
                    onClick={() => clickSeat(shownRoom.room_id, seatNo)}
                  >
                    <span className={styles.seatNo}>{seatLabel(seatNo)}</span>
                    {candidate ? (
                      <>
                        <span className={styles.seatName}>{candidate.student_name}</span>
                        <span className={styles.seatClass}>{candidate.class_name}</span>
                      </>
                    ) : (
                      <span className={styles.seatClass}>空座</span>
                    )}
                  </button>
                );
              })}
            </div>
          ) : (
            <Empty description="请先在左侧选用考场" />
          )}
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

/** Loads the session's arrangement, then shows the workspace. */
export function SeatWorkspace({
  session,
  onClose,
}: {
  session: ExamOfflineSession;
  onClose: (saved: boolean) => void;
}) {
  const query = useQuery({
    queryKey: getGetExamSessionArrangementQueryKey(session.id),
    queryFn: ({ signal }) => getExamSessionArrangement(session.id, QUIET, signal),
  });
  if (query.data) return <Workspace arrangement={query.data.result} onClose={onClose} />;
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
