import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import compression from 'compression';
import {
  capSharedLifetime,
  createFrontCache,
  PAGE_REFRESH_HEADER,
  pageServer,
  sharedLifetime,
  STALE_AFTER_PURGE_MS,
} from './front-cache.mjs';
import { notifyPurge, onPurge } from './purges.mjs';

type Answer = {
  status?: number;
  headers?: OutgoingHttpHeaders;
  body?: string;
  chunks?: string[];
  gate?: Promise<void>;
};

const PAGE = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=3600, stale-while-revalidate=2588400',
  'x-nextjs-cache': 'MISS',
};
const html = (text: string) =>
  `<!DOCTYPE html><html><body><main>${text}</main>${'<p>padding for compression</p>'.repeat(80)}</body></html>`;

const servers: { close: () => void }[] = [];
const listening: (() => void)[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const stop of listening.splice(0)) stop();
});

/** The production server's composition (server.mjs) with a stand-in for Next that answers from `answers` and counts what reached it. */
async function site(
  answers: Record<string, Answer>,
  options: {
    maxBytes?: number;
    now?: () => number;
    counters?: { hit(): void; miss(): void; purge(): void };
    passes?: (url: string | undefined) => boolean;
    sharedMaxAge?: number;
    /** The store asks for stale pages again through the server, as server.mjs has it. */
    refreshes?: boolean;
  } = {},
) {
  let port = 0;
  const refresh = options.refreshes
    ? (path: string, headers: Record<string, string>) =>
        new Promise<void>((resolve, reject) => {
          const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) =>
            response.on('end', resolve).resume(),
          );
          outgoing.on('error', reject).end();
        })
    : undefined;
  const cache = createFrontCache({
    maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
    now: options.now,
    counters: options.counters,
    passes: options.passes,
    refresh,
  });
  const reached: string[] = [];
  const next = async (request: IncomingMessage, response: ServerResponse) => {
    reached.push(`${request.method} ${request.url}`);
    const answer = answers[new URL(request.url!, 'http://x').pathname] ?? {
      status: 404,
      headers: { 'content-type': 'text/plain' },
      body: 'none',
    };
    if (answer.chunks) {
      // As Next streams a render: headers in writeHead, the body in pieces.
      response.writeHead(answer.status ?? 200, answer.headers);
      for (const chunk of answer.chunks) {
        response.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await answer.gate;
      response.end();
      return;
    }
    response.statusCode = answer.status ?? 200;
    for (const [name, value] of Object.entries(answer.headers ?? {}))
      if (value !== undefined) response.setHeader(name, value);
    await answer.gate;
    response.end(answer.body ?? '');
  };
  const server = createServer(pageServer(cache, compression() as never, next, { sharedMaxAge: options.sharedMaxAge }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  ({ port } = server.address() as AddressInfo);
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  /** Waits until the stored copy of a page has its compressed forms (made off the request path). */
  const compressed = async (path: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      if (answer.headers['content-encoding'] === 'br') return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${path} was never compressed`);
  };
  return { cache, reached, get, compressed };
}

describe('page store in front of Next', () => {
  it('answers a shareable page from memory after the first request, with its headers and a HIT', async () => {
    const { get, reached } = await site({
      '/en/': { headers: { ...PAGE, 'content-security-policy': "script-src 'sha256-abc'" }, body: html('Home') },
    });
    const first = await get('/en/');
    expect(first.headers['x-nextjs-cache']).toBe('MISS');
    const second = await get('/en/');
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.body.toString()).toContain('<main>Home</main>');
    expect(second.headers).toMatchObject({
      'x-nextjs-cache': 'HIT',
      'cache-control': PAGE['cache-control'],
      'content-security-policy': "script-src 'sha256-abc'",
      'content-type': 'text/html; charset=utf-8',
      age: '0',
      vary: 'Accept-Encoding',
    });
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(reached).toEqual(['GET /en/']);
  });

  it('tells its counters (the metrics) of each hit, each miss it could have answered, and each purge', async () => {
    const counted = { hit: 0, miss: 0, purge: 0 };
    const counters = {
      hit: () => void (counted.hit += 1),
      miss: () => void (counted.miss += 1),
      purge: () => void (counted.purge += 1),
    };
    const { get, cache } = await site({ '/en/': { headers: PAGE, body: html('Home') } }, { counters });
    await get('/en/');
    await get('/en/');
    await get('/en/');
    // A client navigation has its own key: a miss of its own.
    await get('/en/', { rsc: '1' });
    // Never the store's to answer: not a miss.
    await get('/en/', {}, 'POST');
    await get('/en/', { authorization: 'Bearer x' });
    cache.purge();
    expect(counted).toEqual({ hit: 2, miss: 2, purge: 1 });
  });

  it('never looks up, keeps or counts the addresses it is told pass (the operations endpoints)', async () => {
    const counted = { hit: 0, miss: 0, purge: 0 };
    const counters = {
      hit: () => void (counted.hit += 1),
      miss: () => void (counted.miss += 1),
      purge: () => void (counted.purge += 1),
    };
    const { get, reached } = await site(
      { '/api/ready/': { headers: PAGE, body: html('Ready') } },
      { counters, passes: (url) => url?.startsWith('/api/ready') ?? false },
    );
    await get('/api/ready/');
    expect((await get('/api/ready/')).headers['x-nextjs-cache']).toBe('MISS');
    expect(reached).toEqual(['GET /api/ready/', 'GET /api/ready/']);
    expect(counted).toEqual({ hit: 0, miss: 0, purge: 0 });
  });

  it('keeps a streamed answer whole, written with writeHead and several writes', async () => {
    const { get, reached } = await site({
      '/en/events/x/': { headers: PAGE, chunks: ['<!DOCTYPE html><html>', '<body>Streamed', ' event</body></html>'] },
    });
    expect((await get('/en/events/x/')).body.toString()).toBe(
      '<!DOCTYPE html><html><body>Streamed event</body></html>',
    );
    expect((await get('/en/events/x/')).body.toString()).toBe(
      '<!DOCTYPE html><html><body>Streamed event</body></html>',
    );
    expect(reached).toHaveLength(1);
  });

  it('keeps the uncompressed page when the first visitor asked for gzip (the compression step sits outside the copy)', async () => {
    const body = html('First visitor compressed');
    const { get, reached } = await site({ '/en/': { headers: PAGE, body } });
    const first = await get('/en/', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(body);
    const plain = await get('/en/');
    expect(plain.headers['x-nextjs-cache']).toBe('HIT');
    expect(plain.body.toString()).toBe(body);
    expect(reached).toHaveLength(1);
  });

  it('answers Brotli, gzip or identity as the client accepts, compressed once', async () => {
    const body = html('Compressed');
    const { get, compressed, reached } = await site({ '/en/': { headers: PAGE, body } });
    await get('/en/');
    await compressed('/en/');
    const brotli = await get('/en/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(body);
    expect(brotli.body.length).toBeLessThan(body.length / 4);
    const gzipped = await get('/en/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(body);
    const plain = await get('/en/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
    expect((await get('/en/')).body.toString()).toBe(body);
    expect(reached).toHaveLength(1);
  });

  it.each<[string, Answer]>([
    ['private', { headers: { ...PAGE, 'cache-control': 'private, no-store' }, body: 'draft' }],
    ['no-cache', { headers: { ...PAGE, 'cache-control': 'public, no-cache' }, body: 'x' }],
    ['no Cache-Control', { headers: { 'content-type': 'text/html' }, body: 'x' }],
    ['max-age without public', { headers: { 'content-type': 'text/html', 'cache-control': 'max-age=60' }, body: 'x' }],
    ['a Set-Cookie', { headers: { ...PAGE, 'set-cookie': 'session=1' }, body: 'x' }],
    ['a 500', { status: 500, headers: PAGE, body: 'x' }],
    ['a 503', { status: 503, headers: PAGE, body: 'x' }],
    ['a 302 (the proxy answers 307 and 308)', { status: 302, headers: { ...PAGE, location: '/it/' }, body: '' }],
    ['Vary: Cookie', { headers: { ...PAGE, vary: 'Accept-Encoding, Cookie' }, body: 'x' }],
    ['an image', { headers: { ...PAGE, 'content-type': 'image/webp' }, body: 'x' }],
    ['an answer already compressed', { headers: { ...PAGE, 'content-encoding': 'gzip' }, body: 'x' }],
  ])('never keeps an answer with %s', async (_, answer) => {
    const { get, reached } = await site({ '/page/': answer });
    await get('/page/');
    await get('/page/');
    expect(reached).toHaveLength(2);
  });

  it.each<[string, Record<string, string>, string?]>([
    ['draft mode', { cookie: 'signed_in=1; __prerender_bypass=abc' }],
    ["Next's client navigation (kept apart: its answer is the RSC payload)", { rsc: '1' }],
    ['a prefetch (likewise)', { 'next-router-prefetch': '1' }],
    ['a range', { range: 'bytes=0-10' }],
    ["the proxy's status page request", { 'x-status-page-render': 'token' }],
    ['a POST', {}, 'POST'],
  ])('sends %s to Next even when the page is stored', async (_, headers, method) => {
    const { get, reached } = await site({ '/en/': { headers: PAGE, body: html('Home') } });
    await get('/en/');
    await get('/en/', headers, method);
    expect(reached).toEqual(['GET /en/', `${method ?? 'GET'} /en/`]);
  });

  it('keeps the RSC answers of client navigations and prefetches apart, by the router headers Next varies on', async () => {
    const flight = {
      'content-type': 'text/x-component',
      'cache-control': 's-maxage=3600',
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, next-url, Accept-Encoding',
    };
    const { get, reached } = await site({
      '/en/destinations/': { headers: flight, body: '0:{"page":"destinations"}' },
    });
    const navigation = { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' };
    const prefetch = { ...navigation, 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };
    for (const headers of [
      navigation,
      navigation,
      prefetch,
      prefetch,
      { ...navigation, 'next-router-state-tree': '%5B%22other%22%5D' },
    ]) {
      const answer = await get('/en/destinations/?_rsc=abc', headers);
      expect(answer.body.toString()).toBe('0:{"page":"destinations"}');
    }
    // Once per kind of answer; a navigation from another router state is one of its own.
    expect(reached).toEqual([
      'GET /en/destinations/?_rsc=abc',
      'GET /en/destinations/?_rsc=abc',
      'GET /en/destinations/?_rsc=abc',
    ]);
    // The address without router headers is the HTML page's, never answered with a payload.
    await get('/en/destinations/?_rsc=abc');
    expect(reached).toHaveLength(4);
  });

  it('keeps a 404 page that may be shared, with its status', async () => {
    const { get, reached } = await site({ '/en/missing/': { status: 404, headers: PAGE, body: html('Not found') } });
    await get('/en/missing/');
    const again = await get('/en/missing/');
    expect(again.status).toBe(404);
    expect(again.body.toString()).toContain('Not found');
    expect(reached).toHaveLength(1);
  });

  it('keeps a redirect that may be shared with its location; never one for a visitor’s language', async () => {
    const shared = { location: '/en/results/packages/', 'cache-control': 'public, max-age=0, s-maxage=3600' };
    const { get, reached } = await site({
      '/en/offers/': { status: 308, headers: shared },
      '/': {
        status: 307,
        headers: { location: '/it/', 'cache-control': 'private, no-store', vary: 'Cookie, Accept-Language' },
      },
      '/en/nowhere/': { status: 308, headers: { 'cache-control': 'public, s-maxage=60' } },
    });
    for (const path of ['/en/offers/', '/en/offers/', '/', '/', '/en/nowhere/', '/en/nowhere/']) await get(path);
    const again = await get('/en/offers/');
    expect([again.status, again.headers.location]).toEqual([308, '/en/results/packages/']);
    expect(reached).toEqual(['GET /en/offers/', 'GET /', 'GET /', 'GET /en/nowhere/', 'GET /en/nowhere/']);
  });

  it('answers HEAD from a stored page without a body, and never stores from a HEAD', async () => {
    const { get, reached } = await site({ '/en/': { headers: PAGE, body: html('Home') } });
    expect((await get('/en/', {}, 'HEAD')).body.length).toBe(0);
    await get('/en/');
    expect(reached).toEqual(['HEAD /en/', 'GET /en/']);
    const head = await get('/en/', {}, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(html('Home').length);
    expect(reached).toHaveLength(2);
  });

  it('keeps each address with its query apart', async () => {
    const { get, reached } = await site({ '/en/results/packages/': { headers: PAGE, body: html('Results') } });
    await get('/en/results/packages/?sort=price-up');
    await get('/en/results/packages/?sort=price-down');
    await get('/en/results/packages/?sort=price-up');
    expect(reached).toEqual(['GET /en/results/packages/?sort=price-up', 'GET /en/results/packages/?sort=price-down']);
  });

  it('asks Next again after a minute (or the page s-maxage, if shorter), so Next refreshes on its own schedule', async () => {
    let time = 1_000_000;
    const { get, reached } = await site(
      {
        '/a/': { headers: PAGE, body: 'a'.repeat(2000) },
        '/b/': { headers: { ...PAGE, 'cache-control': 's-maxage=10' }, body: 'b' },
      },
      { now: () => time },
    );
    await get('/a/');
    await get('/b/');
    time += 9_000;
    await get('/a/');
    expect((await get('/b/')).headers.age).toBe('9');
    time += 2_000;
    await get('/b/');
    expect(reached).toEqual(['GET /a/', 'GET /b/', 'GET /b/']);
    time += 50_000;
    await get('/a/');
    expect(reached).toEqual(['GET /a/', 'GET /b/', 'GET /b/', 'GET /a/']);
  });

  it('past its lifetime, sends one request to Next while the others still get the stored page', async () => {
    let time = 1_000_000;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answers: Record<string, Answer> = {
      '/a/': { headers: { ...PAGE, 'cache-control': 's-maxage=10' }, body: 'first' },
    };
    const { get, reached } = await site(answers, { now: () => time });
    await get('/a/');
    time += 10_000;
    answers['/a/'] = { headers: { ...PAGE, 'cache-control': 's-maxage=10' }, body: 'second', gate };
    const refreshing = get('/a/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const others = await Promise.all([get('/a/'), get('/a/'), get('/a/')]);
    expect(others.map((answer) => answer.body.toString())).toEqual(['first', 'first', 'first']);
    release();
    expect((await refreshing).body.toString()).toBe('second');
    expect((await get('/a/')).body.toString()).toBe('second');
    expect(reached).toEqual(['GET /a/', 'GET /a/']);
  });

  it('with a shared cache it cannot purge in front (SHARED_CACHE_MAX_AGE), tells it and keeps pages no longer itself', async () => {
    let time = 1_000_000;
    const immutable = {
      'content-type': 'application/javascript',
      'cache-control': 'public, max-age=31536000, immutable',
    };
    const { get, reached } = await site(
      {
        '/a/': { headers: PAGE, body: 'a'.repeat(2000) },
        '/app.js': { headers: immutable, body: 'x' },
        '/me/': { headers: { ...PAGE, 'cache-control': 'private, no-store' }, body: 'me' },
      },
      { now: () => time, sharedMaxAge: 2 },
    );
    expect((await get('/a/')).headers['cache-control']).toBe('s-maxage=2, stale-while-revalidate=2588400');
    expect((await get('/a/')).headers['cache-control']).toBe('s-maxage=2, stale-while-revalidate=2588400');
    expect((await get('/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/me/')).headers['cache-control']).toBe('private, no-store');
    time += 2_000;
    await get('/a/');
    expect(reached.filter((line) => line === 'GET /a/')).toHaveLength(2);
    expect(capSharedLifetime('public, max-age=0, s-maxage=3600', 5)).toBe('public, max-age=0, s-maxage=5');
    expect(capSharedLifetime('public, max-age=600', 5)).toBe('public, max-age=600, s-maxage=5');
    expect(capSharedLifetime('s-maxage=1', 5)).toBe('s-maxage=1');
  });

  it('a purge drops every stored page (the store listens, as server.mjs has it) and keeps immutable framework files', async () => {
    const { cache, get, reached } = await site({
      '/en/': { headers: PAGE, body: html('Home') },
      '/_next/static/chunks/app.js': {
        headers: { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' },
        body: 'x'.repeat(3000),
      },
    });
    listening.push(onPurge(() => cache.purge()));
    await get('/en/');
    await get('/_next/static/chunks/app.js');
    notifyPurge(['entry:home']);
    await get('/en/');
    await get('/_next/static/chunks/app.js');
    expect(reached).toEqual(['GET /en/', 'GET /_next/static/chunks/app.js', 'GET /en/']);
  });

  it('after a purge, answers the stale page at once while it asks Next for it again, then the new one (stale-while-revalidate)', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const answers: Record<string, Answer> = {
      '/en/': { headers: PAGE, body: html('Old home') },
      '/en/about/': { headers: PAGE, body: html('About') },
    };
    const { cache, get, reached } = await site(answers, { refreshes: true });
    listening.push(onPurge(() => cache.purge()));
    await get('/en/about/');
    await get('/en/');
    await get('/en/', { rsc: '1' });
    // The editors publish: Next renders home anew (slowly), and the store has to ask it.
    answers['/en/'] = { headers: PAGE, body: html('New home'), gate };
    notifyPurge(['entry:home']);
    const during = await get('/en/');
    expect(during.status).toBe(200);
    expect(during.body.toString()).toContain('Old home');
    expect(during.headers['x-nextjs-cache']).toBe('STALE');
    expect(cache.stats().stale).toBe(3);
    // The store asks Next again for the page the visitor got at once, and walks the others one at a time, the most
    // recently used first (home's client navigation): while home renders, /en/about/ waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reached.slice(3)).toEqual(['GET /en/', 'GET /en/']);
    open();
    await vi.waitFor(() => expect(reached.slice(3)).toEqual(['GET /en/', 'GET /en/', 'GET /en/about/']));
    await vi.waitFor(async () => expect((await get('/en/')).headers['x-nextjs-cache']).toBe('HIT'));
    expect((await get('/en/')).body.toString()).toContain('New home');
    expect((await get('/en/about/')).body.toString()).toContain('About');
    expect(cache.stats().stale).toBe(0);
    // Visitors' requests never reached Next meanwhile.
    expect(reached).toHaveLength(6);
  });

  it('a stale page a visitor asks for is asked for at once, and dropped if Next does not answer it in time', async () => {
    let time = 1_000_000;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const answers: Record<string, Answer> = {
      '/a/': { headers: PAGE, body: html('A') },
      '/b/': { headers: PAGE, body: html('Old B') },
    };
    const { cache, get, reached } = await site(answers, { refreshes: true, now: () => time });
    await get('/b/');
    await get('/a/');
    answers['/a/'] = { headers: PAGE, body: html('A'), gate };
    answers['/b/'] = { headers: PAGE, body: html('New B') };
    cache.purge();
    // The walk starts with /a/ (the most recent) and waits on it; a visitor of /b/ has it asked for at once.
    expect((await get('/b/')).body.toString()).toContain('Old B');
    await vi.waitFor(async () => expect((await get('/b/')).body.toString()).toContain('New B'));
    expect((await get('/a/')).headers['x-nextjs-cache']).toBe('STALE');
    time += STALE_AFTER_PURGE_MS;
    // Past its time a stale page is not answered any more: Next answers the visitor itself.
    const late = get('/a/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    expect((await late).headers['x-nextjs-cache']).toBe('MISS');
    expect(reached.filter((line) => line === 'GET /a/')).toHaveLength(3);
  });

  it('a purge drops redirects and 404s at once, and a page whose new answer may not be shared', async () => {
    const answers: Record<string, Answer> = {
      '/old/': { status: 308, headers: { location: '/new/', 'cache-control': 'public, max-age=0, s-maxage=3600' } },
      '/gone/': { status: 404, headers: PAGE, body: html('Not found') },
      '/me/': { headers: PAGE, body: html('Shared') },
    };
    const { cache, get, reached } = await site(answers, { refreshes: true });
    for (const path of ['/old/', '/gone/', '/me/']) await get(path);
    answers['/me/'] = { headers: { ...PAGE, 'cache-control': 'private, no-store' }, body: html('Private now') };
    answers['/old/'] = { status: 404, headers: PAGE, body: html('Not found') };
    cache.purge();
    expect((await get('/old/')).status).toBe(404);
    await vi.waitFor(async () => expect((await get('/me/')).body.toString()).toContain('Private now'));
    expect(reached).toEqual(['GET /old/', 'GET /gone/', 'GET /me/', 'GET /old/', 'GET /me/', 'GET /me/']);
  });

  it('only the store’s own token skips the store: a visitor sending its header still gets the stored page', async () => {
    const { get, reached } = await site({ '/en/': { headers: PAGE, body: html('Home') } }, { refreshes: true });
    await get('/en/');
    expect((await get('/en/', { [PAGE_REFRESH_HEADER]: 'guess' })).headers['x-nextjs-cache']).toBe('HIT');
    expect(reached).toHaveLength(1);
  });

  it('does not store an answer that began before a purge and ended after it', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { cache, get, reached } = await site({ '/en/': { headers: PAGE, chunks: ['<p>old', ' content</p>'], gate } });
    const slow = get('/en/');
    await new Promise((resolve) => setTimeout(resolve, 30));
    cache.purge();
    open();
    expect((await slow).body.toString()).toBe('<p>old content</p>');
    await get('/en/');
    expect(reached).toHaveLength(2);
  });

  it('stays within its memory, dropping the least recently used first', async () => {
    const body = (letter: string) => letter.repeat(400_000);
    const { cache, get, reached } = await site(
      {
        '/a/': { headers: PAGE, body: body('a') },
        '/b/': { headers: PAGE, body: body('b') },
        '/c/': { headers: PAGE, body: body('c') },
      },
      { maxBytes: 1_000_000 },
    );
    await get('/a/');
    await get('/b/');
    await get('/a/'); // a is now the most recent
    await get('/c/');
    await new Promise((resolve) => setTimeout(resolve, 200)); // compressed copies count too
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000_000);
    await get('/a/');
    await get('/b/');
    expect(reached).toEqual(['GET /a/', 'GET /b/', 'GET /c/', 'GET /b/']);
  });

  it('turned off (0 MiB), sends everything to Next', async () => {
    const { get, reached } = await site({ '/en/': { headers: PAGE, body: html('Home') } }, { maxBytes: 0 });
    await get('/en/');
    await get('/en/');
    expect(reached).toHaveLength(2);
  });

  it.each([
    ['s-maxage=3600, stale-while-revalidate=60', 3600],
    ['public, max-age=31536000, immutable', 31536000],
    ['public, s-maxage="120"', 120],
    ['max-age=60', 0],
    ['public, s-maxage=0', 0],
    ['private, s-maxage=60', 0],
    ['garbage;;, s-maxage=lots', 0],
    ['', 0],
  ])('shared lifetime of "%s" is %i s', (header, seconds) => {
    expect(sharedLifetime(header)).toBe(seconds);
  });
});
