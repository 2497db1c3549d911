import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
// Drafts on the embedded service need its preview token.
vi.stubEnv('EMBEDDED_PREVIEW_TOKEN', 'p'.repeat(32));

const { previewAddress, previewableTypes } = await import('./entry-preview');
const { siteLocaleOf } = await import('./model');
const { publishedAddresses } = await import('./paths');
const { locales } = await import('@/lib/i18n/locales');
const { hrefFor } = await import('@/lib/routes/href');
const { pageUrl } = await import('@/seed/data/page-slugs');

/** Each screen with an address from the CMS, and the content type of the entries behind it. */
const screens = [
  ['contentPage', 'page'],
  ['contentSubpage', 'page'],
  ['eventDetail', 'landing'],
  ['packageDetail', 'package'],
  ['specialJourney', 'specialJourney'],
  ['destinationByContinent', 'continent'],
  ['destinationByCountry', 'country'],
  ['destinationByCity', 'city'],
] as const;

describe('the preview link by entry', () => {
  it('reads Contentful’s locale codes as the site’s languages, and nothing else', () => {
    expect(
      locales.map((locale) => siteLocaleOf({ en: 'en-UK', it: 'it-IT', pt: 'pt-PT', es: 'es-ES' }[locale])),
    ).toEqual([...locales]);
    expect(siteLocaleOf('it')).toBeNull();
    expect(siteLocaleOf('en-US')).toBeNull();
  });

  it.each(screens)(
    '%s: an entry’s address in each of the four languages is the one the sitemaps list, none where they list none',
    { timeout: 60_000 },
    async (screen, type) => {
      const listed = Object.fromEntries(
        await Promise.all(locales.map(async (locale) => [locale, await publishedAddresses(screen, locale)] as const)),
      );
      // An entry shown in the fewest languages, so that a language without it is checked too where the seed has one.
      const ids = [...new Set(locales.flatMap((locale) => listed[locale]!.map(({ entryId }) => entryId)))];
      const shownIn = (id: string) => locales.filter((locale) => listed[locale]!.some(({ entryId }) => entryId === id));
      const id = ids.toSorted((a, b) => shownIn(a).length - shownIn(b).length)[0]!;
      for (const locale of locales) {
        const address = listed[locale]!.find(({ entryId }) => entryId === id);
        expect(await previewAddress(type, id, locale, {}), `${id} in ${locale}`).toBe(
          address ? hrefFor(locale, screen, address.params) : null,
        );
      }
    },
  );

  it('finds the home page, a superarea and an area on the screens they are shown on', async () => {
    for (const locale of locales) expect(await previewAddress('page', 'page-home', locale, {})).toBe(`/${locale}/`);
    expect(await previewAddress('superarea', 'superarea-scandinavia', 'en', {})).toMatch(
      /^\/en\/destinations\/[^/]+\/superarea-scandinavia\/$/,
    );
    expect(await previewAddress('area', 'area-tuscany', 'it', {})).toMatch(
      /^\/it\/destinazione\/[^/]+\/area-tuscany\/$/,
    );
  });

  it('opens a draft, which only preview reads, at its address in each language', async () => {
    for (const locale of locales) {
      expect(await previewAddress('page', 'page-careers', locale, {})).toBeNull();
      expect(await previewAddress('page', 'page-careers', locale)).toBe(pageUrl('page-careers')[locale]);
    }
  });

  it('has no address for an entry that is part of a page, or an unknown one', async () => {
    expect(previewableTypes).not.toContain('heroBanner');
    expect(await previewAddress('heroBanner', 'hero-help', 'en')).toBeNull();
    expect(await previewAddress('page', 'no-such-entry', 'en')).toBeNull();
  });
});
