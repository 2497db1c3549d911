import 'server-only';
import { DestinationPathsDocument, PrerenderPathsDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from '@/cms/model';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { invalidParams } from '@/lib/routes/params';
import type { ScreenId } from '@/lib/routes/table';
import { loadEvent } from './events';
import { loadSpecialJourney } from './journeys';
import { findPage, HOME_SLUG } from './pages';
import { queryContent } from './server';

type Params = Record<string, string>;

/**
 * The parameters `next build` prerenders for a screen in one language: every
 * published entry behind it that the visitor's market is shown (checked with
 * the screen's own loader) and whose slugs make a valid address. Anything
 * published after the build is rendered on its first request and cached.
 */
export async function prerenderParams(screen: PrerenderedScreen, locale: Locale): Promise<Params[]> {
  const candidates = await candidatesOf(screen, locale);
  const valid = candidates.filter((params) => invalidParams(params).length === 0);
  const check = checks[screen];
  if (!check) return dedupe(valid);
  const served = await Promise.all(valid.map(async (params) => ((await check(locale, params)) ? params : null)));
  return dedupe(served.filter((params): params is Params => params !== null));
}

/** The screens with parameters whose addresses come from the CMS. */
export const prerenderedScreens = [
  'contentPage',
  'contentSubpage',
  'eventDetail',
  'specialJourney',
  'destinationByContinent',
  'destinationByCountry',
  'destinationByCity',
  'packageResultsByCountry',
] as const satisfies readonly ScreenId[];

export type PrerenderedScreen = (typeof prerenderedScreens)[number];

function isPrerendered(screen: ScreenId): screen is PrerenderedScreen {
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
  specialJourney: (locale, { id = '' }) => loadSpecialJourney(locale, id),
};

async function candidatesOf(screen: PrerenderedScreen, locale: Locale): Promise<Params[]> {
  const variables = { locale: toContentfulLocale(locale) };
  switch (screen) {
    case 'contentPage':
    case 'contentSubpage': {
      const pages = (await queryContent(PrerenderPathsDocument, variables)).pageCollection?.items ?? [];
      return pages.flatMap((page) => {
        if (!page?.slug || page.slug === HOME_SLUG) return [];
        const parent = page.parent?.slug;
        if (screen === 'contentPage') return parent ? [] : [{ page: page.slug }];
        return parent ? [{ page: parent, subpage: page.slug }] : [];
      });
    }
    case 'eventDetail':
      return ((await queryContent(PrerenderPathsDocument, variables)).landingCollection?.items ?? []).flatMap((landing) => (landing?.slug ? [{ slug: landing.slug }] : []));
    case 'specialJourney':
      return ((await queryContent(PrerenderPathsDocument, variables)).specialJourneyCollection?.items ?? []).flatMap((journey) => (journey ? [{ id: journey.sys.id }] : []));
    default: {
      const data = await queryContent(DestinationPathsDocument, variables);
      const continents = (data.continentCollection?.items ?? []).flatMap((item) => (item?.slug ? [{ continent: item.slug, id: item.sys.id }] : []));
      const countries = (data.countryCollection?.items ?? []).flatMap((item) =>
        item?.slug && item.continent?.slug ? [{ continent: item.continent.slug, country: item.slug, id: item.sys.id }] : [],
      );
      const cities = (data.cityCollection?.items ?? []).flatMap((item) =>
        item?.slug && item.country?.slug && item.country.continent?.slug
          ? [{ continent: item.country.continent.slug, country: item.country.slug, city: item.slug, id: item.sys.id }]
          : [],
      );
      if (screen === 'destinationByContinent') return continents;
      if (screen === 'destinationByCountry') return countries;
      if (screen === 'destinationByCity') return cities;
      return countries.map(({ country }) => ({ country }));
    }
  }
}

function dedupe(list: Params[]): Params[] {
  return [...new Map(list.map((params) => [JSON.stringify(params), params])).values()];
}
