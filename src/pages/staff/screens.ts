/** Staff accounts and roles: the same screens on both lines. */
import { both } from '@/routes/screen-loader';

export const SCREENS = {
  ...both(
    'platformAccount',
    () => import('./account-list-page'),
    (m) => m.AccountListPage,
  ),
  ...both(
    'addPlatformAccount',
    () => import('./account-form-page'),
    (m) => m.AccountFormPage,
  ),
  ...both(
    'roleManagement',
    () => import('./role-list-page'),
    (m) => m.RoleListPage,
  ),
  ...both(
    'configRole',
    () => import('./role-config-page'),
    (m) => m.RoleConfigPage,
  ),
};
