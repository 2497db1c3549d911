import { type z } from 'zod';

/**
 * SPEC: generic request wrapper. The base URL comes from page configuration;
 * POST, PUT, PATCH and DELETE send JSON bodies; non-mutating methods retry
 * once on the statuses below (and on a network error).
 */

/** Statuses after which a non-mutating request is retried once. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Methods that never change server state, so repeating them is safe. */
export const NON_MUTATING_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** Methods that send `body` as JSON. They are never retried. */
export const JSON_BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type NonMutatingMethod = (typeof NON_MUTATING_METHODS)[number];
export type MutatingMethod = (typeof JSON_BODY_METHODS)[number];
export type HttpMethod = NonMutatingMethod | MutatingMethod;

/** Wait before the retry when the response carries no usable `Retry-After`. */
export const DEFAULT_RETRY_DELAY_MS = 150;
/** Longest wait a `Retry-After` header can impose before the retry. */
export const MAX_RETRY_AFTER_MS = 2_000;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = URLSearchParams | Record<string, QueryValue | readonly QueryValue[]>;

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RequesterOptions {
  /** Absolute base URL; a path prefix (`https://api.example.com/v1`) is kept. */
  baseUrl: string | URL;
  fetch?: typeof globalThis.fetch;
  /** Sent with every request; per-request headers win. */
  headers?: HeadersInit;
  /** Per attempt; a timed-out attempt throws a `RequestTimeoutError` and is not retried. */
  timeoutMs?: number;
  /** Injected for tests. */
  sleep?: Sleep;
  /** Delay before the retry when there is no usable `Retry-After` (default 150 ms). */
  retryDelayMs?: number;
  /** Cap on the delay a `Retry-After` header can ask for (default 2 s). */
  maxRetryAfterMs?: number;
  /** Clock used for `Retry-After` HTTP dates; injected for tests. */
  now?: () => number;
}

export interface RequestOptions<S extends z.ZodType = z.ZodType> {
  method?: HttpMethod;
  /** Sent as JSON; only allowed for POST, PUT, PATCH and DELETE. */
  body?: unknown;
  query?: Query;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode (`no-store` for answers that must not be reused). */
  cache?: RequestCache;
  /** Validates the parsed response; the result is the schema's output. */
  schema?: S;
}

export interface Requester {
  <S extends z.ZodType>(path: string, options: RequestOptions<S> & { schema: S }): Promise<z.output<S>>;
  <T = unknown>(path: string, options?: RequestOptions<never>): Promise<T>;
  /**
   * The same request, with the same single retry, answering the last `Response` whatever its status (for
   * callers that read the status themselves: a 400's field errors, a 429's `Retry-After`).
   */
  send(path: string, options?: Omit<RequestOptions, 'schema'>): Promise<Response>;
}

/** A response outside 2xx (after the retry, when there was one). */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly method: HttpMethod;
  /** The parsed body when the response was JSON, its text otherwise (undefined when empty). */
  readonly body: unknown;

  constructor({
    status,
    statusText,
    url,
    method,
    body,
  }: {
    status: number;
    statusText: string;
    url: string;
    method: HttpMethod;
    body: unknown;
  }) {
    super(`${method} ${url} failed with ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.url = url;
    this.method = method;
    this.body = body;
  }
}

/** The response did not match the `schema` given to `request`. */
export class ResponseValidationError extends Error {
  readonly url: string;
  readonly method: HttpMethod;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor({ url, method, issues }: { url: string; method: HttpMethod; issues: readonly z.core.$ZodIssue[] }) {
    const lines = issues.map(
      (issue) => `  - ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
    );
    super(`Unexpected response from ${method} ${url}:\n${lines.join('\n')}`);
    this.name = 'ResponseValidationError';
    this.url = url;
    this.method = method;
    this.issues = issues;
  }
}

/** An attempt took longer than `timeoutMs`. */
export class RequestTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly method: HttpMethod,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

const retryStatuses: ReadonlySet<number> = new Set(RETRY_STATUSES);
const nonMutating: ReadonlySet<string> = new Set(NON_MUTATING_METHODS);
const knownMethods: ReadonlySet<string> = new Set([...NON_MUTATING_METHODS, ...JSON_BODY_METHODS]);

export function isNonMutatingMethod(method: string): method is NonMutatingMethod {
  return nonMutating.has(method);
}

const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Builds the request URL: the base URL followed by `path` and `query`.
 * Throws when the result would leave the base URL's origin (an absolute or
 * protocol-relative URL in `path`), so the default headers never leak.
 */
export function buildUrl(baseUrl: string | URL, path: string, query?: Query): URL {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`Base URL must use http or https, got ${base.protocol}`);
  }
  let url: URL;
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || /^[/\\]{2}/.test(path)) {
    // An absolute URL is only tolerated when it stays on the base origin.
    url = new URL(path, base);
  } else {
    const prefix = base.pathname.replace(/\/+$/, '');
    const [pathPart = '', ...rest] = path.split('?');
    const search = rest.length > 0 ? `?${rest.join('?')}` : '';
    // Always join with a slash: `https://api.example.com` + `@evil.example` must not become a userinfo.
    url = new URL(`${base.origin}${prefix}/${pathPart.replace(/^\/+/, '')}${search}`);
  }
  if (url.origin !== base.origin) {
    throw new TypeError(`Refusing to send a request to ${url.origin}: only ${base.origin} is allowed`);
  }
  if (query) appendQuery(url.searchParams, query);
  return url;
}

function appendQuery(target: URLSearchParams, query: Query): void {
  const entries: Iterable<[string, QueryValue | readonly QueryValue[]]> =
    query instanceof URLSearchParams ? query.entries() : Object.entries(query);
  for (const [key, value] of entries) {
    const values = Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      target.append(key, String(item));
    }
  }
}

/**
 * `Retry-After` as a delay in milliseconds: delta-seconds or an HTTP date.
 * Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // HTTP dates start with a day name ("Sun, 06 Nov 1994 08:49:37 GMT"); anything else is not one.
  if (!/^[a-z]{3}/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

async function readBody(response: Response, method: HttpMethod, strict: boolean, url: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205 || response.status === 304)
    return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJsonContentType(response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (!strict) return text;
    throw new Error(`${method} ${url} returned invalid JSON`, { cause: error });
  }
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to free.
  }
}

export function createRequester({
  baseUrl,
  fetch: fetchOption,
  headers: defaultHeaders,
  timeoutMs,
  sleep = defaultSleep,
  retryDelayMs = DEFAULT_RETRY_DELAY_MS,
  maxRetryAfterMs = MAX_RETRY_AFTER_MS,
  now = Date.now,
}: RequesterOptions): Requester {
  // Validate the configuration once, up front.
  buildUrl(baseUrl, '/');

  // Looked up at each call, so a `fetch` replaced after the requester was made (a test's stub) is the one used.
  const fetchImpl: typeof globalThis.fetch = (input, init) => (fetchOption ?? globalThis.fetch)(input, init);

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
    const { response, url } = await send(path, options);
    return finish(response, method, url, options.schema);
  }

  async function send(path: string, options: RequestOptions = {}): Promise<{ response: Response; url: string }> {
    const { body, query, headers, signal, cache } = options;
    const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
    if (!knownMethods.has(method)) throw new TypeError(`Unsupported HTTP method ${method}`);
    const retryable = isNonMutatingMethod(method);
    if (retryable && body !== undefined) throw new TypeError(`${method} requests cannot have a body`);

    const url = buildUrl(baseUrl, path, query).href;
    const requestHeaders = new Headers(defaultHeaders);
    new Headers(headers).forEach((value, key) => requestHeaders.set(key, value));
    if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json');
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!requestHeaders.has('content-type')) requestHeaders.set('content-type', 'application/json');
    }

    const attempt = async (): Promise<Response> => {
      const timeoutSignal = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
      const signals = [signal, timeoutSignal].filter((s): s is AbortSignal => s !== undefined);
      try {
        return await fetchImpl(url, {
          method,
          headers: requestHeaders,
          body: payload,
          cache,
          signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
        });
      } catch (error) {
        if (timeoutSignal?.aborted && !signal?.aborted) throw new RequestTimeoutError(url, method, timeoutMs ?? 0);
        throw error;
      }
    };

    // At most one retry in total, whether the first attempt failed on the network or with a status.
    let response: Response;
    try {
      response = await attempt();
    } catch (error) {
      // A network error surfaces as a TypeError; aborts and timeouts are not retried.
      if (!retryable || !(error instanceof TypeError) || signal?.aborted) throw error;
      await sleep(retryDelayMs, signal);
      signal?.throwIfAborted();
      return { response: await attempt(), url };
    }
    if (retryable && retryStatuses.has(response.status)) {
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
      await discard(response);
      await sleep(retryAfter === undefined ? retryDelayMs : Math.min(retryAfter, maxRetryAfterMs), signal);
      signal?.throwIfAborted();
      response = await attempt();
    }
    return { response, url };
  }

  async function finish(
    response: Response,
    method: HttpMethod,
    url: string,
    schema: z.ZodType | undefined,
  ): Promise<unknown> {
    if (!response.ok) {
      let errorBody: unknown;
      try {
        errorBody = await readBody(response, method, false, url);
      } catch {
        errorBody = undefined;
      }
      throw new HttpError({ status: response.status, statusText: response.statusText, url, method, body: errorBody });
    }

    const data = await readBody(response, method, true, url);
    if (!schema) return data;
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseValidationError({ url, method, issues: result.error.issues });
    return result.data;
  }

  return Object.assign(request, {
    send: async (path: string, options?: Omit<RequestOptions, 'schema'>) => (await send(path, options)).response,
  }) as Requester;
}
