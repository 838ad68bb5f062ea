/** Scores left unsaved by an earlier visit (kept for this user), offered back: what comes back, 恢复 or 放弃. */
import { KeptOffer, schoolClock } from '@/kit';
import { selectOffer, useGridSelector, type GridStore } from './score-grid-store';
import { offerLines, offerNotice } from './score-status';

export function DraftOfferAlert({ store }: { store: GridStore }) {
  const offer = useGridSelector(store, selectOffer);
  if (!offer) return null;
  return (
    <KeptOffer
      style={{ marginBottom: 12 }}
      notice={offerNotice(offer)}
      lines={offerLines(store.get())}
      restoreLabel={`恢复 ${offer.count} 个未保存的成绩`}
      onRestore={() => store.dispatch({ type: 'offerRestored', time: schoolClock() })}
      onGiveUp={() => store.dispatch({ type: 'offerGivenUp' })}
    />
  );
}
