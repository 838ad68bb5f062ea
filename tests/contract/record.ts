/**
 * Recorded responses of a live backend (`npm run test:contract -- --base-url … --record`),
 * with personal data and secrets masked, kept in tests/contract/fixtures/ and replayed by
 * every `npm test` against the strict schemas: a drift found once stays tested.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');

/**
 * Why a host's answers may not be recorded, or undefined: a mock on this machine (Prism) answers from
 * the contract itself, so replaying it could never find a backend's drift.
 */
export function recordingRefusal(host: string): string | undefined {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (['localhost', '127.0.0.1', '::1', '0.0.0.0'].includes(name) || name.startsWith('127.'))
    return `${host} 是本机（模拟接口）：录制的须是真实后端的应答，模拟接口按契约应答，回放它发现不了后端的偏离`;
  return undefined;
}

export interface Fixture {
  operationId: string;
  /** e.g. GET /v1-adult-point-list */
  request: string;
  /** Host it was recorded from (no credentials). */
  recordedFrom: string;
  recordedAt: string;
  response: unknown;
}

const SECRET = /token|password|passwd|secret|ticket|access_?key|session/i;
const ID_CARD = /id_?card|idcard|identity|certificate_?no/i;
const PHONE = /phone|mobile|tel$/i;
const EMAIL = /e_?mail/i;
const ADDRESS = /address|detailed|home_?addr/i;
const PHOTO = /photo|avatar|image|img|face|snapshot|sign_?img/i;
/** Fields holding a person's name (not a course's or a school's). */
const PERSON =
  /^(name|username|real_?name|nickname|principal|contact|auditor|reviewer|operator|applicant|creator|[a-z]*(student|teacher|marker|author|applicant|reviewer|operator|head|supervisor|expert)_?name)$/i;
/** Numbers that identify a person. */
const PERSONAL_NUMBER =
  /^(student_?no|exam_?no|exam_?number|candidate_?no|admission_?no|bank_?(card|account)(_no)?)$/i;

/** Digits replaced, length and shape kept, so format rules still see a value of the same form. */
const digits = (value: string, keepStart: number, keepEnd: number) =>
  [...value]
    .map((char, index) =>
      index < keepStart || index >= value.length - keepEnd || !/\d/.test(char) ? char : '0',
    )
    .join('');

function maskValue(key: string, value: string): string {
  if (SECRET.test(key)) return '***';
  if (ID_CARD.test(key) && /^\d{17}[\dXx]$/.test(value))
    return `${value.slice(0, 6)}19900101000${value.slice(-1)}`;
  if (ID_CARD.test(key)) return digits(value, 2, 1);
  if (PHONE.test(key)) return digits(value, 3, 2);
  if (PERSONAL_NUMBER.test(key)) return digits(value, 4, 2);
  if (EMAIL.test(key) && value.includes('@')) return `user***@${value.split('@')[1]}`;
  if (ADDRESS.test(key)) return '（已隐去）';
  if (PHOTO.test(key) && /^https?:\/\//.test(value)) return 'https://example.invalid/masked.jpg';
  if (PERSON.test(key) && value) return value[0] + '某'.repeat(Math.max(1, [...value].length - 1));
  return value;
}

/**
 * A response with personal data and secrets masked (keys and types unchanged). A change record
 * ({field: 'phone', old_value, new_value}) has its values masked as the field it names.
 */
export function mask(node: unknown, key = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => mask(item, key));
  if (node && typeof node === 'object') {
    const named = (node as { field?: unknown }).field;
    return Object.fromEntries(
      Object.entries(node).map(([name, value]) => [
        name,
        mask(value, typeof named === 'string' && /^(old|new|before|after)_?value$/.test(name) ? named : name),
      ]),
    );
  }
  return typeof node === 'string' ? maskValue(key, node) : node;
}

export function saveFixture(fixture: Omit<Fixture, 'response'> & { response: unknown }): string {
  mkdirSync(FIXTURES, { recursive: true });
  const file = path.join(FIXTURES, `${fixture.operationId}.json`);
  writeFileSync(file, `${JSON.stringify({ ...fixture, response: mask(fixture.response) }, null, 2)}\n`);
  return file;
}

export function loadFixtures(): Fixture[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as Fixture);
}
