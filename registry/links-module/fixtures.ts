import type { z } from 'zod';
import type { linksModuleSchema } from './schema';

type Payload = z.input<typeof linksModuleSchema> & { __typename: 'LinksModule'; sys: { id: string } };

/** The seed's partner logos as the Thumbnail fragment asks for them (80x80). */
const logos = {
  auroraAirways: {
    title: 'Aurora Airways',
    url: '/content/images/ventura/partner-aurora-airways-logo/e295d5ac69e5461f85d09d192da46ba6/aurora-airways-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
  casaSolareHotels: {
    title: 'Casa Solare Hotels',
    url: '/content/images/ventura/partner-casa-solare-hotels-logo/0abd50cf41726f4249bdca3556388301/casa-solare-hotels-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
  atlanticRail: {
    title: 'Atlantic Rail',
    url: '/content/images/ventura/partner-atlantic-rail-logo/834a179f67da13a164c8a6119eb37e3d/atlantic-rail-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
  blueHarbourCruises: {
    title: 'Blue Harbour Cruises',
    url: '/content/images/ventura/partner-blue-harbour-cruises-logo/37e5cb6dc078d791e6229ad972503aad/blue-harbour-cruises-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
};
const partners = [logos.auroraAirways, logos.casaSolareHotels, logos.atlanticRail, logos.blueHarbourCruises];

/** The home page's "Popular searches" in English, as the page query returns it: every field filled. */
export const valid: Payload = {
  __typename: 'LinksModule',
  sys: { id: 'links-popular-searches' },
  name: 'Popular searches',
  slug: 'popular-searches',
  partnersCollection: { items: partners },
  linksCollection: {
    items: [
      { sys: { id: 'link-caribbean-cruises' }, name: 'Caribbean cruises', slug: 'caribbean', external: false, typeSites: 'Cruises' },
      { sys: { id: 'link-mediterranean-cruises' }, name: 'Mediterranean cruises', slug: 'mediterranean', external: false, typeSites: 'Cruises' },
      { sys: { id: 'link-european-city-breaks' }, name: 'European city breaks', slug: 'europe', external: false, typeSites: 'FlightHotel' },
      { sys: { id: 'link-safari-holidays' }, name: 'Safari holidays', slug: 'safari', external: false, typeSites: 'TravelPackages' },
      { sys: { id: 'link-tailor-made-japan' }, name: 'Tailor-made Japan', slug: 'japan', external: false, typeSites: 'DesignYourJourney' },
      { sys: { id: 'link-iceland-car-hire' }, name: 'Car hire in Iceland', slug: 'iceland', external: false, typeSites: 'RentACar' },
      { sys: { id: 'link-tuscany-holiday-homes' }, name: 'Holiday homes in Tuscany', slug: 'tuscany', external: false, typeSites: 'Houses' },
      { sys: { id: 'link-airport-transfers' }, name: 'Airport transfers', slug: null, external: false, typeSites: 'Transfer' },
      { sys: { id: 'link-experiences' }, name: 'Experiences', slug: null, external: false, typeSites: 'Experience' },
      { sys: { id: 'link-hotels' }, name: 'Hotels', slug: null, external: false, typeSites: 'OnlyHotel' },
    ],
  },
};

/** Only the required fields: no partners, one link to a whole section. */
export const minimal: Payload = {
  __typename: 'LinksModule',
  sys: { id: 'links-minimal' },
  name: 'Hotels',
  slug: 'hotels',
  partnersCollection: { items: [] },
  linksCollection: { items: [{ sys: { id: 'link-hotels' }, name: 'Hotels', slug: null, external: null, typeSites: 'OnlyHotel' }] },
};

/**
 * Car hire is sold through a partner, so an editor marks that link external:
 * it opens in a new tab. One link was unpublished after being added (null):
 * the list goes on without it.
 */
export const externalLink: Payload = {
  __typename: 'LinksModule',
  sys: { id: 'links-getting-around' },
  name: 'Getting around',
  slug: 'getting-around',
  partnersCollection: { items: [logos.atlanticRail, null] },
  linksCollection: {
    items: [
      { sys: { id: 'link-iceland-car-hire' }, name: 'Car hire in Iceland', slug: 'iceland', external: true, typeSites: 'RentACar' },
      null,
      { sys: { id: 'link-airport-transfers' }, name: 'Airport transfers', slug: null, external: false, typeSites: 'Transfer' },
    ],
  },
};

/** The same module in Italian: names and slugs are the editors' Italian ones. */
export const italian: Payload = {
  __typename: 'LinksModule',
  sys: { id: 'links-popular-searches' },
  name: 'Ricerche popolari',
  slug: 'ricerche-popolari',
  partnersCollection: { items: partners },
  linksCollection: {
    items: [
      { sys: { id: 'link-caribbean-cruises' }, name: 'Crociere ai Caraibi', slug: 'caraibi', external: false, typeSites: 'Cruises' },
      { sys: { id: 'link-mediterranean-cruises' }, name: 'Crociere nel Mediterraneo', slug: 'mediterraneo', external: false, typeSites: 'Cruises' },
      { sys: { id: 'link-european-city-breaks' }, name: 'City break in Europa', slug: 'europa', external: false, typeSites: 'FlightHotel' },
      { sys: { id: 'link-safari-holidays' }, name: 'Vacanze safari', slug: 'safari', external: false, typeSites: 'TravelPackages' },
      { sys: { id: 'link-tailor-made-japan' }, name: 'Giappone su misura', slug: 'giappone', external: false, typeSites: 'DesignYourJourney' },
      { sys: { id: 'link-iceland-car-hire' }, name: 'Noleggio auto in Islanda', slug: 'islanda', external: false, typeSites: 'RentACar' },
      { sys: { id: 'link-tuscany-holiday-homes' }, name: 'Case vacanza in Toscana', slug: 'toscana', external: false, typeSites: 'Houses' },
      { sys: { id: 'link-airport-transfers' }, name: 'Trasferimenti aeroportuali', slug: null, external: false, typeSites: 'Transfer' },
      { sys: { id: 'link-experiences' }, name: 'Esperienze', slug: null, external: false, typeSites: 'Experience' },
      { sys: { id: 'link-hotels' }, name: 'Hotel', slug: null, external: false, typeSites: 'OnlyHotel' },
    ],
  },
};

/** What an editor can save but the site cannot show: a links module without links. */
export const invalid: Payload = {
  __typename: 'LinksModule',
  sys: { id: 'links-invalid' },
  name: 'Popular searches',
  slug: 'popular-searches',
  partnersCollection: { items: partners },
  linksCollection: { items: [] },
};

/** A link saved without its section: it has no address, so the module is not shown either. */
export const linkWithoutSection = {
  __typename: 'LinksModule',
  sys: { id: 'links-without-section' },
  name: 'Popular searches',
  slug: 'popular-searches',
  partnersCollection: { items: [] },
  linksCollection: { items: [{ sys: { id: 'link-draft' }, name: 'Cruises in Norway', slug: 'norway', external: false, typeSites: null }] },
} as const;
