import type { ProductSection } from '@/lib/content/model';
import type { ProductCardData } from '@/lib/content/product-card';
import { durationRanges } from '@/schemas/durations';
import { listFilters, RESULTS_PAGE_SIZE, type ListFilter, type ResultsNotice, type ResultsState } from './query';

/**
 * The package results, computed from the catalogue of one language and
 * market (lib/content/results.ts loads it): the filters' checks against the
 * CMS's options, the matching packages, their order and page, and how many
 * packages each option would give. Pure, so every rule is unit-tested.
 */

/** A package as the results filter and show it. */
export type CatalogProduct = {
  card: ProductCardData;
  /** What the visitor pays per person in their market: the discounted price when there is one. */
  price: number;
  days: number | null;
  sections: readonly ProductSection[];
  /** Departure months (1-12); empty: all year. */
  months: readonly number[];
  categories: readonly string[];
  types: readonly string[];
  interests: readonly string[];
  /** Slugs of every destination it goes to and of each one's parents (city, area, country, superareas, continent). */
  places: readonly string[];
  /** Slugs of the countries it goes to (what "by country" and the country options read). */
  countries: readonly string[];
};

/** What places a package in the filters besides its card: read from the CMS by the loader. */
export type CatalogLinks = Pick<
  CatalogProduct,
  'months' | 'categories' | 'types' | 'interests' | 'places' | 'countries'
>;

/** A package of the catalogue from its card (price in the market, length, sections) and its links. */
export function catalogProduct(card: ProductCardData, links: CatalogLinks): CatalogProduct {
  return {
    card,
    price: card.offer.priceWithDiscount ?? card.offer.price,
    days: card.numberOfDays,
    sections: card.sections,
    ...links,
  };
}

export type FilterOption = { slug: string; name: string; description?: string | null };

/** A destination a package may go to, with the country it is or lies in. */
export type CatalogPlace = {
  slug: string;
  name: string;
  kind: 'continent' | 'superarea' | 'country' | 'area' | 'city';
  /** The country's slug for a country, area or city; null above. */
  country: string | null;
};

export type ResultsCatalog = {
  products: readonly CatalogProduct[];
  categories: readonly FilterOption[];
  types: readonly FilterOption[];
  interests: readonly FilterOption[];
  places: readonly CatalogPlace[];
};

/** An option of a list filter as the panel shows it. */
export type CountedOption = FilterOption & { count: number; selected: boolean };

export type ResultsView = {
  /** The state the page shows: what it could not use is taken out (and reported in `notices`). */
  state: ResultsState;
  notices: ResultsNotice[];
  /** By country, before a month is chosen: the page asks for it first (SPEC section 2). */
  needsMonth: boolean;
  total: number;
  /** The results on screen: pages 1 to `state.page`. */
  items: CatalogProduct[];
  pages: number;
  options: Record<ListFilter, CountedOption[]>;
  /** How many results each month (January first) would give under the other filters: the month step shows them. */
  monthCounts: number[];
  /** What the `destination` parameter names (a place, or a theme such as "Safari"), for the page to show. */
  destination: ResultsDestination | null;
  /** The lowest and highest price in scope, for the budget fields' hints. */
  priceRange: { min: number; max: number } | null;
};

export type ResultsScope = { country: string | null };

export type ResultsDestination = { slug: string; name: string };

type Test = (product: CatalogProduct) => boolean;

const productField: Record<ListFilter, (product: CatalogProduct) => readonly string[]> = {
  places: (product) => product.places,
  interests: (product) => product.interests,
  categories: (product) => product.categories,
  types: (product) => product.types,
};

function tests(state: ResultsState): Record<'budget' | 'month' | 'duration' | ListFilter, Test> {
  const range = state.duration ? durationRanges[state.duration] : null;
  const month = typeof state.month === 'number' ? state.month : null;
  const anyOf =
    (key: ListFilter): Test =>
    (product) =>
      state[key].length === 0 || state[key].some((slug) => productField[key](product).includes(slug));
  return {
    budget: (product) =>
      (state.min === null || product.price >= state.min) && (state.max === null || product.price <= state.max),
    month: (product) => month === null || product.months.length === 0 || product.months.includes(month),
    duration: (product) =>
      range === null || (product.days !== null && product.days >= range[0] && product.days <= range[1]),
    places: anyOf('places'),
    interests: anyOf('interests'),
    categories: anyOf('categories'),
    types: anyOf('types'),
  };
}

function compareBy(sort: ResultsState['sort'], locale: string) {
  const byName = (a: CatalogProduct, b: CatalogProduct) => a.card.name.localeCompare(b.card.name, locale);
  const days = (product: CatalogProduct) => product.days ?? Number.POSITIVE_INFINITY;
  switch (sort) {
    case 'price-asc':
      return (a: CatalogProduct, b: CatalogProduct) => a.price - b.price || byName(a, b);
    case 'price-desc':
      return (a: CatalogProduct, b: CatalogProduct) => b.price - a.price || byName(a, b);
    case 'duration':
      return (a: CatalogProduct, b: CatalogProduct) => days(a) - days(b) || a.price - b.price || byName(a, b);
    default:
      // Recommended: what editors put in the spotlight, then their best choices, then by name.
      return (a: CatalogProduct, b: CatalogProduct) =>
        Number(b.card.outstanding) - Number(a.card.outstanding) ||
        Number(b.card.recommended) - Number(a.card.recommended) ||
        byName(a, b);
  }
}

/**
 * The results of a state in a scope (all packages, or one country's).
 * Slugs the catalogue does not know are dropped and reported; a page past
 * the last is clamped to the last and reported; nothing throws.
 */
export function computeResults(
  catalog: ResultsCatalog,
  input: ResultsState,
  scope: ResultsScope,
  { locale = 'en', notices: given = [] as ResultsNotice[] } = {},
): ResultsView {
  const state: ResultsState = { ...input };
  const ignored: string[] = [];
  const placeBySlug = new Map(catalog.places.map((place) => [place.slug, place]));

  const scoped = catalog.products.filter(
    (product) =>
      (scope.country === null || product.countries.includes(scope.country)) &&
      (state.section === null || product.sections.includes(state.section)),
  );

  // `destination` names a place, or else a theme of the section (a links-module entry such as "safari"): a thing to do or a category.
  let destination: ResultsDestination | null = null;
  let inDestination: Test = () => true;
  if (state.destination !== null) {
    const slug = state.destination;
    const place = placeBySlug.get(slug);
    const theme =
      catalog.interests.find((option) => option.slug === slug) ??
      catalog.categories.find((option) => option.slug === slug);
    if (place) {
      destination = { slug, name: place.name };
      inDestination = (product) => product.places.includes(slug);
    } else if (theme) {
      destination = { slug, name: theme.name };
      inDestination = (product) => product.interests.includes(slug) || product.categories.includes(slug);
    } else {
      ignored.push(`destination=${slug}`);
      state.destination = null;
    }
  }
  const inScope = scoped.filter(inDestination);

  // The places a visitor may pick: the countries of the results, or the regions and cities of the country.
  const placeOptions: FilterOption[] = catalog.places.filter((place) =>
    scope.country === null
      ? place.kind === 'country' && inScope.some((product) => product.countries.includes(place.slug))
      : place.country === scope.country &&
        place.kind !== 'country' &&
        inScope.some((product) => product.places.includes(place.slug)),
  );
  const known: Record<ListFilter, readonly FilterOption[]> = {
    places: placeOptions,
    interests: catalog.interests,
    categories: catalog.categories,
    types: catalog.types,
  };
  for (const key of listFilters) {
    const slugs = new Set(known[key].map((option) => option.slug));
    for (const slug of state[key]) if (!slugs.has(slug)) ignored.push(`${key}=${slug}`);
    state[key] = state[key].filter((slug) => slugs.has(slug));
  }

  const checks = tests(state);
  const names = Object.keys(checks) as (keyof typeof checks)[];
  const passesAllBut = (product: CatalogProduct, skip: keyof typeof checks | null) =>
    names.every((name) => name === skip || checks[name](product));

  const matching = inScope.filter((product) => passesAllBut(product, null)).sort(compareBy(state.sort, locale));
  const total = matching.length;
  const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
  const notices: ResultsNotice[] = [...given];
  if (ignored.length > 0) {
    const earlier = notices.find((notice) => notice.kind === 'ignored');
    if (earlier) earlier.values = [...earlier.values, ...ignored];
    else notices.unshift({ kind: 'ignored', values: ignored });
  }
  if (state.page > pages) {
    state.page = pages;
    notices.push({ kind: 'pageClamped', page: pages });
  }

  const options = Object.fromEntries(
    listFilters.map((key) => {
      const candidates = inScope.filter((product) => passesAllBut(product, key));
      return [
        key,
        known[key].map((option) => ({
          ...option,
          count: candidates.filter((product) => productField[key](product).includes(option.slug)).length,
          selected: state[key].includes(option.slug),
        })),
      ];
    }),
  ) as Record<ListFilter, CountedOption[]>;

  const withoutMonth = inScope.filter((product) => passesAllBut(product, 'month'));
  const monthCounts = Array.from(
    { length: 12 },
    (_, index) =>
      withoutMonth.filter((product) => product.months.length === 0 || product.months.includes(index + 1)).length,
  );
  const prices = inScope.map((product) => product.price);
  return {
    state,
    notices,
    needsMonth: scope.country !== null && state.month === null,
    total,
    items: matching.slice(0, state.page * RESULTS_PAGE_SIZE),
    pages,
    options,
    monthCounts,
    destination,
    priceRange: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}
