/**
 * Zod 4 compiles faster object parsers with `new Function`, probing for it when a
 * schema is built. The Content-Security-Policy (script-src without 'unsafe-eval',
 * mock-server/deploy/headers.ts) forbids that, and even a caught probe is reported
 * as a violation. Zod keeps its global config on `globalThis.__zod_globalConfig`
 * and adopts an existing one when it loads, so setting it from the start-up chunk
 * makes every zod chunk jitless without bringing zod into the start-up chunk.
 * (tests/unit/api/response-policy.test.ts checks that zod sees it.)
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}
