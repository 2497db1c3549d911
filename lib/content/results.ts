import 'server-only';
import { FilterOptionsDocument, ResultsPackagesDocument, ResultsPlacesDocument } from '@/codegen/generated/graphql';
import { departureMonths, toContentfulLocale } from './model';
import { productCardSchema } from '@/lib/content/product-card';
import { locales, type Locale } from '@/lib/i18n/locales';
import {
  catalogProduct,
  type CatalogPlace,
  type CatalogProduct,
  type FilterOption,
  type ResultsCatalog,
} from '@/lib/results/filter';
import { marketOf } from './markets';
import { sellableProducts } from './products';
import { queryContent, type ContentQueryOptions } from './server';

/** Packages per request: well below the content service's query cost limit with every link the filters read. */
const PAGE = 100;
/** A bound on the pages read, whatever the CMS answers (10,000 packages). */
const MAX_PAGES = 100;

type Slugged = { slug?: string | null } | null;
const slugs = (collection: { items: ReadonlyArray<Slugged> } | null | undefined): string[] =>
  (collection?.items ?? []).flatMap((item) => (item?.slug ? [item.slug] : []));

type PlaceNode = CatalogPlace & { id: string; parents: string[] };

/** Every destination with the ids of its parents, in one language. */
async function loadPlaces(locale: Locale, options?: ContentQueryOptions): Promise<Map<string, PlaceNode>> {
  const data = await queryContent(ResultsPlacesDocument, { locale: toContentfulLocale(locale) }, options);
  const nodes = new Map<string, PlaceNode>();
  const add = (
    item: { sys: { id: string }; slug?: string | null; name?: string | null } | null,
    kind: CatalogPlace['kind'],
    parents: (string | undefined)[],
  ) => {
    if (item?.slug && item.name)
      nodes.set(item.sys.id, {
        id: item.sys.id,
        slug: item.slug,
        name: item.name,
        kind,
        country: null,
        parents: parents.filter((id): id is string => !!id),
      });
  };
  for (const item of data.continentCollection?.items ?? []) add(item, 'continent', []);
  for (const item of data.superareaCollection?.items ?? []) add(item, 'superarea', [item?.continent?.sys.id]);
  for (const item of data.countryCollection?.items ?? []) {
    add(item, 'country', [
      item?.continent?.sys.id,
      ...(item?.superareasCollection?.items ?? []).map((superarea) => superarea?.sys.id),
    ]);
  }
  for (const item of data.areaCollection?.items ?? []) add(item, 'area', [item?.country?.sys.id]);
  for (const item of data.cityCollection?.items ?? []) add(item, 'city', [item?.country?.sys.id]);
  for (const node of nodes.values()) {
    if (node.kind === 'country') node.country = node.slug;
    else if (node.kind === 'area' || node.kind === 'city')
      node.country = nodes.get(node.parents[0] ?? '')?.slug ?? null;
  }
  return nodes;
}

/** The place and every place above it, each once. */
function lineage(nodes: Map<string, PlaceNode>, id: string, seen = new Set<string>()): PlaceNode[] {
  const node = nodes.get(id);
  if (!node || seen.has(id)) return [];
  seen.add(id);
  return [node, ...node.parents.flatMap((parent) => lineage(nodes, parent, seen))];
}

/** A destination on a package's trail (lib/content/package-page.ts): continent, country or city, with what its address needs. */
export type TrailPlace = { id: string; slug: string; name: string; kind: 'continent' | 'country' | 'city' };

/**
 * The continent, country and city above (and including) a destination, from the top: a package page's
 * breadcrumbs. Regions and areas are left out (the destination pages' own trail goes continent,
 * country, city); an unknown id has no trail.
 */
export async function placeTrail(
  locale: Locale,
  id: string,
  queryOptions?: ContentQueryOptions,
): Promise<TrailPlace[]> {
  const nodes = await loadPlaces(locale, queryOptions);
  const kept = lineage(nodes, id).flatMap((node): TrailPlace[] =>
    node.kind === 'continent' || node.kind === 'country' || node.kind === 'city'
      ? [{ id: node.id, slug: node.slug, name: node.name, kind: node.kind }]
      : [],
  );
  const order = { continent: 0, country: 1, city: 2 } as const;
  // One of each kind: a country in two regions still has one continent.
  return [...new Map(kept.map((place) => [place.kind, place])).values()].sort((a, b) => order[a.kind] - order[b.kind]);
}

const options = (
  items: ReadonlyArray<{ slug?: string | null; name?: string | null; description?: string | null } | null> | undefined,
): FilterOption[] =>
  (items ?? []).flatMap((item) =>
    item?.slug && item.name
      ? [{ slug: item.slug, name: item.name, ...(item.description ? { description: item.description } : {}) }]
      : [],
  );

/**
 * What the package results of one language choose from: every package
 * sold in the language's market (hidden ones and ones without a price there
 * left out, like everywhere), placed in the destination hierarchy, with the
 * filter options of the CMS. Every query is cached and tagged, so a publish
 * purges the pages built from it.
 */
export async function loadResultsCatalog(locale: Locale): Promise<ResultsCatalog> {
  const contentLocale = toContentfulLocale(locale);
  const market = marketOf(locale);
  const [first, places, filterOptions] = await Promise.all([
    queryContent(ResultsPackagesDocument, { locale: contentLocale, market: market.iso, skip: 0, limit: PAGE }),
    loadPlaces(locale),
    queryContent(FilterOptionsDocument, { locale: contentLocale }),
  ]);
  const total = Math.min(first.packageCollection?.total ?? 0, PAGE * MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(total / PAGE) - 1 }, (_, index) =>
      queryContent(ResultsPackagesDocument, {
        locale: contentLocale,
        market: market.iso,
        skip: (index + 1) * PAGE,
        limit: PAGE,
      }),
    ),
  );
  const raw = [first, ...rest].flatMap((page) => page.packageCollection?.items ?? []);

  const products = sellableProducts(raw, market).flatMap((item): CatalogProduct[] => {
    const card = productCardSchema.safeParse(item);
    if (!card.success) return [];
    const reached = (item.destinationsCollection?.items ?? []).flatMap((destination) =>
      destination && 'sys' in destination ? lineage(places, destination.sys.id) : [],
    );
    return [
      catalogProduct(card.data, {
        months: (item.departureMonths ?? []).flatMap((month) => {
          const index = departureMonths.findIndex((name) => name === month);
          return index === -1 ? [] : [index + 1];
        }),
        categories: slugs(item.allCategories),
        types: slugs(item.productTypesCollection),
        interests: slugs(item.thingsToDoCollection),
        places: [...new Set(reached.map((place) => place.slug))],
        countries: [...new Set(reached.flatMap((place) => (place.country ? [place.country] : [])))],
      }),
    ];
  });

  return {
    products,
    categories: options(filterOptions.categoryCollection?.items),
    types: options(filterOptions.productTypeCollection?.items),
    interests: options(filterOptions.thingToDoCollection?.items),
    places: [...places.values()]
      .map(({ slug, name, kind, country }) => ({ slug, name, kind, country }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  };
}

/** What the proxy does with a results-by-country address: render it, answer 404, or move to this language's slug. */
export type CountryAnswer =
  { status: 'found'; name: string } | { status: 'missing' } | { status: 'moved'; slug: string };

/**
 * The country behind `/{locale}/results/packages/{country}/`: one of this
 * language's country slugs, or another language's slug of a country (the
 * language switcher of an old link), which moves to this language's.
 */
export async function resultsCountry(
  locale: Locale,
  slug: string,
  queryOptions?: ContentQueryOptions,
): Promise<CountryAnswer> {
  const countryBySlug = (places: Map<string, PlaceNode>) =>
    [...places.values()].find((place) => place.kind === 'country' && place.slug === slug);
  const places = await loadPlaces(locale, queryOptions);
  const own = countryBySlug(places);
  if (own) return { status: 'found', name: own.name };
  for (const other of locales) {
    if (other === locale) continue;
    const match = countryBySlug(await loadPlaces(other, queryOptions));
    if (!match) continue;
    const mine = places.get(match.id);
    return mine ? { status: 'moved', slug: mine.slug } : { status: 'missing' };
  }
  return { status: 'missing' };
}

/**
 * The same filters in every language: slugs are localized in the CMS, so a
 * results address in Italian (`?categories=mare`) becomes `?categories=beach`
 * in English. Values with no counterpart are left as they are.
 */
export async function translatedSlugs(from: Locale, to: Locale): Promise<(slug: string) => string> {
  if (from === to) return (slug) => slug;
  const [source, target] = await Promise.all([slugIndex(from), slugIndex(to)]);
  const byId = new Map([...target.entries()].map(([slug, id]) => [id, slug]));
  return (slug) => {
    const id = source.get(slug);
    return (id && byId.get(id)) ?? slug;
  };
}

/** slug -> id of every destination and filter option of a language. */
async function slugIndex(locale: Locale): Promise<Map<string, string>> {
  const contentLocale = toContentfulLocale(locale);
  const [places, filterOptions] = await Promise.all([
    loadPlaces(locale),
    queryContent(FilterOptionsDocument, { locale: contentLocale }),
  ]);
  const index = new Map<string, string>();
  for (const place of places.values()) index.set(place.slug, place.id);
  for (const item of [
    ...(filterOptions.categoryCollection?.items ?? []),
    ...(filterOptions.productTypeCollection?.items ?? []),
    ...(filterOptions.thingToDoCollection?.items ?? []),
  ]) {
    if (item?.slug) index.set(item.slug, item.sys.id);
  }
  return index;
}
