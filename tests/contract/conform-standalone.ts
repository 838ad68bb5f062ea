/**
 * Entry of the standalone conformance run (`npm run build:conform` bundles it with its
 * dependencies into dist-conform/conform.mjs, beside the bundled contract openapi.yaml):
 * `node conform.mjs --base-url https://jw-test.example.edu.cn --token T`, no install needed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { conformCli } from './conform-cli';

// the contract beside this file (CONTRACT_FILE=… or --contract names another)
process.env.CONTRACT_FILE ??= path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi.yaml');

conformCli(process.argv.slice(2), { defaultReportDir: path.resolve('conform-report') }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
