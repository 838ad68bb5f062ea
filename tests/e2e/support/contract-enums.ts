/**
 * The fault matrix's unknown-enum fault: in an answer, a field the contract gives an enum
 * (the operation's 200 response schema in openapi/dist/openapi.yaml) gets a value outside it
 * of the same type, as a backend that added a status ahead of the contract would send.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { operationOf } from '../../contract/operations';

interface Schema {
  $ref?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

let contract: Contract | undefined;

function load(): Contract {
  contract ??= parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.yaml'), 'utf8'),
  ) as Contract;
  return contract;
}

function resolve(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  while (current?.$ref) current = load().components.schemas[current.$ref.split('/').pop()!];
  return current;
}

function responseSchema(operationId: string): Schema | undefined {
  for (const item of Object.values(load().paths))
    for (const operation of Object.values(item))
      if (operation?.operationId === operationId) {
        const content = operation.responses?.['200']?.content ?? {};
        return resolve(Object.values(content)[0]?.schema);
      }
  return undefined;
}

/** Where the value sits: its holder and key. */
type Slot = { holder: Record<string, unknown> | unknown[]; key: string | number; values: unknown[] };

/** The first value in `data` whose schema has an enum (the envelope's `code` aside), depth first. */
function findEnum(data: unknown, schema: Schema | undefined, top = false): Slot | undefined {
  const resolved = resolve(schema);
  if (!resolved || data === null || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    const items = resolve(resolved.items);
    if (!items) return undefined;
    for (let index = 0; index < data.length; index += 1) {
      if (items.enum && typeof data[index] !== 'object')
        return { holder: data, key: index, values: items.enum };
      const found = findEnum(data[index], items);
      if (found) return found;
    }
    return undefined;
  }
  const record = data as Record<string, unknown>;
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    if (!(key in record) || (top && key === 'code')) continue;
    const field = resolve(property);
    if (field?.enum && record[key] !== null && typeof record[key] !== 'object')
      return { holder: record, key, values: field.enum };
    const found = findEnum(record[key], field);
    if (found) return found;
  }
  return undefined;
}

/** A value of the same type as `value` that the enum does not have. */
function outside(value: unknown, values: unknown[]): unknown {
  if (typeof value === 'number') {
    let candidate = 97;
    while (values.includes(candidate)) candidate += 1;
    return candidate;
  }
  return values.includes('未知取值') ? '未知取值（新）' : '未知取值';
}

/**
 * Sets the first enum field of the answer `body` (to `method url`) to a value outside its enum;
 * false when the answer has none (the fault cannot be injected there).
 */
export function unknownEnumValue(method: string, url: URL, body: unknown): boolean {
  const operationId = operationOf(method, url.pathname);
  const slot = operationId ? findEnum(body, responseSchema(operationId), true) : undefined;
  if (!slot) return false;
  const holder = slot.holder as Record<string | number, unknown>;
  holder[slot.key] = outside(holder[slot.key], slot.values);
  return true;
}
