/// <reference lib="webworker" />
/** The 冲突检查 Web Worker: runs findConflicts off the page's main thread for large timetables. */
import { findConflicts, type Conflict, type Timetable } from './exam-conflicts';

export type ConflictReply = { kind: 'done'; conflicts: Conflict[] } | { kind: 'failed'; message: string };

const reply = (message: ConflictReply) => (self as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = (event: MessageEvent<Timetable>) => {
  try {
    reply({ kind: 'done', conflicts: findConflicts(event.data) });
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
