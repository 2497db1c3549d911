import MiniSearch from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { computeResults, type CatalogProduct } from '@/lib/results/filter';
import { emptyResultsState, RESULTS_PAGE_SIZE, resultsQuery, type ResultsState } from '@/lib/results/query';
import type { AiSearchData } from './data';
import { resultsStateOf, type AiFilters } from './filters';
import { parseQuery } from './parse';
import { fold } from './text';

/**
 * The embedded AI search: the text's filters (./parse.ts), checked against
 * the market's catalogue the way the results page checks an address
 * (unknown slugs dropped), the packages they give, ranked by how well each
 * one's texts match the visitor's words (MiniSearch, full text with typos
 * and prefixes), and the results address that shows them.
 */
export type SearchAnswer = {
  filters: AiFilters;
  /** How many packages the results page will list. */
  count: number;
  /** Those packages' ids, best match first. */
  ranked: string[];
  /** The results page with the filters (never the visitor's text). */
  href: string;
};

type IndexedPackage = { id: string; name: string; description: string; places: string; themes: string };

const indexes = new WeakMap<AiSearchData, MiniSearch<IndexedPackage>>();

/** The full-text index of a market's packages: names, descriptions, and the names of their places and themes. */
function packageIndex(data: AiSearchData): MiniSearch<IndexedPackage> {
  const existing = indexes.get(data);
  if (existing) return existing;
  const names = new Map(
    [...data.catalog.places, ...data.catalog.interests, ...data.catalog.categories].map((item) => [
      item.slug,
      item.name,
    ]),
  );
  const named = (slugs: readonly string[]) => slugs.map((slug) => names.get(slug) ?? '').join(' ');
  const index = new MiniSearch<IndexedPackage>({
    fields: ['name', 'description', 'places', 'themes'],
    processTerm: (term) => fold(term),
    searchOptions: { boost: { name: 3, places: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'OR' },
  });
  index.addAll(
    data.catalog.products.map((product) => ({
      id: product.card.id,
      name: product.card.name,
      description: product.card.shortDescription ?? '',
      places: named(product.places),
      themes: named([...product.interests, ...product.categories]),
    })),
  );
  indexes.set(data, index);
  return index;
}

/** All the packages a results state lists, in the results' own order (every page at once). */
function listed(data: AiSearchData, state: Partial<ResultsState>) {
  const everything: ResultsState = {
    ...emptyResultsState,
    ...state,
    page: Math.max(1, Math.ceil(data.catalog.products.length / RESULTS_PAGE_SIZE)),
  };
  return computeResults(data.catalog, everything, { country: null }, { locale: data.locale });
}

/**
 * Filters as the results page will read them: slugs the market's catalogue
 * does not know (a provider's invention) are dropped, like the page drops
 * them from an address.
 */
export function checkedFilters(filters: AiFilters, data: AiSearchData): AiFilters {
  const { state } = listed(data, resultsStateOf(filters));
  return {
    ...filters,
    destination: state.destination,
    min: state.min,
    max: state.max,
    interests: state.interests,
    categories: state.categories,
  };
}

/** The results address of some filters: a country's own page (no month step: "any" month) or all packages with a destination. */
export function resultsHref(locale: Locale, filters: AiFilters, data: AiSearchData): string {
  const state: Partial<ResultsState> = resultsStateOf(filters);
  const place = data.catalog.places.find((candidate) => candidate.slug === filters.destination);
  if (place?.kind === 'country') {
    return `${href(locale, 'packageResultsByCountry', { country: place.slug })}${resultsQuery({ ...state, destination: null, month: state.month ?? 'any' })}`;
  }
  return `${href(locale, 'packageResults')}${resultsQuery(state)}`;
}

/** Ranks packages by the text's full-text score; packages the text does not mention keep the results' order. */
function rank(text: string, data: AiSearchData, products: readonly CatalogProduct[]): string[] {
  const scores = new Map(
    packageIndex(data)
      .search(text)
      .map((hit) => [String(hit.id), hit.score]),
  );
  return products
    .map((product, order) => ({ id: product.card.id, score: scores.get(product.card.id) ?? 0, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((item) => item.id);
}

/** The embedded engine's whole answer; `given` filters (a provider's) replace the engine's reading of the text. */
export function searchPackages(text: string, data: AiSearchData, given?: AiFilters): SearchAnswer {
  const filters = checkedFilters(given ?? parseQuery(text, data), data);
  const view = listed(data, resultsStateOf(filters));
  return {
    filters,
    count: view.total,
    ranked: rank(text, data, view.items),
    href: resultsHref(data.locale, filters, data),
  };
}
