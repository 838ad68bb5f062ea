// @vitest-environment node
/** The sweep's 暂无数据 check (tests/e2e/support/empty-lists.ts): only the screen's own empty lists explain one. */
import { describe, expect, it } from 'vitest';
import { unexplainedEmpties, type Answer } from '../../e2e/support/empty-lists';

const list = (operation: string, rows: number, lookup = false): Answer => ({
  operation,
  rows,
  lookup,
  screenCall: !lookup,
});

describe('unexplainedEmpties', () => {
  it('accepts 暂无数据 where the screen’s own list came empty', () => {
    expect(unexplainedEmpties(1, [list('listAdultStations', 0)])).toBeUndefined();
    expect(unexplainedEmpties(0, [list('listAdultStations', 10)])).toBeUndefined();
  });

  it('refuses 暂无数据 beside a list that had rows, even when a picker’s options came empty', () => {
    const answers = [list('listAdultStations', 10), list('listFsFilterSchool', 0, true)];
    expect(unexplainedEmpties(1, answers)).toBe(
      '1 处显示「暂无数据」，收到的空列表只有 0 个（契约示例有行的：listAdultStations 10 行）',
    );
  });
});
