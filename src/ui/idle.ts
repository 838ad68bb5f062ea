/**
 * Work the staff are not waiting for (drafts written to the browser, sheets drawn ahead, screens
 * loaded ahead of a click) runs when the browser is idle. Loading code is the heavy kind: the
 * browser is idle between two keystrokes too, and a chunk compiled there held the next key back
 * (the score grid's slowest keys were the screens the shell loads ahead, 3 s after start-up), so
 * that kind waits for a pause in typing and clicking as well.
 */

export type Cancel = () => void;

/** `run` at the browser's next idle moment (after `timeout` ms at the latest; a short timeout where it cannot tell). */
export function whenIdle(run: () => void, timeout: number): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 16);
  return () => window.clearTimeout(id);
}

/** How long without a key, a click or a scroll counts as a pause. */
export const INPUT_PAUSE_MS = 1000;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

let lastInput = -Infinity;
let listening = false;
const noteInput = () => (lastInput = performance.now());

function listenForInput() {
  if (listening) return;
  listening = true;
  for (const type of INPUT_EVENTS) window.addEventListener(type, noteInput, { capture: true, passive: true });
}

/**
 * `run` once the staff have paused (no key, click or scroll for INPUT_PAUSE_MS) and the browser is
 * idle; while they keep typing it keeps waiting. Input is watched from the first call on.
 */
export function afterInputPause(run: () => void): Cancel {
  listenForInput();
  let cancel: Cancel = () => undefined;
  const attempt = () => {
    const wait = lastInput + INPUT_PAUSE_MS - performance.now();
    if (wait > 0) {
      const timer = window.setTimeout(attempt, wait);
      cancel = () => window.clearTimeout(timer);
      return;
    }
    // an idle callback that timed out may come in the middle of typing again
    cancel = whenIdle(() => (performance.now() - lastInput < INPUT_PAUSE_MS ? attempt() : run()), 2000);
  };
  attempt();
  return () => cancel();
}

/** afterInputPause as a promise (never rejects). */
export function inputPause(): Promise<void> {
  return new Promise((resolve) => afterInputPause(resolve));
}
