/** The rows of the score grid rendered for a scroll position, and where it scrolls to show a cell. */
import { describe, expect, it } from 'vitest';
import { rangeFor, ROW_HEIGHT, scrollTopFor } from '@/pages/scores/score-grid-window';

describe('the rendered rows', () => {
  it('are those in view and four beyond each way, within the class', () => {
    expect(rangeFor(0, 1000)).toEqual({ first: 0, last: 19 });
    expect(rangeFor(100 * ROW_HEIGHT, 1000)).toEqual({ first: 96, last: 119 });
    expect(rangeFor(0, 6)).toEqual({ first: 0, last: 6 });
  });

  it('stay the same window while it covers the view with a row to spare', () => {
    const window = rangeFor(100 * ROW_HEIGHT, 1000);
    expect(rangeFor(102 * ROW_HEIGHT, 1000, window)).toBe(window);
    expect(rangeFor(104 * ROW_HEIGHT, 1000, window)).toEqual({ first: 100, last: 123 });
  });
});

describe('scrolling to a cell', () => {
  const HEIGHT = 540;
  it('leaves the view alone while the row and the next are in it under the header', () => {
    expect(scrollTopFor(5, 0, HEIGHT)).toBe(0);
  });

  it('scrolls up to a row above the view, and down to show a row below it with the next', () => {
    expect(scrollTopFor(3, 10 * ROW_HEIGHT, HEIGHT)).toBe(3 * ROW_HEIGHT);
    expect(scrollTopFor(20, 0, HEIGHT)).toBe(40 + 22 * ROW_HEIGHT - HEIGHT);
  });
});
