import 'server-only';
import {
  DestinationPathsDocument,
  PrerenderPathsDocument,
  type DestinationPathsQuery,
  type PrerenderPathsQuery,
} from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { invalidParams } from '@/lib/routes/params';
import type { ScreenId } from '@/lib/routes/table';
import { loadEvent } from './events';
import { loadSpecialJourney } from './journeys';
import { loadPackage } from './package-page';
import { findPage, HOME_SLUG } from './pages';
import { queryContent, type ContentQueryOptions } from './server';

type Params = Record<string, string>;

/** A published address of a screen in one language: its parameters, the entry behind it and when that was published. */
export type PublishedAddress = {
  params: Params;
  /** The CMS entry the address shows (the country, for the results by country): the same in every language. */
  entryId: string;
  /** The entry's last publication (ISO 8601), the sitemaps' `<lastmod>`. */
  publishedAt: string | null;
  /** An editor hid the entry from search engines (its SEO field): prerendered, but not in the sitemaps. */
  noindex: boolean;
};

/**
 * Every published entry behind a screen in one language that the visitor's
 * market is shown (checked with the screen's own loader) and whose slugs make
 * a valid address: what `next build` prerenders and the sitemaps list.
 */
export async function publishedAddresses(screen: PrerenderedScreen, locale: Locale): Promise<PublishedAddress[]> {
  const candidates = (await candidatesOf(screen, locale)).filter(({ params }) => invalidParams(params).length === 0);
  const check = checks[screen];
  const served = check
    ? await Promise.all(
        candidates.map(async (candidate) => ((await check(locale, candidate.params)) ? candidate : null)),
      )
    : candidates;
  return [
    ...new Map(
      served.flatMap((candidate) => (candidate ? [[JSON.stringify(candidate.params), candidate] as const] : [])),
    ).values(),
  ];
}

/**
 * The parameters `next build` prerenders for a screen in one language (`publishedAddresses`). Anything
 * published after the build is rendered on its first request and cached.
 */
export async function prerenderParams(screen: PrerenderedScreen, locale: Locale): Promise<Params[]> {
  return (await publishedAddresses(screen, locale)).map(({ params }) => params);
}

/** The screens with parameters whose addresses come from the CMS. */
export const prerenderedScreens = [
  'contentPage',
  'contentSubpage',
  'eventDetail',
  'packageDetail',
  'specialJourney',
  'destinationByContinent',
  'destinationByCountry',
  'destinationByCity',
  'packageResultsByCountry',
] as const satisfies readonly ScreenId[];

export type PrerenderedScreen = (typeof prerenderedScreens)[number];

export function isPrerendered(screen: ScreenId): screen is PrerenderedScreen {
  return (prerenderedScreens as readonly ScreenId[]).includes(screen);
}

/**
 * A route's `generateStaticParams` under `[locale]`: the CMS's entries behind
 * the screen in that language. Screens without parameters have none to list.
 */
export function staticParams(screen: ScreenId) {
  return async ({ params }: { params: { locale: string } }): Promise<Params[]> => {
    if (!isLocale(params.locale) || !isPrerendered(screen)) return [];
    return prerenderParams(screen, params.locale);
  };
}

const checks: Partial<Record<PrerenderedScreen, (locale: Locale, params: Params) => Promise<unknown>>> = {
  contentPage: (locale, { page = '' }) => findPage(locale, [page]),
  contentSubpage: (locale, { page = '', subpage = '' }) => findPage(locale, [page, subpage]),
  eventDetail: (locale, { slug = '' }) => loadEvent(locale, slug),
  packageDetail: (locale, { package: slug = '' }) => loadPackage(locale, slug),
  specialJourney: (locale, { id = '' }) => loadSpecialJourney(locale, id),
};

type Entry = { sys: { id: string; publishedAt?: string | null }; noindex?: boolean | null };
const address = (entry: Entry, params: Params): PublishedAddress => ({
  params,
  entryId: entry.sys.id,
  publishedAt: entry.sys.publishedAt ?? null,
  noindex: entry.noindex === true,
});

/** The two queries behind every address of a language, each run at most once per caller. */
type PathQueries = {
  prerender: () => Promise<PrerenderPathsQuery>;
  destinations: () => Promise<DestinationPathsQuery>;
};

function pathQueries(locale: Locale, options: ContentQueryOptions = {}): PathQueries {
  const variables = { locale: toContentfulLocale(locale) };
  let prerender: Promise<PrerenderPathsQuery> | undefined;
  let destinations: Promise<DestinationPathsQuery> | undefined;
  return {
    prerender: () => (prerender ??= queryContent(PrerenderPathsDocument, variables, options)),
    destinations: () => (destinations ??= queryContent(DestinationPathsDocument, variables, options)),
  };
}

/** An entry's address on one screen in one language (the renamed addresses' record: lib/db/renames.ts). */
export type EntryAddress = { entryId: string; screen: PrerenderedScreen; locale: Locale; path: string };

/**
 * Every address the CMS's published entries have, on every screen with
 * parameters and in every language, from their slugs alone (no market
 * check: an address is an entry's whatever the market sees). Through Next's
 * cache by default, i.e. what the site showed until the last purge; fresh
 * with `outsideRender`, as the webhook reads it after a publish. Eight
 * queries: two per language.
 */
export async function siteEntryAddresses(options: ContentQueryOptions = {}): Promise<EntryAddress[]> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const queries = pathQueries(locale, options);
      const perScreen = await Promise.all(
        prerenderedScreens.map(async (screen) =>
          (await candidatesOf(screen, locale, queries))
            .filter(({ params }) => invalidParams(params).length === 0)
            .map(({ entryId, params }): EntryAddress => ({
              entryId,
              screen,
              locale,
              path: hrefFor(locale, screen, params),
            })),
        ),
      );
      return perScreen.flat();
    }),
  );
  return perLocale.flat();
}

async function candidatesOf(
  screen: PrerenderedScreen,
  locale: Locale,
  queries: PathQueries = pathQueries(locale),
): Promise<PublishedAddress[]> {
  switch (screen) {
    case 'contentPage':
    case 'contentSubpage': {
      const pages = (await queries.prerender()).pageCollection?.items ?? [];
      return pages.flatMap((page) => {
        if (!page?.slug || page.slug === HOME_SLUG) return [];
        const parent = page.parent?.slug;
        if (screen === 'contentPage') return parent ? [] : [address(page, { page: page.slug })];
        return parent ? [address(page, { page: parent, subpage: page.slug })] : [];
      });
    }
    case 'eventDetail':
      return ((await queries.prerender()).landingCollection?.items ?? []).flatMap((landing) =>
        landing?.slug ? [address(landing, { slug: landing.slug })] : [],
      );
    case 'packageDetail':
      return ((await queries.prerender()).packageCollection?.items ?? []).flatMap((pkg) =>
        pkg?.slug ? [address(pkg, { package: pkg.slug })] : [],
      );
    case 'specialJourney':
      return ((await queries.prerender()).specialJourneyCollection?.items ?? []).flatMap((journey) =>
        journey ? [address(journey, { id: journey.sys.id })] : [],
      );
    default: {
      const data = await queries.destinations();
      const continents = (data.continentCollection?.items ?? []).flatMap((item) =>
        item?.slug ? [address(item, { continent: item.slug, id: item.sys.id })] : [],
      );
      const countries = (data.countryCollection?.items ?? []).flatMap((item) =>
        item?.slug && item.continent?.slug
          ? [address(item, { continent: item.continent.slug, country: item.slug, id: item.sys.id })]
          : [],
      );
      const cities = (data.cityCollection?.items ?? []).flatMap((item) =>
        item?.slug && item.country?.slug && item.country.continent?.slug
          ? [
              address(item, {
                continent: item.country.continent.slug,
                country: item.country.slug,
                city: item.slug,
                id: item.sys.id,
              }),
            ]
          : [],
      );
      if (screen === 'destinationByContinent') return continents;
      if (screen === 'destinationByCountry') return countries;
      if (screen === 'destinationByCity') return cities;
      // The results by country are the site's page, not the country's: the country's SEO fields do not apply.
      return countries.map((country) => ({ ...country, params: { country: country.params.country! }, noindex: false }));
    }
  }
}
