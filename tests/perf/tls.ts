/**
 * The bench serves the build over TLS and HTTP/2, as the nginx site does (mock-server/deploy/nginx.conf,
 * `listen 443 ssl http2`). Over plain HTTP, Chromium fetches on six HTTP/1.1 connections per origin,
 * and Lighthouse's simulation queues a screen's forty-odd chunks and calls on them as such: a
 * screen that lazy-loads in small chunks scored as if it were served the way production never does.
 *
 * A throwaway certificate for 127.0.0.1 (openssl, EC P-256, two days), which the bench's Chromium
 * trusts by its public key's hash (--ignore-certificate-errors-spki-list): the page is a secure
 * context with a valid certificate, as Lighthouse's best-practices audits expect.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

export interface BenchTls {
  key: string;
  cert: string;
  /** The Chromium flag that trusts this certificate. */
  chromiumFlag: string;
}

export function benchTls(dir: string): BenchTls {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const hash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { key, cert, chromiumFlag: `--ignore-certificate-errors-spki-list=${hash}` };
}

/** Resolves once `url` answers 200 over TLS with this certificate. */
export async function waitForHttps(url: string, cert: string, timeoutMs = 60_000): Promise<void> {
  const ca = readFileSync(cert);
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const status = await new Promise<number | string>((resolve) => {
      https
        .get(url, { ca }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', (error) => resolve(error.message));
    });
    if (status === 200) return;
    last = String(status);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${last}`);
}
