import { useMemo } from 'react';
import * as zod from 'zod';
import { resetAccountPassword } from '@/generated/api/account/account';
import type { StaffAccount } from '@/generated/model';
import { ResetAccountPasswordBody } from '@/generated/zod/account/account.zod';
import { FormModal } from '@/kit';
import { resetPasswordFields } from './account-fields';

/** The contract's rule for the new password, plus the second entry that must match it. */
const ResetPasswordForm = ResetAccountPasswordBody.extend({ confirm: zod.string().min(1) }).refine(
  (values) => values.password === values.confirm,
  { path: ['confirm'], message: '两次输入的密码不一致' },
);

type ResetPasswordPayload = zod.infer<typeof ResetPasswordForm>;

/** 重置密码 of one staff account (POST /v1-school-up-account-password, form data {id, password}). */
export function ResetPasswordModal({ account, onClose }: { account?: StaffAccount; onClose: () => void }) {
  const fields = useMemo(() => resetPasswordFields(account), [account]);
  return (
    <FormModal<ResetPasswordPayload>
      visible={!!account}
      onClose={onClose}
      width={480}
      title="重置密码"
      fields={fields}
      schema={ResetPasswordForm}
      record={account ? { id: account.id } : undefined}
      submit={({ id, password }) => resetAccountPassword({ id, password })}
    />
  );
}
