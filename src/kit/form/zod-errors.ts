/** Generated zod body schemas → one readable Chinese message per form field. */
import * as zod from 'zod';
import { zhCN } from 'zod/v4/locales';

zod.config(zhCN());

export interface FieldMeta {
  label: string;
  /** Chosen from options (select, date …) rather than typed. */
  chosen?: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The message staff read for one issue; zod's own (zh-CN) wording only as a fallback. */
export function messageFor(issue: zod.core.$ZodIssue, value: unknown, { label, chosen }: FieldMeta): string {
  if (isBlank(value)) return `${chosen ? '请选择' : '请输入'}${label}`;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `请输入${label}` : `${label}至少 ${issue.minimum} 个字`;
      return `${label}不能小于 ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${label}不能超过 ${issue.maximum} 个字`
        : `${label}不能大于 ${issue.maximum}`;
    case 'invalid_type':
      // typed into a number field: 1.5 学时, 两 学分
      if (issue.expected === 'int')
        return typeof value === 'number' && Number.isFinite(value) ? `${label}须为整数` : `${label}须为数字`;
      if (issue.expected === 'number') return `${label}须为数字`;
      return `${label}格式不正确`;
    case 'invalid_format':
      return `${label}格式不正确`;
    case 'invalid_value':
      return `请选择有效的${label}`;
    default:
      return `${label}：${issue.message}`;
  }
}

/** Validates form values with the contract's body schema; returns the first message per field. */
export function validateWithSchema(
  schema: zod.ZodType,
  values: Record<string, unknown>,
  meta: Record<string, FieldMeta>,
): { data?: unknown; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = messageFor(issue, values[field], meta[field] ?? { label: field });
  }
  return { errors };
}

/** The object schema inside a body schema (refinements keep it; a pipe wraps it). */
function objectShape(schema: zod.ZodType): Record<string, zod.ZodType> | undefined {
  const def = (
    schema as unknown as {
      _zod: {
        def: { type: string; shape?: object; in?: zod.ZodType; left?: zod.ZodType; right?: zod.ZodType };
      };
    }
  )._zod.def;
  if (def.type === 'object') return def.shape as Record<string, zod.ZodType>;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  // an edit body: the create body and the id (allOf in the contract)
  if (def.type === 'intersection' && def.left && def.right) {
    const left = objectShape(def.left);
    const right = objectShape(def.right);
    return left || right ? { ...left, ...right } : undefined;
  }
  return undefined;
}

/** The fields a body schema requires whatever the other values (they refuse to be left out). */
export function requiredFields(schema: zod.ZodType): Set<string> {
  const shape = objectShape(schema) ?? {};
  return new Set(Object.keys(shape).filter((field) => !shape[field]!.safeParse(undefined).success));
}

/**
 * The fields the form refuses to leave empty with the values it holds now, for the red asterisk:
 * those the schema always requires, and those a rule of the form requires in this case (毕业最低学分
 * while 毕业学分要求 is on). Each other field is left out in turn and the whole schema asked, so the
 * asterisk follows the very rules 保存 checks. (A refinement that runs only once the rest is valid
 * marks its field from then on.)
 */
export function requiredNow(
  schema: zod.ZodType,
  payload: Record<string, unknown>,
  fields: readonly string[],
  always: ReadonlySet<string> = requiredFields(schema),
): Set<string> {
  const required = new Set(always);
  for (const field of fields) {
    if (required.has(field)) continue;
    const rest = { ...payload };
    delete rest[field];
    const parsed = schema.safeParse(rest);
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field)) required.add(field);
  }
  return required;
}
