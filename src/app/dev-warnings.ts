/**
 * Development only (main.tsx calls it under `import.meta.env.DEV`: the production build has none of
 * it, and React's production build logs no warnings). Arco 2.66 reads `element.ref` to forward refs
 * (Trigger's popup, VirtualList rows, its findDOMNode helper), and React 19's development build logs
 * "Accessing element.ref was removed in React 19 …" once per component type: five console errors in
 * a usual session that look like the developer's own fault and that no change of ours removes.
 * That one message is dropped; every other console.error is shown as it was. The component tests
 * still fail on it unless Arco's code logged it (tests/support/console-errors.ts), so our own code
 * reading `element.ref` is caught there. Remove this when Arco reads `props.ref`.
 */
const ARCO_REF_WARNING = /^Accessing element\.ref was removed in React 19/;

export function quietArcoRefWarning(target: Pick<Console, 'error'> = console): void {
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && ARCO_REF_WARNING.test(args[0])) return;
    original(...args);
  };
}
