/** Scores left unsaved by an earlier visit (kept in the browser), offered back: 恢复 or 放弃. */
import { Alert, Button, Space } from '@arco-design/web-react';
import { schoolClock } from '@/kit';
import { selectOffer, useGridSelector, type GridStore } from './score-grid-store';
import { offerNotice } from './score-status';
import styles from './score-entry.module.css';

export function DraftOfferAlert({ store }: { store: GridStore }) {
  const offer = useGridSelector(store, selectOffer);
  if (!offer) return null;
  return (
    <Alert
      className={styles.offer}
      type="warning"
      content={offerNotice(offer)}
      action={
        <Space>
          <Button
            size="small"
            type="primary"
            onClick={() => store.dispatch({ type: 'offerRestored', time: schoolClock() })}
          >
            恢复 {offer.count} 个未保存的成绩
          </Button>
          <Button size="small" onClick={() => store.dispatch({ type: 'offerGivenUp' })}>
            放弃
          </Button>
        </Space>
      }
    />
  );
}
