/**
 * Runs the 冲突检查 where it does not block the page: timetables with many registrations in a Web
 * Worker (findConflicts takes about 10 ms per 20,000 registrations, but copying and sorting still
 * add up on a slow machine); small ones, and where there is no Worker (tests), on the page.
 */
import { findConflicts, type Conflict, type Timetable } from './exam-conflicts';
import type { ConflictReply } from './exam-conflicts.worker';

/** From this many registrations on, the check runs in a worker. */
export const WORKER_FROM = 2_000;

function inWorker(timetable: Timetable): Promise<Conflict[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exam-conflicts.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<ConflictReply>) => {
      worker.terminate();
      if (data.kind === 'done') resolve(data.conflicts);
      else reject(new Error(`冲突检查失败：${data.message}`));
    };
    worker.onerror = () => {
      worker.terminate();
      // a worker that cannot start (old browser, CSP): check on the page instead
      resolve(findConflicts(timetable));
    };
    worker.postMessage(timetable);
  });
}

export function runConflictCheck(timetable: Timetable): Promise<Conflict[]> {
  if (timetable.registrations.length >= WORKER_FROM && typeof Worker !== 'undefined')
    return inWorker(timetable);
  return Promise.resolve().then(() => findConflicts(timetable));
}
