import type { ProductSection } from '@/lib/content/model';
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

/** The search forms (SPEC section 3), one schema each in `schemas/` (lib/search/forms.ts). */
export const searchFormIds = ['package', 'cruise', 'carRental', 'event', 'hotel', 'transfer', 'tailorMade'] as const;
export type SearchFormId = (typeof searchFormIds)[number];

/** Which form each section's tab opens. */
export const searchFormOf: Record<ProductSection, SearchFormId> = {
  TravelPackages: 'package',
  FlightHotel: 'package',
  Cruises: 'cruise',
  RentACar: 'carRental',
  Experience: 'event',
  OnlyHotel: 'hotel',
  Houses: 'hotel',
  Transfer: 'transfer',
  Transport: 'transfer',
  DesignYourJourney: 'tailorMade',
};

/** The sections whose search lands on the site's own package results: those with the packages form (the others hand over to the booking engine). */
export const resultsSections = (Object.keys(searchFormOf) as ProductSection[]).filter(
  (section) => searchFormOf[section] === 'package',
);

/** The booking engine's path of each section a search hands over to (BOOKING_ENGINE_URL + path). */
export const handoverPaths = {
  Cruises: 'cruises',
  DesignYourJourney: 'tailor-made',
  Experience: 'experiences',
  Houses: 'houses',
  OnlyHotel: 'hotels',
  RentACar: 'car-rental',
  Transfer: 'transfers',
  Transport: 'transport',
} as const satisfies Partial<Record<ProductSection, string>>;
export type HandoverSection = keyof typeof handoverPaths;

export function isHandoverSection(section: string): section is HandoverSection {
  return Object.hasOwn(handoverPaths, section);
}

/** The site's own address that validates a handover search and sends the visitor on (app/api/search/[section]/). */
export const handoverRoute = (section: HandoverSection) => `/api/search/${section}/`;
