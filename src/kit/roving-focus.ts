/**
 * Keyboard movement through a workspace's items (seats, answers, grid cells): the keys a workspace
 * gives meaning to (arrows, Home / End …) lead from one item to another, and the focus follows.
 * With `home`, the items are one tab stop (a roving tabindex): the item the keys last moved to, or
 * `home` (the shown answer, the first seat) until they move; when `home` changes, the tab stop goes
 * back to it. Without `home`, every item stays in the tab order (a grid of inputs) and nothing is
 * held here, so moving re-renders nothing.
 * An item not rendered yet (a virtualised row, a room about to be shown) is focused once it is.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

export interface RovingFocusOptions<K> {
  /** The element holding the items (the caller's ref on it). */
  container: RefObject<HTMLElement | null>;
  /** The attribute that names each item's element, e.g. `data-seat`. */
  attribute: string;
  /** An item's value of that attribute (plain text: digits, `row:col`). */
  id: (key: K) => string;
  /** Where a key leads from an item; undefined when the key is not a move (the event is left alone). */
  move: (from: K, event: KeyboardEvent) => K | undefined;
  /** The tab stop until the keys move elsewhere; omitted, every item is in the tab order. */
  home?: K;
  /** Brings an item into the rendered range before it is focused (a virtualised list scrolls). */
  reveal?: (key: K) => void;
  /** Focus without the browser's own scrolling (`reveal` has scrolled already). */
  preventScroll?: boolean;
}

export interface RovingFocus<K> {
  /** The item in the tab order (undefined without `home`). */
  current: K | undefined;
  /** 0 for the tab stop, -1 for the others (0 for every item without `home`). */
  tabIndex: (key: K) => 0 | -1;
  /**
   * Makes an item the tab stop and focuses it, now or once it is rendered; `afterRender` waits for
   * the render under way (another room shown: an item of that name is still the old room's).
   */
  focus: (key: K, options?: { afterRender?: boolean }) => void;
  /** Follows a move key from `from` (default: the tab stop): true when it moved (default prevented). */
  onKeyDown: (event: KeyboardEvent, from?: K) => boolean;
}

export function useRovingFocus<K>(options: RovingFocusOptions<K>): RovingFocus<K> {
  const { id, home } = options;
  // where the keys moved to, and under which home (a new home takes the tab stop back)
  const [moved, setMoved] = useState<{ key: K; home: string | undefined }>();
  const homeId = home === undefined ? undefined : id(home);
  const current = home === undefined ? undefined : moved && moved.home === homeId ? moved.key : home;
  const currentId = current === undefined ? undefined : id(current);
  // the handlers below stay the same functions (a grid's memoised rows keep them) and read these
  const latest = useRef({ options, homeId, current });
  useLayoutEffect(() => {
    latest.current = { options, homeId, current };
  });
  const pending = useRef<string>(undefined);

  const focusNow = useCallback((itemId: string) => {
    const { container, attribute, preventScroll } = latest.current.options;
    const element = container.current?.querySelector<HTMLElement>(`[${attribute}="${itemId}"]`);
    if (!element) return false;
    element.focus({ preventScroll });
    return true;
  }, []);

  // an item asked for before it was rendered: focused after the render that shows it
  useEffect(() => {
    if (pending.current !== undefined && focusNow(pending.current)) pending.current = undefined;
  });

  const focus = useCallback(
    (key: K, { afterRender = false } = {}) => {
      const { options, homeId } = latest.current;
      if (homeId !== undefined) setMoved({ key, home: homeId });
      options.reveal?.(key);
      const itemId = options.id(key);
      if (!afterRender && focusNow(itemId)) return void (pending.current = undefined);
      pending.current = itemId;
      // a render may not follow (the item is already on its way): look again next frame
      requestAnimationFrame(() => {
        if (pending.current === itemId && focusNow(itemId)) pending.current = undefined;
      });
    },
    [focusNow],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent, from?: K) => {
      const start = from ?? latest.current.current;
      if (start === undefined) return false;
      const to = latest.current.options.move(start, event);
      if (to === undefined) return false;
      event.preventDefault();
      focus(to);
      return true;
    },
    [focus],
  );

  const tabIndex = useCallback(
    (key: K): 0 | -1 => (currentId === undefined || id(key) === currentId ? 0 : -1),
    [currentId, id],
  );

  return { current, tabIndex, focus, onKeyDown };
}
