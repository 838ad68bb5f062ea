/**
 * The build's scripts and styles are compressed once, at build time, not on every request:
 * `precompress()` writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside each
 * file in assets/, and the nginx site sends them (`brotli_static` / `gzip_static`, nginx.conf).
 * Brotli is about 15 % smaller than gzip -9 on our chunks. `servePrecompressed` does the same
 * in `vite preview` (preview-headers.ts), so the browser tests and the bench load what staff load.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
/** Below this a compressed copy saves less than its headers cost (nginx's gzip_min_length). */
const MIN_BYTES = 1024;

/** The encodings we keep copies for, the one preferred first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function compressible(fileName: string, bytes: number): boolean {
  return fileName.startsWith('assets/') && path.extname(fileName) in TYPES && bytes >= MIN_BYTES;
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          const source = output.type === 'chunk' ? output.code : output.source;
          const bytes = Buffer.from(source);
          if (!compressible(output.fileName, bytes.length)) return;
          const file = path.join(outDir, output.fileName);
          const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
          const sizeHint = { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          await Promise.all([
            brotli(bytes, { params: { ...quality, ...sizeHint } }).then((data) =>
              writeFile(`${file}.br`, data),
            ),
            gzip(bytes, { level: 9 }).then((data) => writeFile(`${file}.gz`, data)),
          ]);
        }),
      );
    },
  };
}

/** The encodings the request accepts (`br;q=0` refuses br). */
function accepted(request: IncomingMessage): Set<string> {
  const header = String(request.headers['accept-encoding'] ?? '');
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name]) => name!.toLowerCase()),
  );
}

/**
 * Sends the precompressed copy of `distDir + pathname` that the request accepts; false when
 * there is none (the file is then served as it is, compressed on the fly or not at all).
 */
export function servePrecompressed(
  distDir: string,
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const type = TYPES[path.extname(pathname)];
  if (!type || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const accepts = accepted(request);
  const encoding = ENCODINGS.find(
    ({ name, suffix }) => accepts.has(name) && existsSync(path.join(distDir, pathname + suffix)),
  );
  if (!encoding) return false;
  const file = path.join(distDir, pathname + encoding.suffix);
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Encoding', encoding.name);
  response.setHeader('Content-Length', statSync(file).size);
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}
