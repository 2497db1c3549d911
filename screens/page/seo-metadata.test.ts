import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
  draftMode: async () => ({ isEnabled: false }),
}));

// The seed's pages through the site's own route modules (metadata as Next asks for it) on the embedded service.
const { contentSubpageScreen } = await import('./screens');
const { pages } = await import('@/seed/data/pages');
const { pageUrl } = await import('@/seed/data/page-slugs');
const { locales } = await import('@/lib/i18n/locales');
const { shareImageUrl } = await import('@/lib/seo/share');

const seeded = (id: string) => pages.find((page) => page.id === id)!;
const metadataOf = (locale: string, page: string, subpage: string) =>
  contentSubpageScreen.generateMetadata({ params: Promise.resolve({ locale, page, subpage }) });

beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());

describe('a page’s SEO fields', () => {
  it.each(locales)('an editor’s SEO title, description and noindex are the page’s (%s)', async (locale) => {
    const { seo } = seeded('page-payment-methods') as {
      seo: { title: Record<string, string>; description: Record<string, string> };
    };
    const [, , page, subpage] = pageUrl('page-payment-methods')[locale].split('/');
    const metadata = await metadataOf(locale, page!, subpage!);
    // The whole title as the editor wrote it: no site name after it.
    expect(metadata.title).toEqual({ absolute: seo.title[locale] });
    expect(metadata.description).toBe(seo.description[locale]);
    expect(metadata.openGraph?.title).toBe(seo.title[locale]);
    expect(metadata.twitter?.description).toBe(seo.description[locale]);
    // Indexing is off in tests (ALLOW_INDEXING unset), so its links are not followed either.
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('left empty, the page’s name (with the site’s name after it), its description and the layout’s robots stand', async () => {
    const page = seeded('page-booking-conditions');
    const metadata = await metadataOf('en', 'help', 'booking-conditions');
    expect(metadata.title).toBe(page.name.en);
    expect(metadata.description).toBe(page.description.en);
    expect(metadata.robots).toBeUndefined();
    // The share card falls back to the site's picture (the home page's photo), at the share size.
    const image = (metadata.openGraph?.images as Array<{ url: string }>)[0]!.url;
    expect(image).toBe(shareImageUrl(image));
  });
});
