/**
 * A list table's columns fit the window when they can: the 操作 column as wide as its buttons (more
 * than three fold into 更多), the cells' padding halved and the columns that truncate with an ellipsis
 * narrowed down to half (no other column: a 学号, a figure or a date over two lines is misread), so
 * that none lies under the fixed 操作 column;
 * a table that cannot fit scrolls as declared.
 */
import { describe, expect, it } from 'vitest';
import { actionsWidth, fitWidths, foldActions, type DataColumn } from '@/kit/list/column-widths';

describe('foldActions', () => {
  it('shows up to three actions, else two and 更多 with the rest', () => {
    expect(foldActions(['编辑', '停用', '删除'])).toEqual({ shown: ['编辑', '停用', '删除'], more: [] });
    expect(foldActions(['编辑', '确认下单', '导出订货单', '删除'])).toEqual({
      shown: ['编辑', '确认下单'],
      more: ['导出订货单', '删除'],
    });
  });
});

describe('actionsWidth', () => {
  it('is the buttons as Arco draws them (12 px a character, 24 px of padding and border), the gaps and the cell padding', () => {
    // 编辑 48 + 停用 48 + 删除 48 + 2 gaps of 4 + 32
    expect(actionsWidth(['编辑', '停用', '删除'])).toBe(184);
    // 编辑 48 + 确认下单 72 + 更多 64 + 2 gaps + 32
    expect(actionsWidth(['编辑', '确认下单', '导出订货单', '删除'])).toBe(224);
  });
});

describe('fitWidths', () => {
  const columns: DataColumn[] = [{ width: 200, ellipsis: true }, { width: 100 }, { width: 100 }];
  const fit = (room: number, more: DataColumn[] = []) => fitWidths([...columns, ...more], 200, room);

  it('keeps the declared widths when they fit, or before the room is measured', () => {
    expect(fit(800)).toEqual({ widths: [200, 100, 100], compact: false });
    expect(fit(0)).toEqual({ widths: [200, 100, 100], compact: false });
  });

  it('first halves the cells’ side padding: up to 16 px a column without narrowing its content', () => {
    expect(fit(570)).toEqual({ widths: [190, 90, 90], compact: true });
    expect(fit(552)).toEqual({ widths: [184, 84, 84], compact: true });
  });

  it('then narrows only the columns that truncate, down to half: the others keep their content whole', () => {
    // after the padding, 50 px to give: all from the truncating one (184 → 134); 102 px would take it
    // below half (92): the table scrolls instead
    expect(fit(502).widths).toEqual([134, 84, 84]);
    expect(fit(450)).toEqual({ widths: [200, 100, 100], compact: false });
  });

  it('never narrows a figure or a date beyond its padding, even one that truncates: misread over two lines', () => {
    expect(fit(622, [{ width: 120, figure: true, ellipsis: true }]).widths.at(-1)).toBe(104);
  });

  it('leaves a table that cannot fit as declared (it scrolls)', () => {
    expect(fit(400)).toEqual({ widths: [200, 100, 100], compact: false });
  });
});
