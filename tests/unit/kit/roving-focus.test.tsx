/**
 * The kit's keyboard movement through a workspace's items: a roving tab stop that follows the keys
 * and goes back to `home` when it changes, every item tabbable without `home`, and an item focused
 * once it is rendered.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useRovingFocus } from '@/kit';

/** Left / right along a row of items, Home / End to its ends. */
const moveInRow = (count: number) => (from: number, event: KeyboardEvent) => {
  if (event.key === 'ArrowRight') return Math.min(count - 1, from + 1);
  if (event.key === 'ArrowLeft') return Math.max(0, from - 1);
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  return undefined;
};

function Row({ count, home, shown = count }: { count: number; home?: number; shown?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus<number>({
    container,
    attribute: 'data-item',
    id: String,
    move: moveInRow(count),
    home,
  });
  return (
    <div ref={container} role="toolbar" onKeyDown={(event) => roving.onKeyDown(event, focusedItem())}>
      {Array.from({ length: shown }, (_, item) => (
        <button key={item} data-item={item} tabIndex={roving.tabIndex(item)}>
          {`第 ${item} 项`}
        </button>
      ))}
      <button onClick={() => roving.focus(count - 1)}>到最后</button>
    </div>
  );
}

const focusedItem = () => {
  const item = document.activeElement?.getAttribute('data-item');
  return item == null ? undefined : Number(item);
};
const stops = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('data-item') && button.tabIndex === 0)
    .map((button) => button.textContent);
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('useRovingFocus', () => {
  it('with a home: one tab stop, moved by the keys, the focus following', () => {
    render(<Row count={4} home={1} />);
    expect(stops()).toEqual(['第 1 项']);
    screen.getByRole('button', { name: '第 1 项' }).focus();
    press('ArrowRight');
    expect(focusedItem()).toBe(2);
    expect(stops()).toEqual(['第 2 项']);
    press('End');
    press('ArrowRight'); // the edge: stays
    expect(focusedItem()).toBe(3);
    press('Home');
    expect(stops()).toEqual(['第 0 项']);
  });

  it('leaves keys that are not moves alone (the default is not prevented)', () => {
    render(<Row count={3} home={0} />);
    screen.getByRole('button', { name: '第 0 项' }).focus();
    const moved = fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const typed = fireEvent.keyDown(document.activeElement!, { key: 'a' });
    expect(moved).toBe(false); // prevented
    expect(typed).toBe(true);
    expect(focusedItem()).toBe(1);
  });

  it('gives the tab stop back to a new home', () => {
    function Shown() {
      const [home, setHome] = useState(0);
      return (
        <>
          <Row count={4} home={home} />
          <button onClick={() => setHome(2)}>打开第 2 项</button>
        </>
      );
    }
    render(<Shown />);
    screen.getByRole('button', { name: '第 0 项' }).focus();
    press('ArrowRight');
    expect(stops()).toEqual(['第 1 项']);
    fireEvent.click(screen.getByRole('button', { name: '打开第 2 项' }));
    expect(stops()).toEqual(['第 2 项']);
  });

  it('without a home: every item stays in the tab order', () => {
    render(<Row count={3} />);
    expect(stops()).toEqual(['第 0 项', '第 1 项', '第 2 项']);
    screen.getByRole('button', { name: '第 0 项' }).focus();
    press('End');
    expect(focusedItem()).toBe(2);
    expect(stops()).toHaveLength(3);
  });

  it('focuses an item once it is rendered', async () => {
    function Growing() {
      const [shown, setShown] = useState(2);
      return (
        <>
          <Row count={4} home={0} shown={shown} />
          <button onClick={() => setShown(4)}>全部显示</button>
        </>
      );
    }
    render(<Growing />);
    fireEvent.click(screen.getByRole('button', { name: '到最后' }));
    // a frame passes and 第 3 项 is still not there
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(focusedItem()).toBeUndefined();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全部显示' })));
    expect(focusedItem()).toBe(3);
    expect(stops()).toEqual(['第 3 项']);
  });

  it('after the render under way, focuses the item drawn by it, not the one of that name before', async () => {
    function Rooms() {
      const container = useRef<HTMLDivElement>(null);
      const [room, setRoom] = useState('一');
      const roving = useRovingFocus<number>({
        container,
        attribute: 'data-item',
        id: String,
        move: moveInRow(3),
        home: 0,
      });
      return (
        <div ref={container}>
          {[0, 1, 2].map((item) => (
            <button key={`${room}-${item}`} data-item={item} tabIndex={roving.tabIndex(item)}>
              {`第${room}考场 ${item}`}
            </button>
          ))}
          <button
            onClick={() => {
              setRoom('二');
              roving.focus(2, { afterRender: true });
            }}
          >
            下一考场
          </button>
        </div>
      );
    }
    render(<Rooms />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一考场' })));
    expect(document.activeElement?.textContent).toBe('第二考场 2');
  });
});
