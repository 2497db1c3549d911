import type { z } from 'zod';
import type { ProductSection } from '@/lib/content/model';
import type { searchboxItemSchema, searchboxTabSchema } from './schema';

/** The page's search-box tabs as the page loader hands them over: PageSearchbox's items, grouped. */
type Payload = z.input<typeof searchboxItemSchema> & { __typename: 'SearchboxItem'; sys: { id: string } };
type Tab = z.input<typeof searchboxTabSchema>;

const tab = (id: string, component: ProductSection, name: string, slug: string, link?: { url: string; external: boolean }): Tab => ({
  sys: { id },
  name,
  slug,
  component,
  url: link?.url ?? null,
  external: link?.external ?? false,
});

/** The home page's ten tabs, one per product section; car hire opens the partner's site. */
export const valid: Payload = {
  __typename: 'SearchboxItem',
  sys: { id: 'page-home.searchboxItems' },
  items: [
    tab('searchbox-travel-packages', 'TravelPackages', 'Packages', 'packages'),
    tab('searchbox-flight-hotel', 'FlightHotel', 'Flight + hotel', 'flight-hotel'),
    tab('searchbox-only-hotel', 'OnlyHotel', 'Hotels', 'hotels'),
    tab('searchbox-cruises', 'Cruises', 'Cruises', 'cruises'),
    tab('searchbox-design-your-journey', 'DesignYourJourney', 'Tailor-made', 'tailor-made'),
    tab('searchbox-experience', 'Experience', 'Experiences', 'experiences'),
    tab('searchbox-houses', 'Houses', 'Holiday homes', 'holiday-homes'),
    tab('searchbox-rent-a-car', 'RentACar', 'Car hire', 'car-hire', { url: 'https://cars.example.com/en-gb/', external: true }),
    tab('searchbox-transfer', 'Transfer', 'Transfers', 'transfers'),
    tab('searchbox-transport', 'Transport', 'Trains and ferries', 'trains-and-ferries'),
  ],
};

/** One tab with only the required fields. */
export const minimal: Payload = {
  __typename: 'SearchboxItem',
  sys: { id: 'page-home.searchboxItems' },
  items: [{ sys: { id: 'searchbox-cruises' }, name: 'Cruises', slug: null, component: 'Cruises', url: null, external: null }],
};

/** What preview can show but the site cannot: a draft tab whose search form is not chosen yet. */
export const invalid = {
  __typename: 'SearchboxItem',
  sys: { id: 'page-home.searchboxItems' },
  items: [{ sys: { id: 'searchbox-draft' }, name: 'Events', slug: 'events', component: null, url: null, external: false }],
} as const;

/** The home page's tabs as the Italian page receives them. */
export const italian: Payload = {
  __typename: 'SearchboxItem',
  sys: { id: 'page-home.searchboxItems' },
  items: [
    tab('searchbox-travel-packages', 'TravelPackages', 'Pacchetti', 'pacchetti'),
    tab('searchbox-flight-hotel', 'FlightHotel', 'Volo + hotel', 'volo-hotel'),
    tab('searchbox-only-hotel', 'OnlyHotel', 'Hotel', 'hotel'),
    tab('searchbox-cruises', 'Cruises', 'Crociere', 'crociere'),
    tab('searchbox-design-your-journey', 'DesignYourJourney', 'Su misura', 'su-misura'),
    tab('searchbox-experience', 'Experience', 'Esperienze', 'esperienze'),
    tab('searchbox-houses', 'Houses', 'Case vacanza', 'case-vacanza'),
    tab('searchbox-rent-a-car', 'RentACar', 'Noleggio auto', 'noleggio-auto', { url: 'https://cars.example.com/it-it/', external: true }),
    tab('searchbox-transfer', 'Transfer', 'Trasferimenti', 'trasferimenti'),
    tab('searchbox-transport', 'Transport', 'Treni e traghetti', 'treni-e-traghetti'),
  ],
};
