/**
 * Cross-field rules on top of a generated body schema, reported at the field they
 * concern so the form shows them there (with the field's Chinese label).
 */
import * as zod from 'zod';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Adds a second entry, form field `confirm`, that must equal `field` (a new password typed
 * twice). The confirmation is only checked, never sent: pick the real fields in `submit`.
 */
export function withConfirmation<Shape extends zod.ZodRawShape>(
  schema: zod.ZodObject<Shape>,
  {
    field = 'password',
    message = '两次输入的密码不一致',
  }: { field?: keyof Shape & string; message?: string } = {},
) {
  return schema.extend({ confirm: zod.string().min(1) }).superRefine((values, context) => {
    const record = values as Record<string, unknown>;
    if (record.confirm !== record[field]) context.addIssue({ code: 'custom', path: ['confirm'], message });
  });
}

/**
 * Makes `field` required when `when(values)` holds, e.g. the reason of a rejection.
 * Checked even when other fields fail, so the form shows every message at once.
 */
export function requiredWhen<Schema extends zod.ZodType>(
  schema: Schema,
  field: string,
  when: (values: zod.infer<Schema>) => boolean,
  message = '必填',
) {
  return schema.superRefine(
    (values, context) => {
      if (when(values) && isBlank((values as Record<string, unknown>)[field]))
        context.addIssue({ code: 'custom', path: [field], message });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Adds the issues `check` finds (dates out of order, a pass mark above the full marks …) to a
 * body schema, each at its field. Checked even when other fields fail.
 */
export function withIssues<Schema extends zod.ZodType>(
  schema: Schema,
  check: (values: zod.infer<Schema>) => FieldIssue[],
) {
  return schema.superRefine(
    (values, context) => {
      for (const issue of check(values))
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
}
