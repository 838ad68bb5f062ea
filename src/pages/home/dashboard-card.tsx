import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import type { ReactNode } from 'react';
import styles from './dashboard-card.module.css';

/** The borderless card every dashboard block sits in. */
export function DashboardCard({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card bordered={false} className={styles.card} title={title} extra={extra}>
      {children}
    </Card>
  );
}

/** A card title with a muted hint after it (nothing when the hint is empty). */
export function CardTitle({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <span className={styles.cardTitle}>
      {title}
      {hint ? <span className={styles.cardHint}>{hint}</span> : null}
    </span>
  );
}
