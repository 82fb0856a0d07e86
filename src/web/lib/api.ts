import type { ApiErrorBody } from '@shared/api-error';

/** The text shown when the server gives no usable message (docs/product/README.md, "Rules that hold everywhere"). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** An error answer of the API (`{ error: { code, message, fields? } }`), or a failed request. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (file uploads). Every method but GET sends a
   * body, `{}` when none is given (Fastify refuses an empty JSON body). */
  body?: unknown;
  signal?: AbortSignal;
  /** More request headers (e.g. `Idempotency-Key`, docs/decisions/046). */
  headers?: Record<string, string>;
  /** `omit` sends no cookie: a guest's submission sent later as a guest (docs/decisions/046). */
  credentials?: 'same-origin' | 'omit';
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the shop's API on the same origin with the session cookie (in a page or the service worker:
 * nothing here needs a window). Resolves with the parsed JSON
 * (null for an empty body); rejects with an ApiError for error statuses and network failures.
 */
export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const sendsBody = method !== 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const isForm = options.body instanceof FormData;
  // The browser writes a form's content type itself, with its boundary.
  if (sendsBody && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: isForm ? (options.body as FormData) : sendsBody ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: options.credentials ?? 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', UNEXPECTED_ERROR_MESSAGE);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      const { code, message, fields } = data.error;
      throw new ApiError(response.status, code, message || UNEXPECTED_ERROR_MESSAGE, fields);
    }
    throw new ApiError(response.status, `HTTP_${response.status}`, UNEXPECTED_ERROR_MESSAGE);
  }
  if (data === undefined) throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED_ERROR_MESSAGE);
  return data as T;
}

/** The refusals of an action that explain themselves: a refused quantity, a deal that is gone, too many attempts. */
export const ACTION_REFUSALS: readonly number[] = [400, 404, 409, 429];

/**
 * The message to show a person for any thrown value. Without a fallback: the server's message for
 * any error answer, else "An unexpected error occurred". With the action's own text as `fallback`
 * (docs/product/README.md, "Rules that hold everywhere"): the server's message only for the refusals that explain what to do
 * (`statuses`: by default 400, 404, 409 and 429; a form passes its own), otherwise the fallback
 * (network failure, outage, anything unexpected).
 */
export function errorMessage(
  error: unknown,
  fallback?: string,
  statuses: readonly number[] = ACTION_REFUSALS,
): string {
  return error instanceof ApiError && error.message && (!fallback || statuses.includes(error.status))
    ? error.message
    : fallback || UNEXPECTED_ERROR_MESSAGE;
}
