/**
 * The printed sheets of an offline session, per room: 座位表, 门贴, 签到表 (A4, one room per page or
 * more). A 混编考场 (candidates of several sessions in one room) names the course of each seat, and its
 * door sheet lists the courses. Sign-in rows are cut so that each sheet, its heading repeated and its
 * 签到统计 block under the rows, fits one A4 page (./print-layout).
 */
import type { ReactNode } from 'react';
import type { ExamSessionArrangement, ExamOfflineSession } from '@/generated/model';
import { maskIdCard } from '@/kit';
import {
  PrintSheet,
  RuledSheets,
  RuledTable,
  SheetHeading,
  SheetPhoto,
  SignatureBlock,
  type RuledColumn,
} from '@/kit/print';
import { courseList } from './mixed-rooms';
import {
  chunk,
  DOOR_ENTRIES_PER_PAGE,
  DOOR_MIXED_ENTRIES_PER_PAGE,
  metaLines,
  roomRosters,
  seatChartPages,
  SIGNIN_LAYOUT,
  signInRowsPerPage,
  type RosterEntry,
  type RoomRoster,
  type SeatCell,
  type SheetKind,
} from './print-layout';
import { seatLabel } from './seat-allocation';
import styles from './seat-sheets.module.css';

const when = (session: ExamOfflineSession) =>
  `${session.exam_date} ${session.start_time}–${session.end_time}`;

interface SheetsProps {
  session: ExamOfflineSession;
  roster: RoomRoster;
}

/** The heading's facts: the course (each course of a 混编考场), time, room, candidates, page. */
function headMeta({ session, roster }: SheetsProps, page: number, pages: number): string[] {
  const { room } = roster;
  return [
    roster.mixed
      ? `混编课程：${courseList(roster.courses)}`
      : `课程：${session.course_name}（${session.course_code}）`,
    `时间：${when(session)}`,
    `考场：${room.venue_name} ${room.name}${room.location ? `（${room.location}）` : ''}`,
    `考生 ${roster.entries.length} 人`,
    ...(pages > 1 ? [`第 ${page}/${pages} 页`] : []),
  ];
}

function Head({
  session,
  roster,
  what,
  page,
  pages,
}: SheetsProps & { what: string; page: number; pages: number }) {
  return (
    <SheetHeading title={`${session.exam_name} ${what}`} meta={headMeta({ session, roster }, page, pages)} />
  );
}

/** The seats of a row, left to right: seat number, name, exam number (and course when mixed), or 空座. */
function seatColumns(cols: number, mixed: boolean): RuledColumn<SeatCell[]>[] {
  return Array.from({ length: cols }, (_, index) => ({
    key: `seat-${index}`,
    align: 'center',
    render: (row) => {
      const cell = row[index];
      if (!cell) return null;
      return (
        <>
          <span className={styles.seatNo}>{seatLabel(cell.seatNo)}</span>
          {cell.candidate ? (
            <>
              <span className={styles.seatName}>{cell.candidate.student_name}</span>
              <span className={styles.seatExamNo}>{cell.candidate.exam_no}</span>
              {mixed && cell.session && (
                <span className={styles.seatCourse} data-course={cell.session.course_code}>
                  {cell.session.course_name}
                </span>
              )}
            </>
          ) : (
            <span className={styles.empty}>空座</span>
          )}
        </>
      );
    },
  }));
}

function SeatCharts({ session, roster }: SheetsProps) {
  const pages = seatChartPages(roster);
  const columns = seatColumns(roster.room.seat_cols, roster.mixed);
  return pages.map((rows, index) => (
    <PrintSheet
      key={`seat-${roster.room.room_id}-${index}`}
      label={`座位表 · ${roster.room.venue_name} ${roster.room.name}`}
    >
      <Head session={session} roster={roster} what="座位表" page={index + 1} pages={pages.length} />
      <div className={styles.podium}>讲台</div>
      <RuledTable columns={columns} rows={rows} rowHeight="19mm" label="座位" />
      <SignatureBlock
        items={[{ label: '座位号自讲台前第一排左侧起，逐排编号' }, { label: '监考员：', line: '30mm' }]}
      />
    </PrintSheet>
  ));
}

const ROSTER_COLUMNS: RuledColumn<RosterEntry>[] = [
  { key: 'seat', title: '座位', width: '9mm', render: (entry) => seatLabel(entry.seatNo) },
  { key: 'exam_no', title: '准考证号', mono: true, render: (entry) => entry.candidate.exam_no },
  { key: 'name', title: '姓名', width: '14mm', render: (entry) => entry.candidate.student_name },
];
/** 混编考场: each candidate's course code (the facts above name each code's course), two columns. */
const MIXED_ROSTER_COLUMNS: RuledColumn<RosterEntry>[] = [
  ROSTER_COLUMNS[0]!,
  {
    key: 'course',
    title: '课程代码',
    width: '17mm',
    mono: true,
    render: (entry) => entry.session.course_code,
  },
  {
    key: 'exam_no',
    title: '准考证号',
    width: '31mm',
    mono: true,
    render: (entry) => entry.candidate.exam_no,
  },
  { key: 'name', title: '姓名', render: (entry) => entry.candidate.student_name },
];

function DoorSheets({ session, roster }: SheetsProps) {
  const { room, mixed } = roster;
  const perPage = mixed ? DOOR_MIXED_ENTRIES_PER_PAGE : DOOR_ENTRIES_PER_PAGE;
  const perColumn = mixed ? perPage / 2 : perPage / 3;
  const pages = chunk(roster.entries, perPage);
  const first = roster.entries[0]?.seatNo;
  const last = roster.entries.at(-1)?.seatNo;
  const facts: [string, ReactNode][] = [
    ['考试', session.exam_name],
    [
      mixed ? '混编课程' : '课程',
      mixed ? (
        <ul className={styles.courses}>
          {roster.courses.map((course) => (
            <li key={course.sessionId}>{`${course.courseCode} ${course.courseName} · ${course.count} 人`}</li>
          ))}
        </ul>
      ) : (
        `${session.course_name}（${session.course_code}）`
      ),
    ],
    ['时间', when(session)],
    [
      '座位',
      `${first ? `${seatLabel(first)}–${seatLabel(last!)} 号，` : ''}考生 ${roster.entries.length} 人`,
    ],
  ];
  return (pages.length ? pages : [[]]).map((entries, index) => (
    <PrintSheet key={`door-${room.room_id}-${index}`} label={`门贴 · ${room.venue_name} ${room.name}`}>
      <div className={styles.doorRoom}>{room.name}</div>
      <div className={styles.doorPlace}>
        {room.venue_name}
        {room.location ? ` · ${room.location}` : ''}
        {pages.length > 1 ? `（第 ${index + 1}/${pages.length} 页）` : ''}
      </div>
      <RuledTable
        style={{ width: mixed ? '130mm' : '110mm', margin: '0 auto 6mm' }}
        columns={[{ key: 'label', width: mixed ? '22mm' : '16mm', label: true }, { key: 'value' }]}
        extraRows={facts.map(([name, value]) => ({
          key: name,
          cells: [{ content: name, label: true }, value],
        }))}
        fontSize={12}
        label="考场信息"
      />
      <div className={mixed ? `${styles.roster} ${styles.rosterMixed}` : styles.roster}>
        {chunk(entries, perColumn).map((column, columnIndex) => (
          <div key={columnIndex}>
            <RuledTable
              rules="rows"
              columns={mixed ? MIXED_ROSTER_COLUMNS : ROSTER_COLUMNS}
              rows={column}
              rowKey={(entry) => entry.seatNo}
              fontSize={9.5}
              label="考生名单"
            />
          </div>
        ))}
      </div>
    </PrintSheet>
  ));
}

const SIGNIN_COLUMNS: RuledColumn<RosterEntry>[] = [
  {
    key: 'seat',
    title: '座位号',
    width: '16mm',
    align: 'center',
    render: (entry) => seatLabel(entry.seatNo),
  },
  {
    key: 'photo',
    title: '照片',
    width: '18mm',
    align: 'center',
    render: ({ candidate }) => (
      <SheetPhoto
        src={candidate.photo}
        alt={`${candidate.student_name}的照片`}
        width={13}
        height={17}
        empty="无照片"
      />
    ),
  },
  { key: 'name', title: '姓名', align: 'center', render: (entry) => entry.candidate.student_name },
  {
    key: 'exam_no',
    title: '准考证号',
    width: '31mm',
    align: 'center',
    mono: true,
    render: (entry) => entry.candidate.exam_no,
  },
  {
    key: 'id_card',
    title: '身份证号',
    width: '42mm',
    align: 'center',
    mono: true,
    render: (entry) => maskIdCard(entry.candidate.id_card),
  },
  { key: 'sign', title: '考生签名', width: '36mm', align: 'center', render: () => null },
  { key: 'remark', title: '备注', width: '14mm', align: 'center', render: () => null },
];

/** 混编考场: each candidate's course instead of 备注 (narrower photo and signature columns). */
const MIXED_SIGNIN_COLUMNS: RuledColumn<RosterEntry>[] = [
  SIGNIN_COLUMNS[0]!,
  { ...SIGNIN_COLUMNS[1]!, width: '17mm' },
  SIGNIN_COLUMNS[2]!,
  SIGNIN_COLUMNS[3]!,
  SIGNIN_COLUMNS[4]!,
  {
    key: 'course',
    title: '课程',
    width: '21mm',
    align: 'center',
    render: ({ session }) => (
      <span className={styles.signInCourse}>
        {session.course_name}
        <span className={styles.signInCourseCode}>{session.course_code}</span>
      </span>
    ),
  },
  { ...SIGNIN_COLUMNS[5]!, width: '30mm' },
];

/**
 * Rows per sign-in sheet: as many as fit between the heading (its meta lines estimated with the
 * longest page number it could carry) and the 签到统计 block, on A4.
 */
const signInRows = (props: SheetsProps) =>
  signInRowsPerPage(metaLines(headMeta(props, 99, 99), SIGNIN_LAYOUT.width));

function SignInSheets({ session, roster }: SheetsProps) {
  const { room } = roster;
  return (
    <RuledSheets<RosterEntry>
      sheetKey={`signin-${room.room_id}`}
      sheetLabel={`签到表 · ${room.venue_name} ${room.name}`}
      columns={roster.mixed ? MIXED_SIGNIN_COLUMNS : SIGNIN_COLUMNS}
      rows={roster.entries}
      rowKey={(entry) => entry.seatNo}
      rowsPerPage={signInRows({ session, roster })}
      rowHeight={`${SIGNIN_LAYOUT.row}mm`}
      headerHeight={`${SIGNIN_LAYOUT.header}mm`}
      fontSize={9.5}
      label="考生签到"
      head={({ number, count }) => (
        <Head session={session} roster={roster} what="考生签到表" page={number} pages={count} />
      )}
      footerOnEvery
      footer={() => (
        <SignatureBlock
          layout="inline"
          label="签到统计"
          items={[
            { label: `应到 ${roster.entries.length} 人` },
            { label: '实到', line: '14mm', after: '人' },
            { label: '缺考', line: '14mm', after: '人' },
            { label: '监考员签名：', line: '30mm', lines: 2 },
          ]}
        />
      )}
    />
  );
}

const SHEETS: Record<SheetKind, (props: SheetsProps) => ReactNode> = {
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
