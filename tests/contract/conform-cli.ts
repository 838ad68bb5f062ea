/**
 * The conformance run's command line, shared by `npm run test:contract -- --base-url …` and the
 * standalone build (`npm run build:conform`, then `node conform.mjs --base-url …`).
 * Exit code: 0 every operation tried keeps to the contract, 1 a drift, 2 no drift but something not
 * reached (or nothing tried).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { conform, exitCode, type ConformOptions, type ConformRun } from './conform';
import { consoleLines, writeReports } from './report';
import type { Row } from './requests';

export const CONFORM_OPTIONS = {
  'base-url': { type: 'string' },
  token: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  code: { type: 'string' },
  key: { type: 'string' },
  writes: { type: 'boolean' },
  mock: { type: 'boolean' },
  only: { type: 'string' },
  tags: { type: 'string' },
  skip: { type: 'string' },
  param: { type: 'string', multiple: true },
  'report-dir': { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

export const USAGE = `契约一致性检查：逐个调用契约中的接口，报告后端与契约的偏离。

  --base-url URL        后端地址（必填），如 https://jw-test.example.edu.cn
  --token T             会话令牌（或环境变量 CONFORM_TOKEN）；不给时用账号登录
  --username U --password P [--code C]
                        登录账号（或 CONFORM_USERNAME、CONFORM_PASSWORD、CONFORM_CODE）；
                        先取验证码 key，再以 code 登录：测试环境需接受固定验证码
  --writes              也发送写接口（新建 → 编辑 → 删除 一条临时记录等；只对测试环境使用）
  --mock                服务是本仓库的 Prism 模拟服务（npm run mock）：发送全部写接口，
                        Prism 校验不了的无效请求不发送并写明原因
  --only a,b            只检查这些接口（operationId 或路径）
  --tags station,exam   只检查这些标签的接口
  --skip a,b            不检查这些接口
  --param id=123        所有接口里名为 id 的参数都用这个值（可重复）
  --report-dir DIR      报告目录：junit.xml 与 report.html
  --timeout 20000       每个请求的时限（毫秒）
  --concurrency 6       同时进行的请求数
  --verbose             也列出通过与未尝试的每一项

退出码：0 全部通过；1 有偏离；2 没有偏离但有不可达（或什么也没有尝试）。`;

type Values = ReturnType<typeof parseArgs<{ options: typeof CONFORM_OPTIONS }>>['values'];

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The run's options from the command line and the CONFORM_* environment variables. */
export function optionsOf(values: Values): ConformOptions {
  const env = process.env;
  const username = values.username ?? env.CONFORM_USERNAME;
  const password = values.password ?? env.CONFORM_PASSWORD;
  if (Boolean(username) !== Boolean(password)) throw new Error('--username 与 --password 要一起给出');
  return {
    base: values['base-url']!,
    token: values.token ?? env.CONFORM_TOKEN,
    login:
      username && password
        ? {
            username,
            password,
            code: values.code ?? env.CONFORM_CODE ?? '',
            ...(values.key ? { key: values.key } : {}),
          }
        : undefined,
    writes: values.writes,
    mock: values.mock,
    only: list(values.only),
    tags: list(values.tags),
    skip: list(values.skip),
    params: Object.fromEntries(
      (values.param ?? []).map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`--param ${pair}：应为 名称=值`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    ),
    timeoutMs: values.timeout ? Number(values.timeout) : undefined,
    concurrency: values.concurrency ? Number(values.concurrency) : undefined,
  };
}

/**
 * Runs, prints and writes the reports; returns the exit code. `extra` adds checks of the caller's
 * own (the mock's) to the reports and the code.
 */
export async function runAndReport(
  options: ConformOptions,
  {
    reportDir,
    verbose = false,
    log = console.log,
    extra,
  }: {
    reportDir: string;
    verbose?: boolean;
    log?: (line: string) => void;
    extra?: (run: ConformRun) => Promise<Row[]>;
  },
): Promise<number> {
  const run = await conform(options);
  const rows = (await extra?.(run)) ?? [];
  for (const line of consoleLines(run, verbose)) log(line);
  if (rows.length) {
    log('');
    for (const row of rows) log(`${row.ok ? '✓' : '✗'} ${row.label}  ${row.detail}`);
  }
  const paths = writeReports(run, reportDir, rows);
  log(`报告：${paths.junit}\n      ${paths.html}`);
  const code = exitCode(run);
  return code === 0 && rows.some((row) => !row.ok) ? 1 : code;
}

/** The whole command: argv in, exit code out. */
export async function conformCli(
  argv: string[],
  { defaultReportDir, log = console.log }: { defaultReportDir: string; log?: (line: string) => void },
): Promise<number> {
  const { values } = parseArgs({ args: argv, options: CONFORM_OPTIONS });
  if (values.help || !values['base-url']) {
    log(USAGE);
    return values.help ? 0 : 2;
  }
  return runAndReport(optionsOf(values), {
    reportDir: values['report-dir'] ?? defaultReportDir,
    verbose: values.verbose,
    log,
  });
}
