import type { ProductSection } from '@/lib/content/model';
export { resultsSections, searchKindOf } from './kinds';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { emptyResultsState, resultsQuery } from '@/lib/results/query';
import type { PackageSearch } from '@/schemas/package-search';
import { isTravellers } from '@/schemas/travellers';

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

/** Fields whose value says nothing about who searched: kept as they are. Any other field only says whether it was filled. */
const shapeFields = new Set(['month', 'duration', 'nights', 'checkIn', 'pickupAt', 'dropoffAt', 'trip', 'destination']);

/**
 * What a search tells analytics (`user_interaction`): the section and the
 * shape of the search, never what identifies a visitor or what they typed:
 * months, durations, dates and the chosen destination's slug as they are;
 * who travels as counts; the budget as whether one was given; lists as their
 * length; free text (a venue, a pick-up place, a ship) as `true` when filled.
 */
export function searchAnalytics(
  section: ProductSection,
  search: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const shape: Record<string, unknown> = { section };
  for (const [name, value] of Object.entries(search)) {
    if (isTravellers(value)) {
      Object.assign(shape, { adults: value.adults, children: value.children.length, rooms: value.rooms });
    } else if (name === 'min' || name === 'max') {
      shape.budget = shape.budget === true || value !== undefined;
    } else if (Array.isArray(value)) {
      shape[name] = value.length;
    } else if (shapeFields.has(name)) {
      shape[name] = value ?? null;
    } else if (value !== undefined && value !== '') {
      shape[name] = true;
    }
  }
  return shape;
}
