import type { ComponentType } from 'react';
import type { ScreenLoader } from './lazy-screen';

/** A lazily loaded screen: `screen(() => import('…'), (m) => m.SomePage)`. */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader {
  return () => load().then((module) => ({ default: pick(module) }));
}

/** A screen shared by both lines, registered as `${name}AE` and `${name}ST`. */
export function both<M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Record<string, ScreenLoader> {
  const loader = screen(load, pick);
  return { [`${name}AE`]: loader, [`${name}ST`]: loader };
}
