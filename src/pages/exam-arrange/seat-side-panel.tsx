/**
 * The side of the 排座 workspace: the rooms to use (with the courses each holds when combined), the
 * figures, the seating rules and 混编, 自动排座, what is wrong with the seats, and the candidates
 * left without a seat (toggle buttons, to pick one up).
 */
import { Alert, Button, Checkbox, Space, Spin, Switch, Tag } from '@arco-design/web-react';
import type { Dispatch, KeyboardEvent } from 'react';
import type { ExamOfflineSession, ExamSessionArrangement } from '@/generated/model';
import { LoadFailed } from '@/kit';
import type { SeatRules } from './seat-allocation';
import type { SeatView } from './seat-view';
import type { SeatAction, SeatContext, SeatWorkspaceState } from './seat-workspace-state';
import type { useMixedSessions } from './use-mixed-sessions';
import styles from './seat-workspace.module.css';

const SEAT_RULE_SWITCHES: { key: keyof SeatRules; label: string }[] = [
  { key: 'beside', label: '同班不左右相邻' },
  { key: 'behind', label: '同班不前后相邻' },
  { key: 'diagonal', label: '同班不斜对' },
  { key: 'alternate', label: '隔位就座' },
];

export function SeatSidePanel({
  arrangement,
  state,
  view,
  context,
  combined,
  nameOf,
  dispatch,
  onAllocate,
}: {
  arrangement: ExamSessionArrangement;
  state: SeatWorkspaceState;
  view: SeatView;
  context: SeatContext;
  combined: ReturnType<typeof useMixedSessions>;
  nameOf: (key: string) => string;
  dispatch: Dispatch<SeatAction>;
  onAllocate: () => void;
}) {
  const { rules, mixed, roomIds, picked } = state;
  const { plan, courseCount, coursesByRoom, capacity } = view;
  const candidates = context.entries.length;
  return (
    <aside className={styles.side}>
      <h3 className={styles.sideTitle}>选用考场</h3>
      <div className={styles.rooms}>
        {arrangement.rooms.map((room) => {
          const courses = coursesByRoom.get(room.room_id) ?? [];
          return (
            <div key={room.room_id} className={styles.roomItem}>
              <Checkbox
                checked={roomIds.includes(room.room_id)}
                onChange={(on) => dispatch({ type: 'toggleRoom', roomId: room.room_id, on })}
              >
                {`${room.venue_name} ${room.name}（${room.capacity} 座）`}
              </Checkbox>
              {courseCount > 1 && courses.length > 0 && (
                <ul className={styles.roomCourses} aria-label={`${room.venue_name} ${room.name} 的课程`}>
                  {courses.map((course) => (
                    <li key={course.sessionId}>
                      <Tag
                        size="small"
                        color={course.sessionId === arrangement.session.id ? 'arcoblue' : 'orangered'}
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
          应考 <strong>{candidates}</strong> 人
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
      {capacity < candidates && (
        <Alert
          type="error"
          content={`座位不足：还差 ${candidates - capacity} 个座位${rules.alternate ? '（隔位就座只用单数列）' : ''}，请再选考场，否则这些考生将不能安排。`}
        />
      )}
      <div role="group" aria-label="排座规则" className={styles.rules}>
        {SEAT_RULE_SWITCHES.map(({ key, label }) => (
          <Space key={key} size={6}>
            <Switch
              size="small"
              checked={rules[key]}
              onChange={(on: boolean) => dispatch({ type: 'setRule', rule: key, on })}
              aria-label={label}
            />
            <span>{label}</span>
          </Space>
        ))}
        <Space size={6}>
          <Switch
            size="small"
            checked={mixed}
            onChange={(on: boolean) => dispatch({ type: 'setMixed', on })}
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
          chosen={state.mixedIds}
          onChange={(ids) => dispatch({ type: 'setMixedSessions', ids })}
        />
      )}
      <Button
        type="primary"
        disabled={!view.seatRooms.length || combined.loading}
        loading={combined.loading}
        onClick={onAllocate}
      >
        自动排座
      </Button>
      {view.classConflicts.length > 0 && (
        <Alert
          type="warning"
          content={`有 ${view.classConflicts.length} 处同班考生相邻（红框标出），可手工调换。`}
        />
      )}
      {view.courseConflicts.length > 0 && (
        <Alert
          type="warning"
          content={`混编考场中有 ${view.courseConflicts.length} 处同一课程的考生相邻（红框标出），可重新自动排座或手工调换。`}
        />
      )}
      <UnplacedCandidates
        unplaced={plan.unplaced}
        picked={picked}
        nameOf={nameOf}
        onPick={(key) => dispatch({ type: 'pickUnplaced', key, context })}
      />
    </aside>
  );
}

/** The candidates without a seat, each a toggle button that picks them up (or puts them down). */
function UnplacedCandidates({
  unplaced,
  picked,
  nameOf,
  onPick,
}: {
  unplaced: string[];
  picked: string | undefined;
  nameOf: (key: string) => string;
  onPick: (key: string) => void;
}) {
  return (
    <div>
      <h3 className={styles.sideTitle}>未安排的考生（{unplaced.length}）</h3>
      {unplaced.length ? (
        <div className={styles.unplaced}>
          {unplaced.map((key) => (
            <Tag
              key={key}
              checkable
              checked={picked === key}
              onCheck={() => onPick(key)}
              // a toggle button for the keyboard too (Arco's checkable tag is not focusable)
              role="button"
              tabIndex={0}
              aria-pressed={picked === key}
              onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onPick(key);
              }}
            >
              {nameOf(key)}
            </Tag>
          ))}
        </div>
      ) : (
        <p style={{ color: 'var(--color-text-3)', margin: '6px 0 0' }}>全部考生都已安排座位</p>
      )}
    </div>
  );
}

const timeOf = (session: ExamOfflineSession) => `${session.start_time}–${session.end_time}`;

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
