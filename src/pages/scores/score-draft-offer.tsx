/** Scores left unsaved by an earlier visit (kept in the browser), offered back: 恢复 or 放弃. */
import { Alert, Button, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { formatDate, schoolClock } from '@/kit';
import { cellCount, loadDrafts, offerOf, type DraftTexts } from './score-drafts';
import { rowOfState } from './score-grid-state';
import type { GridStore } from './score-grid-store';
import styles from './score-entry.module.css';

export interface DraftOffer {
  texts: DraftTexts;
  count: number;
  /** When they were kept (ISO), '' when unknown. */
  at: string;
}

const NONE: DraftOffer = { texts: {}, count: 0, at: '' };

/** The drafts kept for this sheet that differ from what is saved, and taking them back or giving them up. */
export function useDraftOffer(store: GridStore, storageKey: string) {
  const [offer, setOffer] = useState<DraftOffer>(() => {
    const state = store.get();
    const stored = loadDrafts(window.localStorage, storageKey);
    const texts = offerOf(stored?.texts ?? {}, rowOfState(state), state.columns);
    return { texts, count: cellCount(texts), at: stored?.at ?? '' };
  });
  return {
    offer,
    restore: () => {
      store.dispatch({ type: 'restore', texts: offer.texts, time: schoolClock() });
      setOffer(NONE);
    },
    giveUp: () => setOffer(NONE),
  };
}

export function DraftOfferAlert({
  offer,
  onRestore,
  onGiveUp,
}: {
  offer: DraftOffer;
  onRestore: () => void;
  onGiveUp: () => void;
}) {
  if (!offer.count) return null;
  return (
    <Alert
      className={styles.offer}
      type="warning"
      content={`有 ${offer.count} 个成绩上次没有保存${offer.at ? `（${formatDate(new Date(offer.at), true)}）` : ''}，可以恢复继续保存。`}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            恢复 {offer.count} 个未保存的成绩
          </Button>
          <Button size="small" onClick={onGiveUp}>
            放弃
          </Button>
        </Space>
      }
    />
  );
}
