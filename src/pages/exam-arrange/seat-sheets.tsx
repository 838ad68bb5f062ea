/** The printed sheets of an offline session, per room: 座位表, 门贴, 签到表 (A4, one room per page or more). */
import type { ExamSessionArrangement, ExamOfflineSession } from '@/generated/model';
import { maskIdCard } from '@/kit';
import { PrintSheet } from '@/kit/print';
import {
  chunk,
  DOOR_ENTRIES_PER_PAGE,
  roomRosters,
  seatChartPages,
  SIGNIN_ROWS_PER_PAGE,
  type RoomRoster,
  type SheetKind,
} from './print-layout';
import { seatLabel } from './seat-allocation';
import styles from './seat-sheets.module.css';

const when = (session: ExamOfflineSession) =>
  `${session.exam_date} ${session.start_time}–${session.end_time}`;

function Head({
  session,
  roster,
  what,
  page,
  pages,
}: {
  session: ExamOfflineSession;
  roster: RoomRoster;
  what: string;
  page: number;
  pages: number;
}) {
  const { room } = roster;
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>
        {session.exam_name} {what}
      </h1>
      <div className={styles.meta}>
        <span>
          课程：{session.course_name}（{session.course_code}）
        </span>
        <span>时间：{when(session)}</span>
        <span>
          考场：{room.venue_name} {room.name}
          {room.location ? `（${room.location}）` : ''}
        </span>
        <span>考生 {roster.entries.length} 人</span>
        {pages > 1 && <span>{`第 ${page}/${pages} 页`}</span>}
      </div>
    </header>
  );
}

function SeatCharts({ session, roster }: { session: ExamOfflineSession; roster: RoomRoster }) {
  const pages = seatChartPages(roster);
  return pages.map((rows, index) => (
    <PrintSheet
      key={`seat-${roster.room.room_id}-${index}`}
      label={`座位表 · ${roster.room.venue_name} ${roster.room.name}`}
    >
      <Head session={session} roster={roster} what="座位表" page={index + 1} pages={pages.length} />
      <div className={styles.podium}>讲台</div>
      <table className={styles.grid}>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell) => (
                <td key={cell.seatNo}>
                  <span className={styles.seatNo}>{seatLabel(cell.seatNo)}</span>
                  {cell.candidate ? (
                    <>
                      <span className={styles.seatName}>{cell.candidate.student_name}</span>
                      <span className={styles.seatExamNo}>{cell.candidate.exam_no}</span>
                    </>
                  ) : (
                    <span className={styles.empty}>空座</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.foot}>
        <span>座位号自讲台前第一排左侧起，逐排编号</span>
        <span>监考员：____________</span>
      </div>
    </PrintSheet>
  ));
}

function DoorSheets({ session, roster }: { session: ExamOfflineSession; roster: RoomRoster }) {
  const pages = chunk(roster.entries, DOOR_ENTRIES_PER_PAGE);
  const { room } = roster;
  const first = roster.entries[0]?.seatNo;
  const last = roster.entries.at(-1)?.seatNo;
  return (pages.length ? pages : [[]]).map((entries, index) => (
    <PrintSheet key={`door-${room.room_id}-${index}`} label={`门贴 · ${room.venue_name} ${room.name}`}>
      <div className={styles.doorRoom}>{room.name}</div>
      <div className={styles.doorPlace}>
        {room.venue_name}
        {room.location ? ` · ${room.location}` : ''}
        {pages.length > 1 ? `（第 ${index + 1}/${pages.length} 页）` : ''}
      </div>
      <table className={styles.doorFacts}>
        <tbody>
          <tr>
            <th>考试</th>
            <td>{session.exam_name}</td>
          </tr>
          <tr>
            <th>课程</th>
            <td>
              {session.course_name}（{session.course_code}）
            </td>
          </tr>
          <tr>
            <th>时间</th>
            <td>{when(session)}</td>
          </tr>
          <tr>
            <th>座位</th>
            <td>
              {first ? `${seatLabel(first)}–${seatLabel(last!)} 号，` : ''}考生 {roster.entries.length} 人
            </td>
          </tr>
        </tbody>
      </table>
      <div className={styles.roster}>
        {chunk(entries, DOOR_ENTRIES_PER_PAGE / 3).map((column, columnIndex) => (
          <table key={columnIndex}>
            <thead>
              <tr>
                <th>座位</th>
                <th>准考证号</th>
                <th>姓名</th>
              </tr>
            </thead>
            <tbody>
              {column.map((entry) => (
                <tr key={entry.seatNo}>
                  <td>{seatLabel(entry.seatNo)}</td>
                  <td className={styles.mono}>{entry.candidate.exam_no}</td>
                  <td>{entry.candidate.student_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </PrintSheet>
  ));
}

function SignInSheets({ session, roster }: { session: ExamOfflineSession; roster: RoomRoster }) {
  const pages = chunk(roster.entries, SIGNIN_ROWS_PER_PAGE);
  return (pages.length ? pages : [[]]).map((entries, index) => (
    <PrintSheet
      key={`signin-${roster.room.room_id}-${index}`}
      label={`签到表 · ${roster.room.venue_name} ${roster.room.name}`}
    >
      <Head session={session} roster={roster} what="考生签到表" page={index + 1} pages={pages.length} />
      <table className={styles.signin}>
        <thead>
          <tr>
            <th>座位号</th>
            <th>照片</th>
            <th>姓名</th>
            <th>准考证号</th>
            <th>身份证号</th>
            <th className={styles.signCell}>考生签名</th>
            <th>备注</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(({ seatNo, candidate }) => (
            <tr key={seatNo}>
              <td>{seatLabel(seatNo)}</td>
              <td>
                {candidate.photo ? (
                  <img
                    className={styles.photo}
                    src={candidate.photo}
                    alt={`${candidate.student_name}的照片`}
                  />
                ) : (
                  <span className={styles.noPhoto}>无照片</span>
                )}
              </td>
              <td>{candidate.student_name}</td>
              <td className={styles.mono}>{candidate.exam_no}</td>
              <td className={styles.mono}>{maskIdCard(candidate.id_card)}</td>
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.tally}>
        <span>应到 {roster.entries.length} 人</span>
        <span>实到 ______ 人</span>
        <span>缺考 ______ 人</span>
        <span>监考员签名：______________ ______________</span>
      </div>
    </PrintSheet>
  ));
}

const SHEETS: Record<SheetKind, typeof SeatCharts> = {
  seat: SeatCharts,
  door: DoorSheets,
  signin: SignInSheets,
};

/** Every sheet of the kinds asked for, room by room, kind by kind (each starts a page). */
export function SessionSheets({
  arrangement,
  kinds,
}: {
  arrangement: ExamSessionArrangement;
  kinds: readonly SheetKind[];
}) {
  const rosters = roomRosters(arrangement);
  return rosters.flatMap((roster) =>
    kinds.map((kind) => {
      const Sheets = SHEETS[kind];
      return <Sheets key={`${kind}-${roster.room.room_id}`} session={arrangement.session} roster={roster} />;
    }),
  );
}
