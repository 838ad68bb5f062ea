/**
 * A print page opens cold in a window of its own (500 certificates, a grade sheet), and its chunks
 * are otherwise found one level at a time: the start-up chunk, then its domain's registry, then the
 * page. `windowPages()` writes, for each such route, `<route>.html`: index.html with the route's
 * JS listed as module preloads, so the browser fetches all of it while the start-up chunk is still
 * arriving. The server sends it for the route's address (nginx `try_files $uri $uri.html`,
 * `vite preview` does the same); every other address gets index.html as before. The preloads are
 * the domain's registry and the chunks of the domain's print pages (modules named `print-pages.tsx`
 * or `*-print-page.tsx`), each with its static imports.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface WindowRoute {
  name: string;
  domain: string;
}

const PRINT_PAGE = /\/(print-pages|[\w-]+-print-page)\.tsx$/;

/** The JS files `route`'s window needs before its first sheet, in the order to ask for them. */
function windowFiles(bundle: Rolldown.OutputBundle, pagesDir: string, route: WindowRoute): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const domainDir = path.join(pagesDir, route.domain) + path.sep;
  const holding = (test: (id: string) => boolean) =>
    chunks.filter((chunk) => chunk.moduleIds.some(test)).map((chunk) => chunk.fileName);
  const roots = [
    ...holding((id) => id === path.join(domainDir, 'screens.ts')),
    ...holding((id) => id.startsWith(domainDir) && PRINT_PAGE.test(id)),
  ];
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file) || chunk.isEntry) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return [...files];
}

export function windowPages(routes: readonly WindowRoute[], pagesDir: string): Plugin {
  return {
    name: 'window-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      for (const route of routes) {
        const links = windowFiles(bundle, pagesDir, route)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: `${route.name}.html`,
          source: html.replace('  </head>', `${links}  </head>`),
        });
      }
    },
  };
}
