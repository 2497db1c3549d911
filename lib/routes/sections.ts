import type { ProductSection } from '@/lib/content/model';
import type { Locale } from '@/lib/i18n/locales';
import { href } from './href';

/**
 * Where a product section (SPEC section 1: Cruises, FlightHotel, ...) leads,
 * optionally narrowed to a destination slug: the search results, filtered.
 * Until each section has its own results screen, they all share the package
 * results with `section` (and `destination`) in the query; links module
 * entries and search-box tabs build their addresses here, nowhere else.
 */
export function sectionHref(locale: Locale, section: ProductSection, destination?: string | null): string {
  const query = new URLSearchParams({ section });
  if (destination) query.set('destination', destination);
  return `${href(locale, 'packageResults')}?${query.toString()}`;
}
