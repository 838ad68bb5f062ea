/**
 * The demo's data: one collection of records per line and x-demo collection, held in
 * memory by lowdb and saved to this browser's localStorage after every change, so it
 * survives a reload until 「重置演示数据」. A collection is seeded on first use from the
 * contract's example rows of its list (the generated MSW mocks), varied with faker.
 */
import { LocalStoragePreset } from 'lowdb/browser';
import { seedRows } from './seed';

export type DemoRecord = Record<string, unknown>;

interface DemoData {
  /** Bumped when the seeding changes: older saved data is dropped. */
  version: number;
  collections: Record<string, DemoRecord[]>;
  nextId: number;
}

const STORAGE_KEY = 'jw-demo-data';
const VERSION = 1;
const FIRST_ID = 900_001;

const db = LocalStoragePreset<DemoData>(STORAGE_KEY, { version: VERSION, collections: {}, nextId: FIRST_ID });
db.read();
if (db.data.version !== VERSION) db.data = { version: VERSION, collections: {}, nextId: FIRST_ID };

/** The records of a collection (seeded from `listOperationId`'s example the first time). */
export function collection(name: string, listOperationId: string | undefined): DemoRecord[] {
  db.data.collections[name] ??= listOperationId ? seedRows(listOperationId, nextId) : [];
  return db.data.collections[name];
}

export function nextId(): number {
  const id = db.data.nextId;
  db.data.nextId += 1;
  return id;
}

export function save(): void {
  db.write();
}

/** 重置演示数据: back to the contract's examples. */
export function resetDemoData(): void {
  localStorage.removeItem(STORAGE_KEY);
}
