/**
 * A rule the contract cannot state field by field: 毕业最低学分 is required
 * when 毕业学分要求 is on. Runs even when other fields fail, so every message
 * shows at once.
 */
import type { ZodType } from 'zod';

interface CreditFields {
  credit_required?: unknown;
  graduation_credits?: unknown;
}

export function withGraduationCredits<Schema extends ZodType>(schema: Schema): Schema {
  return schema.superRefine(
    (value, ctx) => {
      const major = (value ?? {}) as CreditFields;
      if (major.credit_required === 1 && major.graduation_credits === undefined)
        ctx.addIssue({ code: 'custom', path: ['graduation_credits'], message: '请输入毕业最低学分' });
    },
    { when: () => true },
  ) as Schema;
}
