/** The error catalogue of spec §8, as data. */

export const MESSAGES = {
  unauthorized: '登录信息已过期，请重新登录',
  generic: '请求失败，请联系管理员',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
} as const;

export type ApiErrorKind =
  | 'unauthorized' // HTTP 401
  | 'http' // any other HTTP error status
  | 'business' // HTTP 200 with code ≠ 200
  | 'empty' // HTTP 200 with no body
  | 'network' // no response at all
  | 'timeout'
  | 'schema' // HTTP 200 whose data breaks the contract (src/api/response-policy.ts)
  | 'canceled'; // the screen went away; never shown

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  /** Field → message, when the server names the fields at fault (`result.errors`). */
  readonly fields?: Record<string, string>;
  /** A schema error: the operation and its field-level violations (`result.list.0.name: …`). */
  readonly operationId?: string;
  readonly violations?: string[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: number;
      fields?: Record<string, string>;
      operationId?: string;
      violations?: string[];
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
    this.operationId = details.operationId;
    this.violations = details.violations;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function serverMsg(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'msg' in body) {
    const msg = (body as { msg: unknown }).msg;
    if (typeof msg === 'string' && msg.trim()) return msg;
  }
  return undefined;
}

/** `{result: {errors: {name: '名称已存在'}}}` → the field messages, if any. */
function fieldErrors(body: unknown): Record<string, string> | undefined {
  const errors = (body as { result?: { errors?: unknown } } | undefined)?.result?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** An HTTP error status → the error the user sees. */
export function errorForStatus(status: number, body: unknown): ApiError {
  if (status === 401) return new ApiError('unauthorized', MESSAGES.unauthorized, { status });
  if (status === 400 || status === 500) {
    return new ApiError('http', serverMsg(body) ?? MESSAGES.generic, { status, fields: fieldErrors(body) });
  }
  return new ApiError('http', MESSAGES.generic, { status });
}

/** An HTTP 200 body → the error it carries, or undefined when it is a success envelope. */
export function errorForBody(body: unknown): ApiError | undefined {
  if (body === undefined || body === null || body === '') return new ApiError('empty', MESSAGES.generic);
  if (typeof body !== 'object') return new ApiError('empty', MESSAGES.generic);
  const code = (body as { code?: unknown }).code;
  if (code === 200) return undefined;
  return new ApiError('business', serverMsg(body) ?? MESSAGES.generic, {
    code: typeof code === 'number' ? code : undefined,
    fields: fieldErrors(body),
  });
}

/** Errors worth an automatic query retry: the request may succeed if sent again. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 502 || error.status === 503 || error.status === 504);
}
