/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where /api/* and /v1-* go in dev and preview: the Prism mock by default,
// a real backend with API_TARGET=https://jw.example.edu.cn npm run dev.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = { '^/(api/|v1-)': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: 'src/public',
  server: { proxy },
  preview: { proxy },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
