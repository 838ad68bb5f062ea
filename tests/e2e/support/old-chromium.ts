/**
 * Real old Chromium builds for the floor runs, from npm packages that ship one brotli-compressed
 * (the serverless Chromium builds; no other registry is reachable here): fetched with `npm pack`,
 * checked against the integrity pinned below, unpacked once into node_modules/.cache/old-chromium.
 * Run with their own libraries and the flags those builds need. Playwright drives 86 and 109 over
 * CDP (its locator actions call Element.checkVisibility, Chromium 105: drive 86 through the page's
 * own DOM and the keyboard); the one below the floor is only run headless to dump its DOM.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

const PACKAGES = {
  86: {
    spec: 'chrome-aws-lambda@5.3.1',
    integrity:
      'sha512-KklZTy2p2U/86cCh1hKL3PGDqoirQCAg7uejvNIn0rDBkWj4Su4GOjYMRVB3kthLwmnWhh3x63RDBTCAaQ9Q3Q==',
  },
  109: {
    spec: '@sparticuz/chromium@109.0.6',
    integrity:
      'sha512-9hTE03DXnrWTiGNpfjLfmGhIfmiVAerSPinDb+x5bBdM4KF4PMM1NZ0A+V7WKazoA+CasSX/osHK8K0MuO6uqg==',
  },
  80: {
    spec: 'chrome-aws-lambda@2.1.1',
    integrity:
      'sha512-Wer2QuygxsCov5bM2+8CLa6qYpNsc5AxYTlgTne00aFoxFP491LGJRxOQtGnYtsJP6UG4pB0SfrwTyPnLys1Lw==',
  },
} as const;

export type OldVersion = keyof typeof PACKAGES;

export const OLD_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--no-zygote',
  '--single-process',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CACHE = path.resolve(import.meta.dirname, '../../../node_modules/.cache/old-chromium');

export interface OldChromium {
  executable: string;
  env: NodeJS.ProcessEnv;
}

/** The unpacked browser of that major version (downloaded and unpacked on first use). */
export function oldChromium(version: OldVersion): OldChromium {
  const dir = path.join(CACHE, String(version));
  const executable = path.join(dir, 'chromium');
  const env = { ...process.env, LD_LIBRARY_PATH: path.join(dir, 'lib') };
  if (existsSync(path.join(dir, '.complete'))) return { executable, env };
  const { spec, integrity } = PACKAGES[version];
  const work = mkdtempSync(path.join(tmpdir(), 'jw-old-chromium-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], {
        cwd: work,
        encoding: 'utf8',
      }),
    ) as { filename: string; integrity: string }[];
    if (packed.integrity !== integrity)
      throw new Error(`${spec} 的完整性校验不符：${packed.integrity}，应为 ${integrity}`);
    execFileSync('tar', ['xzf', path.join(work, packed.filename), '-C', work]);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const bin = path.join(work, 'package/bin');
    writeFileSync(executable, brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))));
    chmodSync(executable, 0o755);
    for (const archive of ['aws.tar.br', 'swiftshader.tar.br']) {
      if (!existsSync(path.join(bin, archive))) continue;
      const tar = path.join(work, `${archive}.tar`);
      writeFileSync(tar, brotliDecompressSync(readFileSync(path.join(bin, archive))));
      execFileSync('tar', ['xf', tar, '-C', dir]);
    }
    writeFileSync(path.join(dir, '.complete'), `${spec}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { executable, env };
}

/** Playwright on an old Chromium (86 or 109). */
export function launchOldChromium(version: 86 | 109): Promise<Browser> {
  const { executable, env } = oldChromium(version);
  return chromium.launch({ executablePath: executable, env, args: OLD_FLAGS });
}

/** What an old Chromium draws of a page, without a driver: its DOM after `ms` of virtual time, and a screenshot. */
export function dumpOldChromium(
  version: OldVersion,
  url: string,
  { screenshot, ms = 10_000 }: { screenshot?: string; ms?: number } = {},
): string {
  const { executable, env } = oldChromium(version);
  const args = [...OLD_FLAGS, `--virtual-time-budget=${ms}`, '--window-size=1366,768'];
  if (screenshot)
    execFileSync(executable, [...args, `--screenshot=${screenshot}`, url], { env, stdio: 'ignore' });
  return execFileSync(executable, [...args, '--dump-dom', url], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}
