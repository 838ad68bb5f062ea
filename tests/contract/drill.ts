/**
 * The drift drill (part of `npm run test:contract`; alone: `-- --drill`): a Prism serves a
 * deliberately drifted copy of the contract — made here from openapi/dist/openapi.yaml, one drift
 * of each kind planted in one operation, with one operation left as it is — and the conformance
 * run, pointed at it as a backend team would point it at their server, must exit 1 and name each
 * drift (kind, operation and JSONPath) in its output and its JUnit report. The same operations
 * against the true mock must pass (exit 0).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import { freePort, startPrism } from '../../mock-server/prism.mjs';
import { deref, loadContract, operations, type OperationRef, type Parameter } from './ajv';
import { conformCli } from './conform-cli';
import { DRIFT_KINDS, STATUS_PATH, type DriftKind } from './drifts';
import { exampleBody, type Row } from './requests';

type Json = Record<string, unknown> & { result?: Json; list?: Json[] };

interface Planted {
  kind: DriftKind;
  operationId: string;
  /** where the run must report it */
  path: string;
  /** what the drifted server does */
  how: string;
  /** the drifted answer, from the true example (omitted: the operation itself is changed) */
  answer?: (body: Json) => unknown;
}

const rows = (body: Json) => body.result!.list!;

export const PLANTED: Planted[] = [
  {
    kind: 'renamed',
    operationId: 'listAdultStations',
    path: '$.result.list[0].name',
    how: '每行的 name 改名为 station_name',
    answer: (body) => {
      for (const row of rows(body)) {
        row.station_name = row.name;
        delete row.name;
      }
      return body;
    },
  },
  {
    kind: 'type',
    operationId: 'listOwnStations',
    path: '$.result.list[0].student_count',
    how: 'student_count 成了字符串',
    answer: (body) => {
      for (const row of rows(body)) row.student_count = String(row.student_count);
      return body;
    },
  },
  {
    kind: 'enum',
    operationId: 'getAdultStation',
    path: '$.result.status',
    how: 'status 为契约没有的 2',
    answer: (body) => ({ ...body, result: { ...body.result, status: 2 } }),
  },
  {
    kind: 'missing',
    operationId: 'getOwnStation',
    path: '$.result.remark',
    how: '没有必填的 remark',
    answer: (body) => {
      delete body.result!.remark;
      return body;
    },
  },
  {
    kind: 'envelope',
    operationId: 'listOwnBatches',
    path: '$.msg',
    how: '信封成了 {code, message, data}',
    answer: (body) => ({ code: body.code, message: body.msg, data: body.result }),
  },
  {
    kind: 'status',
    operationId: 'listOwnCalendarEvents',
    path: STATUS_PATH,
    how: '缺少必填的 semester 也答 200（契约写明 400）',
  },
  { kind: 'absent', operationId: 'listAdultRegions', path: STATUS_PATH, how: '没有这个接口（404）' },
];

/** Left as the contract says: it must pass on the drifted server too. */
const CONTROL = 'listAdultBatches';

const OUTPUT = path.resolve(import.meta.dirname, 'output/drill');

const refOf = (operationId: string): OperationRef => {
  const ref = operations().find((candidate) => candidate.operation.operationId === operationId);
  if (!ref) throw new Error(`演练用的接口 ${operationId} 不在契约中：在 tests/contract/drill.ts 里换一个`);
  return ref;
};

/** The drifted copy: the drill's operations, login and the version (Prism's readiness probe), drifts applied. */
export function driftedContract(): object {
  const { contract } = loadContract();
  const copy = structuredClone(contract);
  const keep = [
    ...PLANTED.map((planted) => planted.operationId),
    CONTROL,
    'loginSchool',
    'getAppVersion',
  ].map(refOf);
  copy.paths = {};
  for (const ref of keep) (copy.paths[ref.path] ??= {})[ref.method] = structuredClone(ref.operation);
  const at = (ref: OperationRef) => copy.paths[ref.path]![ref.method]!;
  for (const planted of PLANTED) {
    const ref = refOf(planted.operationId);
    const operation = at(ref);
    if (planted.kind === 'absent') delete copy.paths[ref.path]![ref.method];
    else if (planted.kind === 'status')
      // the server no longer checks the required query parameter
      operation.parameters = (operation.parameters ?? []).map((raw) => {
        const parameter = deref<Parameter>(raw);
        return parameter.required && parameter.in === 'query' ? { ...parameter, required: false } : parameter;
      });
    else {
      const media = operation.responses['200']!.content!['application/json']!;
      media.example = planted.answer!(structuredClone(exampleBody(media.schema)) as Json);
      delete media.examples;
    }
  }
  for (const [route, item] of Object.entries(copy.paths))
    if (!Object.keys(item).length) delete copy.paths[route];
  return { ...copy, components: reachable(copy, copy.components) };
}

/** The components the paths refer to, directly or through one another (Prism then loads in about a second). */
function reachable(document: object, components: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, Record<string, unknown>> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const [kind, name] = ref.slice('#/components/'.length).split('/') as [string, string];
      if (!kept[kind]?.[name]) {
        (kept[kind] ??= {})[name] = (components[kind] as Record<string, unknown>)[name];
        visit(kept[kind][name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit((document as { paths: unknown }).paths);
  return { ...kept, securitySchemes: components.securitySchemes };
}

/** The drill's report rows: each planted drift named, the control passed, the exit codes right. */
export async function drill(trueBase: string): Promise<Row[]> {
  const started = performance.now();
  mkdirSync(OUTPUT, { recursive: true });
  const file = path.join(OUTPUT, 'openapi.drifted.yaml');
  writeFileSync(
    file,
    `# The drift drill's server (tests/contract/drill.ts): openapi/dist/openapi.yaml with drifts planted.\n${dump(driftedContract(), { noRefs: true, lineWidth: -1 })}`,
  );
  const only = [...PLANTED.map((planted) => planted.operationId), CONTROL].join(',');
  const run = async (base: string, name: string) => {
    const lines: string[] = [];
    const dir = path.join(OUTPUT, name);
    const code = await conformCli(['--base-url', base, '--only', only, '--report-dir', dir], {
      defaultReportDir: dir,
      log: (line) => lines.push(line),
    });
    return { code, lines, junit: readFileSync(path.join(dir, 'junit.xml'), 'utf8') };
  };
  const server = await startPrism({ port: await freePort(), contract: file });
  let drifted;
  try {
    drifted = await run(server.url, 'drifted');
  } finally {
    await server.stop();
  }
  const truth = await run(trueBase, 'true');

  /** The JUnit testcase of an operation. */
  const testcase = (junit: string, operationId: string) =>
    new RegExp(`<testcase [^>]*name="${operationId} [^"]*"[^>]*>[\\s\\S]*?</testcase>`).exec(junit)?.[0] ??
    '';
  const found: Row[] = PLANTED.map((planted) => {
    const named = `[${DRIFT_KINDS[planted.kind]}] ${planted.path}`;
    const line = drifted.lines.find(
      (candidate) => candidate.includes(` ${planted.operationId} `) && candidate.includes(named),
    );
    const inJunit =
      /<failure /.test(testcase(drifted.junit, planted.operationId)) &&
      testcase(drifted.junit, planted.operationId).includes(named);
    const said = drifted.lines
      .filter((candidate) => candidate.includes(` ${planted.operationId} `))
      .join(' | ');
    return {
      label: `演练 · ${DRIFT_KINDS[planted.kind]}：${planted.operationId}（${planted.how}）`,
      ok: Boolean(line) && inJunit,
      detail: line
        ? `${inJunit ? '' : 'JUnit 报告里没有；'}${line}`
        : `输出里没有 ${planted.operationId} 的「${named}」；关于它的输出：${said || '无'}`,
    };
  });
  const control = testcase(drifted.junit, CONTROL);
  return [
    ...found,
    {
      label: `演练 · 对照：${CONTROL} 没有改动，在偏离的服务上通过`,
      ok: control !== '' && !/<(failure|error|skipped) /.test(control),
      detail: control ? '' : 'JUnit 报告里没有它',
    },
    {
      label: '演练 · 对偏离的服务退出码为 1',
      ok: drifted.code === 1,
      detail: `退出码 ${drifted.code}；报告 ${path.relative(process.cwd(), path.join(OUTPUT, 'drifted'))}`,
    },
    {
      label: '演练 · 同样的接口对真实的模拟服务全部通过（退出码 0）',
      ok: truth.code === 0,
      detail: `${truth.code === 0 ? '' : `${truth.lines.filter((line) => /^[✗!]/.test(line)).join(' | ')}；`}演练用时 ${Math.round((performance.now() - started) / 100) / 10} s`,
    },
  ];
}
