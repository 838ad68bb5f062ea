/** Breadcrumbs of detail routes: under the list they were opened from, with the screen's own title. */
import { describe, expect, it } from 'vitest';
import { breadcrumbOf, findRoute } from '@/routes/registry';

const route = (name: string) => findRoute(name)!;

describe('breadcrumbOf', () => {
  it('puts a detail under its catalogue parent when opened from nowhere in particular', () => {
    expect(breadcrumbOf(route('addStudentAE')).join(' / ')).toMatch(/录取管理 \/ 新增学生$/);
    expect(breadcrumbOf(route('addStudentAE'), 'home').join(' / ')).toMatch(/录取管理 \/ 新增学生$/);
  });

  it('puts it under the list it was opened from, with the title the screen gives', () => {
    const crumbs = breadcrumbOf(route('addStudentAE'), 'studentStatusAE', '编辑学生');
    expect(crumbs.at(-2)).toBe('学籍信息');
    expect(crumbs.at(-1)).toBe('编辑学生');
    expect(crumbs).not.toContain('录取管理');
  });

  it('ignores an opener of the other line or another detail, and never moves a menu screen', () => {
    expect(breadcrumbOf(route('addStudentAE'), 'studentInformationST')).toContain('录取管理');
    expect(breadcrumbOf(route('addStudentAE'), 'viewResultsStudentST')).toContain('录取管理');
    expect(breadcrumbOf(route('studentStatusAE'), 'admissionAE').at(-1)).toBe('学籍信息');
  });
});
