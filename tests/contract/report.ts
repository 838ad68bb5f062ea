/**
 * The conformance run's reports: console lines (each drift on one line, with its operation and
 * JSONPath), JUnit XML (one testcase per operation, for Jenkins and GitLab) and one self-contained
 * HTML file (inline CSS, no script, no external asset).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConformRun, OperationResult } from './conform';
import { DRIFT_KINDS, driftLine } from './drifts';
import type { Check, Outcome, Row } from './requests';

export const OUTCOMES: Record<Outcome, string> = {
  passed: '通过',
  drifted: '偏离',
  unreachable: '不可达',
  skipped: '未尝试',
};

const MARK: Record<Outcome, string> = { passed: '✓', drifted: '✗', unreachable: '!', skipped: '-' };

const name = (operation: OperationResult) => `${operation.operationId} ${operation.method} ${operation.path}`;

const counts = (run: ConformRun) =>
  Object.fromEntries(
    (Object.keys(OUTCOMES) as Outcome[]).map((outcome) => [
      outcome,
      run.operations.filter((operation) => operation.outcome === outcome).length,
    ]),
  ) as Record<Outcome, number>;

export const countLine = (run: ConformRun) => {
  const count = counts(run);
  return (Object.keys(OUTCOMES) as Outcome[])
    .map((outcome) => `${OUTCOMES[outcome]} ${count[outcome]}`)
    .join('，');
};

/** Console lines: every drift and every operation not reached; the rest counted (all with `verbose`). */
export function consoleLines(run: ConformRun, verbose = false): string[] {
  const lines = [
    `契约一致性检查 · ${run.base} · ${run.selection} · 写接口${run.writes ? '发送' : '不发送'}`,
    '',
  ];
  const notTried = new Map<string, number>();
  /** not reached for one reason: the first few listed, the rest counted (a server that is down) */
  const notReached = new Map<string, number>();
  for (const operation of run.operations) {
    for (const check of operation.checks) {
      if (check.outcome === 'drifted')
        for (const drift of check.drifts)
          lines.push(
            `${MARK.drifted} ${OUTCOMES.drifted} ${name(operation)}（${check.what}） ${driftLine(drift)}`,
          );
      else if (check.outcome === 'unreachable') {
        const seen = (notReached.get(check.note) ?? 0) + 1;
        notReached.set(check.note, seen);
        if (seen <= 5 || verbose)
          lines.push(
            `${MARK.unreachable} ${OUTCOMES.unreachable} ${name(operation)}（${check.what}）：${check.note}`,
          );
      } else if (check.outcome === 'skipped' && !verbose)
        notTried.set(check.note, (notTried.get(check.note) ?? 0) + 1);
      else if (verbose)
        lines.push(
          `${MARK[check.outcome]} ${OUTCOMES[check.outcome]} ${name(operation)}（${check.what}）${check.ms === undefined ? `：${check.note}` : ` ${check.ms} ms`}`,
        );
    }
  }
  for (const [note, count] of notReached)
    if (count > 5 && !verbose)
      lines.push(`${MARK.unreachable} ${OUTCOMES.unreachable} 另有 ${count - 5} 项：${note}`);
  for (const [note, count] of notTried)
    lines.push(`${MARK.skipped} ${OUTCOMES.skipped} ${count} 项：${note}`);
  lines.push('', ...run.summaries, `接口：${countLine(run)}（${run.seconds} s）`);
  return lines;
}

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // characters XML 1.0 does not allow
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const checkText = (check: Check) =>
  check.outcome === 'drifted'
    ? check.drifts.map((drift) => `${check.what}：${driftLine(drift)}`).join('\n')
    : `${check.what}：${OUTCOMES[check.outcome]}${check.note ? `，${check.note}` : ''}${check.ms === undefined ? '' : `（${check.ms} ms）`}`;

const seconds = (checks: Check[]) =>
  (checks.reduce((sum, check) => sum + (check.ms ?? 0), 0) / 1000).toFixed(3);

function testcase(operation: OperationResult): string {
  const open = `    <testcase classname="contract.${xml(operation.tag)}" name="${xml(name(operation))}" time="${seconds(operation.checks)}"`;
  const text = xml(operation.checks.map(checkText).join('\n'));
  const first = operation.checks.find((check) => check.outcome === operation.outcome)!;
  switch (operation.outcome) {
    case 'drifted': {
      const drifts = operation.checks.flatMap((check) => check.drifts);
      const more = drifts.length > 1 ? `（共 ${drifts.length} 处）` : '';
      return `${open}>\n      <failure type="drift" message="${xml(driftLine(drifts[0]!) + more)}">${text}</failure>\n    </testcase>`;
    }
    case 'unreachable':
      return `${open}>\n      <error type="unreachable" message="${xml(`不可达：${first.note}`)}">${text}</error>\n    </testcase>`;
    case 'skipped':
      return `${open}>\n      <skipped message="${xml(`未尝试：${first.note}`)}"/>\n    </testcase>`;
    default:
      return `${open}>\n      <system-out>${text}</system-out>\n    </testcase>`;
  }
}

/** JUnit XML: a testsuite per contract tag, a testcase per operation; `extra` rows as one more suite. */
export function junitXml(run: ConformRun, extra: Row[] = []): string {
  const tags = [...new Set(run.operations.map((operation) => operation.tag))];
  const suites = tags.map((tag) => {
    const cases = run.operations.filter((operation) => operation.tag === tag);
    const count = (outcome: Outcome) => cases.filter((operation) => operation.outcome === outcome).length;
    const time = cases.reduce((sum, operation) => sum + Number(seconds(operation.checks)), 0).toFixed(3);
    return [
      `  <testsuite name="契约 ${xml(tag)}" tests="${cases.length}" failures="${count('drifted')}" errors="${count('unreachable')}" skipped="${count('skipped')}" time="${time}" timestamp="${run.startedAt.slice(0, 19)}">`,
      ...cases.map(testcase),
      '  </testsuite>',
    ].join('\n');
  });
  if (extra.length)
    suites.push(
      [
        `  <testsuite name="其他检查" tests="${extra.length}" failures="${extra.filter((row) => !row.ok).length}" errors="0" skipped="0" time="0">`,
        ...extra.map(
          (row) =>
            `    <testcase classname="contract.other" name="${xml(row.label)}" time="0">${row.ok ? '' : `\n      <failure type="check" message="${xml(row.detail)}"/>\n    `}</testcase>`,
        ),
        '  </testsuite>',
      ].join('\n'),
    );
  const count = counts(run);
  const failures = count.drifted + extra.filter((row) => !row.ok).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="契约一致性 ${xml(run.base)}" tests="${run.operations.length + extra.length}" failures="${failures}" errors="${count.unreachable}" skipped="${count.skipped}" time="${run.seconds}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
body{font:14px/1.5 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:24px;color:#1d2129}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0}
.meta{color:#4e5969;margin:0 0 16px}
.counts span{display:inline-block;padding:4px 12px;margin:0 8px 8px 0;border-radius:4px;font-weight:600}
.drifted{background:#ffece8;color:#cb2634}.unreachable{background:#fff7e8;color:#b25e00}
.skipped{background:#f2f3f5;color:#4e5969}.passed{background:#e8ffea;color:#1a7f37}
details{margin:12px 0;border:1px solid #e5e6eb;border-radius:4px}
summary{padding:8px 12px;cursor:pointer;font-weight:600}
table{border-collapse:collapse;width:100%}th,td{border-top:1px solid #e5e6eb;padding:4px 12px;text-align:left;vertical-align:top}
th{background:#f7f8fa;font-weight:600}code{font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
.op{font-weight:600}.kind{white-space:nowrap}.legend{color:#4e5969;font-size:13px}
`;

const opCell = (operation: OperationResult) =>
  `<td class="op"><code>${html(operation.operationId)}</code><br><code>${html(operation.method)} ${html(operation.path)}</code><br>${html(operation.summary)}</td>`;

function rowsOf(operation: OperationResult): string[] {
  const checks = operation.checks.filter((check) => check.outcome === operation.outcome);
  if (operation.outcome === 'drifted') {
    const drifts = checks.flatMap((check) => check.drifts.map((drift) => ({ check, drift })));
    return drifts.map(
      ({ check, drift }, index) =>
        `<tr>${index === 0 ? opCell(operation).replace('<td', `<td rowspan="${drifts.length}"`) : ''}` +
        `<td class="kind">${DRIFT_KINDS[drift.kind]}</td><td><code>${html(drift.path)}</code>${drift.count ? `<br>同一数组中共 ${drift.count} 处` : ''}</td>` +
        `<td><code>${html(drift.expected)}</code></td><td><code>${html(drift.actual)}</code></td><td>${html(check.what)}</td></tr>`,
    );
  }
  return [
    `<tr>${opCell(operation)}<td>${checks
      .map((check) =>
        html(
          `${check.what}${check.note ? `：${check.note}` : ''}${check.ms === undefined ? '' : `（${check.ms} ms）`}`,
        ),
      )
      .join('<br>')}</td></tr>`,
  ];
}

const HEADERS: Record<Outcome, string> = {
  drifted: '<th>接口</th><th>偏离</th><th>JSON 路径</th><th>契约</th><th>实际</th><th>检查</th>',
  unreachable: '<th>接口</th><th>原因</th>',
  skipped: '<th>接口</th><th>为什么没有尝试</th>',
  passed: '<th>接口</th><th>检查</th>',
};

/** The HTML report: the counts, then drifted, not reached, not tried and passed operations. */
export function htmlReport(run: ConformRun, extra: Row[] = []): string {
  const count = counts(run);
  const sections = (['drifted', 'unreachable', 'skipped', 'passed'] as const)
    .filter((outcome) => count[outcome] > 0)
    .map((outcome) => {
      const operations = run.operations.filter((operation) => operation.outcome === outcome);
      return `<details${outcome === 'drifted' || outcome === 'unreachable' ? ' open' : ''}><summary>${OUTCOMES[outcome]}（${operations.length}）</summary>
<table><tr>${HEADERS[outcome]}</tr>
${operations.flatMap(rowsOf).join('\n')}
</table></details>`;
    });
  if (extra.length)
    sections.push(`<details${extra.some((row) => !row.ok) ? ' open' : ''}><summary>其他检查（${extra.length}）</summary>
<table><tr><th>结果</th><th>检查</th><th>说明</th></tr>
${extra.map((row) => `<tr><td class="${row.ok ? 'passed' : 'drifted'}">${row.ok ? '通过' : '失败'}</td><td>${html(row.label)}</td><td>${html(row.detail)}</td></tr>`).join('\n')}
</table></details>`);
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>契约一致性报告 · ${html(run.base)}</title><style>${STYLE}</style></head>
<body>
<h1>契约一致性报告</h1>
<p class="meta">后端 <code>${html(run.base)}</code> · 开始于 ${html(run.startedAt)} · 用时 ${run.seconds} 秒 · ${html(run.selection)} · 写接口${run.writes ? '已发送' : '未发送（未加 --writes）'}</p>
<p class="counts">${(['drifted', 'unreachable', 'skipped', 'passed'] as const).map((outcome) => `<span class="${outcome}">${OUTCOMES[outcome]} ${count[outcome]}</span>`).join('')}</p>
<p class="legend">通过：应答的状态码与内容都符合契约。偏离：应答与契约不符，列出 JSON 路径、契约的要求与实际的值（偏离种类：${Object.values(DRIFT_KINDS).join('、')}）。不可达：连接失败、超时、网关错误，或令牌被拒绝（401 / 403）。未尝试：没有发送，并说明原因（如未加 --writes）。</p>
${sections.join('\n')}
</body></html>
`;
}

/** Writes junit.xml and report.html into `dir`; returns their paths. */
export function writeReports(
  run: ConformRun,
  dir: string,
  extra: Row[] = [],
): { junit: string; html: string } {
  mkdirSync(dir, { recursive: true });
  const junit = path.resolve(dir, 'junit.xml');
  const page = path.resolve(dir, 'report.html');
  writeFileSync(junit, junitXml(run, extra));
  writeFileSync(page, htmlReport(run, extra));
  return { junit, html: page };
}
