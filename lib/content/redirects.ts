import 'server-only';
import { cacheLife } from 'next/cache';
import { RedirectsDocument, SiteSettingsDocument, type RedirectsQuery } from '@/codegen/generated/graphql';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { buildRedirectTable, type RedirectSource, type RedirectTable, type RedirectTarget, type RefusedRedirect } from '@/lib/routes/redirects';
import { routeRuleSources } from '@/lib/routes/route-rules';
import { destinationAlternates, type DestinationScreen } from './destination-pages';
import { loadEventAlternates } from './events';
import { loadPageAlternates } from './pages';
import { CONTENT_CACHE_PROFILE, queryContent, type ContentQueryOptions } from './server';

type RedirectItem = NonNullable<NonNullable<RedirectsQuery['redirectCollection']>['items'][number]>;
type Addresses = Partial<Record<Locale, string>>;

const destinationScreenOf: Record<string, DestinationScreen> = {
  Continent: 'destinationByContinent',
  Superarea: 'destinationByContinent',
  Area: 'destinationByContinent',
  Country: 'destinationByCountry',
  City: 'destinationByCity',
};

/**
 * A linked entry's address in each language it has one in, derived by the
 * route table from its slugs (the same loaders as its hreflang alternates).
 * A journey's address is its id: the link resolves only when it is published.
 */
async function entryAddresses(typename: string, id: string, options: ContentQueryOptions): Promise<Addresses> {
  if (typename === 'Page') return loadPageAlternates(id, options);
  if (typename === 'Landing') return loadEventAlternates(id, options);
  if (typename === 'SpecialJourney') return Object.fromEntries(locales.map((locale) => [locale, hrefFor(locale, 'specialJourney', { id })]));
  const screen = destinationScreenOf[typename];
  return screen ? destinationAlternates(screen, id, options) : {};
}

async function sourceOf(item: RedirectItem, options: ContentQueryOptions): Promise<RedirectSource> {
  const targets: RedirectTarget[] = [];
  if (item.toEntry) {
    targets.push({ kind: 'entry', entryId: item.toEntry.sys.id, addresses: await entryAddresses(item.toEntry.__typename, item.toEntry.sys.id, options) });
  }
  if (item.toAddress) targets.push({ kind: 'address', address: item.toAddress });
  if (item.toUrl) targets.push({ kind: 'url', url: item.toUrl });
  const problem =
    targets.length === 0
      ? 'it says nowhere to go: fill in one of "To a page" (a published one), "To an address of the site" and "To another website"'
      : `it has ${targets.length} targets: keep one of "To a page", "To an address of the site" and "To another website"`;
  return {
    origin: 'redirect',
    id: item.sys.id,
    from: item.from ?? '',
    to: targets.length === 1 ? targets[0]! : null,
    ...(targets.length === 1 ? {} : { problem }),
    permanent: item.permanent ?? false,
    start: item.startDate,
    end: item.endDate,
  };
}

/**
 * Every source of the redirect table the CMS holds: the site settings' route
 * rules, then each redirect entry with its target resolved. Published content
 * through Next's cache by default (tagged: a publish of the settings, of a
 * redirect, or of an entry one leads to, purges it); fresh with
 * `outsideRender` (the webhook's check); drafts with `preview` (the editors'
 * preview). No redirect is written in code.
 */
export async function redirectSources(options: ContentQueryOptions = {}): Promise<RedirectSource[]> {
  const [settings, data] = await Promise.all([queryContent(SiteSettingsDocument, {}, options), queryContent(RedirectsDocument, {}, options)]);
  const site = settings.siteSettingsCollection?.items[0];
  const rules = site ? routeRuleSources(site.sys.id, site.routeRules) : [];
  const items = (data.redirectCollection?.items ?? []).flatMap((item) => (item ? [item] : []));
  return [...rules, ...(await Promise.all(items.map((item) => sourceOf(item, options))))];
}

/**
 * The redirect table of the published content, from Next's cache: built once
 * per purge of what it shows (its queries' tags), then read from memory or
 * Redis like any content query.
 */
export async function publishedRedirectTable(): Promise<RedirectTable> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  return buildRedirectTable(await redirectSources());
}

/**
 * The addresses that redirect now or will (an ended redirect no longer
 * counts): the sitemaps leave them out. Evaluated when the cached table is
 * made, so a redirect that ends later keeps its address out until the next
 * purge or the hourly refresh.
 */
export async function redirectingAddresses(): Promise<string[]> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  const now = Date.now();
  const { redirects } = await publishedRedirectTable();
  return [...new Set(redirects.filter((redirect) => redirect.end === null || redirect.end > now).map((redirect) => redirect.from))];
}

/** The content types whose entries are sources of the redirect table: their publish is checked by the webhook. */
export const redirectSourceTypes: readonly string[] = ['redirect', 'siteSettings'];

/**
 * What the table refuses because of one entry, in the content as it is now
 * (`outsideRender`: the webhook's check after a publish) or as drafts
 * (`preview`: the editors' preview): its own redirects, and the others it
 * collides with or extends into a chain.
 */
export async function refusalsOf(entryId: string, options: ContentQueryOptions): Promise<RefusedRedirect[]> {
  const { refused } = buildRedirectTable(await redirectSources(options));
  return refused.filter((refusal) => refusal.id === entryId || refusal.by === entryId);
}
