/**
 * A list table's columns fit the window when they can: the 操作 column as wide as its buttons (more
 * than three fold into 更多), data columns narrowed (all by the same share up to a quarter, then
 * those that truncate with an ellipsis down to half; figures never) so that none lies under the fixed 操作 column;
 * a table that cannot fit scrolls as declared.
 */
import { describe, expect, it } from 'vitest';
import { actionsWidth, fitWidths, foldActions } from '@/kit/list/column-widths';

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
  const columns = [{ width: 200, ellipsis: true }, { width: 100 }, { width: 100 }];
  const fit = (room: number, more: typeof columns = []) => fitWidths([...columns, ...more], 200, room);

  it('keeps the declared widths when they fit, or before the room is measured', () => {
    expect(fit(800)).toEqual({ widths: [200, 100, 100], compact: false });
    expect(fit(0)).toEqual({ widths: [200, 100, 100], compact: false });
  });

  it('first halves the cells’ side padding: up to 16 px a column without narrowing its content', () => {
    expect(fit(570)).toEqual({ widths: [190, 90, 90], compact: true });
    expect(fit(552)).toEqual({ widths: [184, 84, 84], compact: true });
  });

  it('then narrows every column by the same share, up to a quarter', () => {
    // 352 of content, 50 more to give: a share of 50/352 each
    expect(fit(502).widths).toEqual([157, 72, 72]);
  });

  it('past a quarter, narrows only the columns that truncate, down to half', () => {
    // the others at three quarters of 84 (63), the truncating one to fit
    const { widths } = fit(450);
    expect(widths.slice(1)).toEqual([63, 63]);
    expect(widths[0]).toBeGreaterThanOrEqual(92);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(250);
  });

  it('never narrows a figure (right-aligned) beyond its padding: a number over two lines is misread', () => {
    expect(fit(622, [{ width: 120, figure: true } as never]).widths.at(-1)).toBe(104);
  });

  it('leaves a table that cannot fit as declared (it scrolls)', () => {
    expect(fit(400)).toEqual({ widths: [200, 100, 100], compact: false });
  });
});
