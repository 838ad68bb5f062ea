/**
 * The contract under a standard JSON Schema validator (ajv + ajv-formats, schemas converted by
 * @openapi-contrib/openapi-schema-to-json-schema), as a backend framework would read it.
 */
import { describe, expect, it } from 'vitest';
import { ajvRequestBodyViolations, ajvViolations, loadContract } from '../../contract/ajv';
import { failingExamples, operationSchemas, unsatisfiable } from '../../contract/ajv-audit';
import { exampleBody } from '../../contract/requests';

/** A schema without its examples and descriptions: what a validator applies. */
const rules = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(rules)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key]) => key !== 'example' && key !== 'description')
            .map(([key, value]) => [key, rules(value)]),
        )
      : node;

const show = (findings: { where: string; issues: string[] }[]) =>
  findings.map((finding) => `${finding.where}: ${finding.issues.join('; ')}`);

describe('contract under a standard validator', () => {
  it('every request and response schema is satisfiable (a sample made from it validates)', () => {
    expect(operationSchemas().length).toBeGreaterThan(4000);
    expect(show(unsatisfiable())).toEqual([]);
  }, 120_000);

  it('every example validates against its schema', () => {
    const { checked, findings } = failingExamples();
    expect(checked).toBeGreaterThan(5000);
    expect(show(findings)).toEqual([]);
  }, 120_000);

  it('refuses what a backend would refuse: a missing id, an unknown field, a wrong type', () => {
    const pointer =
      '/paths/~1api~1exam~1assessment~1update/post/requestBody/content/application~1json/schema';
    const body = exampleBody(loadContract().contract.components.schemas.ExamAssessmentUpdateBody) as Record<
      string,
      unknown
    >;
    expect(body.id).toBe(1);
    expect(ajvViolations(pointer, body)).toEqual([]);
    const { id: _id, ...withoutId } = body;
    expect(ajvViolations(pointer, withoutId).join()).toMatch(/id/);
    expect(ajvViolations(pointer, { ...body, extra: 1 }).join()).toMatch(/extra/);
    expect(ajvViolations(pointer, { ...body, id: '1' }).join()).toMatch(/integer/);
  });

  it('checks a request body the app sends, by method and path', () => {
    const login = { username: 'jwc_admin', password: 'Jw@2026ok', code: '7k3m', key: 'vc_9f2d1c7a' };
    expect(ajvRequestBodyViolations('POST', '/v1-admin-login-school', login)).toEqual([]);
    expect(ajvRequestBodyViolations('POST', '/v1-admin-login-school', { ...login, code: 12 })).not.toEqual(
      [],
    );
    expect(ajvRequestBodyViolations('GET', '/v1-info', undefined)).toEqual([]);
  });

  it('an edit form that extends its create form keeps the same fields (the two cannot drift apart)', () => {
    const schemas = loadContract().contract.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; required?: string[]; allOf?: unknown }
    >;
    // XUpdateBody holding every field of XBody plus its key: the bodies flattened from allOf
    const pairs = Object.keys(schemas)
      .filter((name) => name.endsWith('UpdateBody') && schemas[name.replace(/UpdateBody$/, 'Body')])
      .map((name) => [schemas[name]!, schemas[name.replace(/UpdateBody$/, 'Body')]!] as const)
      .filter(([update, create]) =>
        Object.keys(create.properties ?? {}).every((key) => key in (update.properties ?? {})),
      );
    expect(pairs.length).toBeGreaterThanOrEqual(27);
    for (const [update, create] of pairs) {
      expect(update.allOf).toBeUndefined();
      const keys = Object.keys(update.properties ?? {}).filter((key) => !(key in (create.properties ?? {})));
      expect(keys).toHaveLength(1);
      const { [keys[0]!]: _key, ...shared } = update.properties ?? {};
      expect(rules(shared)).toEqual(rules(create.properties));
      expect(new Set(update.required)).toEqual(new Set([...(create.required ?? []), keys[0]]));
    }
  });
});
