import { describe, expect, it } from 'vitest';
import {
  addChapter,
  addSection,
  draftOf,
  isChanged,
  move,
  moveTo,
  nextChapterTitle,
  positionOf,
  remove,
  rename,
  saveBodyOf,
  treeIssue,
  videosUnder,
} from '@/pages/courseware/chapter-tree';

const saved = draftOf([
  {
    id: 11,
    title: '第一章 阅读理解',
    sections: [
      { id: 101, title: '1.1 略读与查读', video_count: 3 },
      { id: 102, title: '1.2 推理判断', video_count: 2 },
    ],
  },
  { id: 12, title: '第二章 完形填空', sections: [{ id: 103, title: '2.1 上下文线索', video_count: 2 }] },
]);
const titles = (draft: typeof saved) =>
  draft.map((chapter) => [chapter.title, ...chapter.sections.map((item) => item.title)]);

describe('chapter tree', () => {
  it('adds chapters and sections as new nodes (id null) and saves them in order', () => {
    let draft = addChapter(saved, '第三章 书面表达');
    draft = addSection(draft, draft[2]!.key, '3.1 书信写作');
    expect(isChanged(saved, draft)).toBe(true);
    expect(saveBodyOf(1, draft).chapters[2]).toEqual({
      id: null,
      title: '第三章 书面表达',
      sections: [{ id: null, title: '3.1 书信写作' }],
    });
    expect(saved).toHaveLength(2);
  });

  it('renames and trims on save; an unchanged draft is not changed', () => {
    expect(
      isChanged(
        saved,
        saved.map((c) => ({ ...c, sections: [] })),
      ),
    ).toBe(true);
    const draft = rename(saved, 's102', ' 1.2 推理与判断 ');
    expect(saveBodyOf(1, draft).chapters[0]!.sections[1]).toEqual({ id: 102, title: '1.2 推理与判断' });
    expect(isChanged(saved, rename(draft, 's102', '1.2 推理判断'))).toBe(false);
  });

  it('moves up and down within the level and stays put at the ends', () => {
    expect(titles(move(saved, 'c12', -1)).map((c) => c[0])).toEqual(['第二章 完形填空', '第一章 阅读理解']);
    expect(move(saved, 'c11', -1)).toEqual(saved);
    expect(titles(move(saved, 's101', 1))[0]).toEqual(['第一章 阅读理解', '1.2 推理判断', '1.1 略读与查读']);
    expect(move(saved, 's103', 1)).toEqual(saved);
    expect(positionOf(saved, 's101')).toEqual({ first: true, last: false });
    expect(positionOf(saved, 'c12')).toEqual({ first: false, last: true });
  });

  it('drags a section before another section, to another chapter, or to a chapter end', () => {
    expect(titles(moveTo(saved, 's103', 's101'))).toEqual([
      ['第一章 阅读理解', '2.1 上下文线索', '1.1 略读与查读', '1.2 推理判断'],
      ['第二章 完形填空'],
    ]);
    expect(titles(moveTo(saved, 's101', 'c12'))[1]).toEqual([
      '第二章 完形填空',
      '2.1 上下文线索',
      '1.1 略读与查读',
    ]);
    expect(titles(moveTo(saved, 'c12', 'c11')).map((c) => c[0])).toEqual([
      '第二章 完形填空',
      '第一章 阅读理解',
    ]);
    expect(moveTo(saved, 'c11', 's101')).toEqual(saved);
    expect(moveTo(saved, 's101', 's101')).toBe(saved);
    expect(moveTo(saved, 's101', 'nowhere')).toBe(saved);
  });

  it('removes nodes and counts the videos that go with them', () => {
    expect(videosUnder(saved, 'c11')).toBe(5);
    expect(videosUnder(saved, 's103')).toBe(2);
    expect(titles(remove(saved, 's101'))[0]).toEqual(['第一章 阅读理解', '1.2 推理判断']);
    expect(remove(saved, 'c11')).toHaveLength(1);
  });

  it('refuses empty and duplicate names', () => {
    expect(treeIssue(saved)).toBeUndefined();
    expect(treeIssue(rename(saved, 'c12', ' '))).toBe('章名称不能为空');
    expect(treeIssue(rename(saved, 'c12', '第一章 阅读理解'))).toBe('章名称不能重复');
    expect(treeIssue(rename(saved, 's102', '1.1 略读与查读'))).toBe('「第一章 阅读理解」中小节名称重复');
    expect(treeIssue(rename(saved, 's102', ''))).toBe('「第一章 阅读理解」中有小节名称为空');
  });

  it('names the next chapter in Chinese numerals', () => {
    expect(nextChapterTitle(saved)).toBe('第三章 ');
    expect(nextChapterTitle(Array.from({ length: 9 }, () => saved[0]!))).toBe('第十章 ');
    expect(nextChapterTitle(Array.from({ length: 11 }, () => saved[0]!))).toBe('第十二章 ');
    expect(nextChapterTitle(Array.from({ length: 20 }, () => saved[0]!))).toBe('第二十一章 ');
  });
});
