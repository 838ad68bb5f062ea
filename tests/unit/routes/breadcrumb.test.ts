/**
 * Breadcrumbs from the catalogue (spec §2): a detail route under its list, whichever tab was open
 * before it (a cold URL, a bookmark), ending with the title its screen gives.
 */
import { describe, expect, it } from 'vitest';
import { breadcrumbOf, findRoute, placeOf } from '@/routes/registry';

const route = (name: string) => findRoute(name)!;

describe('breadcrumbOf', () => {
  it('puts a detail under its list in the catalogue', () => {
    expect(breadcrumbOf(route('addExamAssessmentAE')).join(' / ')).toBe(
      '首页 / 考试管理 / 考试组织 / 考核方式管理 / 新增考核方式',
    );
    expect(breadcrumbOf(route('addPlatformAccountST')).slice(-2)).toEqual(['职工账号', '新增职工账号']);
    expect(placeOf(route('addExamAssessmentAE')).name).toBe('examAssessmentAE');
  });

  it('ends with the title the screen gives', () => {
    const crumbs = breadcrumbOf(route('addStudentAE'), '编辑学生');
    expect(crumbs.slice(-2)).toEqual(['录取管理', '编辑学生']);
  });

  it('never moves a menu screen', () => {
    expect(breadcrumbOf(route('studentStatusAE')).at(-1)).toBe('学籍信息');
    expect(breadcrumbOf(route('home'))).toEqual(['首页']);
  });
});
