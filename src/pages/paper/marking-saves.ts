/**
 * The marking workspace's saves: one SaveQueue per paper (and teacher, in a task) sending each mark in
 * the background, its unsaved marks kept in the browser for the marker signed in (user-storage.ts);
 * the marks an earlier visit of hers left unsaved (a closed tab, a network failure, an expired session)
 * read back to be offered, never sent before she takes them back; and the page asking before it
 * closes on marks not saved yet.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { saveMarkingScore } from '@/generated/api/paper/paper';
import { keptEntry } from '@/session/user-storage';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { SaveQueue, type MarkDraft } from './marking-queue';

export const SAVE_OPTIONS = { silent: true, loading: false, keepEmpty: true } as const;

export function useMarkingSaves(paperId: number, teacherId: number | undefined) {
  const queue = useMemo(
    () =>
      new SaveQueue({
        store: keptEntry<MarkDraft[]>(teacherId ? `marking:${paperId}:${teacherId}` : `marking:${paperId}`),
        label: (count) => `阅卷：试卷 ${paperId} 的 ${count} 个评分`,
        send: ({ answerId, score, comment, rubricItemIds }) =>
          saveMarkingScore(
            {
              answer_id: answerId,
              score,
              comment,
              ...(teacherId ? { teacher_id: teacherId } : {}),
              ...(rubricItemIds ? { rubric_item_ids: rubricItemIds } : {}),
            },
            SAVE_OPTIONS,
          ),
      }),
    [paperId, teacherId],
  );
  useSyncExternalStore(queue.subscribe, queue.getVersion);
  /** Marks kept by an earlier visit: offered, sent only once taken back. */
  const [kept] = useState(() => queue.restore());
  // closed (the session ended, the tab closed): its retries send nothing more
  useEffect(() => {
    queue.resume();
    return () => queue.stop();
  }, [queue]);
  useUnsavedGuard(queue.unsaved().length > 0);
  return { queue, kept };
}
