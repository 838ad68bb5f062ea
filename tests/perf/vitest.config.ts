import { defineConfig } from 'vitest/config';
import viteConfig from '../../vite.config.ts';

export default defineConfig({
  resolve: viteConfig.resolve,
  test: {
    environment: 'node',
    include: ['tests/perf/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
