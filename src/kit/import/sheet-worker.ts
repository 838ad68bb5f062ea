/// <reference lib="webworker" />
/** The import Web Worker: reads the workbook and checks its rows off the page's main thread. */
import { readWorkbook } from './read-workbook';
import { checkSheet } from './sheet-check';
import type { SheetPlanColumn } from './sheet-columns';
import type { WorkerReply } from './read-sheet';

const reply = (message: WorkerReply) => (self as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = async (event: MessageEvent<{ file: ArrayBuffer; plan: SheetPlanColumn[] }>) => {
  try {
    const data = await readWorkbook(event.data.file);
    reply({ kind: 'read', total: Math.max(0, data.length - 1) });
    const result = await checkSheet(data, event.data.plan, (done, total) =>
      reply({ kind: 'progress', done, total }),
    );
    reply({ kind: 'done', result });
  } catch {
    reply({ kind: 'failed' });
  }
};
