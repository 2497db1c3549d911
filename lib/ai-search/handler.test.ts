import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aiSearchRequestSchema } from '@/schemas/ai-search';
import type { AiSearchData } from './data';
import { noFilters } from './filters';
import type { AiSearchDependencies } from './handler';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { loadSearchData } = await import('./load');
const { handleAiSearch, MAX_BODY_BYTES } = await import('./handler');
const { askProvider } = await import('./provider');

const data = new Map<string, AiSearchData>();
beforeAll(async () => {
  for (const locale of ['en', 'it', 'pt', 'es'] as const) data.set(locale, await loadSearchData(locale));
});

function deps(overrides: Partial<AiSearchDependencies> = {}): AiSearchDependencies {
  return {
    consume: async () => ({ allowed: true }),
    client: () => '203.0.113.7',
    loadData: async (locale) => data.get(locale)!,
    provider: null,
    ...overrides,
  };
}

const post = (body: string, type = 'application/json') =>
  new Request('http://site.test/api/ai-search/', { method: 'POST', headers: { 'content-type': type }, body });

async function answer(request: Request, dependencies = deps()) {
  const response = await handleAiSearch(request, dependencies);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('POST /api/ai-search/', () => {
  it('answers the filters, the results address and the count, never cached', async () => {
    const { status, headers, body } = await answer(
      post(JSON.stringify({ text: 'Una settimana in Italia a settembre', locale: 'it' })),
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body).toMatchObject({ source: 'embedded', href: '/it/risultati/pacchetti/italia/?month=9&duration=6-9' });
    expect(body.count).toBeGreaterThan(0);
    expect((body.filters as { destination: string }).destination).toBe('italia');
  });

  it('never writes the visitor’s text back', async () => {
    const text = 'Rome <img src=x onerror=alert(1)> for a week';
    const response = await handleAiSearch(post(JSON.stringify({ text, locale: 'en' })), deps());
    const raw = await response.text();
    expect(response.status).toBe(200);
    expect(raw).not.toContain('onerror');
    expect(raw).not.toContain('<img');
  });

  it('refuses what is not JSON (415), too big (413), not parseable or not a search (400)', async () => {
    expect((await answer(post('text=Rome+for+a+week&locale=en', 'application/x-www-form-urlencoded'))).status).toBe(
      415,
    );
    const big = await answer(post(JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES), locale: 'en' })));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('body_too_large');
    const broken = await answer(post('{"text": "Rome for a week",'));
    expect(broken).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
    const short = await answer(post(JSON.stringify({ text: 'Rome', locale: 'en' })));
    expect(short).toMatchObject({
      status: 400,
      body: { error: 'invalid_body', issues: [{ path: 'text', message: 'must be between 10 and 255 characters' }] },
    });
    expect((await answer(post(JSON.stringify({ text: 'Rome for a week', locale: 'de' })))).status).toBe(400);
  });

  it('says the packages cannot be read (503, never a 500) while the content service is down', async () => {
    const down = deps({ loadData: async () => Promise.reject(new Error('Content service unavailable')) });
    const { status, headers, body } = await answer(
      post(JSON.stringify({ text: 'A week in Rome in May', locale: 'en' })),
      down,
    );
    expect(status).toBe(503);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('retry-after')).toBe('30');
    expect(body.error).toBe('unavailable');
  });

  it('counts each request against the client’s address and says when to come back (429)', async () => {
    const seen: string[] = [];
    const limited = deps({
      consume: async (client) => {
        seen.push(client);
        return { allowed: false, retryAfterSeconds: 120 };
      },
    });
    const { status, headers, body } = await answer(
      post(JSON.stringify({ text: 'Rome for a week', locale: 'en' })),
      limited,
    );
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('120');
    expect(body.error).toBe('too_many_requests');
    expect(seen).toEqual(['203.0.113.7']);
  });

  describe('with a language model', () => {
    const provider = { url: 'https://ai.test/v1/chat/completions', apiKey: 'test-key', model: 'test-model' };
    const request = () => post(JSON.stringify({ text: 'Something warm with the kids in July', locale: 'en' }));
    const completion = (content: string) => Response.json({ choices: [{ message: { content } }] });

    it('uses its filters when they are valid, checked against the catalogue', async () => {
      let sent: { model: string; response_format: { type: string } } | undefined;
      const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body)) as typeof sent;
        return completion(
          JSON.stringify({ ...noFilters, destination: 'mexico', month: 7, categories: ['family', 'invented'] }),
        );
      });
      const { body } = await answer(
        request(),
        deps({
          provider,
          askProvider: (text, d, config) => askProvider(text, d, config, { fetchImpl: fetchImpl as typeof fetch }),
        }),
      );
      expect(sent).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } });
      expect(body).toMatchObject({
        source: 'provider',
        href: '/en/results/packages/mexico/?categories=family&month=7',
      });
      expect((body.filters as { categories: string[] }).categories).toEqual(['family']);
    });

    it.each([
      ['an invalid answer', async () => completion('{"destination": 42}')],
      ['prose', async () => completion('Mexico would be lovely in July!')],
      ['an HTTP error', async () => new Response('overloaded', { status: 503 })],
    ])('falls back to the embedded engine on %s', async (_, reply) => {
      const log = vi.fn();
      const { status, body } = await answer(
        request(),
        deps({
          provider,
          log,
          askProvider: (text, d, config) =>
            askProvider(text, d, config, { fetchImpl: reply as unknown as typeof fetch }),
        }),
      );
      expect(status).toBe(200);
      expect(body.source).toBe('embedded');
      expect((body.filters as { month: number }).month).toBe(7);
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'ai_provider_fallback' }));
    });

    it('falls back when the model is slower than its timeout', async () => {
      const hanging = ((_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as typeof fetch;
      const started = Date.now();
      const { body } = await answer(
        request(),
        deps({
          provider,
          askProvider: (text, d, config) => askProvider(text, d, config, { fetchImpl: hanging, timeoutMs: 50 }),
        }),
      );
      expect(body.source).toBe('embedded');
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });

  it('answers 1,000 random and malformed bodies with a 4xx and a clear JSON error, or 200 for a valid search; never a 5xx', async () => {
    const json = fc.oneof(
      fc.string(),
      fc.json(),
      fc.record(
        {
          text: fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null), fc.array(fc.string())),
          locale: fc.oneof(fc.constantFrom('en', 'it', 'pt', 'es', 'de', ''), fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc
        .record({ text: fc.string({ minLength: 10, maxLength: 255 }), locale: fc.constantFrom('en', 'it', 'pt', 'es') })
        .map((body) => JSON.stringify(body)),
      fc.string({ maxLength: 6000 }).map((text) => JSON.stringify({ text, locale: 'en' })),
      fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    );
    const contentType = fc.oneof(
      fc.constant('application/json'),
      fc.constant('application/json; charset=utf-8'),
      fc.constantFrom('text/plain', '', 'multipart/form-data', 'application/jsonx'),
    );
    await fc.assert(
      fc.asyncProperty(json, contentType, async (raw, type) => {
        const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
        const response = await handleAiSearch(post(text, type), deps());
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as { error?: unknown; message?: unknown };
        let valid = false;
        try {
          valid =
            /^application\/json(;|$)/.test(type) &&
            aiSearchRequestSchema.safeParse(JSON.parse(text)).success &&
            Buffer.byteLength(text) <= MAX_BODY_BYTES;
        } catch {
          valid = false;
        }
        if (valid) expect(response.status).toBe(200);
        else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(typeof body.error).toBe('string');
          expect(typeof body.message).toBe('string');
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
