import {
  IconApps,
  IconBook,
  IconCalendar,
  IconCheckCircle,
  IconCommon,
  IconDashboard,
  IconDesktop,
  IconEdit,
  IconFile,
  IconHome,
  IconIdcard,
  IconList,
  IconNotification,
  IconPrinter,
  IconSafe,
  IconSettings,
  IconStorage,
  IconTrophy,
  IconUser,
  IconUserAdd,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';

/** Icons a menu group may name (permission node `icon`, Arco component names); others show IconApps. */
const ICONS: Record<string, ComponentType> = {
  IconBook,
  IconCalendar,
  IconCheckCircle,
  IconCommon,
  IconDashboard,
  IconDesktop,
  IconEdit,
  IconFile,
  IconHome,
  IconIdcard,
  IconList,
  IconNotification,
  IconPrinter,
  IconSafe,
  IconSettings,
  IconStorage,
  IconTrophy,
  IconUser,
  IconUserAdd,
  IconUserGroup,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? IconApps;
  return <Icon />;
}
