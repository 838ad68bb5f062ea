/**
 * The chapter / section tree of a course as staff edit it before saving (unit-tested): add, rename,
 * move up / down, drag a section to another place, remove — all pure, so a failed save keeps the draft.
 */
import type { CurriculumChapter, CurriculumChapterSaveBody } from '@/generated/model';

export interface DraftSection {
  /** Stable key of the node in the editor (saved nodes: s<id>, new ones: n<counter>). */
  key: string;
  id: number | null;
  title: string;
  video_count: number;
}
export interface DraftChapter {
  key: string;
  id: number | null;
  title: string;
  sections: DraftSection[];
}
export type Draft = DraftChapter[];

let counter = 0;
const newKey = () => `n${Date.now().toString(36)}${(counter += 1)}`;

export function draftOf(chapters: readonly CurriculumChapter[]): Draft {
  return chapters.map((chapter) => ({
    key: `c${chapter.id}`,
    id: chapter.id,
    title: chapter.title,
    sections: chapter.sections.map((section) => ({
      key: `s${section.id}`,
      id: section.id,
      title: section.title,
      video_count: section.video_count,
    })),
  }));
}

export function saveBodyOf(courseId: number, draft: Draft): CurriculumChapterSaveBody {
  return {
    course_id: courseId,
    chapters: draft.map((chapter) => ({
      id: chapter.id,
      title: chapter.title.trim(),
      sections: chapter.sections.map((section) => ({ id: section.id, title: section.title.trim() })),
    })),
  };
}

/** Whether the draft differs from the saved tree (titles, order, nodes). */
export const isChanged = (saved: Draft, draft: Draft) =>
  JSON.stringify(saveBodyOf(0, saved)) !== JSON.stringify(saveBodyOf(0, draft));

export function addChapter(draft: Draft, title: string): Draft {
  return [...draft, { key: newKey(), id: null, title, sections: [] }];
}

export function addSection(draft: Draft, chapterKey: string, title: string): Draft {
  return draft.map((chapter) =>
    chapter.key === chapterKey
      ? {
          ...chapter,
          sections: [...chapter.sections, { key: newKey(), id: null, title, video_count: 0 }],
        }
      : chapter,
  );
}

export function rename(draft: Draft, key: string, title: string): Draft {
  return draft.map((chapter) =>
    chapter.key === key
      ? { ...chapter, title }
      : {
          ...chapter,
          sections: chapter.sections.map((section) =>
            section.key === key ? { ...section, title } : section,
          ),
        },
  );
}

function swap<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Moves a chapter among chapters, or a section within its chapter; at an end nothing changes. */
export function move(draft: Draft, key: string, delta: -1 | 1): Draft {
  const chapterIndex = draft.findIndex((chapter) => chapter.key === key);
  if (chapterIndex >= 0) return swap(draft, chapterIndex, delta);
  return draft.map((chapter) => {
    const index = chapter.sections.findIndex((section) => section.key === key);
    return index >= 0 ? { ...chapter, sections: swap(chapter.sections, index, delta) } : chapter;
  });
}

/** Where a node sits: chapter index, section index (-1 for a chapter), and the sizes around it. */
export function positionOf(draft: Draft, key: string) {
  const chapterIndex = draft.findIndex((chapter) => chapter.key === key);
  if (chapterIndex >= 0) return { first: chapterIndex === 0, last: chapterIndex === draft.length - 1 };
  for (const chapter of draft) {
    const index = chapter.sections.findIndex((section) => section.key === key);
    if (index >= 0) return { first: index === 0, last: index === chapter.sections.length - 1 };
  }
  return { first: true, last: true };
}

/**
 * Drag and drop: a chapter onto another chapter takes its place; a section onto a section goes
 * before it (also in another chapter); a section onto a chapter goes to that chapter's end.
 */
export function moveTo(draft: Draft, key: string, targetKey: string): Draft {
  if (key === targetKey) return draft;
  const from = draft.findIndex((chapter) => chapter.key === key);
  if (from >= 0) {
    const to = draft.findIndex((chapter) => chapter.key === targetKey);
    if (to < 0) return draft;
    const next = [...draft];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  }
  const section = draft.flatMap((chapter) => chapter.sections).find((item) => item.key === key);
  if (!section) return draft;
  const targetIsChapter = draft.some((chapter) => chapter.key === targetKey);
  const targetIsSection = draft.some((chapter) => chapter.sections.some((item) => item.key === targetKey));
  if (!targetIsChapter && !targetIsSection) return draft;
  const without = draft.map((chapter) => ({
    ...chapter,
    sections: chapter.sections.filter((item) => item.key !== key),
  }));
  return without.map((chapter) => {
    if (chapter.key === targetKey) return { ...chapter, sections: [...chapter.sections, section] };
    const index = chapter.sections.findIndex((item) => item.key === targetKey);
    if (index < 0) return chapter;
    const sections = [...chapter.sections];
    sections.splice(index, 0, section);
    return { ...chapter, sections };
  });
}

export function remove(draft: Draft, key: string): Draft {
  return draft
    .filter((chapter) => chapter.key !== key)
    .map((chapter) => ({ ...chapter, sections: chapter.sections.filter((item) => item.key !== key) }));
}

/** Videos that go with a node when it is removed. */
export function videosUnder(draft: Draft, key: string): number {
  for (const chapter of draft) {
    if (chapter.key === key) return chapter.sections.reduce((total, item) => total + item.video_count, 0);
    const section = chapter.sections.find((item) => item.key === key);
    if (section) return section.video_count;
  }
  return 0;
}

/** Why the draft cannot be saved yet (empty or duplicate names), or undefined. */
export function treeIssue(draft: Draft): string | undefined {
  const chapters = draft.map((chapter) => chapter.title.trim());
  if (chapters.some((title) => !title)) return '章名称不能为空';
  if (new Set(chapters).size !== chapters.length) return '章名称不能重复';
  for (const chapter of draft) {
    const titles = chapter.sections.map((section) => section.title.trim());
    if (titles.some((title) => !title)) return `「${chapter.title}」中有小节名称为空`;
    if (new Set(titles).size !== titles.length) return `「${chapter.title}」中小节名称重复`;
    if (titles.some((title) => title.length > 40)) return `「${chapter.title}」中有小节名称超过 40 字`;
  }
  if (chapters.some((title) => title.length > 40)) return '章名称不能超过 40 字';
  return undefined;
}

/** The next chapter's default name: 第四章 after three chapters. */
export function nextChapterTitle(draft: Draft): string {
  const digits = '零一二三四五六七八九';
  const n = draft.length + 1;
  const spoken =
    n < 10
      ? digits[n]
      : n < 20
        ? `十${n % 10 ? digits[n % 10] : ''}`
        : `${digits[Math.floor(n / 10) % 10]}十${n % 10 ? digits[n % 10] : ''}`;
  return `第${spoken}章 `;
}
