import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales } from '../lib/i18n/locales';
import { pageUrl } from '../seed/data/page-slugs';
import { pages } from '../seed/data/pages';
import { FROM_CACHE, SITE } from './support';

/**
 * What search engines and link previews read: the sitemap index and the four sitemaps, valid
 * against the Sitemaps protocol's schema (e2e/sitemaps/*.xsd, with Debian's xmllint) and listing only
 * addresses that answer 200; robots.txt; the share card (Open Graph, Twitter) and its picture; zoom.
 */

const SCHEMAS = path.join(__dirname, 'sitemaps');
// The build's SITE_URL (the default: `npm run build` sets none); the addresses in the sitemaps are absolute on it.
const BUILD_ORIGIN = 'http://localhost:3000';
const onThisServer = (url: string) => url.replace(BUILD_ORIGIN, SITE);

/** xmllint's verdict on a document against one of the schemas: '' when valid, else its messages. */
function schemaErrors(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): string {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', path.join(SCHEMAS, schema), '-'], {
      input: xml,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const sorted = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!.replaceAll('&amp;', '&'));

/** `hreflang -> href` of a sitemap `<url>`'s `xhtml:link`s, or of a page's `<link rel="alternate">`s. */
const hreflangs = (markup: string) =>
  Object.fromEntries(
    [...markup.matchAll(/<(?:xhtml:)?link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((match) => [
      match[1]!,
      match[2]!.replaceAll('&amp;', '&'),
    ]),
  );

/** Every address's status and the hreflang alternates its page names, a few at a time (each is a cached page: this measures nothing). */
async function answersOf(
  request: APIRequestContext,
  urls: string[],
): Promise<Map<string, { status: number; alternates: Record<string, string> }>> {
  const answers = new Map<string, { status: number; alternates: Record<string, string> }>();
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await request.get(onThisServer(url), { maxRedirects: 0 });
        answers.set(url, {
          status: response.status(),
          alternates: hreflangs((await response.text()).split('</head>')[0]!),
        });
      }
    }),
  );
  return answers;
}

test.describe('sitemaps', () => {
  test.describe.configure({ timeout: 240_000 });

  test('/sitemap.xml is a valid sitemap index of one sitemap per language, served from the cache', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const xml = await response.text();
    expect(schemaErrors(xml, 'siteindex.xsd')).toBe('');
    expect(tagValues(xml, 'loc')).toEqual(locales.map((locale) => `${BUILD_ORIGIN}/sitemaps/${locale}.xml`));
    for (const lastmod of tagValues(xml, 'lastmod')) expect(Date.parse(lastmod)).not.toBeNaN();
    expect((await request.get('/sitemap.xml')).headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
  });

  test('each language’s sitemap is valid, lists every kind of page with its four languages, and every address answers 200 naming the same alternates', async ({
    request,
  }) => {
    const listed: string[] = [];
    const alternatesInSitemap = new Map<string, Record<string, string>>();
    for (const locale of locales) {
      const response = await request.get(`/sitemaps/${locale}.xml`);
      expect(response.status(), locale).toBe(200);
      const xml = await response.text();
      expect(schemaErrors(xml, 'sitemap.xsd'), locale).toBe('');
      expect(response.headers()['cache-control'], locale).toMatch(/s-maxage=\d+/);
      const urls = tagValues(xml, 'loc');
      for (const url of urls) expect(url.startsWith(`${BUILD_ORIGIN}/${locale}/`), url).toBe(true);
      // Every <url> names its own language among its alternates, and x-default.
      for (const entry of xml.split('<url>').slice(1)) {
        const loc = tagValues(entry, 'loc')[0]!;
        expect(entry, loc).toContain(`hreflang="${locale}" href="${loc.replaceAll('&', '&amp;')}"`);
        alternatesInSitemap.set(loc, hreflangs(entry));
        if (entry.includes('hreflang="en"')) expect(entry, loc).toContain('hreflang="x-default"');
      }
      listed.push(...urls);
    }
    // One of each kind the issue names, in English (the seed's).
    const english = listed
      .filter((url) => url.startsWith(`${BUILD_ORIGIN}/en/`))
      .map((url) => url.slice(BUILD_ORIGIN.length));
    for (const expected of [
      '/en/',
      '/en/destinations/',
      '/en/results/packages/',
      '/en/ai-tours/',
      '/en/contact-us/',
      '/en/catalogues/',
      '/en/my-booking/',
      '/en/sign-in/',
    ]) {
      expect(english).toContain(expected);
    }
    for (const kind of [
      /^\/en\/events\/[^/]+\/$/,
      /^\/en\/specialjourney\/[^/]+\/$/,
      /^\/en\/destinations\/[^/]+\/[^/]+\/$/,
      /^\/en\/destinations\/[^/]+\/[^/]+\/[^/]+\/$/,
      /^\/en\/destinations\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/$/,
      /^\/en\/results\/packages\/[^/]+\/$/,
    ]) {
      expect(
        english.some((url) => kind.test(url)),
        String(kind),
      ).toBe(true);
    }
    // Content pages and subpages (not fixed screens): one and two segments the route table does not own.
    expect(
      english.some(
        (url) =>
          /^\/en\/[^/]+\/[^/]+\/$/.test(url) && !/^\/en\/(events|specialjourney|destinations|results)\//.test(url),
      ),
    ).toBe(true);
    // Never the account pages behind the door (sign-in is listed), the 404 page or a filtered result.
    for (const url of listed) expect(url).not.toMatch(/\/(register|reset-password|404)\/|\?/);

    // A page its editor hid from search engines (the seed's payment methods page): served, with the editor's own
    // title, and in no sitemap.
    const hidden = pages.find((page) => page.id === 'page-payment-methods')!;
    for (const locale of locales) {
      const address = pageUrl(hidden.id)[locale];
      expect(listed).not.toContain(`${BUILD_ORIGIN}${address}`);
      const page = await request.get(address);
      expect(page.status(), address).toBe(200);
      expect(await page.text(), address).toContain(`<title>${hidden.seo!.title![locale]}</title>`);
    }

    const answers = await answersOf(request, listed);
    const failed = [...answers].filter(([, { status }]) => status !== 200);
    expect(failed).toEqual([]);
    expect(answers.size).toBeGreaterThan(400);
    // A page names the languages it is shown in, as its sitemap entry does: none that would answer 404 (an event
    // another market does not sell), none that redirects.
    const differing = [...answers].filter(
      ([url, { alternates }]) =>
        JSON.stringify(sorted(alternates)) !== JSON.stringify(sorted(alternatesInSitemap.get(url)!)),
    );
    expect(
      differing.map(([url, { alternates }]) => ({ url, page: alternates, sitemap: alternatesInSitemap.get(url) })),
    ).toEqual([]);
  });
});

test('robots.txt: this build does not allow indexing (ALLOW_INDEXING unset), so nothing may be crawled', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*\nDisallow: \/\n/);
  expect(text).not.toContain('Sitemap:');
});

test.describe('the share card', () => {
  const meta = async (request: APIRequestContext, pagePath: string) => {
    const html = await (await request.get(pagePath)).text();
    const tags = [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)];
    const values = new Map<string, string[]>();
    for (const [, name, content] of tags)
      values.set(name!, [...(values.get(name!) ?? []), content!.replaceAll('&amp;', '&')]);
    return values;
  };

  for (const [pagePath, locale, alternates] of [
    ['/en/', 'en_GB', ['it_IT', 'pt_PT', 'es_ES']],
    ['/it/contattaci/', 'it_IT', ['en_GB', 'pt_PT', 'es_ES']],
    // Italy's market does not sell this event: no Italian page, so no Italian alternate (as in its hreflang).
    ['/pt/events/carnaval-do-rio-2027/', 'pt_PT', ['en_GB', 'es_ES']],
    ['/es/destinos/', 'es_ES', ['en_GB', 'it_IT', 'pt_PT']],
  ] as const) {
    test(`${pagePath}: title, description, a 1200 x 630 JPEG from the image service, its language and the others it is shown in`, async ({
      request,
    }) => {
      const tags = await meta(request, pagePath);
      for (const name of [
        'og:title',
        'og:description',
        'og:url',
        'og:site_name',
        'twitter:title',
        'twitter:description',
      ]) {
        expect(tags.get(name)?.[0]?.trim(), name).toBeTruthy();
      }
      expect(tags.get('og:url')?.[0]).toBe(`${BUILD_ORIGIN}${pagePath}`);
      expect(tags.get('og:locale')).toEqual([locale]);
      expect(tags.get('og:locale:alternate')).toEqual(alternates);
      expect(tags.get('twitter:card')).toEqual(['summary_large_image']);
      expect(tags.get('og:image:width')).toEqual(['1200']);
      expect(tags.get('og:image:height')).toEqual(['630']);
      const image = tags.get('og:image')?.[0] ?? '';
      expect(image).toMatch(new RegExp(`^${BUILD_ORIGIN}/content/images/.+\\?w=1200&h=630&fit=fill&fm=jpg`));
      expect(tags.get('twitter:image')?.[0]).toBe(image);
      const picture = await request.get(onThisServer(image));
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
      // The JPEG's own size (its start-of-frame marker): what a network's crawler shows.
      const bytes = await picture.body();
      const frame = bytes.findIndex(
        (byte, index) => byte === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2),
      );
      expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630]);
    });
  }
});

test('visitors may zoom, and text fields stay at 16 px or more on a phone, so iOS does not zoom into them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const pagePath of ['/en/contact-us/', '/it/la-mia-prenotazione/', '/en/catalogues/']) {
    await page.goto(pagePath);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1',
    );
    const fields = page
      .locator('main')
      .locator('input:visible:not([type=checkbox]):not([type=radio]), select:visible, textarea:visible');
    expect(await fields.count(), pagePath).toBeGreaterThan(0);
    const sizes = await fields.evaluateAll((elements) =>
      elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
    );
    for (const size of sizes) expect(size, pagePath).toBeGreaterThanOrEqual(16);
  }
  await context.close();
});
