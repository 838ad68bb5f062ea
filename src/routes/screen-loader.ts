import type { ComponentType } from 'react';
import type { ScreenLoader } from './lazy-screen';

/**
 * A lazily loaded screen: `screen(() => import('…'), (m) => m.SomePage)`, with the call that
 * starts its first data call, if it has one (see ScreenLoader.prefetch).
 */
export function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: ScreenLoader['prefetch'],
): ScreenLoader {
  return Object.assign(() => load().then((module) => ({ default: pick(module) })), { prefetch });
}

/** A screen shared by both lines, registered as `${name}AE` and `${name}ST`. */
export function both<M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: ScreenLoader['prefetch'],
): Record<string, ScreenLoader> {
  const loader = screen(load, pick, prefetch);
  return { [`${name}AE`]: loader, [`${name}ST`]: loader };
}
