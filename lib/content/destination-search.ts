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
    if (!country?.name || !country.slug || !country.continent?.slug) continue;
    options.push({
      id: country.sys.id,
      name: country.name,
      slug: country.slug,
      within: country.continent.name ?? null,
      href: hrefFor(locale, 'destinationByCountry', { continent: country.continent.slug, country: country.slug, id: country.sys.id }),
    });
  }
  for (const city of data.cityCollection?.items ?? []) {
    const country = city?.country;
    if (!city?.name || !city.slug || !country?.slug || !country.continent?.slug) continue;
    options.push({
      id: city.sys.id,
      name: city.name,
      slug: city.slug,
      within: country.name ?? null,
      href: hrefFor(locale, 'destinationByCity', { continent: country.continent.slug, country: country.slug, city: city.slug, id: city.sys.id }),
    });
  }
  for (const area of data.areaCollection?.items ?? []) {
    const continent = area?.country?.continent?.slug;
    if (!area?.name || !area.slug || !continent) continue;
    options.push({
      id: area.sys.id,
      name: area.name,
      slug: area.slug,
      within: area.country?.name ?? null,
      href: hrefFor(locale, 'destinationByContinent', { continent, id: area.sys.id }),
    });
  }
  for (const group of data.superareaCollection?.items ?? []) {
    if (!group?.name || !group.slug || !group.continent?.slug) continue;
    options.push({
      id: group.sys.id,
      name: group.name,
      slug: group.slug,
      within: group.continent.name ?? null,
      href: hrefFor(locale, 'destinationByContinent', { continent: group.continent.slug, id: group.sys.id }),
    });
  }
  return options;
}
