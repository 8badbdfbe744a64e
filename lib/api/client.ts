/**
 * The shared browser API client (docs/api.md, "The envelope"; the rules in ./rules.ts): one ky instance for /basic-api/v1 that applies the reply
 * envelope and status rules, shows feedback through lib/api/feedback, logs every ajax error, and rejects
 * with a typed ApiError (or ApiCancelledError for cancellations).
 */
import ky, { HTTPError, type KyInstance, type Options as KyOptions } from 'ky';
import { API } from '@/lib/client-config';
import type { ReplyEnvelope } from '@/lib/api/contract';
import { addErrorLog } from '@/lib/error-log';
import { getApiFeedback, getLocale, getToken, notifySessionTimeout } from '@/lib/api/feedback';
import { registerPending } from '@/lib/api/pending';
import { TIME_PARAM, pendingKey, stripTimeParam } from '@/lib/api/rules';
import { readHttpError, readSuccess, readTransportError, type Failure } from './answer';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** 'message': toast (default); 'modal': a dialog titled t('api.promptTitle'); 'none': the caller handles it. */
export type ErrorMessageMode = 'message' | 'modal' | 'none';

type QueryScalar = string | number | boolean;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

export interface RequestOptions {
  /** Query parameters; null and undefined values are left out. */
  params?: QueryParams;
  errorMessageMode?: ErrorMessageMode;
  /** GET only: add `_t=<Date.now()>` (default true). */
  joinTime?: boolean;
  /** Opt out of "a repeat of the same method and URL cancels the earlier pending one". */
  ignoreCancelToken?: boolean;
  /** false: resolve the whole envelope on success instead of its `result` (failure codes still reject). */
  isTransformResponse?: boolean;
  /** true: resolve the raw parsed body without any envelope checks (HTTP error statuses still reject). */
  isReturnNativeResponse?: boolean;
  /** The caller's own cancellation. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface BodyRequestOptions extends RequestOptions {
  /** Sent as a JSON body (FormData, URLSearchParams and Blob bodies are sent as they are). */
  data?: unknown;
}

import { ApiCancelledError, ApiError } from './errors';

export { ApiCancelledError, ApiError, isApiCancelled, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors';

/** One HTTP verb, typed by what the options make it resolve. */
export interface ApiCall<O extends RequestOptions> {
  /** The raw parsed body, without envelope checks. */
  <T = unknown>(url: string, options: O & { isReturnNativeResponse: true }): Promise<T>;
  /** The whole envelope on success. */
  <T = unknown>(url: string, options: O & { isTransformResponse: false }): Promise<ReplyEnvelope<T>>;
  /** The envelope's `result` on success. */
  <T = unknown>(url: string, options?: O): Promise<T>;
}

export interface ApiClient {
  get: ApiCall<RequestOptions>;
  post: ApiCall<BodyRequestOptions>;
  put: ApiCall<BodyRequestOptions>;
  patch: ApiCall<BodyRequestOptions>;
  delete: ApiCall<BodyRequestOptions>;
  /** The untyped core every verb goes through. */
  request(method: HttpMethod, url: string, options?: BodyRequestOptions): Promise<unknown>;
  /** The underlying ky instance (prefix, timeout, no retry, fetch). */
  readonly http: KyInstance;
  readonly prefixUrl: string;
}

export interface ApiClientConfig {
  /** ky's `fetch` option (tests inject a fake). Default: the global fetch. */
  fetch?: NonNullable<KyOptions['fetch']>;
  /** Put before API.base + API.prefix, e.g. 'http://localhost:3000' where relative URLs cannot resolve. Default ''. */
  origin?: string;
  /** Default API.timeoutMs. */
  timeoutMs?: number;
}

function toSearchParams(query: URLSearchParams, params: QueryParams | undefined): void {
  if (!params) return;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly QueryScalar[]) query.append(name, String(item));
    else query.append(name, String(value));
  }
}

function combineSignals(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (!a) return b;
  if (!b) return a;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && data instanceof Blob)
  );
}

interface Prepared {
  /** The path and query ky sends (relative to the prefix). */
  input: string;
  /** The URL without `_t`, for the pending key, warnings and the error log. */
  shownUrl: string;
  key: string;
  headers: Record<string, string>;
  body: Pick<KyOptions, 'json' | 'body'>;
}

/** The query (the URL's own, then params, then _t for GET), the headers (locale, Bearer) and the body. */
function prepare(prefixUrl: string, method: HttpMethod, url: string, options: BodyRequestOptions): Prepared {
  const { params, data, joinTime = true, headers: extraHeaders } = options;
  const relative = url.replace(/^\/+/, '');
  const queryAt = relative.indexOf('?');
  const path = queryAt === -1 ? relative : relative.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : relative.slice(queryAt + 1));
  toSearchParams(query, params);
  if (method === 'GET' && joinTime) query.set(TIME_PARAM, String(Date.now()));
  const search = query.toString();
  const input = search === '' ? path : `${path}?${search}`;
  const fullUrl = `${prefixUrl}/${input}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale() };
  const token = getToken();
  if (token) headers.Authorization = `${API.authScheme} ${token}`;
  Object.assign(headers, extraHeaders);
  const body = data === undefined || method === 'GET' ? {} : isRawBody(data) ? { body: data } : { json: data };
  return { input, shownUrl: stripTimeParam(fullUrl), key: pendingKey(method, fullUrl), headers, body };
}

/** Turns a failure into the ApiError to reject with: the toast, dialog or timeout flow, and the error log. */
function report(failure: Failure, call: { method: HttpMethod; shownUrl: string; params?: QueryParams; mode: ErrorMessageMode }): ApiError {
  const { method, shownUrl, mode } = call;
  const feedback = getApiFeedback();
  const error = new ApiError(failure.text, {
    kind: failure.kind,
    method,
    url: shownUrl,
    cause: failure.cause,
    code: failure.code,
    httpStatus: failure.httpStatus,
    result: failure.result,
  });
  if (failure.sessionTimeout) {
    notifySessionTimeout({ code: failure.code ?? null, httpStatus: failure.httpStatus ?? null, message: failure.text, method, url: shownUrl });
  } else if (mode === 'message') {
    feedback.toast(failure.text, { kind: 'error', durationMs: failure.durationMs });
  } else if (mode === 'modal') {
    feedback.modal({ title: feedback.t('api.promptTitle'), content: failure.text });
  }
  const causeStack = failure.cause instanceof Error ? failure.cause.stack : undefined;
  addErrorLog({
    type: 'ajax',
    url: shownUrl,
    name: failure.name,
    message: failure.text,
    stack: causeStack ?? error.stack ?? '',
    detail: JSON.stringify({ method, status: failure.httpStatus ?? null, code: failure.code ?? null, params: call.params ?? null }),
  });
  return error;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const prefixUrl = `${config.origin ?? ''}${API.base}${API.prefix}`;
  const http = ky.create({
    prefixUrl,
    timeout: config.timeoutMs ?? API.timeoutMs,
    retry: 0,
    // HTTP errors are thrown as ky's HTTPError with the response unread: the rules below read it.
    throwHttpErrors: true,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });

  async function request(method: HttpMethod, url: string, options: BodyRequestOptions = {}): Promise<unknown> {
    const { errorMessageMode = 'message', ignoreCancelToken = false, isTransformResponse = true, isReturnNativeResponse = false } = options;
    const { input, shownUrl, key, headers, body } = prepare(prefixUrl, method, url, options);
    const pending = ignoreCancelToken ? null : registerPending(key);
    const signal = combineSignals(pending?.signal, options.signal);
    const t = getApiFeedback().t;
    const fail = (failure: Failure) => report(failure, { method, shownUrl, params: options.params, mode: errorMessageMode });
    const cancelled = (reason: unknown): ApiCancelledError => {
      console.warn(`Request cancelled: ${method} ${shownUrl}`);
      return new ApiCancelledError(method, shownUrl, reason);
    };

    try {
      let status: number;
      let text: string;
      try {
        const response = await http(input, { method, headers, signal, ...body });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw cancelled(signal.reason);
        if (!(error instanceof HTTPError)) throw fail(readTransportError(error, t));
        let errorText = '';
        try {
          errorText = await error.response.text();
        } catch {
          if (signal?.aborted) throw cancelled(signal.reason);
        }
        throw fail(readHttpError(error, errorText, t));
      }
      const read = readSuccess(status, text, { isTransformResponse, isReturnNativeResponse }, t);
      if (!read.ok) throw fail(read.failure);
      return read.value;
    } finally {
      pending?.settle();
    }
  }

  const verb =
    <O extends RequestOptions>(method: HttpMethod) =>
    (url: string, options?: O) =>
      request(method, url, options);

  return {
    get: verb<RequestOptions>('GET') as ApiCall<RequestOptions>,
    post: verb<BodyRequestOptions>('POST') as ApiCall<BodyRequestOptions>,
    put: verb<BodyRequestOptions>('PUT') as ApiCall<BodyRequestOptions>,
    patch: verb<BodyRequestOptions>('PATCH') as ApiCall<BodyRequestOptions>,
    delete: verb<BodyRequestOptions>('DELETE') as ApiCall<BodyRequestOptions>,
    request,
    http,
    prefixUrl,
  };
}

/** The shared client of the browser. */
export const api = createApiClient();
