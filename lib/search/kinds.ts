import type { ProductSection } from '@/cms/model/values';
import type { SearchKind } from '@/lib/store/search-bar';

/**
 * Which input record of the search bar (SPEC section 4) each section's form
 * keeps its values in: sections that search the same thing share one.
 */
export const searchKindOf: Record<ProductSection, SearchKind> = {
  TravelPackages: 'packages',
  FlightHotel: 'flightHotels',
  DesignYourJourney: 'tailorMade',
  OnlyHotel: 'hotels',
  Houses: 'hotels',
  Experience: 'activities',
  Transfer: 'transfers',
  Transport: 'transfers',
  RentACar: 'transfers',
  Cruises: 'cruises',
};

/** The sections whose search lands on the site's own package results (the others hand over to the booking engine). */
export const resultsSections: readonly ProductSection[] = ['TravelPackages', 'FlightHotel'];
