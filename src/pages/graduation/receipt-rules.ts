/** Rules of a certificate collection (毕业证领取), apart from the screen. */
import type * as zod from 'zod';

/** The phone signature page for a signing ticket (the existing esignH5 page). */
export const signingUrl = (origin: string, ticket: string) =>
  `${origin}/esignH5?ticket=${encodeURIComponent(ticket)}`;

const MESSAGES: Record<string, string> = {
  receiver: '请输入领取人',
  id_card: '代领须填写代领人的 18 位身份证号',
  signature_url: '请先让领取人在手机上完成手写签名',
};

/**
 * Field → message for a collection: the contract's body schema, plus the rule the schema cannot
 * say (a proxy must give an ID number).
 */
export function receiptIssues(
  body: { proxy: boolean; id_card?: string; receiver: string; signature_url: string },
  schema: zod.ZodType,
): Record<string, string> {
  const issues: Record<string, string> = {};
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !issues[field]) issues[field] = MESSAGES[field] ?? issue.message;
    }
  if (body.proxy && !body.id_card) issues.id_card = MESSAGES.id_card!;
  return issues;
}
