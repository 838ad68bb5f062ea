import { Breadcrumb } from '@arco-design/web-react';
import { breadcrumbOf } from '@/routes/registry';
import type { RouteDef } from '@/routes/types';
import styles from './shell.module.css';

export function Breadcrumbs({ route }: { route: RouteDef }) {
  return (
    <Breadcrumb className={styles.breadcrumb} aria-label="当前位置">
      {breadcrumbOf(route).map((title, index) => (
        <Breadcrumb.Item key={`${index}-${title}`}>{title}</Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}
