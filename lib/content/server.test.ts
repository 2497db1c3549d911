import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContinentsDocument, PageBasicDocument } from '@/codegen/generated/graphql';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-request-path': '/en/destinations/' }) }));
const cacheCalls: { keyParts: string[]; tags: string[] }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => {
    cacheCalls.push({ keyParts, tags: options.tags });
    return run;
  },
}));

const { ContentQueryError, ContentUnavailableError, queryContent } = await import('./server');
const embedded = await import('./embedded');

describe('queryContent on the server', () => {
  afterEach(() => {
    cacheCalls.length = 0;
    vi.restoreAllMocks();
  });

  it('reads published content through the data cache, tagged by the content types it reads', async () => {
    const data = await queryContent(ContinentsDocument, { locale: 'it-IT' });
    expect(data.continentCollection?.items.map((item) => item?.name)).toContain('Europa');
    expect(cacheCalls).toEqual([
      { keyParts: ['content', expect.stringMatching(/^embedded:[0-9a-f]{12}$/), 'Continents', JSON.stringify({ locale: 'it-IT' })], tags: ['content', 'content:asset', 'content:continent'] },
    ]);
  });

  it('shows drafts only in preview, and never caches them', async () => {
    const published = await queryContent(PageBasicDocument, { locale: 'en-UK', slug: 'preview-diagnostics' });
    expect(published.pageCollection?.items).toEqual([]);
    cacheCalls.length = 0;
    const preview = await queryContent(PageBasicDocument, { locale: 'en-UK', slug: 'preview-diagnostics' }, { preview: true });
    expect(preview.pageCollection?.items[0]?.sys.id).toBe('page-preview-diagnostics');
    expect(cacheCalls).toEqual([]);
  });

  it('turns an unreachable service into ContentUnavailableError and logs one line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const service = embedded.embeddedContentService();
    vi.spyOn(service, 'handle').mockRejectedValue(new TypeError('fetch failed'));
    const failure = queryContent(ContinentsDocument, { locale: 'en-UK' });
    await expect(failure).rejects.toBeInstanceOf(ContentUnavailableError);
    // The digest is what the client error page sees of it: it shows the 503 texts.
    await expect(failure).rejects.toMatchObject({ digest: 'CONTENT_UNAVAILABLE' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      event: 'content_error',
      path: '/en/destinations/',
      operation: 'Continents',
      error: 'ContentUnavailableError',
    });
  });

  it('turns a refused query into ContentQueryError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const service = embedded.embeddedContentService();
    vi.spyOn(service, 'handle').mockResolvedValue(
      Response.json({ errors: [{ message: 'Unknown locale', extensions: { contentful: { code: 'UNKNOWN_LOCALE' } } }] }, { status: 400 }),
    );
    await expect(queryContent(ContinentsDocument, { locale: 'xx' })).rejects.toBeInstanceOf(ContentQueryError);
  });
});
