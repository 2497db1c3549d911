import 'server-only';
import { ContactDetailsDocument, PrerenderPathsDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from '@/lib/content/model';
import { HOME_SLUG } from '@/lib/content/pages';
import { isPrerendered, publishedAddresses } from '@/lib/content/paths';
import { redirectingAddresses } from '@/lib/content/redirects';
import { queryContent } from '@/lib/content/server';
import { env } from '@/lib/env';
import { accountScreens } from './robots';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { routeTable, screenIds, templateParams, type ScreenId } from '@/lib/routes/table';

/**
 * Screens search engines are kept away from: the 404 page, the account pages (a form each, the same in
 * every language, nothing to find there) and the enquiry's thank-you page (`noindex`, app/[locale]/enquiry-sent/). Every other screen of the route table is listed in the sitemaps
 * with every published address it has; robots.txt disallows these (lib/seo/robots.ts).
 */
export const unindexedScreens = ['notFound', ...accountScreens, 'enquirySent'] as const satisfies readonly ScreenId[];

/** The screens the sitemaps list, in the route table's order. */
export const sitemapScreens: readonly ScreenId[] = screenIds.filter(
  (screen) => !(unindexedScreens as readonly ScreenId[]).includes(screen),
);

/** One `<url>` of a language's sitemap. */
export type SitemapUrl = {
  /** Absolute address. */
  loc: string;
  /** The entry's last publication (ISO 8601); none for a screen no single entry is behind. */
  lastmod: string | null;
  /** The same page in each language it is published in, and `x-default` (the English one), absolute. */
  alternates: Partial<Record<Locale | 'x-default', string>>;
};

type Address = { path: string; lastmod: string | null };

/** Every published address of a screen, per language, keyed by what ties one page's languages together. */
async function addressesOf(screen: ScreenId): Promise<Map<string, Partial<Record<Locale, Address>>>> {
  const pages = new Map<string, Partial<Record<Locale, Address>>>();
  const add = (key: string, locale: Locale, address: Address) =>
    pages.set(key, { ...pages.get(key), [locale]: address });
  if (templateParams(routeTable[screen].en).length === 0) {
    for (const locale of locales) {
      const { lastmod, noindex } = await fixedScreenEntry(screen, locale);
      if (!noindex) add(screen, locale, { path: hrefFor(locale, screen, {}), lastmod });
    }
    return pages;
  }
  // Every screen with parameters is one `next build` prerenders from the CMS (lib/content/paths.ts); the table test checks it.
  if (!isPrerendered(screen)) return pages;
  for (const locale of locales) {
    for (const { params, entryId, publishedAt, noindex } of await publishedAddresses(screen, locale)) {
      // An entry an editor hid from search engines (its SEO field) is served, and its page says `noindex`.
      if (!noindex) add(entryId, locale, { path: hrefFor(locale, screen, params), lastmod: publishedAt });
    }
  }
  return pages;
}

/**
 * The entry behind a screen without parameters: its publication date (the home page's, the contact details'), and
 * whether an editor hid it from search engines (the home page's SEO field).
 */
async function fixedScreenEntry(
  screen: ScreenId,
  locale: Locale,
): Promise<{ lastmod: string | null; noindex: boolean }> {
  const variables = { locale: toContentfulLocale(locale) };
  if (screen === 'home') {
    const pages = (await queryContent(PrerenderPathsDocument, variables)).pageCollection?.items ?? [];
    const home = pages.find((page) => page?.slug === HOME_SLUG);
    return { lastmod: home?.sys.publishedAt ?? null, noindex: home?.noindex === true };
  }
  if (screen === 'contact')
    return {
      lastmod:
        (await queryContent(ContactDetailsDocument, variables)).contactDetailsCollection?.items[0]?.sys.publishedAt ??
        null,
      noindex: false,
    };
  return { lastmod: null, noindex: false };
}

/** Every indexable page of the site: its address in each language it is published in. */
export type SiteAddresses = Array<Partial<Record<Locale, Address>>>;

/**
 * The route table's indexable screens with every entry the CMS publishes behind them, in all four languages,
 * but no address that redirects (a route rule or a redirect entry, now or later: lib/content/redirects.ts):
 * such an address is left out of its language, and out of the other languages' alternates. The old addresses
 * of renamed pages are never current addresses, so they are not listed anyway.
 */
export async function siteAddresses(): Promise<SiteAddresses> {
  const [perScreen, redirecting] = await Promise.all([
    Promise.all(sitemapScreens.map(addressesOf)),
    redirectingAddresses(),
  ]);
  const redirects = new Set(redirecting);
  return perScreen.flatMap((pages) =>
    [...pages.values()].flatMap((languages) => {
      const kept: SiteAddresses[number] = {};
      for (const locale of locales) {
        const address = languages[locale];
        if (address && !redirects.has(address.path)) kept[locale] = address;
      }
      return Object.keys(kept).length > 0 ? [kept] : [];
    }),
  );
}

/**
 * A language's sitemap: every published, indexable address of the site in that language (`siteAddresses`),
 * each with its alternates and publication date. Read through the content service's cached queries, so it
 * is cached with them and purged by the same webhook.
 */
export async function sitemapUrls(locale: Locale, addresses?: SiteAddresses): Promise<SitemapUrl[]> {
  const origin = env().SITE_URL.replace(/\/+$/, '');
  const absolute = (path: string) => `${origin}${path}`;
  return (addresses ?? (await siteAddresses())).flatMap((languages) => {
    const own = languages[locale];
    if (!own) return [];
    const alternates: SitemapUrl['alternates'] = {};
    for (const other of locales) {
      const address = languages[other];
      if (address) alternates[other] = absolute(address.path);
    }
    if (alternates.en) alternates['x-default'] = alternates.en;
    return [{ loc: absolute(own.path), lastmod: own.lastmod, alternates }];
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A language's sitemap as XML (sitemaps.org 0.9, with Google's `xhtml:link` alternates). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod, alternates }) => {
    const links = Object.entries(alternates).map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}"/>`,
    );
    return `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Where a language's sitemap is: `/sitemaps/{locale}.xml` (app/sitemaps/[file]/route.ts). */
export function sitemapPath(locale: Locale): string {
  return `/sitemaps/${locale}.xml`;
}

/** The file name of each language's sitemap under `/sitemaps/`, and its language. */
export const sitemapFiles: Readonly<Record<string, Locale>> = Object.fromEntries(
  locales.map((locale) => [sitemapPath(locale).split('/').at(-1)!, locale]),
);

/** The sitemap index (`/sitemap.xml`): one sitemap per language, each with its latest publication date. */
export async function sitemapIndexXml(): Promise<string> {
  const origin = env().SITE_URL.replace(/\/+$/, '');
  const addresses = await siteAddresses();
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const latest = (await sitemapUrls(locale, addresses)).reduce<string | null>(
        (max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max),
        null,
      );
      return `<sitemap><loc>${xml(`${origin}${sitemapPath(locale)}`)}</loc>${latest ? `<lastmod>${xml(latest)}</lastmod>` : ''}</sitemap>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** How both kinds of sitemap are sent. */
export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' } as const;
