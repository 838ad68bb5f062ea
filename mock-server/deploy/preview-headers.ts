/**
 * `vite preview` serves the build as the nginx site does (headers.ts, nginx.conf):
 * the security headers on every response, Cache-Control per path (the API's no-store on every
 * answer, replacing the backend's), and a missing
 * hashed asset is a 404 (never index.html, which would be cached forever as a script),
 * and an asset goes out as its precompressed copy (precompressed.ts) when the browser takes it.
 * `preview.headers` cannot vary by path, hence this middleware.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { API_PATH, cacheControlFor, SECURITY_HEADERS } from './headers.ts';
import { servePrecompressed } from './precompressed.ts';

export function previewHeaders(): Plugin {
  return {
    name: 'deploy-headers',
    configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
        const { pathname } = new URL(request.url ?? '/', 'http://preview');
        const asset = pathname.startsWith('/assets/');
        if (asset && !existsSync(path.join(distDir, pathname))) {
          response.statusCode = 404;
          response.end();
          return;
        }
        const cacheControl = cacheControlFor(pathname);
        response.setHeader('Cache-Control', cacheControl);
        // the API's no-store replaces the backend's own header, as nginx's proxy_hide_header does
        if (API_PATH.test(pathname)) {
          const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
          response.writeHead = ((...args: unknown[]) => {
            response.setHeader('Cache-Control', cacheControl);
            return writeHead(...args);
          }) as typeof response.writeHead;
        }
        if (asset && servePrecompressed(distDir, pathname, request, response)) return;
        next();
      });
    },
  };
}
