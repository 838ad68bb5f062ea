import { Breadcrumb } from '@arco-design/web-react';
import { breadcrumbOf } from '@/routes/registry';
import type { RouteDef } from '@/routes/types';
import styles from './shell.module.css';

/** Where the screen is; a detail under the list it was opened from, with the title its screen gives. */
export function Breadcrumbs({
  route,
  openedFrom,
  title,
}: {
  route: RouteDef;
  openedFrom?: string;
  title: string;
}) {
  return (
    <Breadcrumb className={styles.breadcrumb} aria-label="当前位置">
      {breadcrumbOf(route, openedFrom, title).map((title, index) => (
        <Breadcrumb.Item key={`${index}-${title}`}>{title}</Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}
