/**
 * The contract under a standard JSON Schema validator, as a backend framework or an API
 * testing tool would read it: every OpenAPI 3.0 schema of the bundled contract converted by
 * @openapi-contrib/openapi-schema-to-json-schema (nullable → type: [T, 'null'], OpenAPI-only
 * keywords dropped) and validated by ajv with ajv-formats. Unlike our generated zod (which
 * joins allOf with a non-strict `.and()`), ajv applies each `additionalProperties: false` as
 * written, so a schema no value can satisfy is found here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openapiSchemaToJsonSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { load } from 'js-yaml';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * The bundled contract, read on first use (CONTRACT_FILE=… reads another copy: an older one to
 * audit, or the one beside the standalone conformance run).
 */
export const contractFile = () =>
  process.env.CONTRACT_FILE ?? path.resolve(import.meta.dirname, '../../openapi/dist/openapi.yaml');

type Json = Record<string, unknown>;
export interface OpenApiSchema extends Json {
  $ref?: string;
  example?: unknown;
}
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: OpenApiSchema;
}
export interface MediaType {
  schema?: OpenApiSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
  encoding?: Record<string, { contentType?: string }>;
}
export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-demo'?: { collection?: string; action?: string };
}
export interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, OpenApiSchema>; [kind: string]: unknown };
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const ROOT_ID = 'contract';

let loaded: { contract: Contract; ajv: Ajv } | undefined;

/** JSON pointer escaping of one path segment. */
export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Converts every schema found under `node` in place (a copy of the contract is walked). */
function convertSchemas(node: unknown, isSchema: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => convertSchemas(item, false));
  if (!node || typeof node !== 'object') return node;
  if (isSchema) {
    const converted = openapiSchemaToJsonSchema(node as never, { cloneSchema: true }) as Json;
    delete converted.$schema;
    return converted;
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    // the keys under which a document holds a Schema Object
    out[key] =
      key === 'schema'
        ? convertSchemas(value, true)
        : key === 'schemas'
          ? Object.fromEntries(
              Object.entries(value as Json).map(([name, schema]) => [name, convertSchemas(schema, true)]),
            )
          : convertSchemas(value, false);
  }
  return out;
}

/** `#/components/…` refs of the converted copy point into the registered root. */
function rebaseRefs(node: unknown): void {
  if (Array.isArray(node)) node.forEach(rebaseRefs);
  else if (node && typeof node === 'object') {
    const object = node as Json;
    if (typeof object.$ref === 'string' && object.$ref.startsWith('#/'))
      object.$ref = `${ROOT_ID}${object.$ref}`;
    Object.values(object).forEach(rebaseRefs);
  }
}

export function loadContract(): { contract: Contract; ajv: Ajv } {
  if (loaded) return loaded;
  const contract = load(readFileSync(contractFile(), 'utf8')) as Contract;
  const converted = convertSchemas({ paths: contract.paths, components: contract.components }, false) as Json;
  rebaseRefs(converted);
  // strict: false because the registered root is the whole document (paths, components), not a schema
  const ajv = new Ajv({ allErrors: true, strict: false, inlineRefs: false });
  addFormats(ajv);
  // OpenAPI's file part: any content
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: ROOT_ID, ...converted });
  loaded = { contract, ajv };
  return loaded;
}

const compiled = new Map<string, ValidateFunction>();
const byContent = new Map<string, ValidateFunction>();

/** The converted schema at a JSON pointer of the registered root. */
function convertedAt(pointer: string): unknown {
  const root = loadContract().ajv.getSchema(ROOT_ID)!.schema as Json;
  return pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (value as Json | undefined)?.[key], root);
}

/**
 * The validator of the schema at a JSON pointer of the bundled contract ('/components/schemas/X').
 * A schema that is only a `$ref` shares its target's validator, and schemas without refs (most
 * property schemas) share one validator per distinct content: compiling is what costs.
 */
export function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (validate) return validate;
  const node = convertedAt(pointer) as Json | undefined;
  if (node && typeof node.$ref === 'string' && Object.keys(node).length === 1) {
    validate = validatorAt(node.$ref.slice(ROOT_ID.length + 1));
  } else {
    const text = JSON.stringify(node);
    if (node && !text.includes('"$ref"')) {
      validate = byContent.get(text);
      if (!validate) {
        validate = loadContract().ajv.compile(node);
        byContent.set(text, validate);
      }
    } else validate = loadContract().ajv.compile({ $ref: `${ROOT_ID}#${pointer}` });
  }
  compiled.set(pointer, validate);
  return validate;
}

export function formatErrors(errors: ErrorObject[] | null | undefined, limit = 3): string[] {
  return (errors ?? [])
    .slice(0, limit)
    .map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message ?? ''}${
          error.keyword === 'additionalProperties'
            ? `: ${String((error.params as { additionalProperty?: string }).additionalProperty)}`
            : ''
        }`,
    );
}

/** Violations of a value against the schema at a pointer ([] when it is valid). */
export function ajvViolations(pointer: string, value: unknown): string[] {
  return formatErrors(ajvErrors(pointer, value));
}

/** Every error of a value against the schema at a pointer ([] when it is valid). */
export function ajvErrors(pointer: string, value: unknown): ErrorObject[] {
  const validate = validatorAt(pointer);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** Follows a local `$ref` of the (unconverted) bundled contract. */
export function deref<T>(node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    const target = node.$ref
      .slice(2)
      .split('/')
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((value, key) => (value as Json)[key], loadContract().contract);
    return deref(target as T);
  }
  return node as T;
}

export interface OperationRef {
  path: string;
  method: (typeof METHODS)[number];
  operation: Operation;
  /** JSON pointer of the operation in the bundled contract */
  pointer: string;
}

let listed: OperationRef[] | undefined;

/** Every operation of the contract, in its order (the same objects on every call). */
export function operations(): OperationRef[] {
  const { contract } = loadContract();
  listed ??= Object.entries(contract.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path: route,
      method,
      operation: item[method],
      pointer: `/paths/${escapePointer(route)}/${method}`,
    })),
  );
  return listed;
}

/** Pointer of the JSON request body schema of an operation, when it has one. */
export function requestBodyPointer(ref: OperationRef, mediaType = 'application/json'): string | undefined {
  return ref.operation.requestBody?.content[mediaType]?.schema
    ? `${ref.pointer}/requestBody/content/${escapePointer(mediaType)}/schema`
    : undefined;
}

/** Pointer of the schema of a response (its `$ref` to components/responses followed). */
export function responseSchemaPointer(ref: OperationRef, status: string, mediaType: string): string {
  const response = ref.operation.responses[status]!;
  const base = response.$ref ? response.$ref.slice(1) : `${ref.pointer}/responses/${status}`;
  return `${base}/content/${escapePointer(mediaType)}/schema`;
}

let matchers: { method: string; pattern: RegExp; ref: OperationRef }[] | undefined;

/** The contract operation a request is (literal paths before templated ones). */
export function operationFor(method: string, pathname: string): OperationRef | undefined {
  matchers ??= operations()
    .map((ref) => ({
      method: ref.method.toUpperCase(),
      pattern: new RegExp(
        `^${ref.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
      ref,
    }))
    .sort((a, b) => Number(a.ref.path.includes('{')) - Number(b.ref.path.includes('{')));
  return matchers.find((matcher) => matcher.method === method && matcher.pattern.test(pathname))?.ref;
}

/** Bodies checked by ajv in this process (the component tests report it). */
export const ajvBodyCount = { checked: 0, refused: 0 };

/**
 * What a standard validator says of a JSON request body the app sends ([] when it accepts it):
 * the same request the component tests check with our zod, under the contract's JSON Schema.
 */
export function ajvRequestBodyViolations(method: string, pathname: string, body: unknown): string[] {
  const ref = operationFor(method, pathname);
  const pointer = ref && requestBodyPointer(ref);
  if (!ref || !pointer || body === undefined) return [];
  ajvBodyCount.checked += 1;
  const issues = ajvViolations(pointer, body);
  if (issues.length) ajvBodyCount.refused += 1;
  return issues.map((issue) => `${ref.operation.operationId}: 请求体（ajv）${issue}`);
}
