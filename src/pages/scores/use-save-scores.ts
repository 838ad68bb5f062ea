/**
 * The score grid's save: the rows that are ready go to the server (split until each refused row
 * stands alone, see ./score-save), the store learns which were saved, refused, or why the whole
 * save failed; 提交 (submit 1) sends every row and locks the sheet.
 */
import { Message } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetAdultScoreEntryQueryKey, inputOfflineExamScores } from '@/generated/api/scores/scores';
import { schoolClock } from '@/kit';
import type { KeptEntry } from '@/session/user-storage';
import type { GridStore } from './score-grid-store';
import { rowsToSend, sendRouted } from './score-save';

const QUIET = { silent: true, loading: false };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type SaveScores = (submit: 0 | 1, auto?: boolean) => Promise<void>;

/** `session`: the drafts' entry, whose session must still be on for anything to be sent (user-storage.ts). */
export function useSaveScores(
  store: GridStore,
  classId: number,
  courseId: number,
  session: Pick<KeptEntry<unknown>, 'stillSignedIn'>,
): SaveScores {
  const queryClient = useQueryClient();
  return useCallback(
    async (submit, auto = false) => {
      const current = store.get();
      // never under another person's login (a tab left behind when the session ended)
      if (current.save.saving || !session.stillSignedIn()) return;
      const sent = rowsToSend(current, submit, auto);
      if (!sent?.length) return;
      store.dispatch({ type: 'saveStarted' });
      try {
        const result = await sendRouted(
          sent,
          (part) =>
            inputOfflineExamScores(
              { class_id: classId, course_id: courseId, rows: part.map((row) => row.body), submit },
              QUIET,
            ),
          { split: submit === 0 },
        );
        store.dispatch({ type: 'saved', sent: result.saved });
        if (result.refused.length)
          store.dispatch({
            type: 'refused',
            rows: result.refused.map(({ row, msg }) => ({ sent: row, msg })),
          });
        if (result.error !== undefined)
          return store.dispatch({ type: 'saveFailed', error: messageOf(result.error) });
        const time = schoolClock();
        if (submit) {
          // still saving while the sheet reloads locked: 提交 cannot be pressed twice
          Message.success('成绩已提交并锁定');
          await queryClient.invalidateQueries({
            queryKey: getGetAdultScoreEntryQueryKey({ class_id: classId, course_id: courseId }),
          });
        }
        store.dispatch({ type: 'saveSucceeded', time });
      } catch (error) {
        // never left saving: what broke is shown like a failed save
        store.dispatch({ type: 'saveFailed', error: messageOf(error) });
      }
    },
    [classId, courseId, queryClient, session, store],
  );
}
