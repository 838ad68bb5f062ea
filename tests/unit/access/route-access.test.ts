/**
 * What opening each route needs (spec §6, issue 53 finding 3): a form the 新增 or 编辑 of its list, a
 * print page the 打印 of the list it prints from, home's children their own rule; isJurisdiction=1
 * grants everything. The trees are the mock's, cut down (tests/support/permission-trees.ts).
 */
import { describe, expect, it } from 'vitest';
import { canDo, canOpen } from '@/access/access-context';
import type { Action } from '@/access/actions';
import { buildAccess } from '@/access/permission-tree';
import { LINES } from '@/lines/line';
import { ROUTES } from '@/routes/catalogue';
import { findRoute } from '@/routes/registry';
import type { RouteLine } from '@/routes/types';
import { treeWith, viewOnlyTree } from '../../support/permission-trees';

const lineOf = (suffix: RouteLine) => (suffix === 'ST' ? LINES.selfTaught : LINES.adultEducation);
const viewOnly = (suffix: RouteLine) => buildAccess(viewOnlyTree().result, lineOf(suffix));
/** The mock's tree where `page` allows exactly `actions` (every other page only its menu entry). */
const allowing = (suffix: RouteLine, page: string, actions: Action[]) =>
  buildAccess(treeWith((name) => (name === page ? actions : [])).result, lineOf(suffix));
const lineOfRoute = (name: string): RouteLine => (findRoute(name)?.line === 'ST' ? 'ST' : 'AE');

/**
 * Forms by their names (新增… / 编辑… pages) and the home's 新增试题: each needs an action. Not
 * 编辑基础教材计划: its list opens it to 查看 too, and the page edits a draft only with 编辑.
 */
const FORMS = ROUTES.filter(
  (route) =>
    (/^(add|edit)[A-Z]/.test(route.name) || route.name === 'topicEntry') &&
    route.name !== 'editBasicTextbookPlanAE',
);
/** The 8 standalone print and record pages, and 班级成绩打印 in the shell. */
const PRINTS = ROUTES.filter(
  (route) =>
    route.placement === 'standalone' || (route.kind === 'detail' && /Print(AE|ST)$/.test(route.name)),
);

describe('a view-only account', () => {
  it('meets 32 forms and 9 print pages', () => {
    expect([FORMS.length, PRINTS.length]).toEqual([32, 9]);
  });

  it.each(FORMS.map((route) => route.name))('cannot open the form %s, to add or to edit', (name) => {
    const access = viewOnly(lineOfRoute(name));
    expect(canOpen(access, name, '')).toBe(false);
    expect(canOpen(access, name, '?id=3')).toBe(false);
    expect(canOpen(access, name, '?uuid=5f2b8c1e')).toBe(false);
  });

  it.each(PRINTS.map((route) => route.name))('cannot open the print page %s', (name) => {
    expect(canOpen(viewOnly(lineOfRoute(name)), name, '?ids=1,2')).toBe(false);
  });

  it.each(['markingTestPaperDetailAE', 'modifyQuestionDetailST'])('cannot mark in %s', (name) => {
    expect(canOpen(viewOnly(lineOfRoute(name)), name, '?paper_id=1')).toBe(false);
  });

  it('opens every list of its line, home and personal info', () => {
    for (const suffix of ['AE', 'ST'] as const) {
      const access = viewOnly(suffix);
      const lists = ROUTES.filter((route) => route.kind === 'nav' && route.line === suffix);
      expect(lists.filter((route) => !canOpen(access, route.name, '')).map((route) => route.name)).toEqual(
        [],
      );
      expect(canOpen(access, 'home', '')).toBe(true);
      expect(canOpen(access, 'personalInfo', '')).toBe(true);
    }
  });

  it('opens everything with isJurisdiction=1 (spec §6)', () => {
    const access = viewOnly('AE');
    expect(canOpen(access, 'addPlatformAccountAE', '?id=3&isJurisdiction=1')).toBe(true);
    expect(canOpen(access, 'diplomaPrintAE', '?ids=1&isJurisdiction=1')).toBe(true);
  });
});

describe('forms', () => {
  it('open to add with 新增 and to edit with 编辑 of their list, each alone', () => {
    const add = allowing('AE', 'platformAccountAE', ['add']);
    expect(canOpen(add, 'addPlatformAccountAE', '')).toBe(true);
    expect(canOpen(add, 'addPlatformAccountAE', '?id=3')).toBe(false);
    const edit = allowing('AE', 'platformAccountAE', ['edit']);
    expect(canOpen(edit, 'addPlatformAccountAE', '')).toBe(false);
    expect(canOpen(edit, 'addPlatformAccountAE', '?id=3')).toBe(true);
    // a student is named by its uuid
    expect(canOpen(allowing('ST', 'studentInformationST', ['edit']), 'addStudentST', '?uuid=5f2b')).toBe(
      true,
    );
  });

  it('opened from several lists open with the action of any of them', () => {
    expect(canOpen(allowing('AE', 'studentStatusAE', ['add']), 'addStudentAE', '')).toBe(true);
    expect(canOpen(allowing('AE', 'admissionAE', ['add']), 'addStudentAE', '')).toBe(true);
    expect(canOpen(allowing('ST', 'homeworkPracticeST', ['add']), 'addExaminationST', '?kind=3')).toBe(true);
  });

  it('of another list, or without its menu entry, stay shut', () => {
    expect(canOpen(allowing('AE', 'studentPointAE', ['add', 'edit']), 'addPlatformAccountAE', '')).toBe(
      false,
    );
    const noMenu = buildAccess([], LINES.adultEducation);
    expect(canOpen(noMenu, 'addPlatformAccountAE', '')).toBe(false);
  });
});

describe('marking workspaces', () => {
  it('open with 编辑 of 阅卷管理', () => {
    expect(canOpen(allowing('AE', 'markingAE', ['edit']), 'markingTestPaperDetailAE', '?paper_id=1')).toBe(
      true,
    );
    expect(canOpen(allowing('ST', 'markingST', ['edit']), 'modifyQuestionDetailST', '?paper_id=1')).toBe(
      true,
    );
  });
});

describe('print pages', () => {
  it('open with 打印 of the list they print from', () => {
    expect(canOpen(allowing('AE', 'diplomaFirstTimePrintAE', ['print']), 'diplomaPrintAE', '?ids=1')).toBe(
      true,
    );
    expect(canOpen(allowing('AE', 'diplomaFirstTimePrintAE', ['edit']), 'diplomaPrintAE', '?ids=1')).toBe(
      false,
    );
    // 打印成绩单 is on 学生学习督查
    expect(canOpen(allowing('AE', 'studentSuperintendentAE', ['print']), 'printGradesheetAE', '?id=1')).toBe(
      true,
    );
    // the degree certificate is printed from either line's list
    expect(canOpen(allowing('ST', 'baccalaureatePrintST', ['print']), 'baccalaureatePrint', '?ids=1')).toBe(
      true,
    );
    expect(canOpen(allowing('AE', 'baccalaureatePrintAE', ['print']), 'baccalaureatePrint', '?ids=1')).toBe(
      true,
    );
  });
});

describe("home's children", () => {
  it('need a page of the line’s 练习试卷 group: its menu entry to view, 新增 to add a question', () => {
    const none = buildAccess([], LINES.selfTaught);
    for (const name of ['mockTest', 'topicEntry', 'mockConfigST'])
      expect(canOpen(none, name, ''), name).toBe(false);
    const practice = allowing('ST', 'practicePaperST', []);
    expect(canOpen(practice, 'mockTest', '')).toBe(true);
    expect(canOpen(practice, 'mockConfigST', '')).toBe(true);
    expect(canOpen(practice, 'topicEntry', '')).toBe(false);
    const bank = allowing('AE', 'curriculumAuestionBankAE', ['add']);
    expect(canOpen(bank, 'topicEntry', '')).toBe(true);
    expect(canOpen(bank, 'mockTest', '')).toBe(true);
  });

  it('mock exam settings are saved with 配置 of that page', () => {
    const route = findRoute('mockConfigST');
    expect(canDo(allowing('ST', 'practicePaperST', []), route, 'config')).toBe(false);
    expect(canDo(allowing('ST', 'practicePaperST', ['config']), route, 'config')).toBe(true);
  });
});
