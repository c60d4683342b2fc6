import { errorCodeForStatus, genericMessages, idempotencyKeyHeader } from '@gbc/contracts';
import type { ZodType } from 'zod';
import { ApiError, clientErrorCodes } from './api-error.js';

export type QueryValue = string | number | undefined;

/**
 * A response schema, or a function that imports it: schemas pull in zod, which pages should not load
 * before their first request (data rendered on the server needs none).
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

async function resolveSchema<T>(source: SchemaSource<T>): Promise<ZodType<T>> {
  return typeof source === 'function' ? source() : source;
}

export interface ApiRequestOptions<T> {
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Validates the response body; a mismatch is an ApiError rather than bad data reaching the page. */
  schema?: SchemaSource<T>;
  /** Defaults to 10 000 ms, measured until the body has been read. */
  timeoutMs?: number;
  /** Cancels the request; the promise then rejects with the signal's reason, not an ApiError. */
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer …` (the session's access token, `useSession().accessToken`). */
  accessToken?: string | null;
  /**
   * Sent as `Idempotency-Key` with a write: the same for every retry of one submission, so the
   * service writes it once (see `newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

export type ApiWriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const defaultApiTimeoutMs = 10_000;

let resolveApiUrl = (path: string): string => path;

/**
 * Where root-relative `/api/...` paths go. In the browser they stay relative to the page; the server
 * renderer, which has no page, points them at the services.
 */
export function setApiUrlResolver(resolve: (path: string) => string): void {
  resolveApiUrl = resolve;
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function genericMessageForStatus(status: number): string {
  if (status === 429) return genericMessages.rateLimited;
  if (status === 404) return genericMessages.notFound;
  if (status === 400 || status === 422) return genericMessages.invalidInput;
  return genericMessages.internal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The server's `{ error }` body when it sent one, otherwise a generic message chosen by status. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    // A proxy's HTML error page or an empty body: the status alone says what happened.
    body = undefined;
  }
  // Loaded with the first failed request only, so error handling adds no zod to the first load.
  const { errorBodySchema } = await import('@gbc/contracts');
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError({ status: response.status, code, message, fields });
  }
  return new ApiError({
    status: response.status,
    code: errorCodeForStatus(response.status),
    message: genericMessageForStatus(response.status),
  });
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { query, schema, timeoutMs = defaultApiTimeoutMs, signal, accessToken, idempotencyKey } = options;
  signal?.throwIfAborted();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (idempotencyKey) headers[idempotencyKeyHeader] = idempotencyKey;

  try {
    const response = await fetch(resolveApiUrl(withQuery(path, query)), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) throw await errorFromResponse(response);

    let data: unknown;
    try {
      data = await readJson(response);
    } catch (error) {
      if (controller.signal.aborted) throw error;
      throw new ApiError({
        status: response.status,
        code: clientErrorCodes.invalidResponse,
        message: genericMessages.internal,
        cause: error,
      });
    }
    if (!schema) return data as T;
    const parsed = (await resolveSchema(schema)).safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: clientErrorCodes.invalidResponse,
        message: genericMessages.internal,
        cause: parsed.error,
      });
    }
    return parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw signal.reason;
    if (timedOut) {
      throw new ApiError({
        status: 0,
        code: clientErrorCodes.timeout,
        message: genericMessages.timeout,
        cause: error,
      });
    }
    throw new ApiError({
      status: 0,
      code: clientErrorCodes.network,
      message: genericMessages.network,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * A fresh Idempotency-Key: 128 random bits in hex. From `getRandomValues`, which (unlike
 * `randomUUID`) browsers also offer on pages served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** GET a same-origin `/api/...` path as JSON. Rejects with ApiError on every failure. */
export function apiGet<T>(path: string, options?: ApiRequestOptions<T>): Promise<T> {
  return request('GET', path, undefined, options);
}

/** Send `body` as JSON with a write method. Rejects with ApiError on every failure. */
export function apiSend<T>(
  method: ApiWriteMethod,
  path: string,
  body: unknown,
  options?: ApiRequestOptions<T>,
): Promise<T> {
  return request(method, path, body, options);
}
