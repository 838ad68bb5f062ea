/**
 * Above the score grid and beside it: the status line with the toolbar and the problem list, and
 * the 修改记录 drawer the toolbar opens. Each reads what it shows from the grid's store, so most
 * keystrokes render none of them.
 */
import { lazy, memo, Suspense } from 'react';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import type { Position } from './score-grid';
import type { GridState } from './score-grid-state';
import { useGridSelector, useStatusSlice, type GridStore } from './score-grid-store';
import { GridToolbar, ProblemList } from './score-grid-toolbar';
import { statusIsBad, statusText } from './score-status';

interface StatusProps {
  store: GridStore;
  heading: string;
  locked: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onLog: () => void;
  onSave: () => void;
  onSubmit: () => void;
  /** To a problem's cell. */
  onJump: (cell: Position) => void;
}

/** The status line, the toolbar and the problem list: what the whole grid's state says. */
export const GridStatus = memo(function GridStatus({ store, locked, onJump, ...toolbar }: StatusProps) {
  const slice = useStatusSlice(store);
  const { dirty, invalid, problems, canUndo, canRedo, save } = slice;
  useUnsavedGuard(dirty > 0 || save.saving);
  const facts = { ...slice, ...save, locked };
  return (
    <>
      <GridToolbar
        {...toolbar}
        status={statusText(facts)}
        bad={statusIsBad(facts)}
        locked={locked}
        canUndo={canUndo}
        canRedo={canRedo}
        canSave={dirty > 0 && !save.saving}
        canSubmit={!save.saving && invalid === 0}
      />
      <ProblemList problems={problems} onJump={onJump} />
    </>
  );
});

// loaded when first opened: its table and Excel export are not part of the grid's first paint
const ChangeLogDrawer = lazy(() =>
  import('./score-change-log').then(({ ChangeLogDrawer }) => ({ default: ChangeLogDrawer })),
);

const selectLog = (state: GridState) => state.log;

/** 修改记录, reading the log from the store while open. */
export function LogDrawer({
  store,
  title,
  onClose,
}: {
  store: GridStore;
  title: string;
  onClose: () => void;
}) {
  const log = useGridSelector(store, selectLog);
  return (
    <Suspense fallback={null}>
      <ChangeLogDrawer log={log} title={title} onClose={onClose} />
    </Suspense>
  );
}
