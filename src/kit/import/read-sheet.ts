/**
 * Reads and checks a chosen workbook in a Web Worker, so a large file never
 * freezes the page; where there is no worker (tests), on the page in chunks
 * that yield between them. Progress is reported either way.
 */
import { checkSheet, type SheetCheck } from './sheet-check';
import type { SheetPlanColumn } from './sheet-columns';

export type WorkerReply =
  | { kind: 'read'; total: number }
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; result: SheetCheck }
  | { kind: 'failed' };

export interface ReadProgress {
  phase: 'read' | 'check';
  done: number;
  total: number;
}

export const UNREADABLE = '无法读取该文件，请选择用导入模板填写的 .xlsx 文件';

/** A turn for the page between chunks of work (input, painting, progress). */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function inWorker(file: ArrayBuffer, plan: SheetPlanColumn[], onProgress: (p: ReadProgress) => void) {
  return new Promise<SheetCheck>((resolve, reject) => {
    const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.kind === 'read') onProgress({ phase: 'check', done: 0, total: data.total });
      else if (data.kind === 'progress') onProgress({ phase: 'check', done: data.done, total: data.total });
      else {
        finish();
        if (data.kind === 'done') resolve(data.result);
        else reject(new Error(UNREADABLE));
      }
    };
    worker.onerror = () => {
      finish();
      reject(new Error(UNREADABLE));
    };
    worker.postMessage({ file, plan }, [file]);
  });
}

async function onPage(file: ArrayBuffer, plan: SheetPlanColumn[], onProgress: (p: ReadProgress) => void) {
  const { readWorkbook } = await import('./read-workbook');
  const data = await readWorkbook(file).catch(() => Promise.reject(new Error(UNREADABLE)));
  return checkSheet(data, plan, async (done, total) => {
    onProgress({ phase: 'check', done, total });
    await yieldToPage();
  });
}

export async function readAndCheck(
  file: Blob,
  plan: SheetPlanColumn[],
  onProgress: (progress: ReadProgress) => void,
): Promise<SheetCheck> {
  onProgress({ phase: 'read', done: 0, total: 0 });
  const buffer = await file.arrayBuffer();
  return typeof Worker === 'function' ? inWorker(buffer, plan, onProgress) : onPage(buffer, plan, onProgress);
}
