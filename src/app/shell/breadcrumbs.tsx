import { Breadcrumb } from '@arco-design/web-react';
import { breadcrumbOf } from '@/routes/registry';
import type { RouteDef } from '@/routes/types';
import styles from './shell.module.css';

/**
 * Where the screen is, from the catalogue (spec §2): a detail under its list whichever tab was open
 * before it, ending with the title its screen gives (编辑学生 on 新增学生).
 */
export function Breadcrumbs({ route, title }: { route: RouteDef; title: string }) {
  return (
    <Breadcrumb className={styles.breadcrumb} aria-label="当前位置">
      {breadcrumbOf(route, title).map((crumb, index) => (
        <Breadcrumb.Item key={`${index}-${crumb}`}>{crumb}</Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}
