/**
 * Screen chunks loaded ahead of need (menu hover, entering the shell on a deep
 * link) are remembered once loaded, so their tab renders the screen at once.
 * Going through React.lazy instead would suspend even for a loaded chunk, and
 * React holds a revealed Suspense boundary back for up to 300 ms after a
 * loading state was shown (measured: a menu click took ~430 ms, mostly idle).
 */
import type { ComponentType } from 'react';
import { SCREENS } from './screens';

const loaded = new Map<string, ComponentType>();

/** Starts loading a route's screen chunk, if it has one; resolves once it is there (never rejects). */
export function preloadScreen(name: string): Promise<void> {
  const loader = SCREENS[name];
  if (!loader || loaded.has(name)) return Promise.resolve();
  return loader().then(
    (module) => void loaded.set(name, module.default),
    () => undefined, // the tab's own load reports the failure
  );
}

/** The screen component of a route if its chunk has already loaded. */
export function loadedScreen(name: string): ComponentType | undefined {
  return loaded.get(name);
}

/** Records a screen loaded another way (the tab's own lazy load). */
export function rememberScreen(name: string, component: ComponentType): void {
  loaded.set(name, component);
}
