import * as Icons from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';

/** Icons a menu group may name (permission node `icon`, Arco component names); others show IconApps. */
const ICONS: Record<string, ComponentType> = {
  IconBook: Icons.IconBook,
  IconCalendar: Icons.IconCalendar,
  IconCheckCircle: Icons.IconCheckCircle,
  IconCommon: Icons.IconCommon,
  IconDashboard: Icons.IconDashboard,
  IconDesktop: Icons.IconDesktop,
  IconEdit: Icons.IconEdit,
  IconFile: Icons.IconFile,
  IconHome: Icons.IconHome,
  IconIdcard: Icons.IconIdcard,
  IconList: Icons.IconList,
  IconNotification: Icons.IconNotification,
  IconPrinter: Icons.IconPrinter,
  IconSafe: Icons.IconSafe,
  IconSettings: Icons.IconSettings,
  IconStorage: Icons.IconStorage,
  IconTrophy: Icons.IconTrophy,
  IconUser: Icons.IconUser,
  IconUserAdd: Icons.IconUserAdd,
  IconUserGroup: Icons.IconUserGroup,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Icons.IconApps;
  return <Icon />;
}
