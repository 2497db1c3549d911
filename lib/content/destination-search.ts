import type { DestinationSearchQuery } from '@/codegen/generated/graphql';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';

/** At least this many characters before the combobox asks the CMS. */
export const DESTINATION_SEARCH_MIN_LENGTH = 2;
/** Quiet time after the last keystroke before asking. */
export const DESTINATION_SEARCH_DEBOUNCE_MS = 150;

export type DestinationOption = {
  id: string;
  name: string;
  /** Its slug: what a search form's destination field keeps (the results and the booking engine read it). */
  slug: string;
  /** Where it is: the country of a city or area, the continent of a country or superarea. */
  within: string | null;
  href: string;
};

/** A found entry: the CMS may leave out its name or slug. */
type Found = { sys: { id: string }; name?: string | null; slug?: string | null };
type Named = Found & { name: string; slug: string };

/** Whether an entry has the name and slug an option needs. */
function named<Entry extends Found>(entry: Entry | null | undefined): entry is Entry & Named {
  return Boolean(entry?.name && entry.slug);
}

/** An entry as an option: `within` the place it is in, `href` its destination page. */
function option(entry: Named, within: string | null | undefined, href: string): DestinationOption {
  return { id: entry.sys.id, name: entry.name, slug: entry.slug, within: within ?? null, href };
}

/**
 * The destination search's answer as options, countries first, then cities,
 * areas and superareas, each leading to its destination page in this
 * language. Entries the CMS left without the slugs their address needs are
 * left out.
 */
export function destinationOptions(data: DestinationSearchQuery | undefined, locale: Locale): DestinationOption[] {
  if (!data) return [];
  const options: DestinationOption[] = [];
  for (const country of data.countryCollection?.items ?? []) {
    if (!named(country) || !country.continent?.slug) continue;
    options.push(
      option(
        country,
        country.continent.name,
        hrefFor(locale, 'destinationByCountry', {
          continent: country.continent.slug,
          country: country.slug,
          id: country.sys.id,
        }),
      ),
    );
  }
  for (const city of data.cityCollection?.items ?? []) {
    const country = city?.country;
    if (!named(city) || !country?.slug || !country.continent?.slug) continue;
    options.push(
      option(
        city,
        country.name,
        hrefFor(locale, 'destinationByCity', {
          continent: country.continent.slug,
          country: country.slug,
          city: city.slug,
          id: city.sys.id,
        }),
      ),
    );
  }
  for (const area of data.areaCollection?.items ?? []) {
    const continent = area?.country?.continent?.slug;
    if (!named(area) || !continent) continue;
    options.push(
      option(area, area.country?.name, hrefFor(locale, 'destinationByContinent', { continent, id: area.sys.id })),
    );
  }
  for (const group of data.superareaCollection?.items ?? []) {
    if (!named(group) || !group.continent?.slug) continue;
    options.push(
      option(
        group,
        group.continent.name,
        hrefFor(locale, 'destinationByContinent', { continent: group.continent.slug, id: group.sys.id }),
      ),
    );
  }
  return options;
}
