/** The contract's own redocly rules (openapi/lint/contract-rules.js) report, and stay quiet. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const fixtures = path.resolve(import.meta.dirname, 'fixtures');
const redocly = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

function lint(file: string): { status: number | null; rules: string[] } {
  const run = spawnSync(
    redocly,
    ['lint', path.join(fixtures, file), '--config', path.join(fixtures, 'redocly.yaml'), '--format', 'json'],
    { encoding: 'utf8' },
  );
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  const problems = (JSON.parse(json) as { problems: { ruleId: string }[] }).problems;
  return { status: run.status, rules: problems.map((problem) => problem.ruleId).sort() };
}

describe('contract lint rules', () => {
  it('report an allOf over a closed schema and an operation without a documented 400', () => {
    expect(lint('lint-violating.yaml')).toEqual({
      status: 1,
      rules: [
        'contract/no-allof-over-closed-schema',
        'contract/operation-400-documented',
        'contract/operation-400-documented',
      ],
    });
  }, 60_000);

  it('stay quiet on a contract that keeps them', () => {
    expect(lint('lint-conforming.yaml')).toEqual({ status: 0, rules: [] });
  }, 60_000);
});
