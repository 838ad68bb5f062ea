// @vitest-environment node
/** The development console drops Arco's element.ref warning under React 19, and nothing else. */
import { describe, expect, it } from 'vitest';
import { quietArcoRefWarning } from '@/app/dev-warnings';

function consoleWith() {
  const shown: unknown[][] = [];
  const target = { error: (...args: unknown[]) => void shown.push(args) };
  quietArcoRefWarning(target);
  return { target, shown };
}

describe('quietArcoRefWarning (development only)', () => {
  it("drops React 19's element.ref warning that Arco's code causes", () => {
    const { target, shown } = consoleWith();
    target.error(
      'Accessing element.ref was removed in React 19. ref is now a regular prop. It will be removed from the JSX Element type in a future release.',
    );
    expect(shown).toEqual([]);
  });

  it('shows every other console.error as it was logged', () => {
    const { target, shown } = consoleWith();
    const crash = new Error('页面崩溃');
    target.error(
      'Each child in a list should have a unique "key" prop.%s',
      ' Check the render method of `ListPage`.',
    );
    target.error(crash);
    target.error('页面加载失败：', crash);
    expect(shown).toEqual([
      ['Each child in a list should have a unique "key" prop.%s', ' Check the render method of `ListPage`.'],
      [crash],
      ['页面加载失败：', crash],
    ]);
  });
});
