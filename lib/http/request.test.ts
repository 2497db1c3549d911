import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  HttpError,
  JSON_BODY_METHODS,
  NON_MUTATING_METHODS,
  RETRY_STATUSES,
  RequestTimeoutError,
  ResponseValidationError,
  buildUrl,
  createRequester,
  parseRetryAfter,
  type HttpMethod,
} from './request';

const BASE = 'https://api.example.test/v1';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

function json(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** A fake fetch that answers with the queued responses (or throws the queued errors) in order. */
function fakeFetch(...queue: (Response | Error | (() => Response))[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const next = queue.shift();
    if (next === undefined) throw new Error('fake fetch: no response queued');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(...queue: (Response | Error | (() => Response))[]) {
  const { fetch, calls } = fakeFetch(...queue);
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const request = createRequester({ baseUrl: BASE, fetch, sleep, headers: { authorization: 'Bearer secret' } });
  return { request, calls, sleep };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('constants', () => {
  it('lists the retry statuses and non-mutating methods of the spec', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect([...NON_MUTATING_METHODS]).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect([...JSON_BODY_METHODS]).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
  });
});

describe('URL building', () => {
  it('joins the base URL (keeping its path prefix) and the path', async () => {
    const { request, calls } = setup(json({ ok: true }), json({ ok: true }));
    await request('/destinations');
    await request('countries/pt');
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/destinations`, `${BASE}/countries/pt`]);
  });

  it('encodes query parameters, skipping null and undefined, repeating arrays', async () => {
    const { request, calls } = setup(json([]));
    await request('/search?locale=en', {
      query: {
        q: 'São Paulo & Rio',
        page: 2,
        featured: true,
        tag: ['beach', 'city/old'],
        empty: undefined,
        none: null,
      },
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v1/search');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('q')).toBe('São Paulo & Rio');
    expect(url.search).toContain('q=S%C3%A3o+Paulo+%26+Rio');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('featured')).toBe('true');
    expect(url.searchParams.getAll('tag')).toEqual(['beach', 'city/old']);
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
  });

  it('accepts URLSearchParams as the query', () => {
    expect(
      buildUrl(
        BASE,
        '/a',
        new URLSearchParams([
          ['x', '1'],
          ['x', '2'],
        ]),
      ).href,
    ).toBe(`${BASE}/a?x=1&x=2`);
  });

  it.each([
    'https://evil.example/steal',
    'http://api.example.test/v1/downgraded',
    '//evil.example/steal',
    '\\\\evil.example/steal',
    'javascript:alert(1)',
  ])('refuses %s, which leaves the base origin', async (path) => {
    const { request, calls } = setup(json({}));
    const error = await rejection(request(path));
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).toMatch(/Refusing|only https:\/\/api\.example\.test/);
    expect(calls).toHaveLength(0);
  });

  it('cannot be tricked into a userinfo URL when the base has no path', () => {
    expect(buildUrl('https://api.example.test', '@evil.example/x').origin).toBe('https://api.example.test');
    expect(buildUrl('https://api.example.test', '\\evil.example/x').origin).toBe('https://api.example.test');
  });

  it('tolerates an absolute URL on the base origin', () => {
    expect(buildUrl(BASE, 'https://api.example.test/v1/next?page=2').href).toBe(
      'https://api.example.test/v1/next?page=2',
    );
  });
});

describe('headers and bodies', () => {
  it.each(JSON_BODY_METHODS)('%s sends the body as JSON with Content-Type and Accept', async (method) => {
    const { request, calls } = setup(json({ id: 1 }, { status: 201 }));
    const result = await request('/bookings', { method, body: { name: 'Ana', travellers: 2 } });
    expect(result).toEqual({ id: 1 });
    const [call] = calls;
    expect(call?.method).toBe(method);
    expect(call?.body).toBe('{"name":"Ana","travellers":2}');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('authorization')).toBe('Bearer secret');
  });

  it.each(JSON_BODY_METHODS)('%s without a body sends no Content-Type', async (method) => {
    const { request, calls } = setup(new Response(null, { status: 204 }));
    await expect(request('/bookings/1', { method })).resolves.toBeUndefined();
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.has('content-type')).toBe(false);
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
  });

  it.each(NON_MUTATING_METHODS)('%s sends Accept and no body', async (method) => {
    const { request, calls } = setup(json({}));
    await request('/x', { method });
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('refuses a body on a non-mutating method', async () => {
    const { request, calls } = setup(json({}));
    await expect(request('/x', { method: 'GET', body: { a: 1 } } as never)).rejects.toThrow(
      /GET requests cannot have a body/,
    );
    expect(calls).toHaveLength(0);
  });

  it('lets per-request headers override the defaults', async () => {
    const { request, calls } = setup(json({}));
    await request('/x', { headers: { authorization: 'Bearer other', 'x-locale': 'pt' } });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer other');
    expect(calls[0]?.headers.get('x-locale')).toBe('pt');
  });

  it('parses JSON, returns undefined for 204 and HEAD, and text for non-JSON responses', async () => {
    const { request } = setup(
      json({ a: [1, 2] }),
      new Response(null, { status: 204 }),
      new Response(null, { status: 200, headers: { 'content-length': '10' } }),
      new Response('plain', { headers: { 'content-type': 'text/plain' } }),
      new Response('{"p":1}', { headers: { 'content-type': 'application/problem+json; charset=utf-8' } }),
    );
    await expect(request('/a')).resolves.toEqual({ a: [1, 2] });
    await expect(request('/b', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(request('/c', { method: 'HEAD' })).resolves.toBeUndefined();
    await expect(request('/d')).resolves.toBe('plain');
    await expect(request('/e')).resolves.toEqual({ p: 1 });
  });

  it('fails clearly on invalid JSON in a successful response', async () => {
    const { request } = setup(new Response('{oops', { headers: { 'content-type': 'application/json' } }));
    await expect(request('/a')).rejects.toThrow(/GET https:\/\/api\.example\.test\/v1\/a returned invalid JSON/);
  });
});

describe('retries', () => {
  it.each(RETRY_STATUSES)('GET is retried once after %i and then succeeds', async (status) => {
    const { request, calls, sleep } = setup(json({ error: 'busy' }, { status }), json({ ok: true }));
    await expect(request('/destinations')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe(calls[0]?.url);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep.mock.calls[0]?.[0]).toBe(150);
  });

  it.each(RETRY_STATUSES)('GET is retried only once after %i and then throws an HttpError', async (status) => {
    const { request, calls } = setup(
      json({ error: 'first' }, { status }),
      json({ error: 'second' }, { status, statusText: 'Nope' }),
    );
    const error = await rejection(request('/destinations'));
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status,
      statusText: 'Nope',
      method: 'GET',
      url: `${BASE}/destinations`,
      body: { error: 'second' },
    });
  });

  it.each(['HEAD', 'OPTIONS'] as const)('%s is retried like GET', async (method) => {
    const { request, calls } = setup(new Response(null, { status: 503 }), new Response(null, { status: 200 }));
    await expect(request('/x', { method })).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  const mutating = JSON_BODY_METHODS.flatMap((method) => RETRY_STATUSES.map((status) => [method, status] as const));
  it.each(mutating)('%s is never retried (status %i)', async (method, status) => {
    const { request, calls, sleep } = setup(json({ error: 'busy' }, { status }), json({ ok: true }));
    const error = await rejection(request('/bookings', { method, body: { a: 1 } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, method });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each(JSON_BODY_METHODS)('%s is not retried after a network error', async (method) => {
    const { request, calls } = setup(new TypeError('fetch failed'), json({ ok: true }));
    await expect(request('/bookings', { method, body: {} })).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 410, 422, 501])('GET is not retried after %i', async (status) => {
    const { request, calls } = setup(
      new Response('missing', { status, headers: { 'content-type': 'text/plain' } }),
      json({}),
    );
    const error = await rejection(request('/nowhere'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, body: 'missing' });
    expect(calls).toHaveLength(1);
  });

  it('retries GET once after a network error', async () => {
    const { request, calls, sleep } = setup(new TypeError('fetch failed'), json({ ok: 1 }));
    await expect(request('/x')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('gives up after a second network error', async () => {
    const { request, calls } = setup(new TypeError('fetch failed'), new TypeError('fetch failed again'), json({}));
    await expect(request('/x')).rejects.toThrow('fetch failed again');
    expect(calls).toHaveLength(2);
  });

  it('spends its single retry on the network error (no second retry on a retry status)', async () => {
    const { request, calls } = setup(new TypeError('fetch failed'), json({}, { status: 503 }), json({}));
    await expect(request('/x')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('does not retry errors that are not network errors', async () => {
    const { request, calls } = setup(new Error('boom'), json({}));
    await expect(request('/x')).rejects.toThrow('boom');
    expect(calls).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    const { request, sleep } = setup(json({}, { status: 429, headers: { 'retry-after': '1' } }), json({}));
    await request('/x');
    expect(sleep.mock.calls[0]?.[0]).toBe(1000);
  });

  it('caps a long Retry-After at 2 s', async () => {
    const { request, sleep } = setup(json({}, { status: 503, headers: { 'retry-after': '120' } }), json({}));
    await request('/x');
    expect(sleep.mock.calls[0]?.[0]).toBe(2000);
  });

  it('honours Retry-After as an HTTP date, capped', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const { fetch } = fakeFetch(
      json({}, { status: 503, headers: { 'retry-after': 'Tue, 01 Jan 2030 00:00:01 GMT' } }),
      json({}),
      json({}, { status: 503, headers: { 'retry-after': 'Tue, 01 Jan 2030 01:00:00 GMT' } }),
      json({}),
      json({}, { status: 503, headers: { 'retry-after': 'Mon, 31 Dec 2029 00:00:00 GMT' } }),
      json({}),
    );
    const sleep = vi.fn(async () => {});
    const request = createRequester({ baseUrl: BASE, fetch, sleep, now: () => now });
    await request('/a');
    await request('/b');
    await request('/c');
    expect(sleep.mock.calls.map((call: unknown[]) => call[0])).toEqual([1000, 2000, 0]);
  });

  it('falls back to the fixed delay on an unreadable Retry-After', async () => {
    const { request, sleep } = setup(json({}, { status: 503, headers: { 'retry-after': 'soon' } }), json({}));
    await request('/x');
    expect(sleep.mock.calls[0]?.[0]).toBe(150);
  });

  it('parseRetryAfter reads seconds and dates', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(' 3 ', now)).toBe(3000);
    expect(parseRetryAfter('-1', now)).toBeUndefined();
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('garbage', now)).toBeUndefined();
  });

  it('uses a real (short) delay by default', async () => {
    const { fetch, calls } = fakeFetch(json({}, { status: 503 }), json({ ok: true }));
    const request = createRequester({ baseUrl: BASE, fetch, retryDelayMs: 5 });
    await expect(request('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('does not retry once the caller aborts during the delay', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(json({}, { status: 503 }), json({}));
    const request = createRequester({ baseUrl: BASE, fetch, retryDelayMs: 10_000 });
    const pending = request('/x', { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
    expect(calls).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('throws a RequestTimeoutError and does not retry', async () => {
    const calls: string[] = [];
    const fetch = ((url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        calls.push(url);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    const request = createRequester({ baseUrl: BASE, fetch, timeoutMs: 10 });
    const error = await rejection(request('/slow'));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(String(error)).toContain('GET https://api.example.test/v1/slow timed out after 10 ms');
    expect(calls).toHaveLength(1);
  });
});

describe('schema validation', () => {
  const Destination = z.object({ slug: z.string(), rating: z.number().min(0).max(5) });

  it('returns the parsed, typed data', async () => {
    const { request } = setup(json({ slug: 'lisbon', rating: 4.5, extra: true }));
    const destination = await request('/destinations/lisbon', { schema: Destination });
    const slug: string = destination.slug;
    expect(slug).toBe('lisbon');
    expect(destination).toEqual({ slug: 'lisbon', rating: 4.5 });
  });

  it('throws a clear error naming the failing fields', async () => {
    const { request } = setup(json({ slug: 42, rating: 9 }));
    const error = await rejection(request('/destinations/lisbon', { schema: Destination }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const message = (error as Error).message;
    expect(message).toContain(`Unexpected response from GET ${BASE}/destinations/lisbon`);
    expect(message).toMatch(/slug: .*expected string/i);
    expect(message).toMatch(/rating: .*<=5/);
  });

  it('does not validate error responses', async () => {
    const { request } = setup(json({ message: 'gone' }, { status: 410 }));
    await expect(request('/destinations/x', { schema: Destination })).rejects.toBeInstanceOf(HttpError);
  });
});

describe('methods', () => {
  it('rejects unknown methods', async () => {
    const { request } = setup(json({}));
    await expect(request('/x', { method: 'TRACE' as HttpMethod })).rejects.toThrow(/Unsupported HTTP method TRACE/);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => createRequester({ baseUrl: 'ftp://files.example.test' })).toThrow(/http or https/);
  });
});

describe('send: the final response, whatever its status', () => {
  it('retries a GET once and answers the second response', async () => {
    const { request, calls } = setup(json({ error: 'busy' }, { status: 503 }), json({ id: 'b1' }));
    const response = await request.send('/build/', { cache: 'no-store' });
    expect(calls).toHaveLength(2);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: 'b1' });
  });

  it('answers a POST’s 503 without retrying it and without throwing', async () => {
    const { request, calls, sleep } = setup(json({ error: 'busy' }, { status: 503 }), json({ ok: true }));
    const response = await request.send('/contact/', { method: 'POST', body: { name: 'Ada' } });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBe('{"name":"Ada"}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('answers a 400 with its body for the caller to read', async () => {
    const { request } = setup(json({ issues: [{ field: 'email' }] }, { status: 400 }));
    const response = await request.send('/contact/', { method: 'POST', body: {} });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ issues: [{ field: 'email' }] });
  });

  it('passes the cache mode to fetch', async () => {
    const fetch = vi.fn(async () => json({}));
    const request = createRequester({ baseUrl: BASE, fetch: fetch as unknown as typeof globalThis.fetch });
    await request.send('/x', { cache: 'no-store' });
    expect(fetch).toHaveBeenCalledWith(`${BASE}/x`, expect.objectContaining({ cache: 'no-store' }));
  });

  it('uses the global fetch of the moment of the call when none is given', async () => {
    const request = createRequester({ baseUrl: BASE });
    const stub = vi.fn(async () => json({ later: true }));
    vi.stubGlobal('fetch', stub);
    try {
      await expect(request('/x')).resolves.toEqual({ later: true });
      expect(stub).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
