/**
 * The room shown in the 排座 workspace: who is picked up (or how to pick), the room bar (tabs, and
 * a select to find one of many by name), its seat chart, and the class legend.
 */
import { Alert, Button, Select, Space } from '@arco-design/web-react';
import type { CSSProperties, KeyboardEvent, RefObject } from 'react';
import type { ExamSessionRoom } from '@/generated/model';
import { Tabs } from '@/kit';
import type { RoomCourse, SeatEntry } from './mixed-rooms';
import { seatLabel, type SeatPlan } from './seat-allocation';
import type { classLegend } from './seat-view';
import styles from './seat-workspace.module.css';

/** Who is picked up, with 移出座位 (when seated) and 取消选择; with nobody picked, how to pick. */
export function PickHint({
  picked,
  seated,
  courseCount,
  onUnseat,
  onCancel,
}: {
  picked: SeatEntry | undefined;
  seated: boolean;
  courseCount: number;
  onUnseat: () => void;
  onCancel: () => void;
}) {
  if (!picked)
    return (
      <Alert
        style={{ marginBottom: 8 }}
        content="点击考生选中，再点击目标座位即可移动或调换；键盘：方向键选座位，Enter 或空格选中、放下，Esc 取消，PageUp / PageDown 换考场。"
      />
    );
  const { candidate, session } = picked;
  return (
    <Alert
      style={{ marginBottom: 8 }}
      content={`已选「${candidate.student_name}」（${candidate.class_name}${courseCount > 1 ? `，${session.course_name}` : ''}）：点击座位移入，点击有人的座位与其调换；键盘用方向键到目标座位按 Enter，Esc 取消。`}
      action={
        <Space>
          {seated && (
            <Button size="mini" onClick={onUnseat}>
              移出座位
            </Button>
          )}
          <Button size="mini" onClick={onCancel}>
            取消选择
          </Button>
        </Space>
      }
    />
  );
}

/** The rooms chosen as tabs (how full, 混编 when several courses share one); the select past six. */
export function RoomBar({
  rooms,
  shown,
  counts,
  coursesByRoom,
  onShow,
}: {
  rooms: readonly ExamSessionRoom[];
  shown: ExamSessionRoom;
  counts: Map<number, number>;
  coursesByRoom: Map<number, RoomCourse[]>;
  onShow: (roomId: number) => void;
}) {
  return (
    <div className={styles.roomBar}>
      {/* many rooms: the tabs scroll (arrows), the select finds a room by name */}
      {/* the active tab scrolled to the middle of the bar (also when chosen from the select) */}
      <Tabs activeTab={String(shown.room_id)} onChange={(key) => onShow(Number(key))} scrollPosition="center">
        {rooms.map((room) => (
          <Tabs.TabPane
            key={String(room.room_id)}
            title={`${room.venue_name} ${room.name} ${counts.get(room.room_id) ?? 0}/${room.capacity}${(coursesByRoom.get(room.room_id)?.length ?? 0) > 1 ? ' 混编' : ''}`}
          />
        ))}
      </Tabs>
      {rooms.length > 6 && (
        // long names: the list is as wide as they need (up to 420 px), each with its full name as a tooltip
        <span title={`${shown.venue_name} ${shown.name}`} className={styles.roomSelect}>
          <Select
            size="small"
            showSearch
            aria-label="转到考场"
            placeholder="转到考场"
            style={{ width: 180 }}
            value={shown.room_id}
            onChange={(value: number) => onShow(value)}
            triggerProps={{ autoAlignPopupWidth: false, autoAlignPopupMinWidth: true }}
            dropdownMenuStyle={{ maxWidth: 420 }}
            filterOption={(input, option) =>
              String((option.props as { title?: string }).title ?? '').includes(input.trim())
            }
          >
            {rooms.map((room) => {
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
  );
}

/**
 * One room's seats, row by row (seat_cols to a row) behind the podium: a grid with one seat in the
 * tab order (`tabStop`); the seat picked up is marked apart from the focused one (a tinted seat with
 * a double border and 已选, the focus an outline around it), in forced colours too. A seat's name is
 * what it shows after 座位 (座位 07 李建华 2024级会计学（专升本）2班, 座位 08 空座); picked is aria-selected.
 */
export function SeatChart({
  room,
  plan,
  tabStop,
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
  tabStop: number;
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
                tabIndex={seatNo === tabStop ? 0 : -1}
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

/** The classes with their colours and sizes. */
export function ClassLegend({ classes }: { classes: ReturnType<typeof classLegend> }) {
  return (
    <div className={styles.legend}>
      {[...classes.values()].map(({ id, name, count, color }) => (
        <span key={id}>
          <i className={styles.swatch} style={{ background: color }} />
          {`${name}（${count} 人）`}
        </span>
      ))}
    </div>
  );
}
