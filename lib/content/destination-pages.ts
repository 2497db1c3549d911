import 'server-only';
import {
  AreaByIdDocument,
  CitiesByCountryDocument,
  CityByIdDocument,
  ContinentByIdDocument,
  ContinentsDocument,
  CountriesByRegionDocument,
  CountryByIdDocument,
  PackagesByDestinationDocument,
  SimilarCountriesDocument,
  SuperareaByIdDocument,
  SuperareasByContinentDocument,
} from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import type { Destination } from './destinations';
import { marketOf } from './markets';
import { sellableProducts } from './products';
import { entrySeo, type EntrySeo } from './seo';
import { queryContent, type ContentQueryOptions as QueryOptions } from './server';

/** The three destination detail screens of the route table. */
export const destinationScreens = ['destinationByContinent', 'destinationByCountry', 'destinationByCity'] as const;
export type DestinationScreen = (typeof destinationScreens)[number];
export type DestinationKind = 'continent' | 'superarea' | 'area' | 'country' | 'city';

export type Crumb = { name: string; href: string };

/** One destination's page as the site shows it, in one language. */
export type DestinationPage = {
  kind: DestinationKind;
  screen: DestinationScreen;
  destination: Destination;
  /** The route parameters of its current address in this language (slugs from the CMS). */
  params: Record<string, string>;
  /** Its ancestors, from the continent down to its parent (the destinations index comes before them all). */
  crumbs: Crumb[];
  continent: { id: string; slug: string };
  /** The country it is or is in (country, area, city): its results page and its cities. */
  country: { id: string; slug: string; name: string } | null;
  /** Where to look for similar countries: its first superarea, else its continent. */
  similarScope: string;
  /** What an editor set for search engines and share cards. */
  seo: EntrySeo;
};

type Raw =
  | {
      sys: { id: string };
      name?: string | null;
      slug: string | null;
      description?: string | null;
      photo?: { url: string | null; title: string | null } | null;
    }
  | null
  | undefined;

type Link = { sys: { id: string }; slug: string | null; name: string | null } | null | undefined;

const PHOTO_SIZE = { width: 1200, height: 800 };

function destinationOf(raw: Raw): Destination | null {
  if (!raw?.slug || !raw.name) return null;
  const photo = raw.photo?.url ? { url: raw.photo.url, title: raw.photo.title ?? raw.name, ...PHOTO_SIZE } : null;
  return { id: raw.sys.id, name: raw.name, slug: raw.slug, description: raw.description ?? null, photo };
}

const linked = (link: Link) => (link?.slug && link.name ? { id: link.sys.id, slug: link.slug, name: link.name } : null);

function continentCrumb(locale: Locale, continent: { id: string; slug: string; name: string }): Crumb {
  return {
    name: continent.name,
    href: hrefFor(locale, 'destinationByContinent', { continent: continent.slug, id: continent.id }),
  };
}

function countryCrumb(
  locale: Locale,
  continentSlug: string,
  country: { id: string; slug: string; name: string },
): Crumb {
  return {
    name: country.name,
    href: hrefFor(locale, 'destinationByCountry', { continent: continentSlug, country: country.slug, id: country.id }),
  };
}

/**
 * The destination behind a detail screen's id, in one language, or null when
 * the CMS has none of that screen's kinds under that id (the continent screen
 * shows continents, superareas and areas).
 */
export async function loadDestinationPage(
  screen: DestinationScreen,
  locale: Locale,
  id: string,
  options?: QueryOptions,
): Promise<DestinationPage | null> {
  const variables = { locale: toContentfulLocale(locale), id };

  if (screen === 'destinationByCountry') {
    const { country } = await queryContent(CountryByIdDocument, variables, options);
    const destination = destinationOf(country);
    const continent = linked(country?.continent);
    if (!destination || !continent) return null;
    return {
      kind: 'country',
      screen,
      destination,
      params: { continent: continent.slug, country: destination.slug, id },
      crumbs: [continentCrumb(locale, continent)],
      continent,
      country: { id, slug: destination.slug, name: destination.name },
      similarScope: country?.superareasCollection?.items[0]?.slug ?? continent.slug,
      seo: entrySeo(country),
    };
  }

  if (screen === 'destinationByCity') {
    const { city } = await queryContent(CityByIdDocument, variables, options);
    const destination = destinationOf(city);
    const country = linked(city?.country);
    const continent = linked(city?.country?.continent);
    if (!destination || !country || !continent) return null;
    return {
      kind: 'city',
      screen,
      destination,
      params: { continent: continent.slug, country: country.slug, city: destination.slug, id },
      crumbs: [continentCrumb(locale, continent), countryCrumb(locale, continent.slug, country)],
      continent,
      country,
      similarScope: continent.slug,
      seo: entrySeo(city),
    };
  }

  // The continent screen: a continent, a superarea or an area, by id.
  const [{ continent }, { superarea }, { area }] = await Promise.all([
    queryContent(ContinentByIdDocument, variables, options),
    queryContent(SuperareaByIdDocument, variables, options),
    queryContent(AreaByIdDocument, variables, options),
  ]);
  const ownContinent = destinationOf(continent);
  if (ownContinent) {
    return {
      kind: 'continent',
      screen,
      destination: ownContinent,
      params: { continent: ownContinent.slug, id },
      crumbs: [],
      continent: { id, slug: ownContinent.slug },
      country: null,
      similarScope: ownContinent.slug,
      seo: entrySeo(continent),
    };
  }
  const group = destinationOf(superarea);
  const groupContinent = linked(superarea?.continent);
  if (group && groupContinent) {
    return {
      kind: 'superarea',
      screen,
      destination: group,
      params: { continent: groupContinent.slug, id },
      crumbs: [continentCrumb(locale, groupContinent)],
      continent: groupContinent,
      country: null,
      similarScope: group.slug,
      seo: entrySeo(superarea),
    };
  }
  const region = destinationOf(area);
  const areaCountry = linked(area?.country);
  const areaContinent = linked(area?.country?.continent);
  if (region && areaCountry && areaContinent) {
    return {
      kind: 'area',
      screen,
      destination: region,
      params: { continent: areaContinent.slug, id },
      crumbs: [continentCrumb(locale, areaContinent), countryCrumb(locale, areaContinent.slug, areaCountry)],
      continent: areaContinent,
      country: areaCountry,
      similarScope: areaContinent.slug,
      seo: entrySeo(area),
    };
  }
  return null;
}

export type DestinationAddress =
  { status: 'found'; page: DestinationPage } | { status: 'moved'; location: string } | { status: 'missing' };

const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * Whether an address names a destination as the CMS has it now. The id
 * decides which destination; its slugs must be the destination's (and its
 * parents') in this language. An address with the slugs the destination has
 * in another language (a link copied from another language's site, or a
 * translated slug) moves permanently to the current one; any other slug is
 * a 404, as is an unknown id.
 */
export async function destinationAddress(
  screen: DestinationScreen,
  locale: Locale,
  params: Record<string, string>,
  options?: QueryOptions,
): Promise<DestinationAddress> {
  const page = await loadDestinationPage(screen, locale, params.id ?? '', options);
  if (!page) return { status: 'missing' };
  if (sameParams(page.params, params)) return { status: 'found', page };
  const elsewhere = await Promise.all(
    locales
      .filter((other) => other !== locale)
      .map((other) => loadDestinationPage(screen, other, page.params.id!, options)),
  );
  const known = [page, ...elsewhere].flatMap((found) => (found ? [found.params] : []));
  const recognised = Object.entries(params).every(([name, value]) =>
    known.some((candidate) => candidate[name] === value),
  );
  return recognised && sameKeys(page.params, params)
    ? { status: 'moved', location: hrefFor(locale, screen, page.params) }
    : { status: 'missing' };
}

const sameKeys = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).sort().join() === Object.keys(b).sort().join();

/** The destination's address in each language, with that language's slugs (hreflang and the language switcher). */
export async function destinationAlternates(
  screen: DestinationScreen,
  id: string,
  options?: QueryOptions,
): Promise<Partial<Record<Locale, string>>> {
  const pages = await Promise.all(locales.map((locale) => loadDestinationPage(screen, locale, id, options)));
  return Object.fromEntries(
    locales.flatMap((locale, index) => {
      const page = pages[index];
      return page ? [[locale, hrefFor(locale, screen, page.params)]] : [];
    }),
  );
}

/** The packages sold for a destination in the visitor's market (at most `limit`), cards-ready. */
export async function packagesFor(locale: Locale, slug: string, limit = 12) {
  const market = marketOf(locale);
  const data = await queryContent(PackagesByDestinationDocument, {
    locale: toContentfulLocale(locale),
    slug,
    market: market.iso,
    limit,
  });
  const collections = [
    data.continentCollection?.items[0]?.linkedFrom?.packageCollection,
    data.superareaCollection?.items[0]?.linkedFrom?.packageCollection,
    data.areaCollection?.items[0]?.linkedFrom?.packageCollection,
    data.countryCollection?.items[0]?.linkedFrom?.packageCollection,
    data.cityCollection?.items[0]?.linkedFrom?.packageCollection,
  ];
  const found = collections.find((collection) => collection && collection.items.length > 0);
  return sellableProducts(found?.items ?? [], market);
}

export type PlaceLink = { id: string; name: string; href: string; photo: { url: string; title: string } | null };

const thumbnail = (photo: { url: string | null; title: string | null } | null | undefined, name: string) =>
  photo?.url ? { url: photo.url, title: photo.title ?? name } : null;

type CountryItem = {
  sys: { id: string };
  name?: string | null;
  slug?: string | null;
  continent?: { slug?: string | null } | null;
  photo?: { url: string | null; title: string | null } | null;
} | null;

/** Countries as links to their pages; one the CMS left without the slugs its address needs is left out. */
function countryPlaces(locale: Locale, items: readonly CountryItem[] | undefined): PlaceLink[] {
  return (items ?? []).flatMap((item): PlaceLink[] =>
    item?.slug && item.name && item.continent?.slug
      ? [
          {
            id: item.sys.id,
            name: item.name,
            href: hrefFor(locale, 'destinationByCountry', {
              continent: item.continent.slug,
              country: item.slug,
              id: item.sys.id,
            }),
            photo: thumbnail(item.photo, item.name),
          },
        ]
      : [],
  );
}

/** A continent's or superarea's countries (with the total the CMS has), and a continent's superareas. */
export async function regionPlaces(locale: Locale, page: DestinationPage, limit = 24) {
  const slug = page.destination.slug;
  const [countries, groups] = await Promise.all([
    queryContent(CountriesByRegionDocument, { locale: toContentfulLocale(locale), slug, limit }),
    page.kind === 'continent'
      ? queryContent(SuperareasByContinentDocument, { locale: toContentfulLocale(locale), slug })
      : Promise.resolve(null),
  ]);
  const countryLinks = countryPlaces(locale, countries.countryCollection?.items);
  const groupLinks = (groups?.superareaCollection?.items ?? []).flatMap((item): PlaceLink[] =>
    item?.slug && item.name
      ? [
          {
            id: item.sys.id,
            name: item.name,
            href: hrefFor(locale, 'destinationByContinent', { continent: slug, id: item.sys.id }),
            photo: null,
          },
        ]
      : [],
  );
  return {
    countries: countryLinks,
    countriesTotal: countries.countryCollection?.total ?? countryLinks.length,
    groups: groupLinks,
  };
}

/** A country's cities. */
export async function citiesOf(locale: Locale, page: DestinationPage): Promise<PlaceLink[]> {
  const country = page.country;
  if (!country) return [];
  const data = await queryContent(CitiesByCountryDocument, { locale: toContentfulLocale(locale), slug: country.slug });
  return (data.cityCollection?.items ?? []).flatMap((item): PlaceLink[] =>
    item?.slug && item.name
      ? [
          {
            id: item.sys.id,
            name: item.name,
            href: hrefFor(locale, 'destinationByCity', {
              continent: page.continent.slug,
              country: country.slug,
              city: item.slug,
              id: item.sys.id,
            }),
            photo: thumbnail(item.photo, item.name),
          },
        ]
      : [],
  );
}

/** Countries like this one (same superarea, else same continent), or the other continents for a continent. */
export async function similarPlaces(locale: Locale, page: DestinationPage): Promise<PlaceLink[]> {
  if (page.kind === 'continent') {
    const data = await queryContent(ContinentsDocument, { locale: toContentfulLocale(locale) });
    return (data.continentCollection?.items ?? []).flatMap((item): PlaceLink[] =>
      item?.slug && item.name && item.sys.id !== page.destination.id
        ? [
            {
              id: item.sys.id,
              name: item.name,
              href: hrefFor(locale, 'destinationByContinent', { continent: item.slug, id: item.sys.id }),
              photo: null,
            },
          ]
        : [],
    );
  }
  const data = await queryContent(SimilarCountriesDocument, {
    locale: toContentfulLocale(locale),
    slug: page.similarScope,
    id: page.country?.id ?? page.destination.id,
  });
  return countryPlaces(locale, data.countryCollection?.items);
}
