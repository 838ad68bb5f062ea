#!/usr/bin/env node
/**
 * npm run build:conform: the conformance run as one file for backend teams — dist-conform/conform.mjs
 * (the runner with ajv, zod, the generated schemas and the rest bundled by Vite) beside
 * dist-conform/openapi.yaml (the bundled contract). Runs with plain `node` (18 or later) in a
 * directory without node_modules: `node conform.mjs --base-url … [--token …]`.
 */
import { copyFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'dist-conform');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  resolve: { alias: { '@': path.join(root, 'src') } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'tests/contract/conform-standalone.ts',
    outDir,
    emptyOutDir: true,
    target: 'node18',
    minify: true,
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: 'conform.mjs',
        codeSplitting: false,
        banner: '#!/usr/bin/env node',
      },
    },
  },
});
copyFileSync(path.join(root, 'openapi/dist/openapi.yaml'), path.join(outDir, 'openapi.yaml'));

const size = (file) => `${(statSync(path.join(outDir, file)).size / 1024).toFixed(0)} KiB`;
console.log(
  `dist-conform/conform.mjs（${size('conform.mjs')}）与 dist-conform/openapi.yaml（${size('openapi.yaml')}）`,
);
console.log('运行：node dist-conform/conform.mjs --base-url https://jw-test.example.edu.cn --token <令牌>');
