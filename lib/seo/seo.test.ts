import { describe, expect, it, vi } from 'vitest';
import type * as Redirects from '@/lib/content/redirects';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
// The seed's redirecting addresses, and any a test adds (an address that has a page).
const redirecting = { extra: [] as string[] };
vi.mock('@/lib/content/redirects', async (importOriginal) => {
  const original = await importOriginal<typeof Redirects>();
  return {
    ...original,
    redirectingAddresses: async () => [...(await original.redirectingAddresses()), ...redirecting.extra],
  };
});

const { openGraphLocale, shareImageUrl, shareMetadata } = await import('./share');
const { robotsRules } = await import('./robots');
const { siteAddresses, sitemapScreens, sitemapUrls, sitemapXml, unindexedScreens } = await import('./sitemap');
const { prerenderedScreens, publishedAddresses } = await import('@/lib/content/paths');
const { pageUrl } = await import('@/seed/data/page-slugs');
const { routeTable, templateParams } = await import('@/lib/routes/table');
const { hrefFor } = await import('@/lib/routes/href');
const { locales } = await import('@/lib/i18n/locales');

const ORIGIN = 'http://localhost:3000';

describe('the share card', () => {
  it('asks the image service for the photo at 1200 x 630 in JPEG, whatever crop the page’s query chose', () => {
    expect(shareImageUrl('/content/images/ventura/a1/h1/rome.webp?w=1920&h=800&fit=fill&fm=webp')).toBe(
      '/content/images/ventura/a1/h1/rome.webp?w=1200&h=630&fit=fill&fm=jpg&q=80',
    );
    // Contentful's addresses are protocol-relative.
    expect(shareImageUrl('//images.ctfassets.net/space/asset/hash/rome.jpg')).toBe(
      'https://images.ctfassets.net/space/asset/hash/rome.jpg?w=1200&h=630&fit=fill&fm=jpg&q=80',
    );
    expect(shareImageUrl(null)).toBeNull();
    expect(shareImageUrl('')).toBeNull();
  });

  it('names the page’s language and the three others in Open Graph’s form, and a large Twitter card with the photo', () => {
    expect(locales.map(openGraphLocale)).toEqual(['en_GB', 'it_IT', 'pt_PT', 'es_ES']);
    const card = shareMetadata({
      locale: 'pt',
      title: 'Roma',
      description: 'A cidade eterna',
      path: '/pt/contacte-nos/',
      photo: { url: '/content/images/x/y/z.webp?w=10', title: 'O Coliseu' },
      siteName: 'Ventura Travel',
    });
    expect(card.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Ventura Travel',
      title: 'Roma',
      description: 'A cidade eterna',
      url: '/pt/contacte-nos/',
      locale: 'pt_PT',
      alternateLocale: ['en_GB', 'it_IT', 'es_ES'],
      images: [
        {
          url: '/content/images/x/y/z.webp?w=1200&h=630&fit=fill&fm=jpg&q=80',
          width: 1200,
          height: 630,
          alt: 'O Coliseu',
        },
      ],
    });
    expect(card.twitter).toMatchObject({ card: 'summary_large_image', title: 'Roma', images: [{ alt: 'O Coliseu' }] });
    // A page not shown in every language (an event one market does not sell) names only those it is shown in.
    expect(
      shareMetadata({
        locale: 'pt',
        title: 'T',
        description: 'D',
        photo: null,
        siteName: 'S',
        shownIn: ['en', 'pt', 'es'],
      }).openGraph,
    ).toMatchObject({
      alternateLocale: ['en_GB', 'es_ES'],
    });
    // Without a photo: no image, a small card.
    const bare = shareMetadata({ locale: 'en', title: 'T', description: 'D', photo: null, siteName: 'S' });
    expect(bare.openGraph).not.toHaveProperty('images');
    expect(bare.twitter).toMatchObject({ card: 'summary' });
  });
});

describe('robots.txt', () => {
  it('disallows everything while indexing is off, with no sitemap', () => {
    expect(robotsRules({ allowIndexing: false, siteUrl: 'https://www.ventura.example' })).toEqual({
      rules: { userAgent: '*', disallow: '/' },
    });
  });

  it('with indexing on: keeps crawlers out of the API, the account pages and the filtered results in every language, and names the sitemap', () => {
    const robots = robotsRules({ allowIndexing: true, siteUrl: 'https://www.ventura.example/' });
    expect(robots.sitemap).toBe('https://www.ventura.example/sitemap.xml');
    const rules = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules;
    expect(rules.allow).toBe('/');
    const disallow = [rules.disallow].flat();
    expect(disallow).toEqual(
      expect.arrayContaining([
        '/api/',
        '/content/v1/',
        '/en/register/',
        '/pt/criar-conta/',
        '/es/restablecer-contrasena/',
      ]),
    );
    expect(disallow).toEqual(
      expect.arrayContaining([
        '/en/results/packages/*?',
        '/it/risultati/pacchetti/*?',
        '/pt/resultados/pacotes/*?',
        '/es/resultados/paquetes/*?',
      ]),
    );
    // The results themselves, the content images and every other page stay open.
    // Sign-in is the accounts' public door: searched for, crawled.
    for (const open of [
      '/en/results/packages/',
      '/en/results/packages/italy/',
      '/content/images/',
      '/en/',
      '/it/contattaci/',
      '/en/sign-in/',
      '/it/accedi/',
    ]) {
      expect(disallow.some((rule) => !rule!.includes('*') && open.startsWith(rule!))).toBe(false);
    }
  });
});

describe('the sitemaps', () => {
  it('list every screen of the route table but the 404 and the account pages; every screen with parameters has its addresses from the CMS', () => {
    for (const screen of unindexedScreens) expect(sitemapScreens).not.toContain(screen);
    for (const screen of [
      'home',
      'destinations',
      'packageResults',
      'aiTours',
      'contact',
      'catalogues',
      'myBooking',
      'eventDetail',
      'specialJourney',
    ] as const) {
      expect(sitemapScreens).toContain(screen);
    }
    const withParams = sitemapScreens.filter((screen) => templateParams(routeTable[screen].en).length > 0);
    expect([...withParams].sort()).toEqual([...prerenderedScreens].sort());
  });

  // The whole site's addresses, read once (uncached here: every query and loader runs).
  let site: Awaited<ReturnType<typeof siteAddresses>>;
  const addresses = async () => (site ??= await siteAddresses());

  it(
    'list, per language, every address the build prerenders from the CMS and the fixed screens, each once',
    { timeout: 120_000 },
    async () => {
      for (const locale of ['en', 'it'] as const) {
        const urls = await sitemapUrls(locale, await addresses());
        const listed = urls.map(({ loc }) => loc);
        expect(new Set(listed).size).toBe(listed.length);
        for (const screen of [
          'home',
          'destinations',
          'packageResults',
          'aiTours',
          'contact',
          'catalogues',
          'myBooking',
          'signIn',
        ] as const) {
          expect(listed).toContain(`${ORIGIN}${hrefFor(locale, screen, {})}`);
        }
        for (const screen of unindexedScreens) expect(listed).not.toContain(`${ORIGIN}${hrefFor(locale, screen, {})}`);
        let fromCms = 0;
        const hidden: string[] = [];
        for (const screen of prerenderedScreens) {
          for (const { params, noindex } of await publishedAddresses(screen, locale)) {
            const loc = `${ORIGIN}${hrefFor(locale, screen, params)}`;
            // An entry its editor hid from search engines (SEO fields) is prerendered, and not listed.
            if (noindex) {
              expect(listed).not.toContain(loc);
              hidden.push(loc);
              continue;
            }
            expect(listed).toContain(loc);
            fromCms += 1;
          }
        }
        // The seed's one: the payment methods page.
        expect(hidden).toEqual([`${ORIGIN}${pageUrl('page-payment-methods')[locale]}`]);
        expect(fromCms).toBeGreaterThan(100);
        expect(listed.length).toBe(fromCms + 8);
        // Nothing with a query: the results' landing pages only.
        expect(listed.filter((loc) => loc.includes('?'))).toEqual([]);
      }
    },
  );

  it(
    'give each address its languages (the same entry under each language’s slugs) and x-default, and the CMS’s publication date',
    { timeout: 120_000 },
    async () => {
      const urls = await sitemapUrls('it', await addresses());
      const contact = urls.find(({ loc }) => loc === `${ORIGIN}/it/contattaci/`)!;
      expect(contact.alternates).toEqual({
        en: `${ORIGIN}/en/contact-us/`,
        it: `${ORIGIN}/it/contattaci/`,
        pt: `${ORIGIN}/pt/contacte-nos/`,
        es: `${ORIGIN}/es/contactanos/`,
        'x-default': `${ORIGIN}/en/contact-us/`,
      });
      expect(contact.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      const home = urls.find(({ loc }) => loc === `${ORIGIN}/it/`)!;
      expect(home.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      // A destination: its own slugs in each language, every alternate listed in that language's sitemap too.
      const country = urls.find(({ loc }) => /\/it\/destinazione\/[^/]+\/[^/]+\/[^/]+\/$/.test(loc))!;
      expect(country.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(Object.keys(country.alternates).sort()).toEqual(['en', 'es', 'it', 'pt', 'x-default']);
      const english = await sitemapUrls('en', await addresses());
      expect(english.find(({ loc }) => loc === country.alternates.en)?.alternates.it).toBe(country.loc);
      // Every alternate of every address is itself listed in its language's sitemap (reciprocal, as Google asks).
      const byLocale = Object.fromEntries(
        await Promise.all(
          locales.map(
            async (locale) =>
              [locale, new Set((await sitemapUrls(locale, await addresses())).map(({ loc }) => loc))] as const,
          ),
        ),
      );
      for (const { alternates } of urls) {
        for (const locale of locales)
          if (alternates[locale]) expect(byLocale[locale]!.has(alternates[locale]!)).toBe(true);
      }
    },
  );

  it('list no address that redirects, in its language or as another’s alternate', { timeout: 120_000 }, async () => {
    const { redirectingAddresses } = await import('@/lib/content/redirects');
    // The seed's campaign addresses redirect (they have no page either).
    expect(await redirectingAddresses()).toEqual(expect.arrayContaining(['/en/offers/', '/it/offerte/']));
    const before = await sitemapUrls('en', await addresses());
    expect(before.map(({ loc }) => loc)).toContain(`${ORIGIN}/en/contact-us/`);
    // Editors redirect the English contact page and the Italian help page: both leave the sitemaps.
    redirecting.extra = ['/en/contact-us/', '/it/assistenza/'];
    try {
      const redirected = await siteAddresses();
      const english = (await sitemapUrls('en', redirected)).map(({ loc }) => loc);
      expect(english).not.toContain(`${ORIGIN}/en/contact-us/`);
      expect(english.length).toBe(before.length - 1);
      const italian = await sitemapUrls('it', redirected);
      expect(italian.map(({ loc }) => loc)).not.toContain(`${ORIGIN}/it/assistenza/`);
      const contact = italian.find(({ loc }) => loc === `${ORIGIN}/it/contattaci/`)!;
      expect(contact.alternates.en).toBeUndefined();
      expect(contact.alternates['x-default']).toBeUndefined();
      for (const locale of locales) {
        for (const { alternates } of await sitemapUrls(locale, redirected)) {
          expect(Object.values(alternates)).not.toContain(`${ORIGIN}/en/contact-us/`);
          expect(Object.values(alternates)).not.toContain(`${ORIGIN}/it/assistenza/`);
        }
      }
    } finally {
      redirecting.extra = [];
    }
  });

  it('are written as sitemaps.org XML with xhtml:link alternates, escaped', () => {
    const text = sitemapXml([
      {
        loc: 'https://x.example/en/a/?q=1&r=2',
        lastmod: '2026-01-02T03:04:05.000Z',
        alternates: { en: 'https://x.example/en/a/', 'x-default': 'https://x.example/en/a/' },
      },
    ]);
    expect(text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(text).toContain(
      '<url><loc>https://x.example/en/a/?q=1&amp;r=2</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://x.example/en/a/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/en/a/"/></url>',
    );
  });
});
