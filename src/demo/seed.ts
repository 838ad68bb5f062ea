/**
 * First rows of a demo collection: the contract's example rows of its list operation (the
 * generated MSW mock), then — up to the example's total, at most 60 — copies of them with
 * new ids and, from faker (zh_CN, seeded by the operation so every reset looks the same),
 * other people's names, phones and dates. The list's total then matches its rows.
 */
import { fakerZH_CN as faker } from '@faker-js/faker';
import type { DemoRecord } from './store';

type Mock = () => { result?: unknown };
const MOCK_MODULES = import.meta.glob<Record<string, unknown>>('/src/generated/api/*/*.msw.ts', {
  eager: true,
});
const MOCKS = new Map<string, Mock>(
  Object.values(MOCK_MODULES).flatMap((module) =>
    Object.entries(module).filter(
      ([name, value]) => name.endsWith('ResponseMock') && typeof value === 'function',
    ),
  ) as [string, Mock][],
);

const MAX_ROWS = 60;
/** Fields holding a person's name; plain `name` only when its value looks like one (陈浩然, not 广州天河函授站). */
const PERSON =
  /^(student_name|teacher_name|real_name|head_teacher_name|marker_name|applicant_name|author_name|supervisor_name|principal|contact)$/;
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The generated example answer of an operation (pairs collapse to one Fs mock). */
export function exampleOf(operationId: string): { result?: unknown } | undefined {
  const lineless = operationId.replace(/(Own|Adult)(?=[A-Z])/, 'Fs');
  const mock =
    MOCKS.get(`get${pascal(lineless)}ResponseMock`) ?? MOCKS.get(`get${pascal(operationId)}ResponseMock`);
  return mock?.();
}

/** The rows and total of a list answer ({total, list}) or of an array answer. */
export function rowsOf(example: { result?: unknown } | undefined): { rows: DemoRecord[]; total: number } {
  const result = example?.result;
  if (Array.isArray(result)) return { rows: result as DemoRecord[], total: result.length };
  const page = result as { list?: unknown; total?: unknown } | undefined;
  const rows = Array.isArray(page?.list) ? (page.list as DemoRecord[]) : [];
  return { rows, total: typeof page?.total === 'number' ? page.total : rows.length };
}

const isPersonName = (key: string, value: unknown) =>
  typeof value === 'string' && (PERSON.test(key) || key === 'name') && /^[\u4e00-\u9fa5]{2,3}$/.test(value);

/** HS-GZ-001 → HS-GZ-006: a code or number made unique by the row's position. */
function renumbered(value: string, position: number): string {
  const digits = /(\d+)$/.exec(value)?.[1];
  if (!digits) return `${value}-${position}`;
  const number = String(position).padStart(digits.length, '0');
  return number.length > digits.length ? `${value}-${position}` : value.slice(0, -digits.length) + number;
}

function varied(row: DemoRecord, position: number, newId: () => number): DemoRecord {
  const next: DemoRecord = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' && typeof value === 'number') next.id = newId();
    else if (key === 'uuid' && typeof value === 'string') next.uuid = faker.string.uuid();
    else if (isPersonName(key, value)) next[key] = faker.person.lastName() + faker.person.firstName();
    else if ((key === 'name' || key === 'title') && typeof value === 'string')
      next[key] = `${value}（${position}）`;
    else if ((key === 'code' || /_no$/.test(key)) && typeof value === 'string')
      next[key] = renumbered(value, position);
    else if (/phone|mobile/.test(key) && typeof value === 'string' && /^1\d{10}$/.test(value))
      next[key] = faker.helpers.fromRegExp(/1[3-9][0-9]{9}/);
    else if (
      /_at$/.test(key) &&
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    )
      next[key] = faker.date
        .recent({ days: 300, refDate: '2026-11-20' })
        .toISOString()
        .replace('T', ' ')
        .slice(0, 19);
  }
  return next;
}

/** The first rows of the collection listed by `listOperationId`. */
export function seedRows(listOperationId: string, newId: () => number): DemoRecord[] {
  const { rows, total } = rowsOf(exampleOf(listOperationId));
  if (!rows.length) return [];
  faker.seed([...listOperationId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7));
  const seeded = rows.map((row) => ({ ...row }));
  while (seeded.length < Math.min(total, MAX_ROWS))
    seeded.push(varied(rows[seeded.length % rows.length]!, seeded.length + 1, newId));
  return seeded;
}
