import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EntryPreview from '@/lib/content/entry-preview';

vi.mock('server-only', () => ({}));
const enable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: async () => ({ enable, isEnabled: false }) }));
vi.mock('next/server', () => ({ connection: async () => undefined }));
class Redirect extends Error {
  constructor(readonly path: string) {
    super(`redirect ${path}`);
  }
}
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Redirect(path);
  },
}));
const SECRET = 's'.repeat(40);
const settings: Record<string, string | undefined> = {};
vi.mock('@/lib/env', () => ({ env: () => settings }));

// Where entries are shown (the look-up itself: lib/content/entry-preview.test.ts); the locale codes and types are the real ones.
const addresses: Record<string, string> = { 'en page-about-us': '/en/about-us/', 'it page-about-us': '/it/chi-siamo/' };
vi.mock('@/lib/content/entry-preview', async (importOriginal) => ({
  ...(await importOriginal<typeof EntryPreview>()),
  previewAddress: async (_type: string, id: string, locale: string) => addresses[`${locale} ${id}`] ?? null,
}));

const { GET } = await import('./route');

const open = (secret = SECRET, path = '/en/preview-diagnostics/') =>
  GET(new Request(`http://localhost/api/draft/?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`));

describe('the preview link', () => {
  beforeEach(() => {
    enable.mockClear();
    for (const key of Object.keys(settings)) delete settings[key];
    Object.assign(settings, {
      CONTENT_SOURCE: 'embedded',
      PREVIEW_SECRET: SECRET,
      EMBEDDED_PREVIEW_TOKEN: 't'.repeat(32),
    });
  });

  it('turns draft mode on and opens the page with the configured secret and preview token', async () => {
    await expect(open()).rejects.toEqual(new Redirect('/en/preview-diagnostics/'));
    expect(enable).toHaveBeenCalledTimes(1);
  });

  it('is 401 for a wrong secret', async () => {
    const response = await open('wrong');
    expect(response.status).toBe(401);
    expect(enable).not.toHaveBeenCalled();
  });

  it('does not exist (404) on the embedded service without EMBEDDED_PREVIEW_TOKEN, even with the right secret', async () => {
    delete settings.EMBEDDED_PREVIEW_TOKEN;
    const response = await open();
    expect(response.status).toBe(404);
    expect(enable).not.toHaveBeenCalled();
  });

  it('on Contentful needs only the secret (CONTENTFUL_PREVIEW_TOKEN is required there at start-up)', async () => {
    Object.assign(settings, {
      CONTENT_SOURCE: 'contentful',
      EMBEDDED_PREVIEW_TOKEN: undefined,
      CONTENTFUL_PREVIEW_TOKEN: 'x',
    });
    await expect(open()).rejects.toBeInstanceOf(Redirect);
  });
});

describe('the preview link by entry, as Contentful fills a content type’s preview URL', () => {
  const openEntry = (query: Record<string, string>, secret = SECRET) =>
    GET(new Request(`http://localhost/api/draft/?${new URLSearchParams({ secret, ...query })}`));

  beforeEach(() => {
    enable.mockClear();
    for (const key of Object.keys(settings)) delete settings[key];
    Object.assign(settings, {
      CONTENT_SOURCE: 'embedded',
      PREVIEW_SECRET: SECRET,
      EMBEDDED_PREVIEW_TOKEN: 't'.repeat(32),
    });
  });

  it('opens the entry’s page in the language of Contentful’s locale code, in draft mode', async () => {
    await expect(openEntry({ entry: 'page-about-us', type: 'page', locale: 'it-IT' })).rejects.toEqual(
      new Redirect('/it/chi-siamo/'),
    );
    expect(enable).toHaveBeenCalledTimes(1);
  });

  it('says so on a small page in that language when the entry has no page there (404, draft mode left off)', async () => {
    const response = await openEntry({ entry: 'page-about-us', type: 'page', locale: 'pt-PT' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="pt">');
    expect(page).toContain('<h1>Nada para pré-visualizar em português</h1>');
    expect(page).toContain('A entrada page-about-us não tem página própria em português');
    expect(enable).not.toHaveBeenCalled();
  });

  it('a module, a banner or a tab has no page of its own: the same page says so', async () => {
    const response = await openEntry({ entry: 'hero-help', type: 'heroBanner', locale: 'en-UK' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Nothing to preview in English</h1>');
  });

  it('refuses an entry id or a locale code Contentful would not send, and a wrong secret', async () => {
    expect((await openEntry({ entry: '../x', type: 'page', locale: 'en-UK' })).status).toBe(400);
    expect((await openEntry({ entry: 'page-about-us', type: 'page', locale: 'en' })).status).toBe(400);
    expect((await openEntry({ entry: 'page-about-us', type: 'page', locale: 'en-UK' }, 'wrong')).status).toBe(401);
    expect(enable).not.toHaveBeenCalled();
  });
});
