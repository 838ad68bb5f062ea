/**
 * Invalid requests: every selected operation that takes parameters or a JSON body is sent one
 * request the contract refuses (a required body or parameter missing, or a value of the wrong type),
 * and the answer must be one the operation documents (its status, and a body valid under that
 * status's schema): never 200, never an undocumented 422. Writes only where writes are sent.
 */
import { deref, type OperationRef } from './ajv';
import { exchange, inParallel, parametersOf, skipped, urlOf } from './requests';
import { authHeaders, type Context, type Result } from './writes';

interface Broken {
  url: string;
  init: RequestInit;
  what: string;
}

/**
 * Operations whose invalid requests Prism 5.14 answers 200: a body schema with an `enum` that lists
 * null (how OpenAPI 3.0 allows null in an enum) fails to compile in Prism, and it then validates
 * nothing of that body. The contract is right; the mock cannot check these bodies.
 */
const PRISM_CANNOT_VALIDATE: Record<string, string> = {
  inputOfflineExamScores: 'rows[].mark 的 enum 含 null：Prism 无法编译该 schema，不校验这个请求体',
};

type Schema = { type?: string; enum?: unknown[]; format?: string; minimum?: number; maxLength?: number };

/** A value the schema refuses, when there is a simple one. */
function refusedValue(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.enum) return '不在枚举中';
  if (schema.type === 'integer' || schema.type === 'number') return '不是数字';
  if (schema.format === 'date' || schema.format === 'date-time' || schema.format === 'uuid')
    return '不是日期或编号';
  if (schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

function broken(base: string, headers: Record<string, string>, ref: OperationRef): Broken | undefined {
  const method = ref.method.toUpperCase();
  const parameters = parametersOf(ref);
  const required = parameters.find((parameter) => parameter.required && parameter.in === 'query');
  if (required)
    return {
      url: urlOf(base, ref, {}, { omit: required.name }),
      init: { method, headers },
      what: `缺少 ${required.name}`,
    };
  const content = ref.operation.requestBody?.content;
  const json = content?.['application/json']?.schema;
  if (json) {
    // no fields where the body has required ones, else a JSON string where it wants an object or a list
    const required = ((deref(json) as { required?: string[] }).required ?? []).length > 0;
    return {
      url: urlOf(base, ref),
      init: {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: required ? '{}' : '"不是对象"',
      },
      what: required ? '请求体缺少必填字段' : '请求体类型不符',
    };
  }
  if (content) return undefined; // multipart: see crash check
  for (const parameter of parameters) {
    const value = refusedValue(parameter.schema as Schema | undefined);
    if (value !== undefined && parameter.in !== 'header')
      return {
        url: urlOf(base, ref, { [parameter.name]: value }),
        init: { method, headers },
        what: `${parameter.name}=${value.slice(0, 12)}`,
      };
  }
  return undefined;
}

export async function checkInvalidRequests(
  context: Context,
  selected: OperationRef[],
): Promise<{ results: Result[]; summary: string }> {
  const refs = selected.filter((ref) => parametersOf(ref).length > 0 || ref.operation.requestBody);
  const built = (
    await Promise.all(
      refs.map(async (ref) => {
        const request = broken(context.base, await authHeaders(context, ref), ref);
        return request ? [{ ref, request }] : [];
      }),
    )
  ).flat();
  const results = await inParallel(
    built,
    async ({ ref, request }): Promise<Result> => {
      const what = `无效请求：${request.what}`;
      const known = context.mock ? PRISM_CANNOT_VALIDATE[ref.operation.operationId] : undefined;
      if (known) return { ref, check: skipped(what, `模拟服务无法校验：${known}`) };
      return {
        ref,
        check: await exchange(ref, what, request.url, request.init, {
          expect: 'refusal',
          timeoutMs: context.timeoutMs,
        }),
      };
    },
    context.concurrency,
  );
  const failed = results.filter(
    (result) => result.check.outcome !== 'passed' && result.check.outcome !== 'skipped',
  );
  return {
    results,
    summary:
      `无效请求 ${built.length} 个（${failed.length} 个没有得到契约写明的应答）；` +
      `${refs.length - built.length} 个接口只有 multipart 请求体或没有可破坏的参数，未发送`,
  };
}
