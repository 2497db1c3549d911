import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER, SELF_CLIENT } from '@/lib/http/client-address.mjs';
import { selfOrigin } from '@/lib/http/self-origin.mjs';
import { buildRedirectTable, type RedirectSource } from '@/lib/routes/redirects';

// One request must not poison what other visitors get (the proxy's side of it; server.mjs's is in
// lib/http/front-door.test.ts): each test has a proxy of its own, as right after a start.
vi.mock('server-only', () => ({}));
vi.mock('@/lib/content/existence', () => ({ cmsAddress: async () => ({ status: 'found' as const }) }));
vi.mock('@/lib/env', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  env: () => parseEnv({ RESULTS_STATES_PER_MINUTE: '3' }),
}));

const sources: RedirectSource[] = [
  {
    origin: 'redirect',
    id: 'offers-en',
    from: '/en/offers/',
    to: { kind: 'address', address: '/en/results/packages/' },
    permanent: true,
  },
];
/** Where the table was asked for, and whether that answers (`fails`: the site itself cannot be reached there). */
const tableRequests: string[] = [];
let tableFails = false;
const fetchMock = vi.fn(async (url: URL) => {
  if (url.pathname.startsWith('/builds/meta/')) {
    tableRequests.push(url.origin);
    if (tableFails || url.origin !== selfOrigin()) throw new TypeError('fetch failed');
    return Response.json({ id: 'development', redirects: buildRedirectTable(sources).redirects });
  }
  return new Response('<!doctype html><p>status page</p>', {
    status: 200,
    headers: { 'content-type': 'text/html', 'cache-control': 's-maxage=3600' },
  });
});
vi.stubGlobal('fetch', fetchMock);
afterAll(() => vi.unstubAllGlobals());

async function freshProxy() {
  vi.resetModules();
  return (await import('./proxy')).proxy;
}

beforeEach(() => {
  tableRequests.length = 0;
  tableFails = false;
});

describe('one request cannot poison the redirect table', () => {
  it('loads it from this server’s own address whatever the first request says its scheme and host are', async () => {
    const proxy = await freshProxy();
    const first = await proxy(
      new NextRequest('https://attacker.example/en/offers/', {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'attacker.example' },
      }),
    );
    expect(tableRequests).toEqual([selfOrigin()]);
    expect([first.status, new URL(first.headers.get('location')!).pathname]).toEqual([308, '/en/results/packages/']);
    const plain = await proxy(new NextRequest('http://localhost:3000/en/offers/'));
    expect([plain.status, plain.headers.get('location')]).toEqual([308, 'http://localhost:3000/en/results/packages/']);
  });

  it('serves the site uncached while no table has loaded: no 503 for every page, never a 404 a cache would keep; then the redirect', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const proxy = await freshProxy();
      tableFails = true;
      const during = await proxy(new NextRequest('http://localhost:3000/en/offers/'));
      expect(during.status).not.toBe(503);
      expect(during.status).not.toBe(308);
      expect([during.headers.get('cache-control'), during.headers.get('retry-after')]).toEqual([
        'private, no-store',
        '5',
      ]);
      const page = await proxy(new NextRequest('http://localhost:3000/en/contact-us/'));
      expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      tableFails = false;
      vi.setSystemTime(Date.now() + 6000);
      const after = await proxy(new NextRequest('http://localhost:3000/en/offers/'));
      expect([after.status, after.headers.get('location')]).toEqual([
        308,
        'http://localhost:3000/en/results/packages/',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('caches keyed by what varies', () => {
  it('keeps no 404 whose language came from the visitor’s settings rather than the address', async () => {
    const proxy = await freshProxy();
    for (const headers of [{ 'accept-language': 'it-IT,it;q=0.9' }, { cookie: 'locale=pt' }] as Record<
      string,
      string
    >[]) {
      const missing = await proxy(new NextRequest('http://localhost:3000/no-such-page/', { headers }));
      expect([missing.status, missing.headers.get('cache-control'), missing.headers.get('vary')]).toEqual([
        404,
        'private, no-store',
        'Cookie, Accept-Language',
      ]);
    }
    // With the language in the address, the 404 is the same for everyone: kept as the page says.
    const own = await proxy(
      new NextRequest('http://localhost:3000/en/destination/continent/europe/x/', {
        headers: { 'accept-language': 'it' },
      }),
    );
    expect([own.status, own.headers.get('cache-control')]).toEqual([404, 's-maxage=3600']);
  });
});

describe('results states', () => {
  it('limits the new results states one client has the server find, answering 429 in the page’s language past it', async () => {
    const proxy = await freshProxy();
    const results = (client: string, path: string) =>
      proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { [CLIENT_ADDRESS_HEADER]: client } }));
    for (const path of [
      '/en/results/packages/?min=1001',
      '/en/results/packages/?min=1002',
      '/en/results/packages/?min=1003',
    ]) {
      expect((await results('203.0.113.7', path)).status).toBe(200);
    }
    const refused = await results('203.0.113.7', '/it/risultati/pacchetti/?min=1004');
    expect([refused.status, refused.headers.get('cache-control'), refused.headers.get('retry-after')]).toEqual([
      429,
      'private, no-store',
      '60',
    ]);
    expect(await refused.text()).toBe(
      'Stai cambiando i risultati più in fretta di quanto riusciamo a trovarli. Riprova tra 60 secondi.',
    );
    // Another visitor is not held back, and other pages are not counted.
    expect((await results('198.51.100.2', '/en/results/packages/?min=1004')).status).toBe(200);
    expect((await results('203.0.113.7', '/en/')).status).toBe(200);
    // Nor is the page store asking for its stale states again after a publish (server.mjs marks its requests).
    for (let index = 0; index < 5; index += 1)
      expect((await results(SELF_CLIENT, `/en/results/packages/?min=${2000 + index}`)).status).toBe(200);
  });
});
