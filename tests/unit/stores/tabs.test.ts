import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  getTabs,
  keepTabs,
  openTab,
  refreshTab,
  resetTabs,
  setTabDirty,
  setTabTitle,
  useTabList,
} from '@/stores/tabs';

const names = () => getTabs().tabs.map((tab) => tab.name);

beforeEach(() => resetTabs());

describe('tabs', () => {
  it('starts with the fixed home tab and adds visited pages once', () => {
    openTab('classAE', '');
    openTab('studentStatusAE', '?page=2');
    openTab('classAE', '?name=一班');
    expect(names()).toEqual(['home', 'classAE', 'studentStatusAE']);
    expect(getTabs().active).toBe('classAE');
    expect(getTabs().tabs[1].search).toBe('?name=一班');
  });

  it('closing the active tab activates its neighbour; home cannot be closed', () => {
    openTab('a', '');
    openTab('b', '');
    openTab('c', '');
    openTab('b', '');
    expect(closeTab('b')?.name).toBe('c');
    expect(names()).toEqual(['home', 'a', 'c']);
    expect(closeTab('home')).toBeUndefined();
    expect(names()).toContain('home');
  });

  it('close others and close all keep the home tab', () => {
    openTab('a', '');
    openTab('b', '');
    closeOtherTabs('a');
    expect(names()).toEqual(['home', 'a']);
    closeAllTabs();
    expect(names()).toEqual(['home']);
    expect(getTabs().active).toBe('home');
  });

  it('keepTabs drops the other line’s tabs', () => {
    openTab('classAE', '');
    openTab('classST', '');
    keepTabs((name) => !name.endsWith('ST'));
    expect(names()).toEqual(['home', 'classAE']);
    expect(getTabs().active).toBe('home');
  });

  it('refresh bumps the version; dirty marks follow closing', () => {
    openTab('a', '');
    refreshTab('a');
    expect(getTabs().tabs[1].version).toBe(1);
    setTabDirty('a', true);
    expect(getTabs().dirty.has('a')).toBe(true);
    closeTab('a');
    expect(getTabs().dirty.has('a')).toBe(false);
  });

  it('survives a reload (sessionStorage)', () => {
    openTab('a', '?x=1');
    expect(JSON.parse(window.sessionStorage.getItem('jw-tabs') ?? '{}')).toMatchObject({ active: 'a' });
  });
});

describe("what a tab's screen calls itself", () => {
  it('keeps the title its screen sets until the screen sets another', () => {
    openTab('addStudentAE', '?uuid=a');
    setTabTitle('addStudentAE', '编辑学生');
    expect(getTabs().tabs.at(-1)?.title).toBe('编辑学生');
    setTabTitle('nowhere', '编辑学生'); // no such tab: nothing changes
    expect(names()).toEqual(['home', 'addStudentAE']);
  });
});

describe("the shell's view of the tabs", () => {
  it('marking a tab unsaved or saved does not render the shell again; opening a tab does', () => {
    openTab('scorViewingEntryAE', '');
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTabList();
    });
    const before = renders;
    act(() => setTabDirty('scorViewingEntryAE', true));
    act(() => setTabDirty('scorViewingEntryAE', false));
    expect(renders).toBe(before);
    act(() => openTab('classAE', ''));
    expect(renders).toBe(before + 1);
    expect(result.current.map((tab) => tab.name)).toEqual(['home', 'scorViewingEntryAE', 'classAE']);
  });
});
