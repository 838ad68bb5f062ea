import { useMemo } from 'react';
import { useListFsStaffRoles } from '@/generated/api/staff/staff';
import type { Option } from './account-fields';
import { isEnabled } from '@/kit';

/** The role list call behind the role selects. */
export const ROLE_OPTIONS_PARAMS = { page: 1, limit: 100 };

/** All roles of the line (the role list call, one page of 100) as select options; cached like a lookup. */
export function useRoleOptions() {
  const roles = useListFsStaffRoles(ROLE_OPTIONS_PARAMS, {
    query: { staleTime: 5 * 60_000 },
    request: { loading: false, silent: true },
  });
  const list = roles.data?.result.list;
  return useMemo(
    () => ({
      /** Still loading: screens wait, so a role id in the URL or record is read against its options. */
      pending: roles.isPending,
      /** Why the roles could not be loaded (the server's msg), and loading them again. */
      error: roles.error,
      refetch: roles.refetch,
      all: (list ?? []).map((role): Option => ({ label: role.name, value: role.id })),
      /** Only enabled roles may be given to an account. */
      enabled: (list ?? []).filter(isEnabled).map((role): Option => ({ label: role.name, value: role.id })),
    }),
    [list, roles.isPending, roles.error, roles.refetch],
  );
}
