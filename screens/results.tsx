import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import type { ScreenContent, ScreenOptions } from '@/screens/frame/screen-route';
import { staticParams } from '@/lib/content/paths';
import { marketOf } from '@/lib/content/markets';
import { loadResultsCatalog, resultsCountry, translatedSlugs } from '@/lib/content/results';
import { getTranslator } from '@/lib/i18n/server';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import type { ResultsScreen } from '@/lib/routes/results';
import { canonicalRedirect } from '@/lib/results/canonical';
import { computeResults } from '@/lib/results/filter';
import { listFilters, parseResultsQuery, resultsQuery, type ResultsState } from '@/lib/results/query';
import { queryOfStateSegment } from '@/lib/results/segment';
import { JsonLd } from '@/components/structured-data/JsonLd';
import { siteUrl } from '@/components/structured-data/page-data';
import { packageItemList } from '@/lib/structured-data/products';
import { countText, ResultsView } from '@/components/results/ResultsView';

type Params = Record<string, string>;

/** The query a results page was asked with, as the proxy put it in the `state` segment. */
const stateOf = (params: Params) => parseResultsQuery(queryOfStateSegment(params.state ?? ''));

/** The country of a by-country page; an unknown slug is the 404 page, another language's moves (the proxy answered first). */
async function countryOf(screen: ResultsScreen, locale: Locale, params: Params): Promise<string | null> {
  if (screen !== 'packageResultsByCountry') return null;
  const country = await resultsCountry(locale, params.country ?? '');
  if (country.status === 'moved') permanentRedirect(hrefFor(locale, screen, { country: country.slug }));
  if (country.status === 'missing') notFound();
  return country.name;
}

/** The results of an address, computed once per render (the page and its metadata both ask). */
const resultsOf = (screen: ResultsScreen, locale: Locale, params: Params) =>
  cachedResults(screen, locale, JSON.stringify(params));
// React's cache() compares arguments by identity: the parameters go in as a string.
const cachedResults = cache(async (screen: ResultsScreen, locale: Locale, key: string) => {
  const params = JSON.parse(key) as Params;
  const t = getTranslator(locale);
  const [countryName, catalog] = await Promise.all([countryOf(screen, locale, params), loadResultsCatalog(locale)]);
  const { state, notices } = stateOf(params);
  const results = computeResults(catalog, state, { country: params.country ?? null }, { locale, notices });
  const section = t(`sections.${state.section ?? 'TravelPackages'}`);
  const place = countryName ?? results.destination?.name ?? null;
  const heading = place ? t('results.headingIn', { section, place }) : t('results.heading', { section });
  return { countryName, results, heading };
});

/** A package results screen: the query is its state (lib/results/query.ts), the page is cached per state. */
export function resultsContent(screen: ResultsScreen): ScreenContent {
  return async function resultsScreen({ locale, params }) {
    const { countryName, results, heading } = await resultsOf(screen, locale, params);
    const path = hrefFor(locale, screen, params);
    // An address the filters could not have made goes to its state's one address, with what changed in its
    // fragment: it is not rendered and kept as a page of its own (lib/results/canonical.ts).
    const canonical = canonicalRedirect(queryOfStateSegment(params.state ?? ''), results);
    if (canonical !== null) redirect(`${path}${canonical}`);
    // The packages this page shows (its market's, its filters', its "Show more" count), none before a month is chosen.
    const listed = results.needsMonth
      ? null
      : packageItemList(
          siteUrl(),
          locale,
          results.items.map((item) => item.card),
          path,
        );
    return (
      <>
        <JsonLd data={listed} />
        <ResultsView
          locale={locale}
          t={getTranslator(locale)}
          path={path}
          heading={heading}
          country={countryName}
          results={results}
          currency={marketOf(locale).currency}
          contactHref={hrefFor(locale, 'contact', {})}
        />
      </>
    );
  };
}

/** The same results in another language: its slugs for the country and for every filter value. */
async function translatedState(
  from: Locale,
  to: Locale,
  state: ResultsState,
): Promise<{ state: ResultsState; country: (slug: string) => string }> {
  const translate = await translatedSlugs(from, to);
  const lists = Object.fromEntries(listFilters.map((key) => [key, state[key].map(translate)]));
  return {
    state: { ...state, ...lists, destination: state.destination ? translate(state.destination) : null },
    country: translate,
  };
}

export function resultsOptions(screen: ResultsScreen): ScreenOptions {
  return {
    ownHeading: true,
    alternates: async ({ locale, params }) => {
      const { state } = stateOf(params);
      const entries = await Promise.all(
        locales.map(async (other) => {
          const translated = await translatedState(locale, other, state);
          const otherParams: Params = params.country ? { country: translated.country(params.country) } : {};
          return [other, `${hrefFor(other, screen, otherParams)}${resultsQuery(translated.state)}`] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    // The heading and the count ("Flight + hotel in Europe: 12 packages"): after a filter changes, Next's
    // route announcer reads the new title out, so a screen reader hears how many packages there are now.
    title: async ({ locale, params }) => {
      const country = screen === 'packageResultsByCountry' ? await resultsCountry(locale, params.country ?? '') : null;
      if (country && country.status !== 'found') return null;
      const { results, heading } = await resultsOf(screen, locale, params);
      const t = getTranslator(locale);
      return results.needsMonth ? heading : t('results.title', { heading, count: countText(t, locale, results.total) });
    },
  };
}

/**
 * The addresses `next build` prerenders: each results screen without a
 * query (every country's, from the CMS); any other state is rendered on its
 * first request and cached.
 */
export function resultsStaticParams(screen: ResultsScreen) {
  const countries = staticParams(screen);
  return async ({ params }: { params: { locale: string } }): Promise<Params[]> => {
    const withoutState = screen === 'packageResults' ? [{}] : await countries({ params });
    return withoutState.map((entry) => ({ ...entry, state: 'q' }));
  };
}
