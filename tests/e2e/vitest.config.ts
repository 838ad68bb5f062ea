import { defineConfig } from 'vitest/config';
import viteConfig from '../../vite.config.ts';

export default defineConfig({
  resolve: viteConfig.resolve,
  test: {
    environment: 'node',
    // with the byte budgets, on the same production build (they need no browser)
    include: ['tests/e2e/**/*.e2e.ts', 'tests/perf/budgets.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // concurrent tests (the fault matrix's cells) two at a time (the full matrix of npm run test:faults measured
    // 489 s one at a time, 379 s two, 395 s three; README says the same)
    maxConcurrency: 2,
    hookTimeout: 120_000,
    // What a test polls for often waits on a chunk loaded on first use (a dialog, the QR code
    // library) and a mock round trip: 1 s (the default) was missed on a busy 2-core machine with
    // two test runs side by side. The same 5 s as the component tests' waits (tests/support/setup.ts).
    expect: { poll: { timeout: 5_000 } },
  },
});
