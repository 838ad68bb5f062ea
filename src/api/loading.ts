/** Count of in-flight requests that want the global loading overlay (spec §7). */

type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Marks one request as started; returns the function that marks it finished. */
export function startLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

export function pendingRequests(): number {
  return pending;
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
