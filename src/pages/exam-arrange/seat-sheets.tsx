/** The printed sheets of an offline session, per room: 座位表, 门贴, 签到表 (A4, one room per page or more). */
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
import {
  chunk,
  DOOR_ENTRIES_PER_PAGE,
  roomRosters,
  seatChartPages,
  SIGNIN_ROWS_PER_PAGE,
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

function Head({
  session,
  roster,
  what,
  page,
  pages,
}: SheetsProps & { what: string; page: number; pages: number }) {
  const { room } = roster;
  return (
    <SheetHeading
      title={`${session.exam_name} ${what}`}
      meta={[
        `课程：${session.course_name}（${session.course_code}）`,
        `时间：${when(session)}`,
        `考场：${room.venue_name} ${room.name}${room.location ? `（${room.location}）` : ''}`,
        `考生 ${roster.entries.length} 人`,
        pages > 1 && `第 ${page}/${pages} 页`,
      ]}
    />
  );
}

/** The seats of a row, left to right: seat number, name and exam number, or 空座. */
function seatColumns(cols: number): RuledColumn<SeatCell[]>[] {
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
  const columns = seatColumns(roster.room.seat_cols);
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

function DoorSheets({ session, roster }: SheetsProps) {
  const pages = chunk(roster.entries, DOOR_ENTRIES_PER_PAGE);
  const { room } = roster;
  const first = roster.entries[0]?.seatNo;
  const last = roster.entries.at(-1)?.seatNo;
  const facts: [string, string][] = [
    ['考试', session.exam_name],
    ['课程', `${session.course_name}（${session.course_code}）`],
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
        style={{ width: '110mm', margin: '0 auto 6mm' }}
        columns={[{ key: 'label', width: '16mm', label: true }, { key: 'value' }]}
        extraRows={facts.map(([name, value]) => ({
          key: name,
          cells: [{ content: name, label: true }, value],
        }))}
        fontSize={12}
        label="考场信息"
      />
      <div className={styles.roster}>
        {chunk(entries, DOOR_ENTRIES_PER_PAGE / 3).map((column, columnIndex) => (
          <div key={columnIndex}>
            <RuledTable
              rules="rows"
              columns={ROSTER_COLUMNS}
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

function SignInSheets({ session, roster }: SheetsProps) {
  const { room } = roster;
  return (
    <RuledSheets<RosterEntry>
      sheetKey={`signin-${room.room_id}`}
      sheetLabel={`签到表 · ${room.venue_name} ${room.name}`}
      columns={SIGNIN_COLUMNS}
      rows={roster.entries}
      rowKey={(entry) => entry.seatNo}
      rowsPerPage={SIGNIN_ROWS_PER_PAGE}
      rowHeight="20mm"
      headerHeight="8mm"
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
