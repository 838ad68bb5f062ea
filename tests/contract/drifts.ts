/**
 * Where a backend's answer departs from the contract, as its developers read it: the kind of
 * drift, where (a JSONPath into the response body, or the HTTP status), what the contract says
 * and what came. Made from the standard validator's errors (ajv) and the app's strict zod issues.
 */
import type { ErrorObject } from 'ajv';
import type { core } from 'zod';

export const DRIFT_KINDS = {
  renamed: '改名',
  missing: '缺少必填字段',
  extra: '多出字段',
  type: '类型不符',
  enum: '枚举外的值',
  format: '格式不符',
  value: '取值不符',
  envelope: '信封改变',
  business: '业务错误',
  status: '状态码不符',
  absent: '接口缺失',
  media: '响应类型不符',
} as const;

export type DriftKind = keyof typeof DRIFT_KINDS;

export interface Drift {
  kind: DriftKind;
  /** JSONPath into the response body ($.result.list[0].name), or STATUS_PATH */
  path: string;
  /** what the contract says */
  expected: string;
  /** what the server answered */
  actual: string;
  /** elements of an array with the same drift (the first one's path is given) */
  count?: number;
  /** other places this drift accounts for (a renamed field's new name) */
  covers?: string[];
}

/** The path of a drift in the answer's status line rather than its body. */
export const STATUS_PATH = '(HTTP 状态)';

type Segment = string | number;

/** JSONPath of pointer segments: $.result.list[0].name */
export function jsonPath(segments: readonly Segment[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) return `${out}[${segment}]`;
    return /^[A-Za-z_$][\w$]*$/.test(segment) ? `${out}.${segment}` : `${out}['${segment}']`;
  }, '$');
}

const fromPointer = (pointer: string): string[] =>
  pointer
    ? pointer
        .slice(1)
        .split('/')
        .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    : [];

const valueAt = (body: unknown, segments: readonly Segment[]): unknown =>
  segments.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<Segment, unknown>)[key] : undefined,
    body,
  );

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A value as it reads in a report: JSON, cut short. */
export function shown(value: unknown): string {
  if (value === undefined) return '（缺失）';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

const withType = (value: unknown) =>
  value === undefined ? shown(value) : `${shown(value)}（${typeOf(value)}）`;

/** Drifts at the body's top level (code, msg, result themselves) are the envelope's. */
const atRoot = (segments: readonly Segment[]) => segments.length <= 1;

/**
 * Drifts of a body from ajv's errors. A parent object missing one required field and holding one
 * field the contract lacks reads as a rename; branches of anyOf / oneOf are left to their summary.
 */
export function ajvDrifts(errors: readonly ErrorObject[], body: unknown): Drift[] {
  const combined = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map((error) => error.schemaPath);
  const drifts: Drift[] = [];
  const missing = new Map<string, string[]>();
  const extra = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, parent: string, name: string) =>
    map.set(parent, [...(map.get(parent) ?? []), name]);
  for (const error of errors) {
    if (combined.some((schemaPath) => error.schemaPath.startsWith(`${schemaPath}/`))) continue;
    const segments = fromPointer(error.instancePath);
    const value = valueAt(body, segments);
    const params = error.params as Record<string, unknown>;
    const at = (kind: DriftKind, expected: string, actual = shown(value)) =>
      drifts.push({
        kind: atRoot(segments) && kind === 'type' ? 'envelope' : kind,
        path: jsonPath(segments),
        expected,
        actual,
      });
    switch (error.keyword) {
      case 'required':
        add(missing, error.instancePath, String(params.missingProperty));
        break;
      case 'additionalProperties':
        add(extra, error.instancePath, String(params.additionalProperty));
        break;
      case 'type':
        at('type', [params.type].flat().join(' | '), withType(value));
        break;
      case 'enum':
        at('enum', (params.allowedValues as unknown[]).map(shown).join(' | '));
        break;
      case 'const':
        at('enum', shown(params.allowedValue));
        break;
      case 'format':
        at('format', `format: ${String(params.format)}`);
        break;
      default:
        at('value', `${error.keyword}：${error.message ?? ''}`);
    }
  }
  for (const [parent, names] of missing) {
    const segments = fromPointer(parent);
    const others = extra.get(parent) ?? [];
    const kind = (plain: DriftKind): DriftKind => (segments.length === 0 ? 'envelope' : plain);
    if (names.length === 1 && others.length === 1) {
      extra.delete(parent);
      drifts.push({
        kind: kind('renamed'),
        path: jsonPath([...segments, names[0]!]),
        covers: [jsonPath([...segments, others[0]!])],
        expected: `字段 ${names[0]}`,
        actual: `字段 ${others[0]}：${shown(valueAt(body, [...segments, others[0]!]))}`,
      });
      continue;
    }
    for (const name of names)
      drifts.push({
        kind: kind('missing'),
        path: jsonPath([...segments, name]),
        expected: '必填',
        actual: '（缺失）',
      });
  }
  for (const [parent, names] of extra) {
    const segments = fromPointer(parent);
    for (const name of names)
      drifts.push({
        kind: segments.length === 0 ? 'envelope' : 'extra',
        path: jsonPath([...segments, name]),
        expected: '（契约没有这个字段）',
        actual: shown(valueAt(body, [...segments, name])),
      });
  }
  return drifts;
}

/** Drifts of a body from the app's strict zod issues. */
export function zodDrifts(issues: readonly core.$ZodIssue[], body: unknown): Drift[] {
  return issues.flatMap((issue): Drift[] => {
    const segments = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    const value = valueAt(body, segments);
    const path = jsonPath(segments);
    switch (issue.code) {
      case 'invalid_type':
        return value === undefined
          ? [{ kind: atRoot(segments) ? 'envelope' : 'missing', path, expected: '必填', actual: '（缺失）' }]
          : [
              {
                kind: atRoot(segments) ? 'envelope' : 'type',
                path,
                expected: issue.expected,
                actual: withType(value),
              },
            ];
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({
          kind: segments.length === 0 ? 'envelope' : 'extra',
          path: jsonPath([...segments, key]),
          expected: '（契约没有这个字段）',
          actual: shown(valueAt(body, [...segments, key])),
        }));
      case 'invalid_value':
        return [{ kind: 'enum', path, expected: issue.values.map(shown).join(' | '), actual: shown(value) }];
      case 'invalid_union': {
        // an enum of numbers is a union of literals in the generated zod
        const values = issue.errors
          .flat()
          .flatMap((branch) => (branch.code === 'invalid_value' ? branch.values : []));
        if (issue.errors.length && values.length === issue.errors.length)
          return [{ kind: 'enum', path, expected: values.map(shown).join(' | '), actual: shown(value) }];
        return [{ kind: 'value', path, expected: '（契约中的任一种结构）', actual: shown(value) }];
      }
      case 'invalid_format':
        return [{ kind: 'format', path, expected: `format: ${issue.format}`, actual: shown(value) }];
      default:
        return [{ kind: 'value', path, expected: issue.message, actual: shown(value) }];
    }
  });
}

const general = (path: string) => path.replace(/\[\d+\]/g, '[*]');

/**
 * ajv's drifts, then zod's where ajv found nothing at or above that place; the same drift in
 * several elements of an array once, with their count.
 */
export function mergeDrifts(fromAjv: readonly Drift[], fromZod: readonly Drift[]): Drift[] {
  const covered = (path: string) =>
    fromAjv.some((drift) =>
      [drift.path, ...(drift.covers ?? [])].some(
        (place) => path === place || path.startsWith(`${place}.`) || path.startsWith(`${place}[`),
      ),
    );
  const all = [...fromAjv, ...fromZod.filter((drift) => !covered(drift.path))];
  const byPlace = new Map<string, Drift>();
  for (const drift of all) {
    const key = `${drift.kind} ${general(drift.path)}`;
    const first = byPlace.get(key);
    if (first) first.count = (first.count ?? 1) + 1;
    else byPlace.set(key, { ...drift });
  }
  return [...byPlace.values()];
}

/** One line of a drift: [改名] $.result.list[0].name：契约 字段 name，实际 字段 station_name … */
export function driftLine(drift: Drift): string {
  const count = drift.count ? `（同一数组中共 ${drift.count} 处）` : '';
  return `[${DRIFT_KINDS[drift.kind]}] ${drift.path}：契约 ${drift.expected}，实际 ${drift.actual}${count}`;
}
