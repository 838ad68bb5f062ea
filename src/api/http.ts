/**
 * The one axios instance and the orval mutator: every generated call goes
 * through apiRequest. It implements spec §7 (base host, token header, fs-
 * rewrite, payload rules, loading overlay) and the error catalogue of §8.
 */
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { announceSessionEnd } from '@/session/session-channel';
import { clearSession, getPageType, getToken } from '@/session/session';
import { ApiError, errorForBody, errorForStatus, MESSAGES } from './errors';
import { rewriteLinePath } from './line-path';
import { startLoading } from './loading';
import { goToLogin, showApiError } from './notify';
import { compactBody, compactParams } from './payload';
import { queryClient } from './query-client';
import { checkResponse, preloadSchemas } from './response-policy';

export interface RequestOptions {
  /** Show the global loading overlay (default true). */
  loading?: boolean;
  /** The caller shows the error itself (inline); no message is popped. 401 is still handled (see skipAuthRedirect). */
  silent?: boolean;
  /** Keep empty form values and empty or negative query values. */
  keepEmpty?: boolean;
  /** Extra request headers, merged over the generated ones (e.g. the esignH5 `ticket`). */
  headers?: Record<string, string>;
  /**
   * A 401 is a plain error for the caller: no session clearing, no redirect to login.
   * For pages that have no login session (esignH5, which authenticates with a ticket).
   */
  skipAuthRedirect?: boolean;
  /** Download progress of a file response (export feedback): bytes so far and, when known, the total. */
  onDownloadProgress?: (loaded: number, total?: number) => void;
  /** Milliseconds before the request is given up as timed out (default 30 s, files 300 s). */
  timeout?: number;
  /** Set by every generated call (orval.config.ts): whose response schema to check the body against. */
  operationId?: string;
  tag?: string;
}

const JSON_TIMEOUT_MS = 30_000;
const FILE_TIMEOUT_MS = 300_000;

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  timeout: JSON_TIMEOUT_MS,
  // The app signs its calls with the token header (spec §7), never with an XSRF cookie. Without
  // this, axios reads that cookie before every same-origin call, asynchronously where the browser
  // has cookieStore (Chromium): the call then waits for a task of its own, behind whatever the
  // page is running (measured: a print page's data call left ~50 ms late while its chunks ran).
  withXSRFToken: false,
});

let unauthorizedHandled = false;

/** Called after a successful login so the next 401 is handled again. */
export function resetUnauthorizedGuard(): void {
  unauthorizedHandled = false;
}

/**
 * A 401 ends the session it was sent with, in every tab (session-channel.ts), once: the first of
 * ten clears the cookies, and the others were sent with a token that is gone. A 401 of a session
 * already over ends nothing: the cookies may by now hold the next person's session (another tab).
 */
function handleUnauthorized(sentWith: string | undefined): void {
  if (sentWith !== getToken() || (unauthorizedHandled && !sentWith)) return;
  unauthorizedHandled = true;
  clearSession();
  queryClient.clear();
  announceSessionEnd('expired');
  showApiError(MESSAGES.unauthorized);
  goToLogin();
}

function prepare(
  config: AxiosRequestConfig,
  options: RequestOptions,
  token: string | undefined,
): AxiosRequestConfig {
  const isFile = config.responseType === 'blob';
  return {
    ...config,
    url: rewriteLinePath(config.url ?? '', getPageType()),
    params: options.keepEmpty ? config.params : compactParams(config.params),
    data: options.keepEmpty ? config.data : compactBody(config.data),
    headers: {
      ...(config.headers as Record<string, string> | undefined),
      ...(token ? { token } : {}),
      ...options.headers,
    },
    timeout: options.timeout ?? (isFile ? FILE_TIMEOUT_MS : JSON_TIMEOUT_MS),
    onDownloadProgress: options.onDownloadProgress
      ? (event) => options.onDownloadProgress?.(event.loaded, event.total)
      : undefined,
  };
}

async function parseBlobJson(blob: Blob): Promise<unknown> {
  const text = await blob.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `attachment; filename*=UTF-8''%E5%AD%A6%E7%94%9F.xlsx` → 学生.xlsx */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const encoded = header.match(/filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = header.match(/filename\s*=\s*"?([^";]+)"?/i);
  return plain?.[1];
}

async function readResponse(response: AxiosResponse): Promise<unknown> {
  const body: unknown = response.data;
  if (body instanceof Blob) {
    // A file, unless the server answered with a JSON envelope (an error inside a blob).
    if (/json/i.test(body.type))
      throw errorForBody(await parseBlobJson(body)) ?? new ApiError('empty', MESSAGES.generic);
    if (body.size === 0) throw new ApiError('empty', MESSAGES.generic);
    const name = fileNameFromDisposition(response.headers['content-disposition']) ?? 'download';
    return new File([body], name, { type: body.type });
  }
  const error = errorForBody(body);
  if (error) throw error;
  return body;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('canceled', '请求已取消');
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const data: unknown = error.response.data;
      const body = data instanceof Blob ? await parseBlobJson(data) : data;
      return errorForStatus(error.response.status, body);
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', MESSAGES.timeout);
    }
    return new ApiError('network', MESSAGES.network);
  }
  return new ApiError('network', MESSAGES.network);
}

function report(error: ApiError, options: RequestOptions, sentWith: string | undefined): void {
  if (error.kind === 'canceled') return;
  if (error.kind === 'unauthorized' && !options.skipAuthRedirect) handleUnauthorized(sentWith);
  else if (!options.silent) showApiError(error.message);
}

export async function apiRequest<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  const stopLoading = options.loading === false ? undefined : startLoading();
  const { operationId, tag } = options;
  if (operationId && tag) preloadSchemas(tag);
  const token = getToken();
  try {
    const response = await http.request(prepare(config, options, token));
    const body = await readResponse(response);
    if (operationId && tag && !(body instanceof File)) {
      const violation = await checkResponse(body, { operationId, tag }, config.method);
      if (violation) throw violation;
    }
    return body as T;
  } catch (error) {
    const apiError = await toApiError(error);
    report(apiError, options, token);
    throw apiError;
  } finally {
    stopLoading?.();
  }
}

/** Types orval picks up for every generated hook. */
export type ErrorType<_Error> = ApiError;
export type BodyType<Body> = Body;
