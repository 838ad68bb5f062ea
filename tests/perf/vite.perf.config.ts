/**
 * The production config plus a map of what each built chunk contains
 * (`<outDir>/.vite/chunks.json`): its modules, static and dynamic imports and
 * CSS. Unlike Vite's manifest, it still finds a module after chunk grouping
 * has merged it into a shared chunk (vite.config.ts groups the shell). The bench's `vite preview`
 * runs with it too, over TLS when given a certificate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface BuiltChunk {
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Module ids relative to the project root (node_modules/… for packages). */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

function chunkMap(): Plugin {
  return {
    name: 'perf-chunk-map',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // after Vite has dropped the CSS-only JS chunks and moved their CSS to the importers
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, BuiltChunk> = {};
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks[file] = {
            isEntry: output.isEntry,
            isDynamicEntry: output.isDynamicEntry,
            modules: Object.keys(output.modules).map((id) =>
              path.isAbsolute(id) ? path.relative(root, id) : id,
            ),
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          };
        }
        const missing = Object.values(chunks)
          .flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports])
          .filter((file) => !chunks[file]);
        if (missing.length)
          this.error(`chunk map: imports of chunks not in the bundle: ${missing.join(', ')}`);
        this.emitFile({
          type: 'asset',
          fileName: '.vite/chunks.json',
          source: JSON.stringify(chunks, null, 1),
        });
      },
    },
  };
}

// `vite preview` of the bench: TLS and HTTP/2 as production (tests/perf/tls.ts)
const { BENCH_TLS_KEY: key, BENCH_TLS_CERT: cert } = process.env;
const https = key && cert ? { key: readFileSync(key), cert: readFileSync(cert) } : undefined;

export default mergeConfig(base, { plugins: [chunkMap()], preview: { https } });
