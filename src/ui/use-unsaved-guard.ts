import { useEffect } from 'react';
import { useScreenRoute } from '@/access/access-context';
import { setTabDirty } from '@/stores/tabs';

/**
 * A screen with unsaved input calls this with `true`: closing its tab asks
 * first, and so does reloading or leaving the page. Clears itself on unmount.
 */
export function useUnsavedGuard(dirty: boolean): void {
  const name = useScreenRoute()?.name;

  useEffect(() => {
    if (!name) return;
    setTabDirty(name, dirty);
    return () => setTabDirty(name, false);
  }, [name, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
