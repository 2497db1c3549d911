import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { currentBuildId } from '@/lib/build-id';
import { notifyPurge } from '@/lib/cache/purges.mjs';
import { buildRedirectTable, type RedirectSource } from '@/lib/routes/redirects';
import { selfOrigin } from '@/lib/http/self-origin.mjs';

vi.mock('server-only', () => ({}));
// The proxy's check that an address's entry exists: counted, to show a redirect never asks the CMS.
const cmsAddress = vi.fn(async () => ({ status: 'found' as const }));
vi.mock('@/lib/content/existence', () => ({ cmsAddress }));
vi.mock('@/lib/env', async (importOriginal) => ({ ...(await importOriginal<object>()), env: () => parseEnv({}) }));

const { proxy } = await import('./proxy');

const ORIGIN = 'http://localhost:3000';
let sources: RedirectSource[] = [
  {
    origin: 'redirect',
    id: 'offers-en',
    from: '/en/offers/',
    to: { kind: 'address', address: '/en/results/packages/' },
    permanent: true,
  },
  {
    origin: 'redirect',
    id: 'offers-it',
    from: '/it/offerte/',
    to: { kind: 'address', address: '/it/risultati/pacchetti/' },
    permanent: true,
  },
  {
    origin: 'rule',
    id: 'help',
    from: '/en/help-centre/',
    to: { kind: 'url', url: 'https://help.example.com/en/' },
    permanent: false,
  },
];
const metaRequests: string[] = [];
const fetchMock = vi.fn(async (url: URL) => {
  if (url.pathname.startsWith('/builds/meta/')) {
    metaRequests.push(url.href);
    return Response.json({ id: 'development', redirects: buildRedirectTable(sources).redirects });
  }
  return new Response('<!doctype html><p>status page</p>', { status: 200, headers: { 'content-type': 'text/html' } });
});
vi.stubGlobal('fetch', fetchMock);
afterAll(() => vi.unstubAllGlobals());

const get = (path: string) => proxy(new NextRequest(new URL(path, ORIGIN)));
const answer = async (path: string) => {
  const response = await get(path);
  return [response.status, response.headers.get('location')];
};

describe('the proxy’s redirects', () => {
  beforeEach(() => cmsAddress.mockClear());

  it('redirects the seed’s campaign addresses permanently to their language’s results, from a table read once', async () => {
    expect(await answer('/en/offers/')).toEqual([308, `${ORIGIN}/en/results/packages/`]);
    expect(await answer('/it/offerte/?utm_source=print')).toEqual([
      308,
      `${ORIGIN}/it/risultati/pacchetti/?utm_source=print`,
    ]);
    expect(await answer('/en/help-centre/')).toEqual([307, 'https://help.example.com/en/']);
    for (let index = 0; index < 20; index += 1) await get('/en/offers/');
    expect(metaRequests).toEqual([`${selfOrigin()}/builds/meta/${currentBuildId()}.json`]);
    // No content query for a redirect: the existence check is never asked.
    expect(cmsAddress).not.toHaveBeenCalled();
  });

  it('applies the guard order: validation and the trailing slash come first, one hop each', async () => {
    expect(await answer('/en/offers')).toEqual([308, `${ORIGIN}/en/offers/`]);
    expect(await answer('/en/offers/')).toEqual([308, `${ORIGIN}/en/results/packages/`]);
    // The target is a page: it renders, it is not sent on.
    const target = await get('/en/results/packages/');
    expect(target.status).toBe(200);
    expect(target.headers.get('location')).toBeNull();
  });

  it('never serves a chain: the table refuses the redirect that leads into one', async () => {
    sources = [
      { origin: 'redirect', id: 'a', from: '/en/a/', to: { kind: 'address', address: '/en/offers/' }, permanent: true },
      ...sources,
    ];
    notifyPurge(['content:redirect']);
    expect(await answer('/en/offers/')).toEqual([308, `${ORIGIN}/en/results/packages/`]);
    const refused = await get('/en/a/');
    expect(refused.headers.get('location')).toBeNull();
  });

  it('reads the table again after a purge reaches this process (the webhook, or another instance through Redis)', async () => {
    const before = metaRequests.length;
    sources = sources.filter((source) => source.id !== 'offers-en');
    await get('/en/offers/');
    expect(metaRequests.length).toBe(before);
    notifyPurge(['content:redirect', 'entry:offers-en']);
    const response = await get('/en/offers/');
    expect(response.headers.get('location')).toBeNull();
    expect(metaRequests.length).toBe(before + 1);
  });

  it('answers from the old table while a purge’s new copy is slow to load, but no cache may keep that answer', async () => {
    expect((await get('/it/offerte/')).headers.get('cache-control')).not.toBe('private, no-store');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementationOnce(async () => {
      await held;
      return Response.json({ id: 'development', redirects: buildRedirectTable(sources).redirects });
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      notifyPurge(['content:redirect']);
      const pending = get('/it/offerte/');
      // The proxy waits three seconds for the new copy, then answers with the old one.
      await vi.advanceTimersByTimeAsync(3000);
      const stale = await pending;
      expect([stale.status, stale.headers.get('location')]).toEqual([308, `${ORIGIN}/it/risultati/pacchetti/`]);
      expect(stale.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      vi.useRealTimers();
      release();
    }
    await vi.waitFor(async () =>
      expect((await get('/it/offerte/')).headers.get('cache-control')).not.toBe('private, no-store'),
    );
  });
});
