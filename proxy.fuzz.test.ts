import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv, type Env } from '@/lib/env';
import { buildRedirectTable } from '@/lib/routes/redirects';
import { acceptLanguage, cookieLocale, fuzzRedirectSources, rawPath, rawQuery } from '@/lib/routes/request-arbitrary';

vi.mock('server-only', () => ({}));
// The CMS's answer for an address: found, missing, or moved (to a path of the site, with the fuzz's own tricks).
const cms = {
  answer: { status: 'found' } as { status: 'found' } | { status: 'missing' } | { status: 'moved'; location: string },
};
vi.mock('@/lib/content/existence', () => ({ cmsAddress: async () => cms.answer }));
const settings: { env?: Env } = {};
vi.mock('@/lib/env', async (importOriginal) => ({ ...(await importOriginal<object>()), env: () => settings.env }));

const { proxy } = await import('./proxy');

const ORIGIN = 'http://localhost:3000';
const table = buildRedirectTable(fuzzRedirectSources);
const externalTargets = new Set<string>(
  table.redirects.flatMap((redirect) => (redirect.location.startsWith('/') ? [] : [redirect.location])),
);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const headerName = fc.constantFrom(
  'x-forwarded-host',
  'x-forwarded-proto',
  'host',
  'referer',
  'x-nextjs-data',
  'rsc',
  'next-router-prefetch',
  'cache-control',
  'pragma',
  'x-status-page-render',
  'x-middleware-subrequest',
  'x-anything',
);
const headerValue = fc.oneof(
  fc.constantFrom('evil.example', 'https', '1', '//evil.example', 'no-cache', 'proxy:proxy:proxy:proxy:proxy'),
  fc.string({ maxLength: 12 }),
);

function requestOf(
  path: string,
  query: string,
  headers: [string, string][],
  cookie: string | undefined,
  languages: string | undefined,
): NextRequest | null {
  try {
    const url = new URL(`${ORIGIN}${path}${query}`);
    if (url.origin !== ORIGIN) return null;
    const all = new Headers();
    for (const [name, value] of headers) all.set(name, value);
    if (languages !== undefined) all.set('accept-language', languages);
    if (cookie !== undefined) all.set('cookie', `locale=${encodeURIComponent(cookie)}`);
    return new NextRequest(url, { headers: all });
  } catch {
    // Not a request a client can send (a header value with a line break, ...).
    return null;
  }
}

describe('proxy fuzz', () => {
  beforeEach(() => {
    // The proxy fetches its redirect table and the cached 404 and 503 pages from its own server.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        url.pathname.startsWith('/builds/meta/')
          ? Response.json({ id: 'development', redirects: table.redirects })
          : new Response('<!doctype html><p>status page</p>', {
              status: 200,
              headers: { 'content-type': 'text/html' },
            }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('2,000 random requests get 2xx, 3xx or 4xx (503 only in maintenance), never a throw or a redirect off the site', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        rawPath,
        rawQuery,
        fc.array(fc.tuple(headerName, headerValue), { maxLength: 3 }),
        cookieLocale,
        acceptLanguage,
        fc.boolean(),
        fc.oneof(
          fc.constant({ status: 'found' as const }),
          fc.constant({ status: 'missing' as const }),
          fc
            .constantFrom('/en/events/moved/', '/it/eventi/spostato/')
            .map((location) => ({ status: 'moved' as const, location })),
        ),
        async (path, query, headers, cookie, languages, maintenance, answer) => {
          const request = requestOf(path, query, headers, cookie, languages);
          fc.pre(request !== null);
          settings.env = parseEnv({ MAINTENANCE_MODE: String(maintenance) });
          cms.answer = answer;
          const response = await proxy(request);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 503) expect(maintenance).toBe(true);
          else expect(response.status).toBeGreaterThanOrEqual(200);
          expect(response.status).toBeLessThan(response.status === 503 ? 504 : 500);
          const location = response.headers.get('location');
          if (response.status >= 300 && response.status < 400) {
            expect(location).not.toBeNull();
            if (!externalTargets.has(location!)) expect(new URL(location!, ORIGIN).origin).toBe(ORIGIN);
          }
        },
      ),
      { numRuns: 2000, seed },
    );
    // Every kind of answer was reached.
    for (const status of [200, 307, 308, 404, 503])
      expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });
});
