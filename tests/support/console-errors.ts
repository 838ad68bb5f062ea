/**
 * A `console.error` fails the test that logged it (React's warnings, a screen boundary's crash
 * log, an error a component swallowed and logged), unless the test declared it first with
 * `expectConsoleError(pattern)`; a declared error that never came fails too. setup.ts checks
 * after each test, and after the file for what was logged after its last test.
 */
import { format } from 'node:util';

/**
 * Warnings third-party code makes React's development build log (tests run it; the production build
 * logs none), which no change of ours can remove. Each passes only when logged from inside that
 * library's code (the call stack says so); the same text from our code fails as any other.
 */
const LIBRARY_WARNINGS: { text: RegExp; from: string }[] = [
  // Arco 2.66 reads element.ref to forward refs (Trigger's popup, VirtualList rows, AutoComplete,
  // its findDOMNode helper); React 19 moved ref into props and warns once per component type.
  { text: /^Accessing element\.ref was removed in React 19/, from: '/node_modules/@arco-design/web-react/' },
];

const fromLibrary = (text: string) =>
  LIBRARY_WARNINGS.some((known) => known.text.test(text) && new Error().stack?.includes(known.from));

interface GuardState {
  logged: string[];
  expected: { pattern: RegExp; seen: number }[];
}

/**
 * One state per worker, on the global: a test that re-imports modules (vi.resetModules) gets a
 * second copy of this module, whose declarations and reads must reach the guard already installed.
 */
const STATE = Symbol.for('jw.console-error-guard.state');
const shared = globalThis as typeof globalThis & { [STATE]?: GuardState };
const { logged, expected } = (shared[STATE] ??= { logged: [], expected: [] });

const MARK = Symbol.for('jw.console-error-guard');
type Guarded = typeof console.error & { [MARK]?: true };

/** Replaces console.error once per worker (test files of a worker share this module). */
export function installConsoleErrorGuard(): void {
  if ((console.error as Guarded)[MARK]) return;
  const original = console.error.bind(console);
  const guard: Guarded = (...args: unknown[]) => {
    const text = format(...args);
    if (fromLibrary(text)) return;
    const declared = expected.find(({ pattern }) => pattern.test(text));
    if (declared) {
      declared.seen += 1; // declared: neither printed nor a failure
      return;
    }
    logged.push(text);
    original(...args);
  };
  guard[MARK] = true;
  console.error = guard;
}

/** The test is about an error that is logged: `pattern` matches its text (util.format of the arguments). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, seen: 0 });
}

/** The problems since the last call (what was logged undeclared, declarations never met); resets. */
export function takeConsoleErrorProblems(): string[] {
  const problems = logged
    .splice(0)
    .map((text) => `console.error：${text.split('\n').slice(0, 3).join('\n')}`);
  for (const { pattern, seen } of expected.splice(0))
    if (!seen) problems.push(`预期的 console.error 没有出现：${pattern}`);
  return problems;
}
