/**
 * The demo's view of the contract: every operation with its `x-demo` annotation, which
 * says what the operation does to which collection of the demo's data. The demo mode
 * (src/demo/) builds its stateful handlers from this list, nothing per screen.
 *
 *   x-demo: { collection: station, action: list }          a page of records, filtered by the query
 *   x-demo: { collection: station, action: get }           one record by id / uuid (query or path)
 *   x-demo: { collection: station, action: create }        a new record from the body
 *   x-demo: { collection: station, action: update }        the body merged into the record it names
 *   x-demo: { collection: station, action: set, values: { status: 1 } }
 *                                                          the named records (id, ids, uuid) changed by
 *                                                          the body and the fixed values (approve, lock …)
 *   x-demo: { collection: station, action: delete }        the named records removed
 *   x-demo: { collection: admission, action: import, rows: rows }   one record per row of the body
 *   x-demo: { action: static }                             the contract's example, as Prism answers
 *
 * A list and its records are the same collection on one line: /v1-own-… and /v1-adult-… keep
 * their data apart. The annotation is checked by the contract lint (redocly.yaml).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const DEMO_ACTIONS = ['list', 'get', 'create', 'update', 'set', 'delete', 'import', 'static'] as const;
export type DemoAction = (typeof DEMO_ACTIONS)[number];

export interface DemoAnnotation {
  action: DemoAction;
  collection?: string;
  /** set: fields every named record gets (e.g. { status: 1 } for 通过). */
  values?: Record<string, unknown>;
  /** import: the body field holding the rows. */
  rows?: string;
}

export interface DemoOperation {
  operationId: string;
  tag: string;
  method: string;
  /** The real path, with :param for path parameters (MSW's form). */
  path: string;
  pathParams: string[];
  /** The line of a /v1-own- or /v1-adult- path ('own' / 'adult'), '' otherwise. */
  line: 'own' | 'adult' | '';
  demo: DemoAnnotation;
}

const CONTRACT = path.resolve(import.meta.dirname, '../../openapi/dist/openapi.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  'x-demo'?: DemoAnnotation;
}

export function demoOperations(contractFile = CONTRACT): DemoOperation[] {
  const contract = parse(readFileSync(contractFile, 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations: DemoOperation[] = [];
  for (const [route, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const line = /^\/v1-own-/.test(route) ? 'own' : /^\/v1-adult-/.test(route) ? 'adult' : '';
      operations.push({
        operationId: operation.operationId,
        tag: operation.tags?.[0] ?? 'default',
        method,
        path: route.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        line,
        demo: operation['x-demo'] ?? { action: 'static' },
      });
    }
  }
  return operations;
}
