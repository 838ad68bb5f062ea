/**
 * The marking workspace's saves: one SaveQueue per paper (and teacher, in a task) sending each mark in
 * the background; the marks an earlier visit left unsaved (a closed tab, a network failure) shown at
 * once and sent again; and the page asking before it closes on marks not saved yet.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { saveMarkingScore } from '@/generated/api/paper/paper';
import type { MarkingAnswer } from '@/generated/model';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { SaveQueue, type DraftStore } from './marking-queue';

export const SAVE_OPTIONS = { silent: true, loading: false, keepEmpty: true } as const;
const browserStore = (): DraftStore | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export function useMarkingSaves(paperId: number, teacherId: number | undefined, answers: MarkingAnswer[]) {
  const queue = useMemo(
    () =>
      new SaveQueue({
        key: teacherId ? `marking:${paperId}:${teacherId}` : `marking:${paperId}`,
        store: browserStore(),
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
  const [restored] = useState(() => new Map(queue.restore().map((draft) => [draft.answerId, draft])));
  useEffect(() => {
    const known = new Set(answers.map((item) => item.answer_id));
    for (const draft of restored.values())
      if (known.has(draft.answerId) && !queue.get(draft.answerId)) queue.mark(draft);
  }, [answers, queue, restored]);
  useUnsavedGuard(queue.unsaved().length > 0);
  /** An answer's mark not saved yet: this visit's, or an earlier one's. */
  const draftOf = (answerId: number) => queue.get(answerId) ?? restored.get(answerId);
  return { queue, draftOf };
}
