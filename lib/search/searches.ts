import type { ProductSection } from '@/cms/model/values';
export { resultsSections, searchKindOf } from './kinds';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { emptyResultsState, resultsQuery } from '@/lib/results/query';
import type { PackageSearch } from '@/schemas/package-search';

/** The results address of a packages search: the results read the same names (lib/results/query.ts). */
export function packageSearchHref(locale: Locale, section: ProductSection, search: PackageSearch): string {
  const query = resultsQuery({
    ...emptyResultsState,
    section,
    destination: search.destination ?? null,
    month: search.month,
    duration: search.duration ?? null,
    min: search.min ?? null,
    max: search.max ?? null,
    places: search.places,
    interests: search.interests,
  });
  return `${href(locale, 'packageResults')}${query}`;
}

/**
 * What a search tells analytics (`user_interaction`): the section and the
 * shape of the search, never what identifies a visitor (no names, e-mails
 * or free text).
 */
export function searchAnalytics(section: ProductSection, search: PackageSearch): Record<string, unknown> {
  return {
    section,
    month: search.month,
    duration: search.duration ?? null,
    adults: search.travellers.adults,
    children: search.travellers.children.length,
    rooms: search.travellers.rooms,
    budget: search.min !== undefined || search.max !== undefined,
    destination: search.destination ?? null,
  };
}
