/**
 * The contract's own consistency under the standard validator: every request and response
 * schema has a value that satisfies it (a sample made by openapi-sampler validates), and
 * every example validates against the schema it illustrates.
 */
import { sample } from 'openapi-sampler';
import {
  ajvViolations,
  deref,
  escapePointer,
  loadContract,
  operations,
  type MediaType,
  type Parameter,
} from './ajv';

export interface Finding {
  where: string;
  issues: string[];
}

/** Every schema an operation's request or responses use, by pointer. */
export function operationSchemas(): { where: string; pointer: string; kind: 'request' | 'response' }[] {
  const found: { where: string; pointer: string; kind: 'request' | 'response' }[] = [];
  for (const ref of operations()) {
    const name = ref.operation.operationId;
    (ref.operation.parameters ?? []).forEach((raw, index) => {
      const parameter = deref<Parameter>(raw);
      const base = '$ref' in raw ? (raw.$ref as string).slice(1) : `${ref.pointer}/parameters/${index}`;
      if (parameter.schema)
        found.push({ where: `${name} 参数 ${parameter.name}`, pointer: `${base}/schema`, kind: 'request' });
    });
    for (const [type, media] of Object.entries(ref.operation.requestBody?.content ?? {}))
      if (media.schema)
        found.push({
          where: `${name} 请求体 ${type}`,
          pointer: `${ref.pointer}/requestBody/content/${escapePointer(type)}/schema`,
          kind: 'request',
        });
    for (const [status, raw] of Object.entries(ref.operation.responses)) {
      const response = deref(raw);
      const base = raw.$ref ? raw.$ref.slice(1) : `${ref.pointer}/responses/${status}`;
      for (const [type, media] of Object.entries(response.content ?? {}))
        if (media.schema)
          found.push({
            where: `${name} ${status} ${type}`,
            pointer: `${base}/content/${escapePointer(type)}/schema`,
            kind: 'response',
          });
    }
  }
  return found;
}

const at = (pointer: string): unknown =>
  pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], loadContract().contract);

/** Schemas no value satisfies: a sample generated from each one is refused by ajv. */
export function unsatisfiable(): Finding[] {
  const { contract } = loadContract();
  const findings: Finding[] = [];
  const seen = new Map<string, string[]>();
  for (const { where, pointer } of operationSchemas()) {
    let issues = seen.get(pointer);
    if (!issues) {
      const value = sample(at(pointer) as never, { skipReadOnly: false, quiet: true }, contract);
      issues = ajvViolations(pointer, value);
      seen.set(pointer, issues);
    }
    if (issues.length) findings.push({ where, issues });
  }
  return findings;
}

/** Every `example` (schema, parameter, media type) validated against the schema it belongs to. */
export function failingExamples(): { checked: number; findings: Finding[] } {
  const { contract } = loadContract();
  const findings: Finding[] = [];
  let checked = 0;
  const check = (where: string, pointer: string, value: unknown) => {
    checked += 1;
    const issues = ajvViolations(pointer, value);
    if (issues.length) findings.push({ where, issues });
  };
  const walk = (node: unknown, pointer: string, inSchema: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${pointer}/${index}`, inSchema));
      return;
    }
    const object = node as Record<string, unknown>;
    if (inSchema && 'example' in object && !('$ref' in object)) check(pointer, pointer, object.example);
    if (!inSchema && object.schema && typeof object.schema === 'object') {
      // a parameter or a media type: its example is of its schema
      if ('example' in object) check(pointer, `${pointer}/schema`, object.example);
      for (const [name, example] of Object.entries((object as MediaType).examples ?? {}))
        if (example && 'value' in example)
          check(`${pointer}/examples/${name}`, `${pointer}/schema`, example.value);
    }
    for (const [key, value] of Object.entries(object)) {
      if (key === 'example' || key === 'examples') continue;
      const child = `${pointer}/${escapePointer(key)}`;
      if (key === 'schema') walk(value, child, true);
      else if (!inSchema && key === 'schemas')
        for (const [name, schema] of Object.entries(value as Record<string, unknown>))
          walk(schema, `${child}/${escapePointer(name)}`, true);
      else walk(value, child, inSchema && key !== 'properties' ? true : inSchema);
    }
  };
  walk({ paths: contract.paths, components: contract.components }, '', false);
  return { checked, findings };
}
