/**
 * `browserSupport()` puts src/app/browser-support.js before the app in index.html: the gate for
 * browsers below the floor (it loads src/app/below-floor-page.js only there) and the few APIs the
 * floor lacks, with the floor written in. Both are ES5, minified for ES5 by esbuild (Oxc's minifier
 * writes ES2015), content-hashed files of assets/ in a build and served under /@browser-support/
 * by the dev server. A classic script with `defer`, right after the charset: it never blocks the
 * page, and it runs before the app's module script, which comes after it in the same queue.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

const source = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, `../../src/app/${name}.js`), 'utf8');

const minified = (code: string) => transformSync(code, { minify: true, target: 'es5', charset: 'utf8' }).code;

/** The two files, ready to serve: the gate naming the page's address, and the page. */
export function browserSupportFiles(floor: object, pageAddress: (page: string) => string) {
  const written = (name: string) => source(name).replaceAll('__BROWSER_FLOOR__', JSON.stringify(floor));
  const page = minified(written('below-floor-page'));
  const gate = minified(
    written('browser-support').replaceAll('__BELOW_FLOOR_PAGE__', JSON.stringify(pageAddress(page))),
  );
  return { gate, page };
}

const hashed = (name: string, code: string) =>
  `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;

export function browserSupport(floor: object): Plugin {
  let build = false;
  /** The gate's address: a hashed asset in a build, under /@browser-support/ on the dev server. */
  let address = '/@browser-support/gate.js';
  return {
    name: 'browser-support',
    configResolved(config) {
      build = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use('/@browser-support/', (request, response) => {
        const files = browserSupportFiles(floor, () => '/@browser-support/page.js');
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(request.url?.startsWith('/page') ? files.page : files.gate);
      });
    },
    buildStart() {
      if (!build) return;
      const files = browserSupportFiles(floor, (page) => `/${hashed('below-floor-page', page)}`);
      const pageFile = hashed('below-floor-page', files.page);
      const gateFile = hashed('browser-support', files.gate);
      this.emitFile({ type: 'asset', fileName: pageFile, source: files.page });
      this.emitFile({ type: 'asset', fileName: gateFile, source: files.gate });
      address = `/${gateFile}`;
    },
    transformIndexHtml: (html) =>
      html.replace(/(<meta charset[^>]*>)/i, `$1\n    <script defer src="${address}"></script>`),
  };
}
