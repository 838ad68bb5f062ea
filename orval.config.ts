import { readFileSync } from 'node:fs';
import { kebab } from '@orval/core';
import { defineConfig } from 'orval';
import { parse } from 'yaml';
import collapseLinePairs from './openapi/transform-fs.cjs';

// The contract is bundled first (npm run generate), then both targets read the one file.
const input = {
  target: './openapi/dist/openapi.yaml',
  override: { transformer: './openapi/transform-fs.cjs' },
};

/**
 * Per-operation overrides, derived from the contract (names as generated: own/adult
 * pairs collapse to Fs):
 * - every call names its operation and tag to the mutator, so src/api checks the
 *   response against that operation's generated zod schema (src/api/response-policy.ts);
 * - downloads (operationId export…) are plain functions called from a button, never query hooks.
 */
function operationOverrides() {
  const spec = collapseLinePairs(parse(readFileSync('./openapi/dist/openapi.yaml', 'utf8'))) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
  const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
  return Object.fromEntries(
    operations
      .filter((operation) => operation.operationId)
      .map(({ operationId, tags }) => [
        operationId!,
        {
          requestOptions: { operationId, tag: kebab(tags?.[0] ?? 'default') },
          ...(operationId!.startsWith('export') ? { query: { useQuery: false, useMutation: false } } : {}),
        },
      ]),
  );
}

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/generated/api',
      schemas: './src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      formatter: 'prettier',
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', locale: 'zh_CN', delay: false, useExamples: true }],
      },
      override: {
        mutator: { path: './src/api/http.ts', name: 'apiRequest' },
        query: { version: 5, signal: true },
        mock: {
          numberMin: 1,
          numberMax: 2000,
          arrayMin: 3,
          arrayMax: 8,
          properties: { msg: '操作成功' },
        },
        operations: operationOverrides(),
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      formatter: 'prettier',
      // Strict: an unknown or renamed response field fails validation (contract tests).
      override: { zod: { strict: { response: true } } },
    },
  },
});
