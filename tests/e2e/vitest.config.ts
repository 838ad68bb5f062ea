import { defineConfig } from 'vitest/config';
import viteConfig from '../../vite.config.ts';

export default defineConfig({
  resolve: viteConfig.resolve,
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
