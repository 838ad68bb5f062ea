/**
 * Contract test. Without --base-url (`npm test`): against a Prism started here — the conformance
 * run over every operation (reads, invalid requests, writes: conform.ts), Prism's own request
 * validation and crash recovery, the recorded fixtures, and the drift drill (drill.ts).
 * With --base-url: the conformance run against that backend (conform-cli.ts; `-- --help`).
 *
 *   npm run test:contract                                  # the mock, and the drill
 *   npm run test:contract -- --drill                       # the drill alone
 *   npm run test:contract -- --base-url https://jw-test.example.edu.cn --token T [--writes] [--only …|--tags …]
 *   … --base-url … --record [--only listAdultStations,…]
 *       also saves each JSON response of a read, personal data and secrets masked, to
 *       tests/contract/fixtures/; every later run replays them against the strict schemas, so a
 *       drift found once stays tested.
 * Reports (junit.xml, report.html) go to --report-dir, by default tests/contract/output/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startPrism } from '../../mock-server/prism.mjs';
import { CONFORM_OPTIONS, optionsOf, runAndReport, USAGE } from './conform-cli';
import { drill } from './drill';
import { loadFixtures, recordingRefusal, saveFixture } from './record';
import type { Row } from './requests';
import { validateResponse } from './validate';

const { values: args } = parseArgs({
  options: { ...CONFORM_OPTIONS, record: { type: 'boolean' }, drill: { type: 'boolean' } },
});

const REPORT_DIR = path.resolve(import.meta.dirname, 'output');

/** The recorded responses of live backends, against today's strict schemas. */
function replayFixtures(): Row[] {
  return loadFixtures().map((fixture) => {
    const check = validateResponse(fixture.operationId, fixture.response);
    const label = `回放 ${fixture.request} (${fixture.operationId})，${fixture.recordedFrom} ${fixture.recordedAt.slice(0, 10)} 录制`;
    return check.ok
      ? { label, ok: true, detail: '' }
      : { label, ok: false, detail: check.issues.slice(0, 5).join('; ') };
  });
}

/**
 * Against our own Prism: a request the contract forbids is rejected with the documented 400, and
 * the answer names the violations in the header `sl-violations` (how the browser tests tell a
 * request the contract refused from a 400 a test asked for).
 */
async function checkRequestValidation(base: string, token: string): Promise<Row> {
  const response = await fetch(`${base}/v1-basis-auth-routing?type=3`, { headers: { token } });
  const violations = response.headers.get('sl-violations');
  return {
    label: 'Prism 以契约写明的 400 拒绝契约不允许的请求 (type=3)，并在 sl-violations 中说明',
    ok: response.status === 400 && Boolean(violations),
    detail: `HTTP ${response.status}${violations ? `，${violations.slice(0, 120)}` : '，没有 sl-violations'}`,
  };
}

/**
 * Against our own Prism: a file part without a Content-Type of its own (as some clients send it)
 * makes Prism's multipart parser throw and exit; the start-up script restarts it, so the next
 * normal request is still answered.
 */
async function checkCrashSurvived(base: string, token: string, restarts: () => number): Promise<Row> {
  const boundary = 'contract-test-boundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="附件.pdf"\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
  const crash = await fetch(`${base}/v1-own-notice-upload`, {
    method: 'POST',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  await crash.arrayBuffer();
  const started = performance.now();
  const next = await fetch(`${base}/v1-get-version?tag=boss_version`);
  const check = validateResponse('getAppVersion', await next.json());
  return {
    label: '没有 Content-Type 的文件分段之后，下一个请求仍有应答',
    ok: next.status === 200 && check.ok,
    detail: `上传得到 HTTP ${crash.status}，Prism 重启 ${restarts()} 次，下一个请求 HTTP ${next.status}（${Math.round(performance.now() - started)} ms）`,
  };
}

/** The conformance run against a backend (recording its answers with --record). */
async function againstBackend(base: string): Promise<number> {
  const refused = args.record ? recordingRefusal(new URL(base).host) : undefined;
  if (refused) throw new Error(refused);
  const recordedAt = new Date().toISOString();
  return runAndReport(
    {
      ...optionsOf(args),
      onJson: args.record
        ? (ref, json) =>
            ref.method === 'get' &&
            saveFixture({
              operationId: ref.operation.operationId,
              request: `GET ${ref.path}`,
              recordedFrom: new URL(base).host,
              recordedAt,
              response: json,
            })
        : undefined,
    },
    { reportDir: args['report-dir'] ?? REPORT_DIR, verbose: args.verbose },
  );
}

/** Everything against a Prism of our own, with its checks and the drill; --drill: the drill alone. */
async function againstMock(): Promise<number> {
  const prism = await startPrism({ port: await freePort() });
  const token = 'contract-test';
  try {
    if (args.drill) {
      const rows = await drill(prism.url);
      for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.label}  ${row.detail}`);
      return rows.every((row) => row.ok) ? 0 : 1;
    }
    return await runAndReport(
      { ...optionsOf({ ...args, 'base-url': prism.url }), mock: true },
      {
        reportDir: args['report-dir'] ?? REPORT_DIR,
        verbose: args.verbose,
        extra: async () => [
          await checkRequestValidation(prism.url, token),
          await checkCrashSurvived(prism.url, token, prism.restarts),
          ...replayFixtures(),
          ...(await drill(prism.url)),
        ],
      },
    );
  } finally {
    await prism.stop();
  }
}

async function main() {
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.record && !args['base-url']) throw new Error('--record 需要 --base-url：录制的是真实后端的响应');
  const started = performance.now();
  const code = args['base-url'] ? await againstBackend(args['base-url']) : await againstMock();
  console.log(`（${Math.round((performance.now() - started) / 1000)} s）`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
