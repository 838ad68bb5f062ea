/**
 * A route's screen: its component once the chunk has loaded, `loading` meanwhile. Not React.lazy:
 * React holds back the reveal of a Suspense boundary until 300 ms after its fallback was shown, so
 * a screen opened by address (its chunk still on the way when the frame drew) appeared up to
 * 300 ms after its chunk and data were there (the marking workspace's first answer, measured).
 * A chunk that fails or times out (lazy-screen.ts) is thrown to the screen's error boundary.
 */
import {
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { loadScreen } from '@/routes/lazy-screen';
import { loadedScreen, rememberScreen } from '@/routes/preload';
import { screenLoader } from '@/routes/screens';
import { UnderConstruction } from './under-construction';

const loads = new Map<string, Promise<ComponentType>>();

/** The route's screen component (「功能建设中」 when its domain has none), loaded once. */
function loadComponent(name: string): Promise<ComponentType> {
  let load = loads.get(name);
  if (!load) {
    load = loadScreen(async () => {
      const loader = await screenLoader(name);
      if (!loader) return { default: UnderConstruction };
      const module = await loader();
      rememberScreen(name, module.default);
      return module;
    }).then((module) => module.default);
    loads.set(name, load);
    load.catch(() => loads.delete(name)); // a retry loads it again
  }
  return load;
}

interface Loaded {
  name: string;
  component?: ComponentType;
  error?: unknown;
}

export function RouteScreen({
  name,
  loading,
  frame = (screen) => screen,
}: {
  name: string;
  loading: ReactNode;
  /** Wraps the screen once it is there (not the loading state). */
  frame?: (screen: ReactElement) => ReactNode;
}) {
  const [state, setState] = useState<Loaded>(() => ({ name, component: loadedScreen(name) }));
  const current: Loaded = state.name === name ? state : { name, component: loadedScreen(name) };
  const waiting = !current.component && !current.error;

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadComponent(name).then(
      (component) => live && setState({ name, component }),
      (error: unknown) => live && setState({ name, error }),
    );
    return () => {
      live = false;
    };
  }, [name, waiting]);

  if (current.error) throw current.error;
  return current.component ? frame(createElement(current.component)) : loading;
}
