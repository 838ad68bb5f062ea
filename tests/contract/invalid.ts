/**
 * Invalid requests: every operation that takes parameters or a JSON body is sent one request the
 * contract refuses (a required body or parameter missing, or a value of the wrong type), and the
 * answer must be one the operation documents (its status, and a body valid under that status's
 * schema): never 200, never an undocumented 422.
 */
import { deref, operations, type OperationRef } from './ajv';
import { checkAnswer, labelOf, parametersOf, urlOf, type Row } from './requests';

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

function broken(base: string, token: string, ref: OperationRef): Broken | undefined {
  const method = ref.method.toUpperCase();
  const headers = { token };
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
  base: string,
  token: string,
): Promise<{ rows: Row[]; summary: string }> {
  const refs = operations().filter((ref) => parametersOf(ref).length > 0 || ref.operation.requestBody);
  const rows: Row[] = [];
  const statuses = new Map<string, number>();
  let sent = 0;
  let notBuilt = 0;
  const knownSkips: string[] = [];
  // a few at a time: Prism answers each in a few ms
  const queue = [...refs];
  const worker = async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      const request = broken(base, token, ref);
      if (!request) {
        notBuilt += 1;
        continue;
      }
      sent += 1;
      const response = await fetch(request.url, request.init);
      statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
      const known = PRISM_CANNOT_VALIDATE[ref.operation.operationId];
      const issues =
        response.status === 200 ? (known ? [] : ['无效的请求得到了 200']) : await checkAnswer(ref, response);
      if (known && response.status === 200) knownSkips.push(`${ref.operation.operationId}（${known}）`);
      if (issues.length)
        rows.push({
          label: `无效请求 ${labelOf(ref)}（${request.what}）`,
          ok: false,
          detail: issues.join('; '),
        });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const byStatus = [...statuses].map(([status, count]) => `${status} × ${count}`).join('，');
  rows.push({
    label: `无效请求的应答都是契约写明的（${sent} 个接口各一个无效请求：${byStatus}）`,
    ok: rows.length === 0,
    detail: [
      notBuilt ? `${notBuilt} 个接口只有 multipart 请求体或没有可破坏的参数，未发送` : '',
      knownSkips.length ? `已知 Prism 不校验：${knownSkips.join('；')}` : '',
    ]
      .filter(Boolean)
      .join('；'),
  });
  return { rows, summary: `无效请求 ${sent} 个：${byStatus}` };
}
