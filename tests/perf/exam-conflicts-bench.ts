/**
 * The exam office's checks in Node, timed on the pure functions the page runs (the page runs the
 * conflict check in a Web Worker that only wraps findConflicts):
 *   冲突检查  20,000 registrations (5,000 students × 4 sessions) over 120 sessions in 10 days at
 *            3 test sites, with rooms and invigilators (target ≤ 500 ms).
 *   自动排座  5,000 candidates in classes of 45 into 100 rooms of 60 seats, same class apart beside,
 *            behind and diagonally (target ≤ 500 ms).
 * Median and min of BENCH_RUNS (default 5) runs after one warm-up. Standalone:
 * `npx tsx tests/perf/exam-conflicts-bench.ts`; npm run bench includes it (BENCH_SKIP=exam leaves it out).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  findConflicts,
  minuteOf,
  type Timetable,
  type TimetableRegistration,
  type TimetableSession,
} from '../../src/pages/exam-arrange/exam-conflicts';
import { adjacentSameClass, allocateSeats } from '../../src/pages/exam-arrange/seat-allocation';
import { seededRandom } from '../../src/kit/seeded-random';
import { median } from './stats';

export interface ExamBenchRow {
  what: string;
  size: string;
  medianMs: number;
  minMs: number;
  result: string;
  target: string;
}

const SITES = ['广州天河函授站', '深圳福田函授站', '佛山南海函授站'];
const PERIODS = [
  ['08:30', '10:30'],
  ['11:00', '13:00'],
  ['14:30', '16:30'],
  ['17:00', '19:00'],
] as const;

/** 120 sessions (10 days × 4 periods × 3 sites), each student in `perStudent` random sessions. */
export function syntheticTimetable(registrations = 20_000, perStudent = 4): Timetable {
  const random = seededRandom(26);
  const sessions: TimetableSession[] = [];
  for (let day = 0; day < 10; day += 1)
    for (const [period, [start, end]] of PERIODS.entries())
      for (const [siteIndex, site] of SITES.entries()) {
        const date = `2026-04-${String(11 + day).padStart(2, '0')}`;
        const id = sessions.length + 1;
        const rooms = [1, 2, 3].map((n) => ({ id: siteIndex * 100 + n, name: `${site} 第${n}考场` }));
        sessions.push({
          key: `offline-${id}`,
          title: `课程${id}`,
          date,
          start: minuteOf(date, start),
          end: minuteOf(date, end),
          site,
          rooms: period === 3 && day === 9 ? [...rooms, { id: 1, name: '广州天河函授站 第1考场' }] : rooms,
          invigilators: rooms.map((room, n) => ({
            id: (siteIndex * 12 + period * 3 + n) % 40,
            name: `老师${n}`,
            roomId: room.id,
          })),
        });
      }
  const list: TimetableRegistration[] = [];
  for (let student = 0; list.length < registrations; student += 1)
    for (let k = 0; k < perStudent && list.length < registrations; k += 1) {
      const session = sessions[Math.floor(random() * sessions.length)]!;
      list.push({ session: session.key, student: `u${student}`, name: `考生${student}`, site: session.site });
    }
  return { sessions, registrations: list };
}

function time<T>(runs: number, work: () => T): { medianMs: number; minMs: number; last: T } {
  let last = work(); // warm-up
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    last = work();
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), minMs: Math.min(...times), last };
}

export function benchExamArrange(runs = Number(process.env.BENCH_RUNS ?? 5)): ExamBenchRow[] {
  const timetable = syntheticTimetable();
  const conflicts = time(runs, () => findConflicts(timetable));
  const candidates = Array.from({ length: 5_000 }, (_, i) => ({ id: `s${i}`, classId: Math.floor(i / 45) }));
  const rooms = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, capacity: 60, cols: 6 }));
  const rules = { beside: true, behind: true, diagonal: true };
  const seating = time(runs, () => allocateSeats(candidates, rooms, { rules }));
  const breaches = adjacentSameClass(seating.last, candidates, rooms, rules).length;
  return [
    {
      what: '自动排座 allocateSeats',
      size: `${candidates.length} candidates, ${rooms.length} rooms`,
      medianMs: seating.medianMs,
      minMs: seating.minMs,
      result: `${seating.last.seats.length} seated, ${seating.last.unplaced.length} unplaced, ${breaches} same-class neighbours`,
      target: '≤ 500 ms',
    },
    {
      what: '冲突检查 findConflicts',
      size: `${timetable.registrations.length} registrations, ${timetable.sessions.length} sessions`,
      medianMs: conflicts.medianMs,
      minMs: conflicts.minMs,
      result: `${conflicts.last.length} conflicts`,
      target: '≤ 500 ms',
    },
  ];
}

export function examArrangeMarkdown(rows: ExamBenchRow[] | { error: string } | undefined): string {
  const out = ['## 排考: conflict check and seat allocation (pure functions in Node)', ''];
  if (!rows) out.push('not run (BENCH_SKIP)');
  else if ('error' in rows) out.push(`not run: ${rows.error}`);
  else {
    out.push(
      '| what | size | median, ms | min, ms | result | target |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const row of rows)
      out.push(
        `| ${row.what} | ${row.size} | ${row.medianMs.toFixed(1)} | ${row.minMs.toFixed(1)} | ${row.result} | ${row.target} |`,
      );
  }
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(examArrangeMarkdown(benchExamArrange()));
