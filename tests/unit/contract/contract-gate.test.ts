// @vitest-environment node
/** The breaking-change gate sees each kind of breaking change, lets additive ones through, and honours the changelog. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BASELINE, breakingChanges, gate, recordedKeys } from '../../tools/contract-gate';

type Doc = {
  paths: Record<string, Record<string, { parameters?: { name: string; schema: { enum?: unknown[] } }[] }>>;
  components: {
    schemas: Record<string, { properties: Record<string, { enum?: unknown[] }>; required: string[] }>;
  };
};

// the station operations of the baseline: every kind of change, at a fraction of the comparing time
const baseline = parse(readFileSync(BASELINE, 'utf8')) as Doc;
const base: Doc = {
  ...baseline,
  paths: Object.fromEntries(Object.entries(baseline.paths).filter(([route]) => route.includes('-point-'))),
};
const changed = (edit: (doc: Doc) => void) => {
  const doc = structuredClone(base);
  edit(doc);
  return doc;
};
const station = (doc: Doc) => doc.components.schemas.Station!;
const stationBody = (doc: Doc) => doc.components.schemas.StationBody!;

describe('the breaking-change gate', { timeout: 30_000 }, () => {
  it.each([
    [
      'a removed operation',
      (doc: Doc) => delete doc.paths['/v1-adult-point-del'],
      /POST \/v1-adult-point-del · \[Removed\] operation/,
    ],
    [
      'a removed response field',
      (doc: Doc) => {
        delete station(doc).properties.city;
        station(doc).required = station(doc).required.filter((name) => name !== 'city');
      },
      /GET \/v1-adult-point-list · \[Removed\] property `city`/,
    ],
    [
      'a renamed field',
      (doc: Doc) => {
        station(doc).properties.town = station(doc).properties.city!;
        delete station(doc).properties.city;
        station(doc).required = station(doc).required.map((name) => (name === 'city' ? 'town' : name));
      },
      /\[Removed\] property `city`/,
    ],
    [
      'a new required request field',
      (doc: Doc) => {
        stationBody(doc).properties.fax = {};
        stationBody(doc).required.push('fax');
      },
      /POST \/v1-adult-point-add · \[Added\] required status to `fax`/,
    ],
    [
      'a narrowed enum',
      (doc: Doc) => {
        const status = doc.paths['/v1-adult-point-list']!.get!.parameters!.find((p) => p.name === 'status')!;
        status.schema.enum = [1];
      },
      /GET \/v1-adult-point-list · \[Replaced\] possible values in query parameter `status`/,
    ],
  ])('reports %s', (_kind, edit, expected) => {
    const found = breakingChanges(base, changed(edit)).map((change) => change.key);
    expect(found.join('\n')).toMatch(expected);
  });

  it('lets an additive change through: a new response field, a new optional request field, a new operation', () => {
    const after = changed((doc) => {
      station(doc).properties.fax = {};
      stationBody(doc).properties.fax = {};
      doc.paths['/v1-adult-point-map'] = { get: {} };
    });
    expect(breakingChanges(base, after)).toEqual([]);
  });

  it('passes a breaking change the changelog records, by its printed key', () => {
    const after = changed((doc) => delete doc.paths['/v1-adult-point-del']);
    const [change] = gate(base, after, '');
    expect(change!.key).toBe('POST /v1-adult-point-del · [Removed] operation POST /v1-adult-point-del');
    expect(
      gate(base, after, `## 未发布\n\n- \`${change!.key}\`（函授站改为只能停用，2026-11-25 与后端约定）\n`),
    ).toEqual([]);
  });

  it('reads a recorded key that holds backticks from a double-backtick span', () => {
    const key = 'POST /v1-own-point-edit · [Added] property `id` in Request Body content (application/json)';
    expect(recordedKeys(`- \`\`${key}\`\`\n- \`GET /x · [Removed] operation\``)).toEqual(
      new Set([key, 'GET /x · [Removed] operation']),
    );
  });
});
