import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContinentsDocument, PageBasicDocument } from '@/codegen/generated/graphql';

vi.mock('server-only', () => ({}));
// Drafts need the embedded service's preview token (read once, when the service is made).
vi.stubEnv('EMBEDDED_PREVIEW_TOKEN', 'test-only-preview-token-0123456789abcdef');
const tagged: string[] = [];
const lives: string[] = [];
vi.mock('next/cache', () => ({
  cacheTag: (...tags: string[]) => tagged.push(...tags),
  cacheLife: (profile: string) => lives.push(profile),
  unstable_cache: (run: () => Promise<unknown>) => run,
}));

const { ContentQueryError, ContentUnavailableError, queryContent } = await import('./server');
const embedded = await import('./embedded');

describe('queryContent on the server', () => {
  afterEach(() => {
    tagged.length = 0;
    lives.length = 0;
    vi.restoreAllMocks();
  });

  it('caches published content with the content profile, tagged by the types it lists and every entry it holds', async () => {
    const data = await queryContent(ContinentsDocument, { locale: 'it-IT' });
    expect(data.continentCollection?.items.map((item) => item?.name)).toContain('Europa');
    expect(lives).toEqual(['content']);
    expect(tagged).toEqual(expect.arrayContaining(['content', 'content:continent', 'entry:continent-europe']));
    // The photos are assets: their ids are asked for and tagged too.
    expect(tagged.filter((tag) => tag.startsWith('entry:')).length).toBeGreaterThanOrEqual(12);
  });

  it('shows drafts only in preview, and never caches them', async () => {
    const published = await queryContent(PageBasicDocument, { locale: 'en-UK', slug: 'preview-diagnostics' });
    expect(published.pageCollection?.items).toEqual([]);
    tagged.length = 0;
    lives.length = 0;
    const preview = await queryContent(
      PageBasicDocument,
      { locale: 'en-UK', slug: 'preview-diagnostics' },
      { preview: true },
    );
    expect(preview.pageCollection?.items[0]?.sys.id).toBe('page-preview-diagnostics');
    expect(tagged).toEqual([]);
    expect(lives).toEqual([]);
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
      operation: 'Continents',
      error: 'ContentUnavailableError',
    });
  });

  it('turns a refused query into ContentQueryError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const service = embedded.embeddedContentService();
    vi.spyOn(service, 'handle').mockResolvedValue(
      Response.json(
        { errors: [{ message: 'Unknown locale', extensions: { contentful: { code: 'UNKNOWN_LOCALE' } } }] },
        { status: 400 },
      ),
    );
    await expect(queryContent(ContinentsDocument, { locale: 'xx' })).rejects.toBeInstanceOf(ContentQueryError);
  });
});
